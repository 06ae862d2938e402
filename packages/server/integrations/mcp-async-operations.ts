/**
 * The AsyncAPI operations of a site as MCP tools, listed beside the OpenAPI ones. A tool call is
 * one request and one answer: it cannot hold the WebSocket, the broker connection or the event
 * stream an AsyncAPI operation runs over, so a call never pretends to send or receive. It
 * answers what a client needs to do it: the action and address, the address's parameters, each
 * message (content type, payload and headers as JSON Schema), the servers and their protocols.
 */
import { relative } from 'node:path';
import { isHttpUrl } from '@trydocs/openapi';
import {
	type AsyncMessage,
	type AsyncOperation,
	type AsyncSchema,
	getAsyncOperation,
	listAsyncApiSources,
	listAsyncOperations,
	loadAsyncApi,
} from '@trydocs/openapi/asyncapi';
import { getAsyncServerUrl } from '@trydocs/openapi/asyncapi-client';
import { toJsonSchema } from '@trydocs/openapi/schema';
import type { Schema } from '@trydocs/openapi/types';
import type { McpAsyncOperation } from '../handlers/config.ts';
import type { OperationSelection } from './mcp-operations.ts';

/** How deep a message's schema is written into the answer. */
const MAX_SCHEMA_DEPTH = 8;

/** The AsyncAPI tools of a site, what could not be read, and every operation found. */
export interface CollectedAsyncOperations {
	operations: McpAsyncOperation[];
	warnings: string[];
	/** Each operation's key, for the error about a selection that names none. */
	available: string[];
}

/**
 * Reads the AsyncAPI documents docs.json names (`api.asyncapi`, the navigation's `asyncapi`
 * keys) and makes one tool of each operation `selection` picks (by its key). `taken` holds the
 * tool names already used; a key that repeats one gets a `_2` suffix.
 */
export async function collectMcpAsyncOperations(
	root: string,
	docsJson: { api?: { asyncapi?: unknown }; navigation?: unknown },
	selection: OperationSelection,
	taken: Set<string>,
): Promise<CollectedAsyncOperations> {
	const result: CollectedAsyncOperations = { operations: [], warnings: [], available: [] };
	if (selection === 'none') return result;
	for (const source of listAsyncApiSources(docsJson.api?.asyncapi, docsJson.navigation, root)) {
		if (isHttpUrl(source)) {
			result.warnings.push(
				`The AsyncAPI document \`${source}\` is remote: its operations are not MCP tools (keep a copy in the repository).`,
			);
			continue;
		}
		const shown = relative(root, source);
		try {
			const doc = await loadAsyncApi(source);
			for (const { id, hidden } of listAsyncOperations(doc)) {
				result.available.push(id);
				if (hidden || (Array.isArray(selection) && !selection.includes(id))) continue;
				result.operations.push(toMcpAsyncOperation(getAsyncOperation(doc, id), shown, taken));
			}
		} catch (error) {
			result.warnings.push(
				`Could not read \`${shown}\` for the MCP tools: ${(error as Error).message}`,
			);
		}
	}
	return result;
}

/** A tool name MCP accepts (letters, digits, `_`, `-`, `.`; at most 128), not yet taken. */
function claimName(id: string, taken: Set<string>): string {
	const base = id.replace(/[^A-Za-z0-9_.-]+/g, '_').slice(0, 120) || 'operation';
	let name = base;
	for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
	taken.add(name);
	return name;
}

/** One AsyncAPI operation as a tool that describes it. */
export function toMcpAsyncOperation(
	operation: AsyncOperation,
	file: string,
	taken: Set<string>,
): McpAsyncOperation {
	const action = operation.action.toUpperCase();
	const address = operation.channel.address ?? operation.channel.id;
	const protocols = [...new Set(operation.servers.map((server) => server.protocol))];
	const what = operation.title ?? operation.summary ?? operation.id;
	const title = operation.title ?? operation.summary;
	return {
		name: claimName(operation.id, taken),
		...(title ? { title } : {}),
		description: [
			`${what}: the AsyncAPI operation \`${action} ${address}\`${protocols.length ? ` (${protocols.join(', ')})` : ''}, an event API.`,
			operation.summary && operation.summary !== what ? operation.summary : undefined,
			'This tool sends and receives nothing: it answers how to do it (the address, the messages with their schemas, the servers), for a client that connects itself.',
		]
			.filter(Boolean)
			.join(' '),
		action,
		address,
		text: describeAsyncOperation(operation, file),
	};
}

/** A message schema as JSON Schema, or as written when it is of another format (Avro...). */
function writeSchema(label: string, part: AsyncSchema | undefined): string[] {
	if (!part) return [];
	const schema = part.jsonSchema
		? toJsonSchema((part.schema ?? {}) as Schema, { maxDepth: MAX_SCHEMA_DEPTH })
		: part.schema;
	const format = part.jsonSchema ? 'JSON Schema' : `schema format \`${part.format}\``;
	return [`${label} (${format}):`, '```json', JSON.stringify(schema, null, 2), '```'];
}

function writeMessage(message: AsyncMessage): string[] {
	const name = message.title ?? message.name ?? message.id;
	const head = `### ${name}${message.contentType ? ` (\`${message.contentType}\`)` : ''}`;
	const example = message.examples.find((entry) => entry.payload !== undefined);
	return [
		head,
		...(message.summary ? [message.summary] : []),
		...writeSchema('Headers', message.headers),
		...writeSchema('Payload', message.payload),
		...(example
			? [
					`Example${example.name ? ` \`${example.name}\`` : ''}:`,
					'```json',
					JSON.stringify(example.payload, null, 2),
					'```',
				]
			: []),
	];
}

/** What a call answers, in Markdown: what to connect to and what goes over it. */
export function describeAsyncOperation(operation: AsyncOperation, file: string): string {
	const address = operation.channel.address ?? operation.channel.id;
	const lines = [
		`# ${operation.title ?? operation.summary ?? operation.id}`,
		`AsyncAPI operation \`${operation.id}\` of \`${file}\`: \`${operation.action.toUpperCase()} ${address}\` (channel \`${operation.channel.id}\`). ${
			operation.action === 'send'
				? 'The application sends these messages on the channel; a client subscribes to receive them.'
				: 'The application receives these messages on the channel; a client sends them.'
		}`,
		'Nothing was sent or received: connect a client to one of the servers below.',
	];
	if (operation.description) lines.push(operation.description.trim());
	if (operation.channel.parameters.length > 0) {
		lines.push('## Address parameters');
		for (const parameter of operation.channel.parameters) {
			const values = parameter.enum
				? ` One of ${parameter.enum.map((v) => `\`${v}\``).join(', ')}.`
				: '';
			lines.push(`- \`${parameter.name}\`: ${parameter.description ?? ''}${values}`.trimEnd());
		}
	}
	lines.push('## Messages');
	for (const message of operation.messages) lines.push(...writeMessage(message));
	if (operation.servers.length > 0) {
		lines.push('## Servers');
		for (const server of operation.servers) {
			const security = server.security.map((scheme) => `\`${scheme.key}\` (${scheme.type})`);
			lines.push(
				`- \`${server.name}\`: ${getAsyncServerUrl(server, operation)} (${server.protocol}${server.protocolVersion ? ` ${server.protocolVersion}` : ''})${security.length ? `, credentials: ${security.join(', ')}` : ''}`,
			);
		}
	}
	return lines.join('\n\n');
}
