/**
 * An endpoint page as Markdown, written from the same `Operation` as its HTML (never scraped
 * from it): method and URL, servers, authorization, parameters, body and response schemas as
 * nested lists, the request example in each configured language (the snippet code of
 * `@trydocs/openapi`, so it shows what Send does), and the response examples as fenced code.
 * Schemas and parameters are written by schema-markdown.ts, authorization by auth-markdown.ts.
 */

import type { Operation, Parameter } from '@trydocs/openapi';
import { listEncodingLines, writeEncoding } from '../endpoint/encoding.ts';
import {
	getRequestBodyExample,
	getResponseExampleViews,
	getServerViews,
	getSnippetViews,
} from '../endpoint/endpoint-view.ts';
import { writeAuthorization } from './auth-markdown.ts';
import { fence, inline } from './markdown-text.ts';
import { writeParameter, writeSchema } from './schema-markdown.ts';

/** What the Markdown of one endpoint needs besides its operation. */
export interface OperationMarkdownOptions {
	/** The site's address (`Astro.site`), for servers given as a path on the docs site. */
	site?: URL | undefined;
	/** Languages of the request examples (docs.json `api.examples.languages`). */
	languages: string[];
	/**
	 * False for a hand-written (`api:`) page, whose own `<ParamField>`s and examples (in its
	 * content) already describe the fields: they are not written twice.
	 */
	fields?: boolean | undefined;
}

/** The parameter sections, in the page's order. */
const LOCATIONS = [
	['path', 'Path parameters'],
	['query', 'Query parameters'],
	['querystring', 'Query string'],
	['header', 'Headers'],
	['cookie', 'Cookies'],
] as const;

/**
 * A location's parameters as a list. A `querystring` parameter (OpenAPI 3.2) is the whole query
 * string: its media type and its schema's fields, as a body's are written.
 */
function writeParameters(location: string, parameters: Parameter[]): string {
	const whole = location === 'querystring' ? parameters[0] : undefined;
	const fields = whole ? writeSchema(whole.schema) : '';
	if (!whole || !fields) return parameters.map(writeParameter).join('\n');
	return [
		...(whole.contentType ? [`Content type: \`${whole.contentType}\``] : []),
		...(whole.description ? [whole.description.trim()] : []),
		fields,
	].join('\n\n');
}

/** The `## Request body` section: its content types, fields and example. */
function writeBody(operation: Operation): string[] {
	const body = operation.requestBody;
	if (!body) return [];
	const parts = [`## Request body${body.required ? ' (required)' : ''}`];
	if (body.description) parts.push(body.description.trim());
	for (const [mediaType, media] of Object.entries(body.content)) {
		parts.push(`Content type: \`${mediaType}\``);
		const fields = writeSchema(media.schema);
		if (fields) parts.push(fields);
		const encoding = writeEncoding(listEncodingLines(media));
		if (encoding) parts.push(`How the parts are sent:\n\n${encoding}`);
	}
	const example = getRequestBodyExample(operation);
	if (example?.text && example.value !== undefined) {
		parts.push(fence(example.text, /json/.test(example.mediaType) ? 'json' : ''));
	}
	return parts;
}

/** The `## Responses` section: each status with its headers, fields and example. */
function writeResponses(operation: Operation): string[] {
	if (operation.responses.length === 0) return [];
	const examples = new Map(getResponseExampleViews(operation).map((view) => [view.status, view]));
	const parts = ['## Responses'];
	for (const response of operation.responses) {
		const title = response.summary ?? response.description;
		parts.push(`### ${response.status}${title ? `: ${inline(title)}` : ''}`);
		if (response.summary && response.description) parts.push(response.description.trim());
		for (const [name, header] of Object.entries(response.headers ?? {})) {
			parts.push(
				`- Header \`${name}\`${header.description ? `: ${inline(header.description)}` : ''}`,
			);
		}
		for (const [mediaType, media] of Object.entries(response.content ?? {})) {
			parts.push(`Content type: \`${mediaType}\``);
			// A sequential body (OpenAPI 3.2 `itemSchema`) lists each item's fields.
			const fields = writeSchema(media.schema ?? media.itemSchema);
			if (fields) parts.push(media.schema ? fields : `A stream; each item:\n\n${fields}`);
			const encoding = writeEncoding(listEncodingLines(media));
			if (encoding) parts.push(`How the parts are sent:\n\n${encoding}`);
		}
		const example = examples.get(response.status);
		if (example) parts.push(fence(example.code, /json/.test(example.mediaType) ? 'json' : ''));
	}
	return parts;
}

/**
 * The Markdown of an endpoint: what its page shows, in the page's order. `content` is the
 * Markdown of the page's own MDX (written after the description).
 */
export function writeOperationMarkdown(
	operation: Operation,
	options: OperationMarkdownOptions,
	content = '',
): string {
	const servers = getServerViews(operation, options.site);
	const server = servers[0];
	const parts: string[] = [];
	parts.push(
		`\`${operation.method.toUpperCase()} ${server ? server.url : ''}${operation.path}\`${operation.deprecated ? ' (deprecated)' : ''}`,
	);
	if (operation.description) parts.push(operation.description.trim());
	if (content) parts.push(content);
	if (servers.length > 1) {
		parts.push(
			'## Servers',
			servers
				.map((view) => `- ${view.url}${view.label !== view.url ? ` (${view.label})` : ''}`)
				.join('\n'),
		);
	}
	parts.push(...writeAuthorization(operation));
	const fields = options.fields !== false;
	for (const [location, heading] of fields ? LOCATIONS : []) {
		const parameters = operation.parameters.filter((parameter) => parameter.in === location);
		if (parameters.length > 0) parts.push(`## ${heading}`, writeParameters(location, parameters));
	}
	if (fields) parts.push(...writeBody(operation));
	const samples = operation.codeSamples?.length
		? operation.codeSamples.map((sample) => ({
				label: sample.label ?? sample.lang,
				syntax: sample.lang,
				code: sample.source,
			}))
		: getSnippetViews(operation, server?.url ?? '', options.languages);
	if (samples.length > 0) {
		parts.push('## Request example');
		for (const sample of samples) parts.push(`${sample.label}:`, fence(sample.code, sample.syntax));
	}
	if (fields) parts.push(...writeResponses(operation));
	return parts.join('\n\n');
}
