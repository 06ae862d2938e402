import { decodeBase64, encodeBase64 } from '@trydocs/openapi/text';
import { z } from 'astro/zod';
import type { ServerDeps } from '../runtime/deps.ts';
import { getAllowedOrigins, isOriginAllowed, isSameOrigin } from './cors.ts';
import { buildsError, json, quote, type Reply } from './json.ts';
import { readBody, readStreamCapped } from './read-body.ts';
import type { ServerRequest } from './server-request.ts';

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

const HeaderSchema = z.object({
	name: z
		.string()
		.regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be a header name (letters, digits, `-`)'),
	value: z.string().regex(/^[^\r\n\0]*$/, 'must not contain line breaks'),
});

/** The request the playground asks the proxy to send. */
export const ProxyRequestSchema = z
	.strictObject({
		method: z
			.string()
			.transform((value) => value.toUpperCase())
			.pipe(z.enum(METHODS, { error: `must be one of ${METHODS.join(', ')}` })),
		url: z.string().refine((value) => {
			try {
				const url = new URL(value);
				return url.protocol === 'http:' || url.protocol === 'https:';
			} catch {
				return false;
			}
		}, 'must be an absolute http(s) URL, e.g. `https://api.example.com/v1/things`'),
		headers: z.array(HeaderSchema).max(100).default([]),
		body: z.string().optional(),
		bodyBase64: z
			.string()
			.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64 (A-Z, a-z, 0-9, +, /, =)')
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
export async function handleProxy(request: ServerRequest, deps: ServerDeps): Promise<Reply> {
	const { config } = deps;
	const { proxy } = config;
	const origin = request.headers.get('origin');
	if (origin && !isOriginAllowed(origin, request, config)) {
		return buildsError(
			403,
			'origin_not_allowed',
			`Pages at ${quote(origin)} may not use this site's playground proxy. Allowed: ${[
				...getAllowedOrigins(config),
				'this site',
			].join(', ')}.`,
		);
	}

	// Base64 grows a body by a third; leave room for the envelope around it.
	const envelopeLimit = Math.ceil((proxy.maxRequestBytes * 4) / 3) + 64 * 1024;
	const raw = await readBody(request, envelopeLimit);
	if (!raw.ok) return tooLarge(proxy.maxRequestBytes);
	let input: unknown;
	try {
		input = JSON.parse(new TextDecoder().decode(raw.bytes));
	} catch {
		return buildsError(
			400,
			'invalid_request',
			'The proxy request is not valid JSON. Send `{ "method": "GET", "url": "https://…", "headers": [] }`.',
		);
	}
	const parsed = ProxyRequestSchema.safeParse(input);
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
		const allowed = proxy.allow.length > 0 ? proxy.allow.join(', ') : 'none declared';
		return buildsError(
			403,
			'target_not_allowed',
			`The playground proxy forwards only to servers this site declares; ${quote(target.origin)} is not one of them. Allowed origins: ${allowed}. To allow it, add it to the spec's \`servers\` (or \`api.mdx.server\` in docs.json) and rebuild.`,
		);
	}

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
		if (!HOP_BY_HOP.has(header.name.toLowerCase())) headers.append(header.name, header.value);
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

function tooLarge(limit: number): Reply {
	return buildsError(
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
