/**
 * An endpoint page as Markdown, written from the same `Operation` as its HTML (never scraped
 * from it): method and URL, servers, authorization, parameters, body and response schemas as
 * nested lists, the request example in each configured language (the snippet code of
 * `@trydocs/openapi`, so it shows what Send does), and the response examples as fenced code.
 */
import {
	getParameterExample,
	getRefName,
	getSchemaRef,
	getTypeLabel,
	mergeAllOf,
	type Operation,
	type Parameter,
	type Schema,
	type SecurityScheme,
} from '@trydocs/openapi';
import { listOAuthFlows, OAUTH_FLOW_LABELS } from '@trydocs/openapi/oauth';
import {
	getRequestBodyExample,
	getResponseExampleViews,
	getServerViews,
	getSnippetViews,
} from '../endpoint/endpoint-view.ts';

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

/** Nesting deeper than this is cut, as the page cuts it: a line says so. */
const MAX_DEPTH = 6;
/** Lines of one schema beyond which the rest is cut (a huge spec stays readable). */
const MAX_SCHEMA_LINES = 1500;

const LOCATIONS = [
	['path', 'Path parameters'],
	['query', 'Query parameters'],
	['header', 'Headers'],
	['cookie', 'Cookies'],
] as const;

/** A description on one line of a list: paragraphs joined, trimmed. */
function inline(text: string | undefined): string {
	return (text ?? '').replace(/\s*\n\s*/g, ' ').trim();
}

function code(value: unknown): string {
	const text = typeof value === 'string' ? value : JSON.stringify(value);
	return `\`${String(text).replaceAll('`', "'")}\``;
}

/** A fenced block whose fence is longer than any run of backticks inside. */
export function fence(body: string, info = ''): string {
	const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map((run) => run[0].length));
	const marks = '`'.repeat(longest + 1);
	return `${marks}${info}\n${body}\n${marks}`;
}

function describeConstraints(schema: Schema): string[] {
	const facts: string[] = [];
	if (schema.enum) facts.push(`one of: ${schema.enum.map(code).join(', ')}`);
	if (schema.default !== undefined) facts.push(`default: ${code(schema.default)}`);
	if (schema.minimum !== undefined) facts.push(`minimum: ${schema.minimum}`);
	if (schema.maximum !== undefined) facts.push(`maximum: ${schema.maximum}`);
	if (schema.minLength !== undefined) facts.push(`min length: ${schema.minLength}`);
	if (schema.maxLength !== undefined) facts.push(`max length: ${schema.maxLength}`);
	if (schema.pattern) facts.push(`pattern: ${code(schema.pattern)}`);
	if (schema.example !== undefined) facts.push(`example: ${code(schema.example)}`);
	return facts;
}

interface SchemaWriter {
	lines: string[];
	/** Named schemas on the way down: meeting one again is a cycle, written as its name. */
	path: Set<string>;
}

function writeProperties(schema: Schema, depth: number, writer: SchemaWriter): void {
	if (writer.lines.length >= MAX_SCHEMA_LINES) return;
	const merged = mergeAllOf(schema);
	const ref = getSchemaRef(schema);
	if (ref) {
		if (writer.path.has(ref) || schema['x-circular']) return;
		writer.path.add(ref);
	}
	const indent = '  '.repeat(depth);
	const required = new Set(merged.required ?? []);
	for (const [name, property] of Object.entries(merged.properties ?? {})) {
		if (writer.lines.length >= MAX_SCHEMA_LINES) {
			writer.lines.push(`${indent}- … (cut: the schema is longer than this page shows)`);
			break;
		}
		writeField(name, property, required.has(name), depth, writer);
	}
	const items = merged.type === 'array' || merged.items ? merged.items : undefined;
	if (items && Object.keys(merged.properties ?? {}).length === 0) {
		writeProperties(items, depth, writer);
	}
	for (const key of ['oneOf', 'anyOf'] as const) {
		const variants = merged[key];
		if (!variants) continue;
		writer.lines.push(`${indent}- ${key === 'oneOf' ? 'One of' : 'Any of'}:`);
		variants.forEach((variant, index) => {
			const label =
				variant.title ??
				(getSchemaRef(variant)
					? getRefName(getSchemaRef(variant) as string)
					: `Option ${index + 1}`);
			writer.lines.push(
				`${indent}  - ${label} (${getTypeLabel(variant)})${variant.description ? `: ${inline(variant.description)}` : ''}`,
			);
			if (depth + 2 < MAX_DEPTH) writeProperties(variant, depth + 2, writer);
		});
	}
	if (ref) writer.path.delete(ref);
}

function writeField(
	name: string,
	schema: Schema,
	required: boolean,
	depth: number,
	writer: SchemaWriter,
): void {
	const merged = mergeAllOf(schema);
	const facts = [getTypeLabel(schema), required ? 'required' : undefined];
	if (merged.deprecated) facts.push('deprecated');
	if (merged.readOnly) facts.push('read-only');
	const extra = describeConstraints(merged);
	const description = inline(merged.description);
	writer.lines.push(
		`${'  '.repeat(depth)}- \`${name}\` (${facts.filter(Boolean).join(', ')})${description ? `: ${description}` : ''}${extra.length > 0 ? ` (${extra.join('; ')})` : ''}`,
	);
	if (depth + 1 < MAX_DEPTH) writeProperties(schema, depth + 1, writer);
}

/** A schema's fields as a nested Markdown list (empty when it has none). */
export function writeSchema(schema: Schema | undefined): string {
	if (!schema) return '';
	const writer: SchemaWriter = { lines: [], path: new Set() };
	writeProperties(schema, 0, writer);
	return writer.lines.join('\n');
}

function writeParameter(parameter: Parameter): string {
	const schema = parameter.schema ?? {};
	const facts = [getTypeLabel(schema), parameter.required ? 'required' : undefined];
	if (parameter.deprecated) facts.push('deprecated');
	const extra = describeConstraints(mergeAllOf(schema));
	const example = getParameterExample(parameter);
	if (example !== undefined && schema.example === undefined)
		extra.push(`example: ${code(example)}`);
	const description = inline(parameter.description ?? schema.description);
	return `- \`${parameter.name}\` (${facts.filter(Boolean).join(', ')})${description ? `: ${description}` : ''}${extra.length > 0 ? ` (${extra.join('; ')})` : ''}`;
}

function describeScheme(name: string, scheme: SecurityScheme): string {
	const text =
		scheme.type === 'http'
			? scheme.scheme.toLowerCase() === 'basic'
				? 'Basic authentication: `Authorization: Basic <base64 user:password>`'
				: 'Bearer token: `Authorization: Bearer <token>`'
			: scheme.type === 'apiKey'
				? `API key in the ${scheme.in} \`${scheme.name}\``
				: scheme.type === 'mutualTLS'
					? 'Mutual TLS: a client certificate'
					: `${scheme.type === 'oauth2' ? 'OAuth 2' : 'OpenID Connect'} access token: \`Authorization: Bearer <token>\``;
	return `${text} (${name})${scheme.description ? `: ${inline(scheme.description)}` : ''}`;
}

/** The flows of an OAuth 2.0 scheme (URLs, scopes) or its discovery document, one line each. */
function describeOAuth(scheme: SecurityScheme, scopes: string[], operation: Operation): string[] {
	const lines: string[] = [];
	if (scheme.type === 'openIdConnect') {
		lines.push(`OpenID Connect discovery: ${scheme.openIdConnectUrl}`);
	}
	if (scopes.length > 0) lines.push(`Scopes this endpoint needs: ${scopes.map(code).join(', ')}`);
	const server = operation.servers.find((entry) => /^https?:\/\/[^{]+$/i.test(entry.url))?.url;
	for (const flow of listOAuthFlows(scheme, server)) {
		const urls = [
			flow.authorizationUrl && `authorization URL ${flow.authorizationUrl}`,
			flow.tokenUrl && `token URL ${flow.tokenUrl}`,
			flow.refreshUrl && `refresh URL ${flow.refreshUrl}`,
		].filter(Boolean);
		const offered = Object.entries(flow.scopes).map(
			([name, text]) => `${code(name)}${text ? ` (${inline(text)})` : ''}`,
		);
		lines.push(
			`${OAUTH_FLOW_LABELS[flow.type]}: ${urls.join(', ')}${offered.length > 0 ? `; scopes: ${offered.join(', ')}` : ''}`,
		);
	}
	return lines;
}

function writeAuthorization(operation: Operation): string[] {
	const alternatives = operation.security.filter((requirement) => requirement.length > 0);
	if (alternatives.length === 0) return [];
	const lines = alternatives.map(
		(requirement) =>
			`- ${requirement.map(({ name, scheme }) => describeScheme(name, scheme)).join(', and ')}${requirement
				.flatMap(({ scheme, scopes }) => describeOAuth(scheme, scopes, operation))
				.map((line) => `\n  - ${line}`)
				.join('')}`,
	);
	return ['## Authorization', alternatives.length > 1 ? 'One of:' : '', lines.join('\n')].filter(
		Boolean,
	);
}

function writeBody(operation: Operation): string[] {
	const body = operation.requestBody;
	if (!body) return [];
	const parts = [`## Request body${body.required ? ' (required)' : ''}`];
	if (body.description) parts.push(body.description.trim());
	for (const [mediaType, media] of Object.entries(body.content)) {
		parts.push(`Content type: \`${mediaType}\``);
		const fields = writeSchema(media.schema);
		if (fields) parts.push(fields);
	}
	const example = getRequestBodyExample(operation);
	if (example?.text && example.value !== undefined) {
		parts.push(fence(example.text, /json/.test(example.mediaType) ? 'json' : ''));
	}
	return parts;
}

function writeResponses(operation: Operation): string[] {
	if (operation.responses.length === 0) return [];
	const examples = new Map(getResponseExampleViews(operation).map((view) => [view.status, view]));
	const parts = ['## Responses'];
	for (const response of operation.responses) {
		parts.push(
			`### ${response.status}${response.description ? `: ${inline(response.description)}` : ''}`,
		);
		for (const [name, header] of Object.entries(response.headers ?? {})) {
			parts.push(
				`- Header \`${name}\`${header.description ? `: ${inline(header.description)}` : ''}`,
			);
		}
		for (const [mediaType, media] of Object.entries(response.content ?? {})) {
			parts.push(`Content type: \`${mediaType}\``);
			const fields = writeSchema(media.schema);
			if (fields) parts.push(fields);
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
		if (parameters.length > 0)
			parts.push(`## ${heading}`, parameters.map(writeParameter).join('\n'));
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
