/** Sending from the page itself with `fetch`, when the target is the site or the proxy is off. */
import type { HarRequest } from '@trydocs/openapi/request';
import { isStreamedMediaType } from '@trydocs/openapi/sequential-media';
import { describeResponse } from './describe-response.ts';
import { diagnose, timedOut } from './diagnose.ts';
import { readStream } from './read-stream.ts';
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
		if (onProgress && response.body && isStreamedMediaType(type)) {
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
