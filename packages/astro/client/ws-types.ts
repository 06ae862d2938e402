/**
 * What an AsyncAPI WebSocket operation's page hands its playground (client/ws-playground.ts), as
 * JSON on the button's host: the servers a browser reaches, the address and its parameters, the
 * messages to send (an example and the top-level fields of each), and the security schemes.
 * A leaf: the page (components/asyncapi/) writes it, the browser script reads it.
 */

/** A value the reader fills in: a server variable, an address parameter, a query parameter. */
export interface WsInput {
	name: string;
	default?: string | undefined;
	enum?: string[] | undefined;
	description?: string | undefined;
}

/** A server reached with `WebSocket`. */
export interface WsServer {
	name: string;
	label: string;
	protocol: string;
	host: string;
	pathname?: string | undefined;
	variables: WsInput[];
}

/** A top-level field of a message's payload, drawn as an input. */
export interface WsField {
	name: string;
	/** `string`, `number`, `integer`, `boolean`; anything else is edited in the JSON. */
	type: string;
	enum?: unknown[] | undefined;
	required: boolean;
}

/** A message the reader may send. */
export interface WsMessage {
	id: string;
	title: string;
	/** Its first example, else a sample of its schema, as JSON text. */
	example: string;
	fields: WsField[];
}

/** A security scheme, and whether a browser can send it on a WebSocket. */
export interface WsAuth {
	key: string;
	type: string;
	/** Where the credential goes when a browser can send it: a query parameter of the URL. */
	query?: string | undefined;
	/** Why a browser cannot send it (headers, cookies of another site, certificates). */
	note?: string | undefined;
	description?: string | undefined;
}

/** The props of one WebSocket operation's playground. */
export interface WsPlaygroundProps {
	operationId: string;
	action: 'send' | 'receive';
	servers: WsServer[];
	address: string | null;
	parameters: WsInput[];
	/** The query parameters of the channel's `ws` binding. */
	query: WsInput[];
	messages: WsMessage[];
	auth: WsAuth[];
}
