/**
 * Reading a streamed body (events, JSON Lines) as it arrives, for the direct send and the
 * proxy's streamed answer alike.
 */

/** How often the panel is told what a stream has brought so far. */
const PROGRESS_MS = 100;

/**
 * Reads a streamed body chunk by chunk, telling `onChunk` what came so far at most every
 * `PROGRESS_MS` (each report joins and decodes the whole body, so a fast stream of many small
 * chunks is not redrawn per chunk); a stream cut short (the timeout, the network) ends with
 * what arrived instead of failing.
 */
export async function readStream(
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

export function join(chunks: Uint8Array[]): Uint8Array {
	const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
	let at = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, at);
		at += chunk.length;
	}
	return bytes;
}

/**
 * Splits a stream at its first line (the proxy's head: one line of JSON): the line, and the
 * stream of what follows it; `undefined` when the stream ends before a line does.
 */
export async function splitFirstLine(
	body: ReadableStream<Uint8Array>,
): Promise<{ line: string; rest: ReadableStream<Uint8Array> } | undefined> {
	const reader = body.getReader();
	const chunks: Uint8Array[] = [];
	for (;;) {
		const { done, value } = await reader.read();
		if (done) return undefined;
		const at = value.indexOf(10);
		if (at < 0) {
			chunks.push(value);
			continue;
		}
		chunks.push(value.subarray(0, at));
		const leftover = value.subarray(at + 1);
		const rest = new ReadableStream<Uint8Array>({
			start(controller) {
				if (leftover.byteLength > 0) controller.enqueue(leftover);
			},
			async pull(controller) {
				const next = await reader.read();
				if (next.done) controller.close();
				else controller.enqueue(next.value);
			},
			cancel: (reason) => reader.cancel(reason),
		});
		return { line: new TextDecoder().decode(join(chunks)), rest };
	}
}
