/**
 * The playground proxy's streamed answer, for a sequential response (`text/event-stream`,
 * JSON Lines, JSON text sequences, positional multipart) the playground reads as it arrives: one line of JSON (the
 * upstream's status, headers and time to answer, as the buffered answer has them), then the
 * upstream body's bytes as they come. The request's slot is held until the last byte or the
 * reader's cancel; the body is cut at `proxy.maxResponseBytes`, and ends where the proxy's
 * timeout cuts it, as a direct stream does: what arrived is the answer.
 */
import { isStreamedMediaType } from '@trydocs/openapi/sequential-media';
import { PROXY_STREAM_TYPE } from '@trydocs/playground/constants';
import type { ByteClaim, ProxyCall, ProxyResult } from './types.ts';

/** True when the call asked for a stream and the upstream answers with a sequential body. */
export function isStreamedAnswer(call: ProxyCall, upstream: Response): boolean {
	const type = upstream.headers.get('content-type') ?? '';
	return Boolean(call.stream && upstream.body && isStreamedMediaType(type));
}

/**
 * The proxy's streamed answer of `body`, headed by `result` (its `body` empty): the slot of
 * `claim` stays taken until the stream ends or the reader cancels it.
 */
export function createStreamedAnswer(
	result: ProxyResult,
	body: ReadableStream<Uint8Array>,
	maxBytes: number,
	claim: ByteClaim,
): Response {
	const reader = body.getReader();
	let finish = () => {};
	claim.holdUntil(
		new Promise<void>((resolve) => {
			finish = resolve;
		}),
	);
	const end = (controller: ReadableStreamDefaultController<Uint8Array>) => {
		controller.close();
		finish();
		reader.cancel().catch(() => {});
	};
	let sent = 0;
	const stream = new ReadableStream<Uint8Array>({
		start(controller) {
			controller.enqueue(new TextEncoder().encode(`${JSON.stringify(result)}\n`));
		},
		async pull(controller) {
			let chunk: ReadableStreamReadResult<Uint8Array>;
			try {
				chunk = await reader.read();
			} catch {
				// The proxy's timeout, or the upstream cut short: what arrived is the answer.
				return end(controller);
			}
			if (chunk.done) return end(controller);
			const room = maxBytes - sent;
			if (chunk.value.byteLength >= room) {
				if (room > 0) controller.enqueue(chunk.value.subarray(0, room));
				return end(controller);
			}
			sent += chunk.value.byteLength;
			controller.enqueue(chunk.value);
		},
		cancel() {
			finish();
			return reader.cancel().catch(() => {});
		},
	});
	return new Response(stream, {
		status: 200,
		headers: {
			'content-type': PROXY_STREAM_TYPE,
			'cache-control': 'no-store',
			'x-content-type-options': 'nosniff',
		},
	});
}
