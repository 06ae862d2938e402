/**
 * An operation tool's call: its arguments checked against the tool's input schema, turned into
 * the operation's request (`buildRequest` of `@trydocs/openapi`, as the playground builds it),
 * and sent. A server on another origin is reached through the playground proxy's sending path
 * (`sendProxied`: the same allow list, private-address check, limits and timeout); a relative
 * server is this site, whose Trydocs endpoints answer in process.
 */
// The request model alone: the package's index brings the spec loader (yaml), which the bundled
// Node middleware (`dist/node.mjs`) cannot load.
import {
	type AuthCredentials,
	type BodyValue,
	buildRequest,
	isPositionalMultipart,
	type RequestValues,
	withPartBoundary,
	writePositionalMultipart,
} from '@trydocs/openapi/request';
import type { ParameterLocation } from '@trydocs/openapi/types';
import { writeXml } from '@trydocs/openapi/xml';
import type { McpBodyWriting, McpOperation } from '../config.ts';
import type { ServerDeps } from '../deps.ts';
import { handleEndpoint } from '../http/endpoint.ts';
import { readStreamCapped } from '../http/read-body.ts';
import { sendProxied } from '../playground/proxy-send.ts';
import { withProxySlot } from '../playground/proxy-slot.ts';
import type { McpContext, ToolResult } from './types.ts';

/** The most characters of a response body a tool result carries. */
const MAX_RESULT_CHARS = 100_000;

/** A parameter value as text: lists stay lists (a repeated query parameter), objects are JSON. */
function toParameterValue(value: unknown): string | string[] {
	if (Array.isArray(value))
		return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
	return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The body of a call in its media type's own format: form fields, the XML or the positional
 * multipart body the operation's schema and encodings describe (as the page and the playground
 * write them), else JSON.
 */
function toBody(mimeType: string, value: unknown, writing: McpBodyWriting = {}): BodyValue {
	if (typeof value !== 'string' && writing.xml) {
		return { mimeType, text: writeXml(value, writing.xml.schema, writing.xml.rootName) };
	}
	if (isPositionalMultipart(mimeType) && Array.isArray(value)) {
		return {
			mimeType: withPartBoundary(mimeType),
			text: writePositionalMultipart(value, writing.parts),
		};
	}
	if (mimeType === 'application/x-www-form-urlencoded' && value && typeof value === 'object') {
		return {
			mimeType,
			params: Object.entries(value).map(([name, item]) => ({
				name,
				value: typeof item === 'string' ? item : JSON.stringify(item),
			})),
		};
	}
	return {
		mimeType,
		text: typeof value === 'string' && !/json/i.test(mimeType) ? value : JSON.stringify(value),
	};
}

function toCredentials(operation: McpOperation, auth: unknown): AuthCredentials[] {
	if (!auth || typeof auth !== 'object') return [];
	const given = auth as Record<string, unknown>;
	const list: AuthCredentials[] = [];
	for (const credential of operation.credentials) {
		const value = given[credential.scheme];
		if (typeof value !== 'string' || !value) continue;
		if (credential.type === 'bearer') list.push({ type: 'bearer', token: value });
		else if (credential.type === 'basic') {
			const at = value.indexOf(':');
			list.push({
				type: 'basic',
				username: at === -1 ? value : value.slice(0, at),
				password: at === -1 ? '' : value.slice(at + 1),
			});
		} else list.push({ type: 'apiKey', in: credential.in, name: credential.name, value });
	}
	return list;
}

/** Sends an operation tool's call and answers what the API answered. */
export async function callOperation(
	operation: McpOperation,
	args: Record<string, unknown>,
	request: Request,
	deps: ServerDeps,
	context: McpContext,
): Promise<ToolResult> {
	const server = typeof args.server === 'string' ? args.server : operation.servers[0];
	if (!server) {
		return toolFailure(
			`The operation \`${operation.method} ${operation.path}\` names no server to call.`,
		);
	}
	const parameters: RequestValues['parameters'] = {};
	for (const parameter of operation.parameters) {
		const value = args[parameter.argument];
		if (value === undefined || value === null) continue;
		const location = parameter.in as ParameterLocation;
		parameters[location] = { ...parameters[location], [parameter.name]: toParameterValue(value) };
	}
	const siteOrigin = new URL(request.url).origin;
	const har = buildRequest(
		{
			method: operation.method.toLowerCase() as 'get',
			path: operation.path,
			parameters: operation.parameters.map((parameter) => ({
				name: parameter.name,
				in: parameter.in,
				required: false,
				...(parameter.contentType ? { contentType: parameter.contentType } : {}),
			})),
		},
		server,
		{
			parameters,
			...(operation.body && args.body !== undefined
				? { body: toBody(operation.body, args.body, operation.bodyWriting) }
				: {}),
			auth: toCredentials(operation, args.auth),
		},
		siteOrigin,
	);
	const headers = har.headers.map(({ name, value }) => ({ name, value }));
	if (har.cookies.length > 0) {
		headers.push({
			name: 'Cookie',
			value: har.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
		});
	}
	const text = har.postData?.text;
	const body = text !== undefined ? new TextEncoder().encode(text) : undefined;
	// buildRequest leaves a path parameter without a value as `{name}`; values are encoded.
	if (/\{[^}]+\}/.test(har.url)) {
		return toolFailure(`The path \`${operation.path}\` still has a parameter without a value.`);
	}
	if (server.startsWith('/')) return callSite(har.method, har.url, headers, body, deps, context);
	// The answer is described inside the slot: its bytes count as in flight until it is.
	const answer = await withProxySlot(deps, context.clientAddress, async (claim) => {
		const outcome = await sendProxied(
			{ method: har.method, url: har.url, headers, body },
			request,
			deps,
			claim,
		);
		if (!outcome.ok) return outcome;
		const { result } = outcome;
		const type = result.headers.find((header) => header.name === 'content-type')?.value;
		return describeAnswer(
			result.status,
			result.statusText,
			type,
			result.bodyEncoding === 'utf8'
				? result.body
				: `(binary body, ${result.body.length} base64 characters)`,
		);
	});
	if ('failure' in answer) {
		return toolFailure(
			`Refused: ${answer.failure.message} (${answer.failure.code}, ${answer.failure.status})`,
		);
	}
	return answer;
}

/** A relative server is this site: its Trydocs endpoints answer in process. */
async function callSite(
	method: string,
	url: string,
	headers: { name: string; value: string }[],
	body: Uint8Array | undefined,
	deps: ServerDeps,
	context: McpContext,
): Promise<ToolResult> {
	const target = new URL(url);
	const match = context.findEndpoint(target.pathname, deps.config.routes);
	// Only the interfaces' own endpoints: never the MCP server itself (an endpoint of its own kind).
	if (!match || match.endpoint.any) {
		return toolFailure(
			`\`${target.pathname}\` is on this site, but no Trydocs endpoint answers it, and the MCP server calls only those and the servers the site declares on other origins.`,
		);
	}
	const inner = new Request(target, {
		method,
		headers: headers.map(({ name, value }) => [name, value] as [string, string]),
		...(body && method !== 'GET' && method !== 'HEAD' ? { body: body as BodyInit } : {}),
	});
	const response = await handleEndpoint(match.endpoint, inner, deps, {
		params: match.params,
		clientAddress: context.clientAddress,
	});
	const bytes = await readStreamCapped(response.body, deps.config.proxy.maxResponseBytes);
	const text = bytes
		? new TextDecoder().decode(bytes)
		: '(the body is larger than the proxy returns)';
	return describeAnswer(
		response.status,
		response.statusText,
		response.headers.get('content-type') ?? undefined,
		text,
	);
}

function describeAnswer(
	status: number,
	statusText: string,
	type: string | undefined,
	body: string,
): ToolResult {
	const cut =
		body.length > MAX_RESULT_CHARS
			? `${body.slice(0, MAX_RESULT_CHARS)}\n… (cut at ${MAX_RESULT_CHARS} characters)`
			: body;
	const head = `HTTP ${status}${statusText ? ` ${statusText}` : ''}${type ? `\nContent-Type: ${type}` : ''}`;
	return {
		content: [{ type: 'text', text: `${head}\n\n${cut}` }],
		...(status >= 400 ? { isError: true } : {}),
	};
}

function toolFailure(text: string): ToolResult {
	return { content: [{ type: 'text', text }], isError: true };
}
