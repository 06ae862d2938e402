/**
 * Code snippets: the HAR request of `request.ts` written in any language of `languages.ts` with
 * httpsnippet (the build's examples, and the playground's languages that have no writer of our
 * own in `snippet-writers.ts`). A request that sends a file is written by `writers/uploads.ts`
 * instead, so the file is read from disk in every language.
 *
 * Browser-safe and meant to be imported lazily (`await import('@trydocs/openapi/snippets')`):
 * it loads httpsnippet's targets only, never its entry module, whose `url` and `qs` imports
 * would pull Node polyfills (about 15 KB gzip) into the browser. The request is prepared here
 * with the WHATWG `URL` instead, the way httpsnippet's `prepare` does it.
 */
import { type Language, requireLanguage } from './languages.ts';
import type { HarRequest } from './request.ts';
import { writeCurl } from './writers/curl.ts';
import { writeDart } from './writers/dart.ts';
import { writeWithHttpsnippet } from './writers/httpsnippet.ts';
import { type PreparedRequest, prepareRequest, restoreBraces } from './writers/prepare-request.ts';
import { writeUpload } from './writers/uploads.ts';

export { type PreparedRequest, prepareRequest } from './writers/prepare-request.ts';

/** Options of `generateSnippet`. */
export interface SnippetOptions {
	/** Indentation of the generated code; each client has its own default. */
	indent?: string;
}

/**
 * Writes the request in the language named by `languageKey` (a Mintlify key or alias, see
 * `languages.ts`). Throws an `Error` naming the supported keys when the key is unknown.
 */
export function generateSnippet(
	request: HarRequest,
	languageKey: string,
	options: SnippetOptions = {},
): string {
	return writeSnippet(requireLanguage(languageKey), prepareRequest(request), options);
}

function writeSnippet(
	language: Language,
	request: PreparedRequest,
	options: SnippetOptions,
): string {
	if (language.target === 'dart') return writeDart(request);
	// cURL writes a JSON body its own way (`writers/curl.ts`), here as in the playground.
	if (language.target === 'shell' && language.client === 'curl')
		return restoreBraces(writeCurl(request, options));
	// A file is read from disk in every language (httpsnippet would inline it empty).
	const upload = writeUpload(`${language.target}/${language.client}`, request);
	if (upload !== undefined) return restoreBraces(upload);
	return writeWithHttpsnippet(language, request, options);
}
