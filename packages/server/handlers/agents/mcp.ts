/**
 * The site's MCP server at `{base}/mcp`: the Model Context Protocol's Streamable HTTP transport,
 * stateless. Each `POST` carries one JSON-RPC message; a request is answered with one JSON
 * response (`application/json`, which the transport allows instead of an event stream), a
 * notification or a response with `202 Accepted`. No session and no server-sent stream: `GET`
 * and `DELETE` answer `405`, as the transport says a server without them does. Every failure is
 * a JSON-RPC error object, never an HTML page or a stack trace.
 */

import type { ServerDeps } from '../deps.ts';
import { answerPreflight, isOriginAllowed } from '../http/cors.ts';
import { decodeUtf8, discardBody, isJsonRequest, readBody } from '../http/read-body.ts';
import type { Endpoint } from '../http/types.ts';
import { callTool, listTools, McpInvalidParams } from './mcp-tools.ts';
import type { FindEndpoint, McpContext } from './types.ts';

/** The protocol revision this server implements, and the earlier ones it also speaks. */
export const MCP_PROTOCOL_VERSION = '2025-11-25';
const SUPPORTED_VERSIONS = [MCP_PROTOCOL_VERSION, '2025-06-18', '2025-03-26'];

/** The largest JSON-RPC message accepted, in bytes. */
export const MCP_MAX_MESSAGE_BYTES = 256 * 1024;

/** JSON-RPC 2.0 error codes. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;
const INTERNAL_ERROR = -32603;

type Id = string | number | null;

function rpcError(
	id: Id,
	code: number,
	message: string,
	status = 200,
	headers: Record<string, string> = {},
): Response {
	return rpcResponse({ jsonrpc: '2.0', id, error: { code, message } }, status, headers);
}

function rpcResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
	return new Response(JSON.stringify(body), {
		status,
		headers: {
			'content-type': 'application/json',
			'cache-control': 'no-store',
			'x-content-type-options': 'nosniff',
			...headers,
		},
	});
}

/** Answers one HTTP request to the MCP endpoint. */
export async function handleMcp(
	request: Request,
	deps: ServerDeps,
	context: McpContext,
): Promise<Response> {
	const mcp = deps.config.agents.mcp;
	if (!mcp) return rpcError(null, INVALID_REQUEST, 'This site has no MCP server.', 404);
	if (request.method === 'OPTIONS') {
		return answerPreflight(request, deps.config, ['POST'], 'builds', [
			'mcp-protocol-version',
			'mcp-session-id',
		]);
	}
	if (request.method !== 'POST') {
		await discardBody(request);
		return rpcError(
			null,
			INVALID_REQUEST,
			`\`${request.method}\` is not supported: this MCP server is stateless and offers no event stream; send each JSON-RPC message in a \`POST\`.`,
			405,
			{ allow: 'POST, OPTIONS' },
		);
	}
	// The transport asks servers to check Origin, so a web page cannot drive a local server.
	const origin = request.headers.get('origin');
	if (origin && !isOriginAllowed(origin, request, deps.config)) {
		await discardBody(request);
		return rpcError(
			null,
			INVALID_REQUEST,
			`Pages at \`${origin}\` may not use this MCP server; add the origin to \`trydocsServer({ cors: { origins } })\` to allow it.`,
			403,
		);
	}
	const version = request.headers.get('mcp-protocol-version');
	if (version && !SUPPORTED_VERSIONS.includes(version)) {
		await discardBody(request);
		return rpcError(
			null,
			INVALID_REQUEST,
			`MCP protocol version \`${version}\` is not supported; this server speaks ${SUPPORTED_VERSIONS.join(', ')}.`,
			400,
		);
	}
	if (!isJsonRequest(request)) {
		await discardBody(request);
		return rpcError(
			null,
			INVALID_REQUEST,
			'Send the JSON-RPC message as JSON, with `Content-Type: application/json`.',
			415,
		);
	}
	const raw = await readBody(request, MCP_MAX_MESSAGE_BYTES);
	if (!raw.ok) {
		return rpcError(
			null,
			INVALID_REQUEST,
			`The message is larger than ${MCP_MAX_MESSAGE_BYTES / 1024} KB, the most this MCP server reads.`,
			413,
		);
	}
	let message: unknown;
	try {
		message = JSON.parse(decodeUtf8(raw.bytes) ?? '\u0000');
	} catch {
		return rpcError(null, PARSE_ERROR, 'Parse error: the body is not valid JSON.', 400);
	}
	return answerMessage(message, request, deps, context);
}

async function answerMessage(
	message: unknown,
	request: Request,
	deps: ServerDeps,
	context: McpContext,
) {
	if (Array.isArray(message)) {
		return rpcError(
			null,
			INVALID_REQUEST,
			'Batches are not part of the current MCP revision: send one JSON-RPC message per request.',
			400,
		);
	}
	if (!message || typeof message !== 'object') {
		return rpcError(
			null,
			INVALID_REQUEST,
			'Invalid request: the message must be a JSON-RPC object.',
			400,
		);
	}
	const { jsonrpc, id, method, params } = message as Record<string, unknown>;
	const validId = typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
	const replyId: Id = validId ? (id as string | number) : null;
	if (jsonrpc !== '2.0') {
		return rpcError(replyId, INVALID_REQUEST, 'Invalid request: `jsonrpc` must be `"2.0"`.', 400);
	}
	if (method === undefined && validId && ('result' in message || 'error' in message)) {
		// A response to a request of ours: this server sends none, so there is nothing to match.
		return new Response(null, { status: 202 });
	}
	if (typeof method !== 'string') {
		return rpcError(replyId, INVALID_REQUEST, 'Invalid request: `method` must be a string.', 400);
	}
	if (id === undefined) return new Response(null, { status: 202 });
	if (!validId) {
		return rpcError(
			null,
			INVALID_REQUEST,
			'Invalid request: `id` must be a string or a number.',
			400,
		);
	}
	if (
		params !== undefined &&
		(params === null || typeof params !== 'object' || Array.isArray(params))
	) {
		return rpcError(replyId, INVALID_PARAMS, 'Invalid params: `params` must be an object.');
	}
	try {
		const result = await runMethod(
			method,
			(params ?? {}) as Record<string, unknown>,
			request,
			deps,
			context,
		);
		if (result === undefined) {
			return rpcError(replyId, METHOD_NOT_FOUND, `Method not found: \`${method}\`.`);
		}
		return rpcResponse({ jsonrpc: '2.0', id: replyId, result });
	} catch (error) {
		if (error instanceof McpInvalidParams) {
			return rpcError(replyId, INVALID_PARAMS, error.message);
		}
		deps.log.error(`MCP ${method} failed`, error);
		return rpcError(replyId, INTERNAL_ERROR, 'Internal error: the server could not answer.');
	}
}

async function runMethod(
	method: string,
	params: Record<string, unknown>,
	request: Request,
	deps: ServerDeps,
	context: McpContext,
): Promise<unknown> {
	const mcp = deps.config.agents.mcp;
	if (!mcp) return undefined;
	switch (method) {
		case 'initialize': {
			const asked = params.protocolVersion;
			return {
				protocolVersion:
					typeof asked === 'string' && SUPPORTED_VERSIONS.includes(asked)
						? asked
						: MCP_PROTOCOL_VERSION,
				capabilities: { tools: { listChanged: false } },
				serverInfo: { name: mcp.name, title: mcp.title, version: '1.0.0' },
				instructions: `Search and read the ${mcp.title} documentation, and call its API operations. Start with \`search\`, then read a page with \`get_page\`.`,
			};
		}
		case 'ping':
			return {};
		case 'tools/list':
			return { tools: await listTools(deps) };
		case 'tools/call':
			return callTool(params, request, deps, context);
		default:
			return undefined;
	}
}

/**
 * `POST {base}/mcp`: the MCP server. The route table makes it, giving the matcher its operation
 * tools use to call this site's own endpoints.
 */
export function createMcpEndpoint(findEndpoint: FindEndpoint): Endpoint {
	return {
		shape: 'builds',
		name: 'the MCP server',
		methods: {},
		any: (request, deps, context) => handleMcp(request, deps, { ...context, findEndpoint }),
	};
}
