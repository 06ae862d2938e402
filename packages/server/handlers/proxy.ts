import { decodeBase64, encodeBase64 } from '@trydocs/openapi/text';
import { z } from 'astro/zod';
import { isInternalHost } from './address.ts';
import { getClientAddress } from './client.ts';
import { isOriginAllowed, isSameOrigin } from './cors.ts';
import type { ServerDeps } from './deps.ts';
import { buildsError, json, quote } from './json.ts';
import { readJsonBody } from './json-body.ts';
import { hitRateLimit } from './rate-limit.ts';
import { readStreamCapped } from './read-body.ts';

/** Methods the proxy forwards. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

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

/** Requests in flight through this server's proxy: all together and per client. */
const IN_FLIGHT = { total: 0, byClient: new Map<string, number>() };

const HeaderSchema = z.object({
	name: z
		.string()
		.regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be a header name (letters, digits, `-`)'),
	value: z
		.string()
		.regex(/^[^\r\n\0]*$/, 'must not contain line breaks')
		// HTTP header values are bytes; Fetch takes only Latin-1 text for them.
		.regex(
			/^[^\u0100-\uffff]*$/,
			'must be Latin-1 text (encode other characters, e.g. percent-encoding)',
		),
});

/** The request the playground asks the proxy to send. */
export const ProxyRequestSchema = z
	.strictObject({
		method: z
			.string()
			.transform((value) => value.toUpperCase())
			.pipe(z.enum(METHODS, { error: `must be one of ${METHODS.join(', ')}` })),
		url: z
			.string()
			.refine((value) => {
				try {
					const url = new URL(value);
					return url.protocol === 'http:' || url.protocol === 'https:';
				} catch {
					return false;
				}
			}, 'must be an absolute http(s) URL, e.g. `https://api.example.com/v1/things`')
			// `user:pass@` would reach the API as `Authorization: Basic` on some hosts and not on
			// others: credentials go in a header, where the playground puts them.
			.refine((value) => {
				try {
					const url = new URL(value);
					return url.username === '' && url.password === '';
				} catch {
					return true;
				}
			}, 'must not carry credentials (`user:password@`); send them in an `Authorization` header'),
		headers: z.array(HeaderSchema).max(100).default([]),
		body: z.string().optional(),
		bodyBase64: z
			.string()
			.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64 (A-Z, a-z, 0-9, +, /, =)')
			.refine(
				isDecodableBase64,
				'is not decodable base64 (its length, padding included, must be a multiple of 4)',
			)
			.optional(),
	})
	.refine((value) => value.body === undefined || value.bodyBase64 === undefined, {
		message: 'send either `body` or `bodyBase64`, not both',
		path: ['bodyBase64'],
	});

/** What the proxy answers with when the upstream answered (whatever its status). */
export interface ProxyResult {
	status: number;
	statusText: string;
	headers: { name: string; value: string }[];
	body: string;
	bodyEncoding: 'utf8' | 'base64';
	durationMs: number;
}

/**
 * `POST {playground}/proxy`: forwards one request to an origin declared in the site's specs'
 * `servers`, `api.mdx.server` or `proxy.allow`, and returns the upstream answer as JSON. Never an
 * open proxy: anything else is refused, and so is the site itself.
 */
export async function handleProxy(request: Request, deps: ServerDeps): Promise<Response> {
	const { config } = deps;
	const { proxy } = config;
	const origin = request.headers.get('origin');
	if (origin && !isOriginAllowed(origin, request, config)) {
		return buildsError(
			403,
			'origin_not_allowed',
			`Pages at ${quote(origin)} may not use this site's playground proxy; only this site's own pages and the origins in \`cors.origins\` may.`,
		);
	}
	const client = getClientAddress(request);
	const limit = await hitRateLimit(
		deps.store,
		`proxy:${client}`,
		proxy.requestsPerClient,
		60,
		deps.now(),
	);
	if (!limit.allowed) {
		return buildsError(
			429,
			'rate_limited',
			`Too many proxied requests from this client; try again in ${limit.retryAfterSeconds} s.`,
			{ 'retry-after': String(limit.retryAfterSeconds) },
		);
	}
	const mine = IN_FLIGHT.byClient.get(client) ?? 0;
	if (mine >= proxy.maxInFlightPerClient || IN_FLIGHT.total >= proxy.maxInFlight) {
		return buildsError(
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
	try {
		return await forward(request, deps);
	} finally {
		IN_FLIGHT.total--;
		const left = (IN_FLIGHT.byClient.get(client) ?? 1) - 1;
		if (left > 0) IN_FLIGHT.byClient.set(client, left);
		else IN_FLIGHT.byClient.delete(client);
	}
}

async function forward(request: Request, deps: ServerDeps): Promise<Response> {
	const { config } = deps;
	const { proxy } = config;

	// Base64 grows a body by a third; leave room for the envelope around it.
	const envelope = await readJsonBody(request, {
		shape: 'builds',
		maxBytes: Math.ceil((proxy.maxRequestBytes * 4) / 3) + 64 * 1024,
		name: 'The proxy request',
		example: '{ "method": "GET", "url": "https://…", "headers": [] }',
		tooLargeMessage: tooLargeMessage(proxy.maxRequestBytes),
	});
	if (!envelope.ok) return envelope.response;
	const parsed = ProxyRequestSchema.safeParse(envelope.value);
	if (!parsed.success) {
		const problems = parsed.error.issues.map((issue) =>
			issue.path.length > 0 ? `\`${issue.path.join('.')}\` ${issue.message}` : issue.message,
		);
		return buildsError(400, 'invalid_request', `Invalid proxy request: ${problems.join('; ')}.`);
	}
	const call = parsed.data;
	const target = new URL(call.url);

	const ownOrigins = new Set([new URL(request.url).origin]);
	if (config.siteOrigin) ownOrigins.add(config.siteOrigin);
	if (ownOrigins.has(target.origin) || isSameOrigin(target.origin, request)) {
		return buildsError(
			403,
			'target_not_allowed',
			`${quote(target.origin)} is this docs site itself; the playground calls it directly, not through the proxy.`,
		);
	}
	if (!proxy.allow.includes(target.origin)) {
		return buildsError(
			403,
			'target_not_allowed',
			`The playground proxy forwards only to servers this site declares; ${quote(target.origin)} is not one of them. To allow it, add it to the spec's \`servers\` (or \`api.mdx.server\` in docs.json) and rebuild.`,
		);
	}
	const trusted = proxy.trusted.includes(target.origin);
	if (!trusted && isInternalHost(target.hostname)) return internalRefused(target.origin);

	let body: Uint8Array | undefined;
	if (call.bodyBase64 !== undefined) body = decodeBase64(call.bodyBase64);
	else if (call.body !== undefined) body = new TextEncoder().encode(call.body);
	if (body && body.byteLength > proxy.maxRequestBytes) return tooLarge(proxy.maxRequestBytes);
	if (body && body.byteLength > 0 && (call.method === 'GET' || call.method === 'HEAD')) {
		return buildsError(
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
	let bytes: Uint8Array | undefined;
	try {
		upstream = await deps.fetch(target, {
			method: call.method,
			headers,
			body: body && body.byteLength > 0 ? (body as BodyInit) : undefined,
			// A declared server must not bounce the proxy to an undeclared one.
			redirect: 'manual',
			signal,
		});
		bytes = await readStreamCapped(upstream.body, proxy.maxResponseBytes);
	} catch (error) {
		if ((error as { cause?: { code?: string } })?.cause?.code === INTERNAL_ADDRESS_CODE) {
			return internalRefused(target.origin);
		}
		if (signal.aborted) {
			return buildsError(
				504,
				'upstream_timeout',
				`${quote(target.origin)} did not answer within ${formatSeconds(proxy.timeoutMs)}. Try again, or check that the server is up.`,
			);
		}
		return buildsError(
			502,
			'upstream_unreachable',
			`Could not reach ${quote(target.origin)}: ${describeNetworkError(error)}. Check the server URL and that the API is up.`,
		);
	}
	const durationMs = Math.round(performance.now() - started);
	if (!bytes) {
		return buildsError(
			502,
			'upstream_response_too_large',
			`The response from ${quote(target.origin)} is larger than ${formatBytes(proxy.maxResponseBytes)}, more than the proxy returns.`,
		);
	}

	const contentType = upstream.headers.get('content-type') ?? '';
	const text = decodeText(bytes, contentType);
	const result: ProxyResult = {
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
	return json(result, 200, { 'cache-control': 'no-store' });
}

function internalRefused(origin: string): Response {
	return buildsError(
		403,
		'target_not_allowed',
		`${quote(origin)} is on this machine or a private network (loopback, private, link-local or metadata address); the playground proxy does not reach those for visitors. If readers should reach it, name it in \`trydocsServer({ proxy: { allow } })\`.`,
	);
}

function isDecodableBase64(text: string): boolean {
	try {
		atob(text);
		return true;
	} catch {
		return false;
	}
}

function tooLargeMessage(limit: number): string {
	return `The request body is larger than ${formatBytes(limit)}, the most the playground proxy forwards.`;
}

function tooLarge(limit: number): Response {
	return buildsError(413, 'payload_too_large', tooLargeMessage(limit));
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
