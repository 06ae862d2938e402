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
	const convert = (target: string, client: string, prepared: PreparedRequest) =>
		restoreBraces(
			getClient(target, client)(prepared, options.indent ? { indent: options.indent } : undefined),
		);
	if (!STANDARD_METHODS.has(request.method)) {
		// PowerShell's cmdlets and RestSharp take a fixed list of methods (httpsnippet writes
		// "Method not supported" for the rest): `-CustomMethod`, and .NET's own HttpClient, send any.
		if (language.target === 'powershell') {
			return convert('powershell', language.client, { ...request, method: 'POST' }).replace(
				'-Method POST',
				`-CustomMethod '${request.method}'`,
			);
		}
		if (language.client === 'restsharp') return convert('csharp', 'httpclient', request);
	}
	return convert(language.target, language.client, request);
}

/** The methods every httpsnippet client writes (OpenAPI 3.2's `QUERY` and others are not). */
const STANDARD_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']);

function getClient(targetId: string, clientId: string): Convert {
	const target = (
		targets as unknown as Record<string, { clientsById: Record<string, { convert: Convert }> }>
	)[targetId];
	const client = target?.clientsById[clientId];
	if (!client) throw new Error(`httpsnippet has no client \`${targetId}/${clientId}\`.`);
	return client.convert;
}
