/**
 * The sending half of the playground proxy, shared by every caller that sends a request to a
 * site's declared API on a visitor's behalf (the proxy endpoint, the MCP server's operation
 * tools): the per-client rate limit and in-flight caps, the allow list, the private-address
 * check, the body and response size limits and the timeout. Callers describe failures in their
 * own shape from the `ProxyFailure` it returns.
 */
import { encodeBase64 } from '@trydocs/openapi/text';
import type { ServerDeps } from '../deps.ts';
import { isSameOrigin } from '../http/cors.ts';
import { quote } from '../http/json.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { readStreamCapped } from '../http/read-body.ts';
import { isInternalHost } from './address.ts';

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
 * Requests in flight through this server's proxy (all together and per client), and the bytes of
 * upstream answers they hold.
 */
const IN_FLIGHT = { total: 0, byClient: new Map<string, number>(), bytes: 0 };

/**
 * One proxied request's share of `proxy.maxInFlightBytes`: the bytes of its upstream answer it
 * holds, claimed as they arrive and given back when the request ends.
 */
export interface ByteClaim {
	/** Claims `bytes` more; `false` (and nothing claimed) when the budget has no room for them. */
	take(bytes: number): boolean;
}

/** What the proxy answers with when the upstream answered (whatever its status). */
export interface ProxyResult {
	status: number;
	statusText: string;
	headers: { name: string; value: string }[];
	body: string;
	bodyEncoding: 'utf8' | 'base64';
	durationMs: number;
}

/** One request to send: what the proxy's envelope says, its body decoded. */
export interface ProxyCall {
	method: string;
	url: string;
	headers: readonly { name: string; value: string }[];
	body?: Uint8Array | undefined;
}

/** Why a call was not sent or got no usable answer, with the status the proxy answers it with. */
export interface ProxyFailure {
	status: number;
	code: string;
	message: string;
	headers?: Record<string, string>;
}

/** A sent call's answer, or why there is none. */
export type ProxyOutcome = { ok: true; result: ProxyResult } | { ok: false; failure: ProxyFailure };

function fail(
	status: number,
	code: string,
	message: string,
	headers?: Record<string, string>,
): { ok: false; failure: ProxyFailure } {
	return { ok: false, failure: { status, code, message, ...(headers ? { headers } : {}) } };
}

/**
 * Runs `send` within the proxy's limits for `client` (its address): its requests per
 * minute (counted in the store, so every instance shares them) and its requests in flight, and
 * this server's in-flight total. `send` gets the request's claim on the bytes in flight: it
 * holds what it read until `send` returns, so let `send` build the answer from them too.
 */
export async function withProxySlot<T>(
	deps: ServerDeps,
	client: string,
	send: (claim: ByteClaim) => Promise<T>,
): Promise<T | { ok: false; failure: ProxyFailure }> {
	const { proxy } = deps.config;
	const limit = await hitRateLimit(
		deps.store,
		`proxy:${client}`,
		proxy.requestsPerClient,
		60,
		deps.now(),
	);
	if (!limit.allowed) {
		return fail(
			429,
			'rate_limited',
			`Too many proxied requests from this client; try again in ${limit.retryAfterSeconds} s.`,
			{ 'retry-after': String(limit.retryAfterSeconds) },
		);
	}
	const mine = IN_FLIGHT.byClient.get(client) ?? 0;
	if (mine >= proxy.maxInFlightPerClient || IN_FLIGHT.total >= proxy.maxInFlight) {
		return fail(
			429,
			'rate_limited',
			mine >= proxy.maxInFlightPerClient
				? `This client already has ${mine} proxied requests in flight; wait for one to finish.`
				: 'The playground proxy is busy; try again in a second.',
			{ 'retry-after': '1' },
		);
	}
	IN_FLIGHT.total++;
	IN_FLIGHT.byClient.set(client, mine + 1);
	let held = 0;
	const claim: ByteClaim = {
		take(bytes) {
			if (IN_FLIGHT.bytes + bytes > proxy.maxInFlightBytes) return false;
			IN_FLIGHT.bytes += bytes;
			held += bytes;
			return true;
		},
	};
	try {
		return await send(claim);
	} finally {
		IN_FLIGHT.bytes -= held;
		IN_FLIGHT.total--;
		const left = (IN_FLIGHT.byClient.get(client) ?? 1) - 1;
		if (left > 0) IN_FLIGHT.byClient.set(client, left);
		else IN_FLIGHT.byClient.delete(client);
	}
}

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
	const { config } = deps;
	const { proxy } = config;
	const target = new URL(call.url);

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

	const headers = new Headers();
	for (const header of call.headers) {
		const name = header.name.toLowerCase();
		if (!HOP_BY_HOP.has(name) && !FORWARDING.has(name)) headers.append(header.name, header.value);
	}

	const started = performance.now();
	const signal = AbortSignal.timeout(proxy.timeoutMs);
	let upstream: Response;
	let bytes: Uint8Array | 'too-large' | 'busy';
	try {
		upstream = await deps.fetch(target, {
			method: call.method,
			headers,
			body: body && body.byteLength > 0 ? (body as BodyInit) : undefined,
			// A declared server must not bounce the proxy to an undeclared one.
			redirect: 'manual',
			signal,
		});
		bytes = await readUpstreamBody(upstream, proxy.maxResponseBytes, claim);
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
	const durationMs = Math.round(performance.now() - started);
	if (bytes === 'too-large') {
		return fail(
			502,
			'upstream_response_too_large',
			`The response from ${quote(target.origin)} is larger than ${formatBytes(proxy.maxResponseBytes)}, more than the proxy returns.`,
		);
	}
	if (bytes === 'busy') {
		return fail(
			429,
			'rate_limited',
			`The playground proxy holds ${formatBytes(proxy.maxInFlightBytes)} of answers in flight, its most at once; try again in a second.`,
			{ 'retry-after': '1' },
		);
	}

	const contentType = upstream.headers.get('content-type') ?? '';
	const text = decodeText(bytes, contentType);
	return {
		ok: true,
		result: {
			status: upstream.status,
			statusText: upstream.statusText,
			headers: [...upstream.headers]
				// fetch already decoded the body, so its encoding and length no longer apply.
				.filter(([name]) => !HOP_BY_HOP.has(name) && name !== 'content-encoding')
				.map(([name, value]) => ({ name, value })),
			body: text ?? encodeBase64(bytes),
			bodyEncoding: text === undefined ? 'base64' : 'utf8',
			durationMs,
		},
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
