/** Sending from the page itself with `fetch`, when the target is the site or the proxy is off. */
import type { HarRequest } from '@trydocs/openapi/request';
import { isSequentialMediaType } from '@trydocs/openapi/sequential-media';
import { describeResponse } from './describe-response.ts';
import { diagnose, timedOut } from './diagnose.ts';
import { buildBody, isMultipart } from './request-body.ts';
import type { SendOptions, SendResult } from './types.ts';

/** Sends the request from the page itself; a failure is diagnosed (CORS, network, mixed content). */
export async function sendDirectly(
	request: HarRequest,
	target: URL,
	options: SendOptions,
	timeoutMs: number,
): Promise<SendResult> {
	const headers = new Headers();
	for (const { name, value } of request.headers) {
		// FormData writes its own Content-Type with the boundary.
		if (isMultipart(request) && name.toLowerCase() === 'content-type') continue;
		try {
			headers.append(name, value);
		} catch {
			// A header value the browser refuses (e.g. non-Latin-1) is left out, not fatal.
		}
	}
	const controller = new AbortController();
	const timer = setTimeout(() => controller.abort(), timeoutMs);
	const started = performance.now();
	try {
		const body = buildBody(request, options.files ?? []);
		const response = await fetch(target, {
			method: request.method,
			headers,
			...(body !== undefined ? { body } : {}),
			signal: controller.signal,
		});
		const describe = (bytes: Uint8Array) =>
			describeResponse({
				status: response.status,
				statusText: response.statusText,
				headers: [...response.headers].map(([name, value]) => ({ name, value })),
				bytes,
				durationMs: Math.round(performance.now() - started),
				via: 'direct',
			});
		const { onProgress } = options;
		const type = response.headers.get('content-type') ?? '';
		if (onProgress && response.body && isSequentialMediaType(type)) {
			const bytes = await readStream(response.body, (sofar) => {
				onProgress({ ...describe(sofar), streaming: true } as SendResult);
			});
			return describe(bytes);
		}
		return describe(new Uint8Array(await response.arrayBuffer()));
	} catch (error) {
		if (controller.signal.aborted) return timedOut(target, timeoutMs, options);
		return diagnose(target, options, error);
	} finally {
		clearTimeout(timer);
	}
}

/** How often the panel is told what a stream has brought so far. */
const PROGRESS_MS = 100;

/**
 * Reads a streamed body chunk by chunk, telling `onChunk` what came so far at most every
 * `PROGRESS_MS` (each report joins and decodes the whole body, so a fast stream of many small
 * chunks is not redrawn per chunk); a stream cut short (the timeout, the network) ends with
 * what arrived instead of failing.
 */
async function readStream(
	body: ReadableStream<Uint8Array>,
	onChunk: (sofar: Uint8Array) => void,
): Promise<Uint8Array> {
	const reader = body.getReader();
	const chunks: Uint8Array[] = [];
	let reported = 0;
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			chunks.push(value);
			if (performance.now() - reported >= PROGRESS_MS) {
				reported = performance.now();
				onChunk(join(chunks));
			}
		}
	} catch {
		// Cut short: what arrived is the response.
	}
	return join(chunks);
}

function join(chunks: Uint8Array[]): Uint8Array {
	const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
	let at = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, at);
		at += chunk.length;
	}
	return bytes;
}
