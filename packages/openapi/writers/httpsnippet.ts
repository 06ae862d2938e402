/**
 * httpsnippet's own clients, called on our prepared request: what every request without a file
 * is written with (`snippets.ts`), and what our own writers are tested against.
 */
import { targets } from '@readme/httpsnippet/targets';
import type { Language } from '../languages.ts';
import type { WriterOptions } from './common.ts';
import { type PreparedRequest, restoreBraces } from './prepare-request.ts';

type Convert = (request: PreparedRequest, options?: Record<string, unknown>) => string;

/** The request as httpsnippet's client for the language writes it, files or not. */
export function writeWithHttpsnippet(
	language: Language,
	request: PreparedRequest,
	options: WriterOptions = {},
): string {
	// Our prepared request matches httpsnippet's internal `Request` in every field its clients
	// read, but is not Node's `UrlWithParsedQuery`, hence the cast through `unknown`.
	const target = (
		targets as unknown as Record<string, { clientsById: Record<string, { convert: Convert }> }>
	)[language.target];
	const client = target?.clientsById[language.client];
	if (!client)
		throw new Error(`httpsnippet has no client \`${language.target}/${language.client}\`.`);
	const snippet = client.convert(request, options.indent ? { indent: options.indent } : undefined);
	return restoreBraces(snippet);
}
