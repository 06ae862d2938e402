/**
 * The WebSocket playground's props of an AsyncAPI operation (client/ws-types.ts), computed at
 * build time: the `ws`/`wss` servers, the address's parameters, the `ws` binding's query, each
 * message's example and top-level fields, and which security schemes a browser can send.
 */
import { sampleSchema } from '@trydocs/openapi';
import type {
	AsyncMessage,
	AsyncOperation,
	AsyncParameter,
	AsyncSecurityScheme,
} from '@trydocs/openapi/asyncapi';
import { isWebSocketProtocol } from '@trydocs/openapi/asyncapi-client';
import type { Schema } from '@trydocs/openapi/types';
import type {
	WsAuth,
	WsField,
	WsInput,
	WsMessage,
	WsPlaygroundProps,
} from '../../client/ws-types.ts';

const toInput = (parameter: AsyncParameter): WsInput => ({
	name: parameter.name,
	default: parameter.default,
	enum: parameter.enum,
	description: parameter.description,
});

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

function readFields(schema: Schema | undefined): WsField[] {
	const required = new Set(schema?.required ?? []);
	return Object.entries(schema?.properties ?? {}).flatMap(([name, property]) => {
		const type = Array.isArray(property?.type) ? property.type[0] : property?.type;
		const values = property?.enum ?? (property?.const !== undefined ? [property.const] : undefined);
		return type && SCALARS.has(type)
			? [{ name, type, enum: values, required: required.has(name) }]
			: [];
	});
}

function toMessage(message: AsyncMessage): WsMessage {
	const schema = message.payload?.jsonSchema ? (message.payload.schema as Schema) : undefined;
	const example = message.examples.find((entry) => entry.payload !== undefined)?.payload;
	const value = example ?? (schema ? sampleSchema(schema, 'request') : {});
	return {
		id: message.id,
		title: message.title ?? message.name ?? message.id,
		example: typeof value === 'string' ? value : JSON.stringify(value, null, 2),
		fields: readFields(schema),
	};
}

function toAuth(scheme: AsyncSecurityScheme): WsAuth {
	const base = { key: scheme.key, type: scheme.type, description: scheme.description };
	if (scheme.type === 'httpApiKey' && scheme.in === 'query' && scheme.name) {
		return { ...base, query: scheme.name };
	}
	return {
		...base,
		note:
			scheme.type === 'httpApiKey' && scheme.in === 'cookie'
				? 'A browser sends only its own cookies for the server: sign in on the server first.'
				: 'Browsers cannot set headers (or certificates) on a WebSocket, so this scheme cannot be sent from here: use the client examples.',
	};
}

/** The WebSocket query parameters a channel's `ws` binding declares (`bindings.ws.query`). */
function readQuery(bindings: Record<string, unknown> | undefined): WsInput[] {
	const ws = bindings?.ws as { query?: Schema } | undefined;
	return Object.entries(ws?.query?.properties ?? {}).map(([name, property]) => ({
		name,
		default: property?.default === undefined ? undefined : String(property.default),
		enum: property?.enum?.map(String),
		description: property?.description,
	}));
}

/** The playground's props, or `undefined` when no server of the operation is a WebSocket. */
export function getWsPlaygroundProps(operation: AsyncOperation): WsPlaygroundProps | undefined {
	const servers = operation.servers.filter((server) => isWebSocketProtocol(server.protocol));
	if (servers.length === 0) return undefined;
	const schemes = new Map<string, AsyncSecurityScheme>();
	for (const scheme of [...operation.security, ...servers.flatMap((server) => server.security)]) {
		schemes.set(scheme.key, scheme);
	}
	return {
		operationId: operation.id,
		action: operation.action,
		servers: servers.map((server) => ({
			name: server.name,
			label: server.title ?? server.name,
			protocol: server.protocol,
			host: server.host,
			pathname: server.pathname,
			variables: server.variables.map(toInput),
		})),
		address: operation.channel.address,
		parameters: operation.channel.parameters.map(toInput),
		query: readQuery(operation.channel.bindings),
		messages: operation.messages.map(toMessage),
		auth: [...schemes.values()].map(toAuth),
	};
}
