/**
 * The Markdown of an AsyncAPI operation's page, for agents: what the page shows, in its order
 * (action and address, description, parameters, security, messages with their payload and
 * headers fields and examples, reply, servers, bindings, client examples).
 */
import type { AsyncMessage, AsyncOperation } from '@trydocs/openapi/asyncapi';
import { getAsyncServerUrl, writeAsyncSnippets } from '@trydocs/openapi/asyncapi-client';
import type { Schema } from '@trydocs/openapi/types';
import { describeAction, describeAsyncScheme, toJson } from '../endpoint/asyncapi-view.ts';
import { fence, inline } from './markdown-text.ts';
import { writeSchema } from './schema-markdown.ts';

function writeSchemaPart(label: string, part: AsyncMessage['payload'], heading: string): string[] {
	if (!part) return [];
	if (!part.jsonSchema) {
		return [
			`${heading} ${label}`,
			`Schema format \`${part.format}\`, shown as written:`,
			fence(toJson(part.schema), 'json'),
		];
	}
	const schema = (part.schema ?? {}) as Schema;
	const fields = writeSchema(schema);
	const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
	return [`${heading} ${label}${type ? ` (${type})` : ''}`, ...(fields ? [fields] : [])];
}

function writeMessage(message: AsyncMessage, level: number): string[] {
	const heading = '#'.repeat(level);
	const parts = [
		`${heading} ${message.title ?? message.name ?? message.id}${message.contentType ? ` (\`${message.contentType}\`)` : ''}`,
	];
	if (message.summary) parts.push(message.summary);
	if (message.description) parts.push(message.description.trim());
	parts.push(...writeSchemaPart('Headers', message.headers, `${heading}#`));
	parts.push(...writeSchemaPart('Payload', message.payload, `${heading}#`));
	for (const example of message.examples) {
		parts.push(
			`Example${example.name ? ` \`${example.name}\`` : ''}${example.summary ? `: ${inline(example.summary)}` : ''}:`,
		);
		if (example.headers) parts.push(fence(toJson(example.headers), 'json'));
		if (example.payload !== undefined) parts.push(fence(toJson(example.payload), 'json'));
	}
	if (message.bindings) parts.push('Message bindings:', fence(toJson(message.bindings), 'json'));
	return parts;
}

/** The Markdown of one AsyncAPI operation (after the page's title). */
export function writeAsyncOperationMarkdown(operation: AsyncOperation, content = ''): string {
	const parts: string[] = [
		`\`${operation.action.toUpperCase()} ${operation.channel.address ?? operation.channel.id}\``,
		describeAction(operation),
	];
	if (operation.description) parts.push(operation.description.trim());
	if (content) parts.push(content);
	if (operation.channel.parameters.length > 0) {
		parts.push(
			'## Address parameters',
			operation.channel.parameters
				.map(
					(p) =>
						`- \`${p.name}\` (string, required)${p.description ? `: ${inline(p.description)}` : ''}${p.enum ? ` (one of: ${p.enum.map((v) => `\`${v}\``).join(', ')})` : ''}${p.default !== undefined ? ` (default: \`${p.default}\`)` : ''}`,
				)
				.join('\n'),
		);
	}
	const security = [
		...operation.security.map((scheme) => `- \`${scheme.key}\`: ${describeAsyncScheme(scheme)}`),
		...operation.servers.flatMap((server) =>
			server.security.map(
				(scheme) =>
					`- \`${scheme.key}\` (server \`${server.name}\`): ${describeAsyncScheme(scheme)}`,
			),
		),
	];
	if (security.length > 0) parts.push('## Security', security.join('\n'));
	parts.push(operation.messages.length === 1 ? '## Message' : '## Messages (one of)');
	for (const message of operation.messages) parts.push(...writeMessage(message, 3));
	if (operation.reply) {
		parts.push('## Reply');
		for (const message of operation.reply.messages) parts.push(...writeMessage(message, 3));
	}
	if (operation.servers.length > 0) {
		parts.push(
			'## Servers',
			operation.servers
				.map(
					(server) =>
						`- \`${server.name}\`: ${getAsyncServerUrl(server, operation)} (${server.protocol}${server.protocolVersion ? ` ${server.protocolVersion}` : ''})`,
				)
				.join('\n'),
		);
	}
	if (operation.bindings)
		parts.push('## Operation bindings', fence(toJson(operation.bindings), 'json'));
	if (operation.channel.bindings)
		parts.push('## Channel bindings', fence(toJson(operation.channel.bindings), 'json'));
	const snippets = writeAsyncSnippets(operation, operation.servers[0]);
	if (snippets.length > 0) {
		parts.push('## Client example');
		for (const snippet of snippets)
			parts.push(`${snippet.label}:`, fence(snippet.code, snippet.syntax));
	}
	return parts.join('\n\n');
}
