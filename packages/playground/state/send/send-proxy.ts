/** Sending through the site's playground proxy, which reaches APIs without CORS and sets cookies. */
import type { HarPair, HarRequest } from '@trydocs/openapi/request';
import { decodeBase64, encodeBase64 } from '@trydocs/openapi/text';
import { describeResponse } from './describe-response.ts';
import { timedOut } from './diagnose.ts';
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
		if (controller.signal.aborted) return timedOut(target, timeoutMs);
		return {
			kind: 'error',
			reason: 'network',
			message: `The playground proxy of this site could not be reached (${(error as Error).message}).`,
			hint: 'Check your connection and reload the page.',
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
	return describeProxyError(response.status, json, target, timeoutMs, proxyUrl.pathname);
}

function describeProxyError(
	status: number,
	json: Record<string, unknown> | undefined,
	target: URL,
	timeoutMs: number,
	proxyPath: string,
): SendResult {
	const error = (json?.error ?? {}) as { code?: string; message?: string };
	const said = error.message ? ` The proxy said: ${error.message}` : '';
	switch (error.code) {
		case 'target_not_allowed':
			return {
				kind: 'error',
				reason: 'proxy',
				message: `The proxy refused to forward to ${target.origin}: it only forwards to the servers the docs declare.${said}`,
				hint: "Choose one of the listed servers, or add this address to the spec's `servers` (or `api.mdx.server` in docs.json).",
			};
		case 'upstream_unreachable':
			return {
				kind: 'error',
				reason: 'network',
				message: `Could not reach ${target.origin} (through the proxy).${said}`,
				hint: 'Check the server address and its variables, and that the API is up.',
			};
		case 'upstream_timeout':
			return timedOut(target, timeoutMs);
		default:
			if (status === 413) {
				return {
					kind: 'error',
					reason: 'proxy',
					message: `The request is too large for the playground proxy.${said}`,
					hint: 'Send a smaller body or file, or use the code example outside the browser.',
				};
			}
			if (error.code) {
				return {
					kind: 'error',
					reason: 'proxy',
					message: `The proxy could not send the request (${error.code}).${said}`,
					hint: 'Check the values in the form; the code examples show the request that was attempted.',
				};
			}
			return {
				kind: 'error',
				reason: 'proxy',
				message: `This site's playground proxy is not available (it answered ${status}).`,
				hint: `Add \`trydocsServer()\` to the site so it serves \`POST ${proxyPath}\`, or set \`api.playground.proxy\` to false when the API allows CORS.`,
			};
	}
}
