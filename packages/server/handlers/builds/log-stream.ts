/**
 * A build's log as Server-Sent Events while the build runs. The stream polls the store (one
 * small read per interval), so it works the same on every host: Node, or a Worker where no
 * process-wide event can reach the isolate serving the request. It pulls only when the client
 * reads (no buffering beyond one chunk), stops when the client goes away, and ends on its own
 * after `MAX_STREAM_MS`, when `EventSource` reconnects from the last event id.
 */
import type { BuildRecord, Store } from '../../store/store.ts';
import { hasEnded } from './build-access.ts';

/** How often a stream reads the store while nothing changes. */
export const POLL_MS = 500;
/** Most log characters one read takes (and one event carries). */
export const CHUNK_CHARS = 16 * 1024;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** How long one stream lasts at most; the client reconnects with `Last-Event-ID`. */
export const MAX_STREAM_MS = 5 * 60_000;
/** Reads in a row that may fail (a database blip) before the stream gives up. */
const MAX_FAILED_READS = 5;
/** Log streams one server instance keeps open at once unless `rateLimit.maxLogStreams` says. */
export const DEFAULT_MAX_LOG_STREAMS = 100;

/** Log streams open in this instance (a Node process, or a Worker isolate). */
let openStreams = 0;

/** How many log streams this instance has open now. */
export function countOpenLogStreams(): number {
	return openStreams;
}

/** Options of `createLogStream`. */
export interface LogStreamOptions {
	store: Store;
	buildId: string;
	/** The first character of the log to send (from `Last-Event-ID`). */
	from: number;
	/** The Build resource a `status` event carries. */
	describe(build: BuildRecord): unknown;
	/** Aborted when the client goes away. */
	signal?: AbortSignal;
	pollMs?: number;
	maxStreamMs?: number;
}

/** Headers of an event stream: never cached or transformed, never buffered by a proxy. */
export const EVENT_STREAM_HEADERS: Record<string, string> = {
	'content-type': 'text/event-stream; charset=utf-8',
	'cache-control': 'no-store, no-transform',
	'x-accel-buffering': 'no',
	'x-content-type-options': 'nosniff',
};

/**
 * The events: `status` (the Build resource, first and on every change), `log` (new text of the
 * log; `id:` is the log's length so far, in characters) and `end` (the final Build resource,
 * after the rest of the log), after which the stream closes.
 */
export function createLogStream(options: LogStreamOptions): ReadableStream<Uint8Array> {
	const { store, buildId, describe } = options;
	const pollMs = options.pollMs ?? POLL_MS;
	const encoder = new TextEncoder();
	const startedAt = Date.now();
	let offset = options.from;
	let lastStatus: string | undefined;
	let lastWrite = startedAt;
	let failedReads = 0;
	let first = true;
	let stopped = false;
	let wake: (() => void) | undefined;
	let timer: ReturnType<typeof setTimeout> | undefined;

	openStreams += 1;
	const stop = () => {
		if (!stopped) openStreams -= 1;
		stopped = true;
		if (timer) clearTimeout(timer);
		wake?.();
	};
	options.signal?.addEventListener('abort', stop, { once: true });
	const sleep = () =>
		new Promise<void>((resolve) => {
			wake = resolve;
			timer = setTimeout(resolve, pollMs);
		});

	/** What to send now ('' when nothing changed), and whether the stream is over. */
	async function poll(): Promise<{ text: string; done: boolean }> {
		let text = first ? 'retry: 2000\n\n' : '';
		first = false;
		const slice = await store.readBuildLog(buildId, offset, CHUNK_CHARS);
		if (!slice) return { text: `${text}event: gone\ndata: {}\n\n`, done: true };
		const { build, length } = slice;
		if (build.status !== lastStatus) {
			lastStatus = build.status;
			if (!hasEnded(build)) text += event('status', JSON.stringify(describe(build)));
		}
		if (build.log) {
			offset += countCharacters(build.log);
			text += event('log', build.log, offset);
		} else if (offset > length) {
			// The log was replaced by a shorter one (the runner's final log): follow the new one.
			offset = length;
		}
		// Ended, and the last read reached the end of its log: nothing more will come.
		if (hasEnded(build) && offset >= length) {
			return { text: text + event('end', JSON.stringify(describe(build))), done: true };
		}
		return { text, done: false };
	}

	return new ReadableStream<Uint8Array>(
		{
			async pull(controller) {
				while (!stopped) {
					let result: { text: string; done: boolean };
					try {
						result = await poll();
						failedReads = 0;
					} catch {
						failedReads += 1;
						result = { text: '', done: failedReads >= MAX_FAILED_READS };
					}
					const now = Date.now();
					const expired = now - startedAt >= (options.maxStreamMs ?? MAX_STREAM_MS);
					let text = result.text;
					if (!text && now - lastWrite >= KEEP_ALIVE_MS) text = ': keep-alive\n\n';
					if (text) {
						lastWrite = now;
						controller.enqueue(encoder.encode(text));
					}
					if (result.done || expired) {
						stop();
						controller.close();
						return;
					}
					if (text) return;
					await sleep();
				}
				try {
					controller.close();
				} catch {
					// Already closed or cancelled.
				}
			},
			cancel: stop,
		},
		{ highWaterMark: 0 },
	);
}

/** One event. A log's line breaks become separate `data:` lines, which the client rejoins. */
function event(name: string, data: string, id?: number): string {
	const lines = data
		.split(/\r\n|\r|\n/)
		.map((line) => `data: ${line}`)
		.join('\n');
	return `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\n${lines}\n\n`;
}

/** Characters as SQLite counts them in text: code points. */
export function countCharacters(text: string): number {
	let count = 0;
	for (const _ of text) count += 1;
	return count;
}

/** The log offset a reconnecting client asks to resume from (`Last-Event-ID`), else 0. */
export function getResumeOffset(request: Request): number {
	const id = request.headers.get('last-event-id')?.trim() ?? '';
	return /^\d{1,9}$/.test(id) ? Number(id) : 0;
}
