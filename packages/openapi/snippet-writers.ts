/**
 * One snippet writer per language, loaded on demand: the playground imports only the writer of
 * the language on screen, and another when the reader switches. cURL, Python Requests,
 * JavaScript/TypeScript `fetch` and Dart have small writers of their own (`writers/`, each its
 * own chunk, with the same output as httpsnippet's clients); every other language loads
 * httpsnippet's targets (`snippets.ts`) the first time it is shown.
 */
import { requireLanguage } from './languages.ts';
import { type PreparedRequest, prepareRequest, restoreBraces } from './prepare-request.ts';
import type { HarRequest } from './request.ts';

/** Writes a request as code in one language. */
export type SnippetWriter = (request: HarRequest) => string;

type Write = (request: PreparedRequest) => string;

/** Our own writers, by httpsnippet `target/client`. */
const OWN_WRITERS: Record<string, () => Promise<Write>> = {
	'shell/curl': () => import('./writers/curl.ts').then((module) => module.writeCurl),
	'python/requests': () =>
		import('./writers/python-requests.ts').then((module) => module.writePythonRequests),
	'javascript/fetch': () =>
		import('./writers/javascript-fetch.ts').then((module) => module.writeJavaScriptFetch),
};

const loaded = new Map<string, Promise<SnippetWriter>>();

/**
 * Loads the writer of the language named by `languageKey` (a key or alias of `languages.ts`),
 * once per key. Rejects with an `Error` naming the supported keys when the key is unknown.
 */
export function loadSnippetWriter(languageKey: string): Promise<SnippetWriter> {
	let writer = loaded.get(languageKey);
	if (!writer) {
		writer = importWriter(languageKey);
		loaded.set(languageKey, writer);
	}
	return writer;
}

async function importWriter(languageKey: string): Promise<SnippetWriter> {
	const language = requireLanguage(languageKey);
	if (language.target === 'dart') {
		const { writeDart } = await import('./writers/dart.ts');
		return (request) => writeDart(prepareRequest(request));
	}
	const own = OWN_WRITERS[`${language.target}/${language.client}`];
	if (own) {
		const write = await own();
		return (request) => restoreBraces(write(prepareRequest(request)));
	}
	const { generateSnippet } = await import('./snippets.ts');
	return (request) => generateSnippet(request, languageKey);
}
