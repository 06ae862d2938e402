/**
 * One snippet writer per language, loaded on demand: the playground imports only the writer of
 * the language on screen, and another when the reader switches. cURL, Python Requests,
 * JavaScript/TypeScript `fetch` and Dart have small writers of their own (`writers/`, each its
 * own chunk, with the same output as httpsnippet's clients); every other language loads
 * httpsnippet's targets (`snippets.ts`) the first time it is shown.
 */
import type { Language } from './languages.ts';
import type { HarRequest } from './request.ts';
import { type PreparedRequest, prepareRequest, restoreBraces } from './writers/prepare-request.ts';

/** Writes a request as code in one language. */
export type SnippetWriter = (request: HarRequest) => string;

type Write = (request: PreparedRequest) => string;

/** What choosing a language's writer reads of it. */
type WriterLanguage = Pick<Language, 'key' | 'target' | 'client'>;

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
 * Loads the writer of `language`, once per language: a language of `languages.ts`, or a key or
 * alias of one. Rejects with an `Error` naming the supported keys when the key is unknown. The
 * playground passes the language itself (its props carry the page's languages), so the table of
 * every language stays out of the browser.
 */
export function loadSnippetWriter(language: WriterLanguage | string): Promise<SnippetWriter> {
	const name = typeof language === 'string' ? language : language.key;
	let writer = loaded.get(name);
	if (!writer) {
		writer = importWriter(language);
		loaded.set(name, writer);
	}
	return writer;
}

async function importWriter(named: WriterLanguage | string): Promise<SnippetWriter> {
	const language =
		typeof named === 'string' ? (await import('./languages.ts')).requireLanguage(named) : named;
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
	return (request) => generateSnippet(request, language.key);
}
