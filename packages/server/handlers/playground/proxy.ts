import { isSendableMethod } from '@trydocs/openapi/methods';
import { decodeBase64 } from '@trydocs/openapi/text';
import { z } from 'astro/zod';
import type { ServerDeps } from '../deps.ts';
import { isOriginAllowed } from '../http/cors.ts';
import { buildsError, json, quote } from '../http/json.ts';
import { readJsonBody } from '../http/json-body.ts';
import type { RequestContext } from '../http/types.ts';
import { sendProxied, tooLarge } from './proxy-send.ts';
import { withProxySlot } from './proxy-slot.ts';
import { createStreamedAnswer } from './proxy-stream.ts';
import type { ByteClaim, ProxyFailure } from './types.ts';

export type { ProxyResult } from './types.ts';

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
		// Any method a browser could send itself (OpenAPI 3.2's `query` and `additionalOperations`
		// too), in capitals; never CONNECT, TRACE or TRACK, which Fetch forbids.
		method: z
			.string()
			.transform((value) => value.toUpperCase())
			.refine(
				isSendableMethod,
				'must be an HTTP method a browser can send (`GET`, `POST`, `QUERY`, ...; not `CONNECT`, `TRACE` or `TRACK`)',
			),
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
		// The playground reads a sequential answer (events, JSON Lines) as it arrives.
		stream: z.boolean().optional(),
	})
	.refine((value) => value.body === undefined || value.bodyBase64 === undefined, {
		message: 'send either `body` or `bodyBase64`, not both',
		path: ['bodyBase64'],
	});

/**
 * `POST {playground}/proxy`: forwards one request to an origin declared in the site's specs'
 * `servers`, `api.mdx.server` or `proxy.allow`, and returns the upstream answer as JSON (with
 * `stream: true`, a sequential answer streamed as it arrives: `proxy-stream.ts`). Never an open
 * proxy: anything else is refused, and so is the site itself (see `sendProxied`).
 */
export async function handleProxy(
	request: Request,
	deps: ServerDeps,
	{ clientAddress }: RequestContext,
): Promise<Response> {
	const { config } = deps;
	const origin = request.headers.get('origin');
	if (origin && !isOriginAllowed(origin, request, config)) {
		return buildsError(
			403,
			'origin_not_allowed',
			`Pages at ${quote(origin)} may not use this site's playground proxy; only this site's own pages and the origins in \`cors.origins\` may.`,
		);
	}
	// The answer is built inside the slot: its bytes count as in flight until it is.
	const answer = await withProxySlot(deps, clientAddress, async (claim) => {
		const outcome = await forward(request, deps, claim);
		if (outcome instanceof Response) return outcome;
		if (!outcome.ok) return toErrorResponse(outcome.failure);
		if (outcome.stream) {
			const { maxResponseBytes } = deps.config.proxy;
			return createStreamedAnswer(outcome.result, outcome.stream, maxResponseBytes, claim);
		}
		return json(outcome.result, 200, { 'cache-control': 'no-store' });
	});
	return answer instanceof Response ? answer : toErrorResponse(answer.failure);
}

function toErrorResponse(failure: ProxyFailure): Response {
	return buildsError(failure.status, failure.code, failure.message, failure.headers);
}

/** Reads and checks the envelope, then sends it; an envelope it cannot read is a `Response`. */
async function forward(request: Request, deps: ServerDeps, claim: ByteClaim) {
	const { proxy } = deps.config;
	// Base64 grows a body by a third; leave room for the envelope around it.
	const envelope = await readJsonBody(request, {
		shape: 'builds',
		maxBytes: Math.ceil((proxy.maxRequestBytes * 4) / 3) + 64 * 1024,
		name: 'The proxy request',
		example: '{ "method": "GET", "url": "https://…", "headers": [] }',
		tooLargeMessage: tooLarge(proxy.maxRequestBytes).failure.message,
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
	let body: Uint8Array | undefined;
	if (call.bodyBase64 !== undefined) body = decodeBase64(call.bodyBase64);
	else if (call.body !== undefined) body = new TextEncoder().encode(call.body);
	return sendProxied({ ...call, body }, request, deps, claim);
}

function isDecodableBase64(text: string): boolean {
	try {
		atob(text);
		return true;
	} catch {
		return false;
	}
}
