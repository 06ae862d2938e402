import { relative } from 'node:path';
import {
	getOperation,
	getRefName,
	getSchemaRef,
	getServerUrl,
	isHttpUrl,
	listOperations,
	listSpecSources,
	loadSpec,
	mergeAllOf,
	type Operation,
} from '@trydocs/openapi';
import { isPositionalMultipart } from '@trydocs/openapi/request';
import { type JsonSchemaOptions, toJsonSchema } from '@trydocs/openapi/schema';
import type { MediaType, Schema } from '@trydocs/openapi/types';
import { isXmlMediaType } from '@trydocs/openapi/xml';
import type {
	JsonSchema,
	McpBodyWriting,
	McpCredential,
	McpOperation,
} from '../handlers/config.ts';

/** Which operations become tools: all, none, or those named (operationId or `METHOD /path`). */
export type OperationSelection = 'all' | 'none' | string[];

/** Tool names the docs tools already use. */
export const RESERVED_TOOLS: readonly string[] = ['search', 'get_page'];
const RESERVED = new Set(RESERVED_TOOLS);

/** How deep a schema is copied into a tool's input schema; deeper levels take any value. */
const MAX_SCHEMA_DEPTH = 8;

/** Schema keywords an input schema keeps (JSON Schema's, without OpenAPI's own). */
const KEPT = [
	'type',
	'format',
	'enum',
	'const',
	'default',
	'description',
	'title',
	'minimum',
	'maximum',
	'minLength',
	'maxLength',
	'pattern',
	'minItems',
	'maxItems',
	'uniqueItems',
	'multipleOf',
	'exclusiveMinimum',
	'exclusiveMaximum',
] as const;

/**
 * An input schema: the kept keywords and the schemas below them, what a client may send (no
 * `readOnly` properties), `example` as `examples`, deeper levels left open.
 */
const INPUT_SCHEMA: JsonSchemaOptions = {
	keywords: [
		...KEPT,
		'example',
		'items',
		'properties',
		'required',
		'additionalProperties',
		'oneOf',
		'anyOf',
		'allOf',
	],
	omitReadOnly: true,
	exampleAsExamples: true,
	maxDepth: MAX_SCHEMA_DEPTH,
};

/** The operations of a site's specs, as tools, and what could not be read. */
export interface CollectedOperations {
	operations: McpOperation[];
	warnings: string[];
	/** Every operation found (`METHOD /path`), for the error about a selection that names none. */
	available: string[];
}

/**
 * Reads the specs docs.json names (`api.openapi`, else `openapi.json`/`openapi.yaml` at the
 * root, as `trydocs()` reads them) and makes one tool of each operation `selection` picks.
 */
export async function collectMcpOperations(
	root: string,
	openapi: unknown,
	selection: OperationSelection,
): Promise<CollectedOperations> {
	const result: CollectedOperations = { operations: [], warnings: [], available: [] };
	if (selection === 'none') return result;
	const names = new Set(RESERVED);
	for (const source of listSpecSources(openapi, root)) {
		if (isHttpUrl(source)) {
			result.warnings.push(
				`The spec \`${source}\` is remote: its operations are not MCP tools (keep a copy in the repository).`,
			);
			continue;
		}
		let spec: Awaited<ReturnType<typeof loadSpec>>;
		try {
			spec = await loadSpec(source);
		} catch (error) {
			result.warnings.push(
				`Could not read \`${relative(root, source)}\` for the MCP tools: ${(error as Error).message}`,
			);
			continue;
		}
		for (const entry of listOperations(spec)) {
			const label = `${entry.method.toUpperCase()} ${entry.path}`;
			result.available.push(label);
			if (!isSelected(selection, label, entry.operationId)) continue;
			const operation = getOperation(spec, entry.method, entry.path);
			result.operations.push(toMcpOperation(operation, names));
		}
	}
	return result;
}

function isSelected(selection: OperationSelection, label: string, operationId?: string): boolean {
	if (selection === 'all') return true;
	if (selection === 'none') return false;
	return selection.some(
		(name) =>
			name === operationId || name.replace(/\s+/g, ' ').toUpperCase() === label.toUpperCase(),
	);
}

/** The selected names that match no operation. */
export function findUnmatched(selection: OperationSelection, operations: McpOperation[]): string[] {
	if (!Array.isArray(selection)) return [];
	return selection.filter(
		(name) =>
			!operations.some(
				(operation) =>
					operation.name === name ||
					`${operation.method} ${operation.path}`.toUpperCase() ===
						name.replace(/\s+/g, ' ').toUpperCase(),
			),
	);
}

/** One operation as a tool. */
export function toMcpOperation(operation: Operation, taken: Set<string>): McpOperation {
	const method = operation.method.toUpperCase();
	const name = pickToolName(operation, taken);
	const properties: Record<string, JsonSchema> = {};
	const required: string[] = [];
	const parameters: McpOperation['parameters'] = [];
	for (const parameter of operation.parameters) {
		// Two parameters of one name in different places (a header and a query `id`) get the place.
		const clash = operation.parameters.some(
			(other) => other !== parameter && other.name === parameter.name,
		);
		const argument = clash ? `${parameter.in}_${parameter.name}` : parameter.name;
		parameters.push({
			argument,
			name: parameter.name,
			in: parameter.in,
			...(parameter.contentType ? { contentType: parameter.contentType } : {}),
		});
		properties[argument] = {
			...toJsonSchema(parameter.schema ?? {}, INPUT_SCHEMA),
			description: joinText(
				parameter.description,
				`${parameter.in} parameter \`${parameter.name}\``,
			),
		};
		if (parameter.required || parameter.in === 'path') required.push(argument);
	}
	let body: string | undefined;
	const content = operation.requestBody?.content ?? {};
	const mediaType =
		Object.keys(content).find((type) => /json/i.test(type)) ?? Object.keys(content)[0];
	let bodyWriting: McpBodyWriting | undefined;
	if (mediaType) {
		body = mediaType;
		bodyWriting = getBodyWriting(mediaType, content[mediaType]);
		properties.body = {
			...toJsonSchema(content[mediaType]?.schema ?? {}, INPUT_SCHEMA),
			description: joinText(operation.requestBody?.description, `The request body (${mediaType}).`),
		};
		if (operation.requestBody?.required) required.push('body');
	}
	const servers = [...new Set(operation.servers.map((server) => getServerUrl(server)))];
	if (servers.length > 1) {
		properties.server = {
			type: 'string',
			enum: servers,
			description: `The server to call; \`${servers[0]}\` when left out.`,
		};
	}
	const credentials = listCredentials(operation);
	if (credentials.length > 0) {
		properties.auth = {
			type: 'object',
			description:
				'Credentials for the API, sent as its security schemes say (never stored). Leave out what the API does not need.',
			properties: Object.fromEntries(
				credentials.map((credential) => [credential.scheme, describeCredential(credential)]),
			),
			additionalProperties: false,
		};
	}
	return {
		name,
		...(operation.summary ? { title: operation.summary } : {}),
		description: [
			operation.summary,
			operation.description,
			`\`${method} ${operation.path}\`${operation.deprecated ? ' (deprecated)' : ''}.`,
		]
			.filter(Boolean)
			.join('\n\n'),
		method,
		path: operation.path,
		servers,
		parameters,
		...(body ? { body } : {}),
		...(bodyWriting ? { bodyWriting } : {}),
		credentials,
		readOnly: method === 'GET' || method === 'HEAD',
		inputSchema: {
			type: 'object',
			properties,
			...(required.length > 0 ? { required } : {}),
			additionalProperties: false,
		},
	};
}

function pickToolName(operation: Operation, taken: Set<string>): string {
	const fromId = operation.operationId?.replace(/[^A-Za-z0-9_.-]+/g, '_').slice(0, 64);
	const fromPath = `${operation.method}_${operation.path}`
		.replace(/[{}]/g, '')
		.replace(/[^A-Za-z0-9]+/g, '_')
		.replace(/^_+|_+$/g, '')
		.toLowerCase()
		.slice(0, 64);
	const wanted = fromId || fromPath;
	let name = wanted;
	for (let count = 2; taken.has(name); count++) name = `${wanted}_${count}`;
	taken.add(name);
	return name;
}

function listCredentials(operation: Operation): McpCredential[] {
	const found = new Map<string, McpCredential>();
	for (const alternative of operation.security) {
		for (const { name, scheme } of alternative) {
			if (found.has(name)) continue;
			if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'bearer') {
				found.set(name, { scheme: name, type: 'bearer' });
			} else if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'basic') {
				found.set(name, { scheme: name, type: 'basic' });
			} else if (scheme.type === 'apiKey') {
				found.set(name, { scheme: name, type: 'apiKey', in: scheme.in, name: scheme.name });
			} else if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
				// An OAuth access token travels as a bearer token.
				found.set(name, { scheme: name, type: 'bearer' });
			}
		}
	}
	return [...found.values()];
}

function describeCredential(credential: McpCredential): JsonSchema {
	const description =
		credential.type === 'bearer'
			? 'A bearer token, sent as `Authorization: Bearer <token>`.'
			: credential.type === 'basic'
				? '`username:password`, sent as HTTP basic authentication.'
				: `The API key, sent in the ${credential.in} \`${credential.name}\`.`;
	return { type: 'string', description };
}

function joinText(first: string | undefined, second: string): string {
	return first ? `${first.trim()} (${second.replace(/\.$/, '')})` : second;
}

/**
 * What writes a body of a type that is not JSON: an XML type's schema, cut to what its XML
 * Objects read, and its component's name; a positional multipart type's part encodings.
 */
function getBodyWriting(
	mediaType: string,
	media: MediaType | undefined,
): McpBodyWriting | undefined {
	if (!media) return undefined;
	if (isPositionalMultipart(mediaType)) {
		const { prefixEncoding, itemEncoding } = media;
		return prefixEncoding || itemEncoding
			? {
					parts: {
						...(prefixEncoding ? { prefixEncoding } : {}),
						...(itemEncoding ? { itemEncoding } : {}),
					},
				}
			: undefined;
	}
	if (!isXmlMediaType(mediaType) || !media.schema) return undefined;
	const ref = getSchemaRef(media.schema);
	return {
		xml: {
			schema: trimForXml(media.schema, 0),
			...(ref ? { rootName: getRefName(ref) } : {}),
		},
	};
}

/** The parts of a schema the XML writer reads, a few levels deep (the config is serialised). */
function trimForXml(raw: Schema, depth: number): Schema {
	const schema = mergeAllOf(raw);
	const out: Schema = {};
	if (schema.type !== undefined) out.type = schema.type;
	if (schema.xml !== undefined) out.xml = schema.xml;
	if (depth >= 6) return out;
	if (schema.items) out.items = trimForXml(schema.items, depth + 1);
	if (Array.isArray(schema.prefixItems)) {
		out.prefixItems = (schema.prefixItems as Schema[]).map((item) => trimForXml(item, depth + 1));
	}
	if (schema.properties) {
		out.properties = Object.fromEntries(
			Object.entries(schema.properties).map(([name, property]) => [
				name,
				trimForXml(property, depth + 1),
			]),
		);
	}
	return out;
}
