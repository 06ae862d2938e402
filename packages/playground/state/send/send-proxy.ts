/** Sending through the site's playground proxy, which reaches APIs without CORS and sets cookies. */
import type { HarPair, HarRequest } from '@trydocs/openapi/request';
import { decodeBase64, encodeBase64 } from '@trydocs/openapi/text';
import { describeResponse } from './describe-response.ts';
import { fill, getSendWords, timedOut } from './diagnose.ts';
import { buildBody, isMultipart } from './request-body.ts';
import type { SendOptions, SendResult } from './types.ts';

/**
 * Sends the request through the site's playground proxy as JSON (a multipart or binary body as
 * base64 of its exact bytes), and turns the proxy's answer or refusal into a `SendResult`.
 */
export async function sendThroughProxy(
	request: HarRequest,
	target: URL,
	options: SendOptions,
	timeoutMs: number,
): Promise<SendResult> {
	const headers = request.headers.filter(
		(h) => !(isMultipart(request) && h.name.toLowerCase() === 'content-type'),
	);
	if (request.cookies.length > 0) {
		const cookie = request.cookies
			.map(({ name, value }) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
			.join('; ');
		headers.push({ name: 'Cookie', value: cookie });
	}
	const payload: Record<string, unknown> = { method: request.method, url: target.href, headers };
	const body = buildBody(request, options.files ?? []);
	if (typeof body === 'string') payload.body = body;
	else if (body) {
		// Encode a multipart body here, so the proxy forwards the exact bytes and boundary; a
		// binary body (a file) keeps the Content-Type the request already has.
		const encoded = new Request('http://localhost/', { method: 'POST', body });
		if (isMultipart(request)) {
			headers.push({ name: 'Content-Type', value: encoded.headers.get('content-type') ?? '' });
		}
		payload.bodyBase64 = encodeBase64(new Uint8Array(await encoded.arrayBuffer()));
	}

	const controller = new AbortController();
	const timer = setTimeout(() => controller.abort(), timeoutMs + 5_000);
	const proxyUrl = new URL(options.proxyUrl, options.origin);
	let response: Response;
	try {
		response = await fetch(proxyUrl, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify(payload),
			signal: controller.signal,
		});
	} catch (error) {
		if (controller.signal.aborted) return timedOut(target, timeoutMs, options);
		return {
			kind: 'error',
			reason: 'network',
			message: fill(getSendWords(options).proxyUnreachable, { error: (error as Error).message }),
			hint: getSendWords(options).proxyUnreachableHint,
		};
	} finally {
		clearTimeout(timer);
	}
	let json: Record<string, unknown> | undefined;
	try {
		json = (await response.json()) as Record<string, unknown>;
	} catch {
		json = undefined;
	}
	if (response.ok && json && typeof json.status === 'number') {
		const encoding = json.bodyEncoding === 'base64' ? 'base64' : 'utf8';
		const text = typeof json.body === 'string' ? json.body : '';
		return describeResponse({
			status: json.status,
			statusText: typeof json.statusText === 'string' ? json.statusText : '',
			headers: Array.isArray(json.headers) ? (json.headers as HarPair[]) : [],
			bytes: encoding === 'base64' ? decodeBase64(text) : new TextEncoder().encode(text),
			durationMs: typeof json.durationMs === 'number' ? Math.round(json.durationMs) : 0,
			via: 'proxy',
		});
	}
	return describeProxyError(
		response.status,
		json,
		target,
		{ ...options, timeoutMs },
		proxyUrl.pathname,
	);
}

function describeProxyError(
	status: number,
	json: Record<string, unknown> | undefined,
	target: URL,
	options: SendOptions & { timeoutMs: number },
	proxyPath: string,
): SendResult {
	const t = getSendWords(options);
	const error = (json?.error ?? {}) as { code?: string; message?: string };
	const said = error.message ? ` ${fill(t.proxySaid, { message: error.message })}` : '';
	const { origin } = target;
	switch (error.code) {
		case 'target_not_allowed':
			return {
				kind: 'error',
				reason: 'proxy',
				message: `${fill(t.proxyRefused, { origin })}${said}`,
				hint: t.proxyRefusedHint,
			};
		case 'upstream_unreachable':
			return {
				kind: 'error',
				reason: 'network',
				message: `${fill(t.proxyUpstream, { origin })}${said}`,
				hint: t.proxyUpstreamHint,
			};
		case 'upstream_timeout':
			return timedOut(target, options.timeoutMs, options);
		default:
			if (status === 413) {
				return {
					kind: 'error',
					reason: 'proxy',
					message: `${t.proxyTooLarge}${said}`,
					hint: t.proxyTooLargeHint,
				};
			}
			if (error.code) {
				return {
					kind: 'error',
					reason: 'proxy',
					message: `${fill(t.proxyFailed, { code: error.code })}${said}`,
					hint: t.proxyFailedHint,
				};
			}
			return {
				kind: 'error',
				reason: 'proxy',
				message: fill(t.proxyMissing, { status }),
				hint: fill(t.proxyMissingHint, { path: proxyPath }),
			};
	}
}
