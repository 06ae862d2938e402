/**
 * The MCP server's operation tools as the configuration carries them: one per operation of the
 * site's specs, its input schema made from the operation's parameters and body, and what the
 * handler needs to turn a call's arguments back into the request (`operation-call.ts`).
 */

/** JSON Schema, as MCP's `inputSchema` holds it. */
export type JsonSchema = Record<string, unknown>;

/** Where a credential travels, from the operation's security scheme. */
export type McpCredential =
	| { scheme: string; type: 'bearer' }
	| { scheme: string; type: 'basic' }
	| { scheme: string; type: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string };

/** One operation tool. */
export interface McpOperation {
	/** The tool's name: the operationId, else `get_tickets_ticket_id` from method and path. */
	name: string;
	/** The operation's summary. */
	title?: string;
	description: string;
	/** Upper case, e.g. `GET`. */
	method: string;
	/** The path template, e.g. `/tickets/{ticket_id}`. */
	path: string;
	/** Server URLs, variables set to their defaults; a relative one is this site. */
	servers: string[];
	/** The parameters, by the argument that carries each (its name, unless two locations share it). */
	parameters: { argument: string; name: string; in: 'path' | 'query' | 'header' | 'cookie' }[];
	/** The request body's media type, when the operation takes one (the `body` argument). */
	body?: string;
	/** The security schemes whose credentials the `auth` argument may carry. */
	credentials: McpCredential[];
	/** A read-only method (GET, HEAD): annotated so clients may call it without asking. */
	readOnly: boolean;
	inputSchema: JsonSchema;
}

/** Names a tool may have (MCP: 1-128 of letters, digits, `_`, `-` and `.`). */
export const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
