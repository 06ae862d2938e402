/**
 * What an AsyncAPI operation's page shows, computed from its `AsyncOperation`: the sentence of
 * its action, the address split at its parameters, a schema as fields or as data, a security
 * scheme in words, and the WebSocket playground's props (the servers a browser reaches).
 */
import type {
	AsyncOperation,
	AsyncParameter,
	AsyncSchema,
	AsyncSecurityScheme,
	AsyncServer,
} from '@trydocs/openapi/asyncapi';
import { getAsyncServerUrl, isWebSocketProtocol } from '@trydocs/openapi/asyncapi-client';
import type { Schema } from '@trydocs/openapi/types';
import { renderField, renderSchemaBody } from './render-schema.ts';
import type { RenderContext } from './types.ts';

/** The sentence under the action badge: who sends what, from the document's point of view. */
export function describeAction(operation: AsyncOperation): string {
	const api = operation.api.title ? `**${operation.api.title}**` : 'The application';
	return operation.action === 'send'
		? `${api} sends these messages on this channel: subscribe to it to receive them.`
		: `${api} receives these messages on this channel: send them to it.`;
}

/** The address as text and parameter parts, so a page can mark `{roomId}`. */
export function splitAddress(address: string): Array<{ text: string; parameter: boolean }> {
	return address
		.split(/(\{[^{}]+\})/)
		.filter(Boolean)
		.map((text) => ({ text, parameter: /^\{[^{}]+\}$/.test(text) }));
}

/**
 * A payload or headers schema: JSON Schema as fields (as OpenAPI schemas are drawn); another
 * format (Avro, RAML, Protobuf) as its data, with a note saying so.
 */
export function renderAsyncSchema(
	schema: AsyncSchema | undefined,
	context: RenderContext,
): { fields: string; type?: string | undefined; data?: string | undefined } {
	if (!schema) return { fields: '' };
	if (!schema.jsonSchema) {
		return {
			fields: '',
			data:
				typeof schema.schema === 'string' ? schema.schema : JSON.stringify(schema.schema, null, 2),
		};
	}
	const value = (schema.schema ?? {}) as Schema;
	const type = Array.isArray(value.type) ? value.type.join(' | ') : value.type;
	return { fields: renderSchemaBody(value, 0, context), type };
}

/** A security scheme in words: its type and where a credential goes. */
export function describeAsyncScheme(scheme: AsyncSecurityScheme): string {
	switch (scheme.type) {
		case 'httpApiKey':
			return `API key in the ${scheme.in ?? 'header'} \`${scheme.name ?? ''}\``;
		case 'http':
			return `HTTP ${scheme.scheme ?? ''} authentication${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
		case 'apiKey':
			return `API key as the ${scheme.in ?? 'user'}`;
		case 'userPassword':
			return 'User name and password';
		case 'oauth2':
			return `OAuth 2.0${scheme.scopes?.length ? `, scopes ${scheme.scopes.map((s) => `\`${s}\``).join(', ')}` : ''}`;
		case 'openIdConnect':
			return `OpenID Connect (${scheme.openIdConnectUrl ?? ''})`;
		case 'X509':
			return 'X.509 client certificate';
		default:
			return `\`${scheme.type}\``;
	}
}

/** A server's URL for the operation, variables at their defaults. */
export function getServerLabel(server: AsyncServer, operation: AsyncOperation): string {
	return getAsyncServerUrl(server, operation);
}

/** True when a browser can try the operation: a WebSocket server among its servers. */
export function hasWebSocketServer(operation: AsyncOperation): boolean {
	return operation.servers.some((server) => isWebSocketProtocol(server.protocol));
}

/** The JSON of an example or bindings, indented. */
export function toJson(value: unknown): string {
	return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** The parameters of a channel's address as fields (each a required string), as OpenAPI's are. */
export function renderAddressParameters(
	parameters: AsyncParameter[],
	context: RenderContext,
): string {
	return parameters
		.map((parameter) => {
			const location = parameter.location ? `\n\nRead from \`${parameter.location}\`.` : '';
			const schema: Schema = { type: 'string' };
			if (parameter.enum) schema.enum = parameter.enum;
			if (parameter.default !== undefined) schema.default = parameter.default;
			return renderField(
				{
					name: parameter.name,
					schema,
					required: true,
					description: `${parameter.description ?? ''}${location}`.trim() || undefined,
					example: parameter.examples?.[0],
					depth: 0,
				},
				context,
			);
		})
		.join('');
}
