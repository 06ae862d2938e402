/**
 * The sending half of the playground proxy, shared by every caller that sends a request to a
 * site's declared API on a visitor's behalf (the proxy endpoint, the MCP server's operation
 * tools): the allow list, the private-address check, the body and response size limits and
 * the timeout (the per-client rate limit and in-flight caps are `proxy-slot.ts`). Callers describe failures in their
 * own shape from the `ProxyFailure` it returns.
 */
import { encodeBase64 } from '@trydocs/openapi/text';
import type { ServerDeps } from '../deps.ts';
import { isSameOrigin } from '../http/cors.ts';
import { quote } from '../http/json.ts';
import { readStreamCapped } from '../http/read-body.ts';
import { isInternalHost } from './address.ts';
import { isStreamedAnswer } from './proxy-stream.ts';
import {
	type ByteClaim,
	fail,
	type ProxyCall,
	type ProxyOutcome,
	type ProxyResult,
} from './types.ts';

/**
 * Headers that describe one connection, not the message (RFC 9110 7.6.1), or that the proxy
 * sets itself: never forwarded in either direction.
 */
const HOP_BY_HOP = new Set([
	'connection',
	'keep-alive',
	'proxy-authenticate',
	'proxy-authorization',
	'proxy-connection',
	'te',
	'trailer',
	'transfer-encoding',
	'upgrade',
	'host',
	'content-length',
	'expect',
]);

/**
 * Headers that would speak for the caller's network position: never forwarded, so an API does
 * not take the proxy's word (or a forged one) for where a request came from.
 */
const FORWARDING = new Set([
	'x-forwarded-for',
	'x-forwarded-host',
	'x-forwarded-proto',
	'forwarded',
	'x-real-ip',
	'x-client-ip',
	'true-client-ip',
	'cf-connecting-ip',
]);

/** The code of a connection refused because its host resolved inward (the Node runtime's fetch). */
const INTERNAL_ADDRESS_CODE = 'ETRYDOCS_INTERNAL_ADDRESS';

/**
 * Sends one call to an origin the site declares (`proxy.allow` in the configuration) and reads
 * its answer, within the proxy's limits. Never an open proxy: the site itself, an undeclared
 * origin and (unless the author named it) one on a private or loopback address are refused.
 */
export async function sendProxied(
	call: ProxyCall,
	request: Request,
	deps: ServerDeps,
	claim: ByteClaim,
): Promise<ProxyOutcome> {
	const target = new URL(call.url);
	const refused = checkCall(call, target, request, deps);
	if (refused) return refused;
	const started = performance.now();
	const answer = await fetchUpstream(call, target, deps, claim);
	if ('ok' in answer) return answer;
	const durationMs = Math.round(performance.now() - started);
	const { proxy } = deps.config;
	if (answer.bytes === 'too-large') {
		return fail(
			502,
			'upstream_response_too_large',
			`The response from ${quote(target.origin)} is larger than ${formatBytes(proxy.maxResponseBytes)}, more than the proxy returns.`,
		);
	}
	if (answer.bytes === 'busy') {
		return fail(
			429,
			'rate_limited',
			`The playground proxy holds ${formatBytes(proxy.maxInFlightBytes)} of answers in flight, its most at once; try again in a second.`,
			{ 'retry-after': '1' },
		);
	}
	if (answer.bytes === 'stream') {
		const result = toProxyResult(answer.upstream, new Uint8Array(), durationMs);
		return { ok: true, result, stream: answer.upstream.body ?? undefined };
	}
	return { ok: true, result: toProxyResult(answer.upstream, answer.bytes, durationMs) };
}

/**
 * The refusals before anything is sent: the site itself, an origin the site does not declare, an
 * internal address the author did not name, a body too large or on a method that has none.
 */
function checkCall(
	call: ProxyCall,
	target: URL,
	request: Request,
	deps: ServerDeps,
): ProxyOutcome | undefined {
	const { config } = deps;
	const { proxy } = config;
	const ownOrigins = new Set([new URL(request.url).origin]);
	if (config.siteOrigin) ownOrigins.add(config.siteOrigin);
	if (ownOrigins.has(target.origin) || isSameOrigin(target.origin, request)) {
		return fail(
			403,
			'target_not_allowed',
			`${quote(target.origin)} is this docs site itself; the playground calls it directly, not through the proxy.`,
		);
	}
	if (!deps.proxyAllow().includes(target.origin)) {
		return fail(
			403,
			'target_not_allowed',
			`The playground proxy forwards only to servers this site declares; ${quote(target.origin)} is not one of them. To allow it, add it to the spec's \`servers\` (or \`api.mdx.server\` in docs.json) and rebuild.`,
		);
	}
	const trusted = proxy.trusted.includes(target.origin);
	if (!trusted && isInternalHost(target.hostname)) return internalRefused(target.origin);
	const { body } = call;
	if (body && body.byteLength > proxy.maxRequestBytes) return tooLarge(proxy.maxRequestBytes);
	if (body && body.byteLength > 0 && (call.method === 'GET' || call.method === 'HEAD')) {
		return fail(
			400,
			'invalid_request',
			`Invalid proxy request: a \`${call.method}\` request cannot have a body; remove \`body\`.`,
		);
	}
	return undefined;
}

/** An upstream's answer and its body as read (or why not: too large, no room, streamed on). */
interface UpstreamAnswer {
	upstream: Response;
	bytes: Uint8Array | 'too-large' | 'busy' | 'stream';
}

/** Sends the call, with its hop-by-hop and forwarding headers dropped, within the timeout. */
async function fetchUpstream(
	call: ProxyCall,
	target: URL,
	deps: ServerDeps,
	claim: ByteClaim,
): Promise<UpstreamAnswer | ProxyOutcome> {
	const { proxy } = deps.config;
	const headers = new Headers();
	for (const header of call.headers) {
		const name = header.name.toLowerCase();
		if (!HOP_BY_HOP.has(name) && !FORWARDING.has(name)) headers.append(header.name, header.value);
	}
	const { body } = call;
	const signal = AbortSignal.timeout(proxy.timeoutMs);
	try {
		const upstream = await deps.fetch(target, {
			method: call.method,
			headers,
			body: body && body.byteLength > 0 ? (body as BodyInit) : undefined,
			// A declared server must not bounce the proxy to an undeclared one.
			redirect: 'manual',
			signal,
		});
		if (isStreamedAnswer(call, upstream)) return { upstream, bytes: 'stream' };
		return { upstream, bytes: await readUpstreamBody(upstream, proxy.maxResponseBytes, claim) };
	} catch (error) {
		if ((error as { cause?: { code?: string } })?.cause?.code === INTERNAL_ADDRESS_CODE) {
			return internalRefused(target.origin);
		}
		if (signal.aborted) {
			return fail(
				504,
				'upstream_timeout',
				`${quote(target.origin)} did not answer within ${formatSeconds(proxy.timeoutMs)}. Try again, or check that the server is up.`,
			);
		}
		return fail(
			502,
			'upstream_unreachable',
			`Could not reach ${quote(target.origin)}: ${describeNetworkError(error)}. Check the server URL and that the API is up.`,
		);
	}
}

/** The proxy's answer of an upstream's: its status, its headers that still apply, its body. */
function toProxyResult(upstream: Response, bytes: Uint8Array, durationMs: number): ProxyResult {
	const contentType = upstream.headers.get('content-type') ?? '';
	const text = decodeText(bytes, contentType);
	return {
		status: upstream.status,
		statusText: upstream.statusText,
		headers: [...upstream.headers]
			// fetch already decoded the body, so its encoding and length no longer apply.
			.filter(([name]) => !HOP_BY_HOP.has(name) && name !== 'content-encoding')
			.map(([name, value]) => ({ name, value })),
		body: text ?? encodeBase64(bytes),
		bodyEncoding: text === undefined ? 'base64' : 'utf8',
		durationMs,
	};
}

/**
 * Reads an upstream answer's body within `maxBytes` and the proxy's byte budget: a declared
 * length is claimed before the first byte is read, the rest as it arrives (a compressed body
 * grows as fetch decodes it). Past either bound the body is cancelled, not read on.
 */
async function readUpstreamBody(
	upstream: Response,
	maxBytes: number,
	claim: ByteClaim,
): Promise<Uint8Array | 'too-large' | 'busy'> {
	const declared = Number(upstream.headers.get('content-length') ?? Number.NaN);
	let claimed = Number.isFinite(declared) && declared >= 0 ? Math.min(declared, maxBytes) : 0;
	if (!claim.take(claimed)) {
		await upstream.body?.cancel().catch(() => {});
		return 'busy';
	}
	let busy = false;
	const bytes = await readStreamCapped(upstream.body, maxBytes, (size) => {
		if (size <= claimed) return true;
		if (!claim.take(size - claimed)) {
			busy = true;
			return false;
		}
		claimed = size;
		return true;
	});
	if (busy) return 'busy';
	return bytes ?? 'too-large';
}

function internalRefused(origin: string) {
	return fail(
		403,
		'target_not_allowed',
		`${quote(origin)} is on this machine or a private network (loopback, private, link-local or metadata address); the playground proxy does not reach those for visitors. If readers should reach it, name it in \`trydocsServer({ proxy: { allow } })\`.`,
	);
}

/** The proxy's 413 for a body over its limit. */
export function tooLarge(limit: number) {
	return fail(
		413,
		'payload_too_large',
		`The request body is larger than ${formatBytes(limit)}, the most the playground proxy forwards.`,
	);
}

/** The body as text when its type is textual and it is valid UTF-8; otherwise `undefined`. */
function decodeText(bytes: Uint8Array, contentType: string): string | undefined {
	const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
	const textual =
		type === '' ||
		type.startsWith('text/') ||
		/^application\/(json|xml|javascript|x-www-form-urlencoded|graphql|yaml|x-yaml|x-ndjson)$/.test(
			type,
		) ||
		/\+(json|xml|yaml)$/.test(type);
	if (!textual) return undefined;
	try {
		const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
		return type === '' && text.includes('\0') ? undefined : text;
	} catch {
		return undefined;
	}
}

function describeNetworkError(error: unknown): string {
	const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
	const code = cause?.code;
	const known: Record<string, string> = {
		ECONNREFUSED: 'the connection was refused',
		ENOTFOUND: 'the host name does not resolve',
		EAI_AGAIN: 'the host name could not be resolved right now',
		ECONNRESET: 'the connection was reset',
		ETIMEDOUT: 'the connection timed out',
		EHOSTUNREACH: 'the host is unreachable',
		UND_ERR_SOCKET: 'the connection closed unexpectedly',
	};
	if (code && known[code]) return `${known[code]} (${code})`;
	if (code) return code;
	return 'the request failed before any answer';
}

function formatSeconds(ms: number): string {
	return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

function formatBytes(bytes: number): string {
	if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MB`;
	if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
	return `${bytes} bytes`;
}
