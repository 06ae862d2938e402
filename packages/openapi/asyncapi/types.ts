/**
 * The AsyncAPI 3 model: one operation (an application sends or receives messages on a channel),
 * fully resolved and serialisable, shared by the page, its Markdown and the WebSocket
 * playground. A leaf: every reader of an AsyncAPI document imports it, so no circle forms.
 */
import type { Schema } from '../types.ts';

/** A parsed AsyncAPI 3 document, before any resolution. */
export type AsyncApiDocument = {
	asyncapi: string;
	info?: { title?: string; version?: string; description?: string };
	servers?: Record<string, unknown>;
	channels?: Record<string, unknown>;
	operations?: Record<string, unknown>;
	components?: Record<string, Record<string, unknown>>;
	[key: string]: unknown;
};

/** What an operation does: `send`, the application sends; `receive`, it receives. */
export type AsyncAction = 'send' | 'receive';

/** A schema of a message (its payload or headers), in the format it is written in. */
export interface AsyncSchema {
	/** The `schemaFormat`, or AsyncAPI's default schema format. */
	format: string;
	/** True when the schema is JSON Schema (AsyncAPI, JSON Schema, OpenAPI formats): drawn as fields. */
	jsonSchema: boolean;
	/** The schema, resolved; for another format (Avro, RAML, Protobuf) the data as written. */
	schema: Schema | unknown;
}

/** A parameter of a channel address (`{userId}`) or a server variable. */
export interface AsyncParameter {
	name: string;
	description?: string | undefined;
	enum?: string[] | undefined;
	default?: string | undefined;
	examples?: string[] | undefined;
	/** A runtime expression saying where the value is read from (`$message.payload#/user/id`). */
	location?: string | undefined;
}

/** A security scheme (AsyncAPI's own types: `userPassword`, `httpApiKey`, `oauth2`, ...). */
export interface AsyncSecurityScheme {
	/** Its name under `components.securitySchemes`, or `security[N]` when written inline. */
	key: string;
	type: string;
	description?: string | undefined;
	/** `httpApiKey`: the name of the header, query parameter or cookie. */
	name?: string | undefined;
	/** `httpApiKey`: `query`, `header` or `cookie`; `apiKey`: `user` or `password`. */
	in?: string | undefined;
	/** `http`: the scheme (`bearer`, `basic`). */
	scheme?: string | undefined;
	bearerFormat?: string | undefined;
	openIdConnectUrl?: string | undefined;
	/** `oauth2`: the flows as written. */
	flows?: Record<string, unknown> | undefined;
	/** `oauth2` and `openIdConnect`: the scopes this operation needs. */
	scopes?: string[] | undefined;
}

/** A server the operation is reached on. */
export interface AsyncServer {
	name: string;
	host: string;
	protocol: string;
	protocolVersion?: string | undefined;
	pathname?: string | undefined;
	title?: string | undefined;
	description?: string | undefined;
	variables: AsyncParameter[];
	security: AsyncSecurityScheme[];
	bindings?: Record<string, unknown> | undefined;
}

/** One example of a message. */
export interface AsyncMessageExample {
	name?: string | undefined;
	summary?: string | undefined;
	payload?: unknown;
	headers?: Record<string, unknown> | undefined;
}

/** A message the operation sends or receives, its traits applied. */
export interface AsyncMessage {
	/** Its key in the channel's `messages` (or its `name`). */
	id: string;
	name?: string | undefined;
	title?: string | undefined;
	summary?: string | undefined;
	description?: string | undefined;
	contentType?: string | undefined;
	payload?: AsyncSchema | undefined;
	headers?: AsyncSchema | undefined;
	correlationId?: { location?: string; description?: string } | undefined;
	examples: AsyncMessageExample[];
	bindings?: Record<string, unknown> | undefined;
	deprecated?: boolean | undefined;
}

/** A channel: where messages travel. */
export interface AsyncChannel {
	id: string;
	/** The address (`user/{userId}/signedup`); `null` when it is dynamic or unknown. */
	address: string | null;
	title?: string | undefined;
	summary?: string | undefined;
	description?: string | undefined;
	parameters: AsyncParameter[];
	bindings?: Record<string, unknown> | undefined;
}

/** The reply of a request/reply operation. */
export interface AsyncReply {
	/** The channel the reply travels on, when it names one. */
	channel?: AsyncChannel | undefined;
	/** A runtime expression for a dynamic reply address (`$message.header#/replyTo`). */
	address?: { location: string; description?: string | undefined } | undefined;
	messages: AsyncMessage[];
}

/** One operation of an AsyncAPI document, fully resolved. */
export interface AsyncOperation {
	/** Its key under `operations`. */
	id: string;
	action: AsyncAction;
	title?: string | undefined;
	summary?: string | undefined;
	description?: string | undefined;
	channel: AsyncChannel;
	messages: AsyncMessage[];
	reply?: AsyncReply | undefined;
	/** The servers of its channel (all the document's when the channel names none). */
	servers: AsyncServer[];
	security: AsyncSecurityScheme[];
	bindings?: Record<string, unknown> | undefined;
	tags: string[];
	/** The document's title and version, for the page and its Markdown. */
	api: { title?: string | undefined; version?: string | undefined };
}

/** One operation as `listAsyncOperations` names it, before it is read in full. */
export interface ListedAsyncOperation {
	id: string;
	action: AsyncAction | string;
	/** The key of its channel under `channels`, read from its `$ref`. */
	channelId?: string | undefined;
	/** Its channel's address, when it can be read without resolving the operation. */
	address?: string | null | undefined;
	title?: string | undefined;
	summary?: string | undefined;
	tags: string[];
	/** `x-hidden: true`: a page, no navigation entry. */
	hidden: boolean;
}
