/**
 * What a handler reads of a request: a Fetch `Request` satisfies it, and so does the lighter
 * object the Node fast path builds straight from `node:http` (no Fetch objects per request).
 */
export interface ServerRequest {
	readonly method: string;
	/** The absolute URL. */
	readonly url: string;
	readonly headers: { get(name: string): string | null };
	readonly body: ReadableStream<Uint8Array> | null;
}
