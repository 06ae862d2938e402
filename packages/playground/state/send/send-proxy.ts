/** Sending through the site's playground proxy, which reaches APIs without CORS and sets cookies. */
import { type HarPair, type HarRequest, writeCookieHeader } from '@trydocs/openapi/request';
import { decodeBase64, encodeBase64 } from '@trydocs/openapi/text';
import { PROXY_STREAM_TYPE } from '../../constants.ts';
import { describeResponse } from './describe-response.ts';
import { fill, getSendWords, timedOut } from './diagnose.ts';
import { readStream, splitFirstLine } from './read-stream.ts';
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
		headers.push({ name: 'Cookie', value: writeCookieHeader(request.cookies) });
	}
	const payload: Record<string, unknown> = { method: request.method, url: target.href, headers };
	// A sequential answer (events, JSON Lines) then comes back as it arrives.
	if (options.onProgress) payload.stream = true;
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
		const type = response.headers.get('content-type') ?? '';
		if (response.ok && response.body && type.startsWith(PROXY_STREAM_TYPE)) {
			return await readProxyStream(response.body, options);
		}
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
		const bytes = encoding === 'base64' ? decodeBase64(text) : new TextEncoder().encode(text);
		return describeProxyAnswer(json, bytes);
	}
	return describeProxyError(
		response.status,
		json,
		target,
		{ ...options, timeoutMs },
		proxyUrl.pathname,
	);
}

/** The proxy's answer (its JSON, or a stream's head line) with the body's bytes. */
function describeProxyAnswer(json: Record<string, unknown>, bytes: Uint8Array): SendResult {
	return describeResponse({
		status: typeof json.status === 'number' ? json.status : 0,
		statusText: typeof json.statusText === 'string' ? json.statusText : '',
		headers: Array.isArray(json.headers) ? (json.headers as HarPair[]) : [],
		bytes,
		durationMs: typeof json.durationMs === 'number' ? Math.round(json.durationMs) : 0,
		via: 'proxy',
	});
}

/** Reads the proxy's streamed answer, telling `onProgress` what came so far. */
async function readProxyStream(
	body: ReadableStream<Uint8Array>,
	options: SendOptions,
): Promise<SendResult> {
	const split = await splitFirstLine(body);
	const head = split ? (JSON.parse(split.line) as Record<string, unknown>) : undefined;
	if (!split || !head || typeof head.status !== 'number' || typeof head.durationMs !== 'number') {
		const t = getSendWords(options);
		return {
			kind: 'error',
			reason: 'proxy',
			message: fill(t.proxyFailed, { code: 'stream' }),
			hint: t.proxyFailedHint,
		};
	}
	// The head's duration is the upstream's time to answer; the stream's time is added to it.
	const arrived = performance.now();
	const elapsed = () => ({
		...head,
		durationMs: (head.durationMs as number) + performance.now() - arrived,
	});
	const bytes = await readStream(split.rest, (sofar) => {
		options.onProgress?.({
			...describeProxyAnswer(elapsed(), sofar),
			streaming: true,
		} as SendResult);
	});
	return describeProxyAnswer(elapsed(), bytes);
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
