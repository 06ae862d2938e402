import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { PROXY_STREAM_TYPE } from '@trydocs/playground/constants';
import { getJsonText } from '../handlers/http/json.ts';
import { UNKNOWN_CLIENT } from '../handlers/http/types.ts';

/** A Host header that is only a host name or IP literal and an optional port. */
const HOST = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The largest request body that is read and dropped after an answer that did not read it (a 413,
 * a 401 before the body), so that its keep-alive connection carries the next request. A larger or
 * chunked one closes the connection instead.
 */
export const DRAIN_MAX_BYTES = 256 * 1024;

/**
 * A `node:http` request as a Fetch `Request`. The body streams from the socket (none for GET and
 * HEAD); repeated headers are joined as Fetch joins them.
 */
export function toRequest(req: IncomingMessage): Request {
	const method = req.method ?? 'GET';
	const headers = new Headers();
	const raw = req.rawHeaders;
	for (let index = 0; index < raw.length; index += 2) {
		headers.append(raw[index] as string, raw[index + 1] as string);
	}
	const hasBody = method !== 'GET' && method !== 'HEAD';
	// The path comes from the request line alone: a Host header carrying `/`, `?`, `#` or `@`
	// would otherwise move the path (and the route) when the two are joined into a URL.
	const host = req.headers.host;
	const safeHost = host && HOST.test(host) ? host : 'localhost';
	const request = new Request(`http://${safeHost}${req.url ?? '/'}`, {
		method,
		headers,
		body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
		// @ts-expect-error: Node's fetch needs `duplex` for a streamed body; the DOM types lack it.
		duplex: hasBody ? 'half' : undefined,
	});
	return request;
}

/**
 * The address of the connection a `node:http` request came over (never a header such as
 * `X-Forwarded-For`, which any caller can write).
 */
export function getClientAddress(req: IncomingMessage): string {
	return req.socket.remoteAddress || UNKNOWN_CLIENT;
}

/** The types of the answers the handlers stream: events, the playground proxy's stream. */
const STREAMED_TYPES = ['text/event-stream', PROXY_STREAM_TYPE];

/**
 * Writes a Fetch `Response` to `node:http` in one go: with its length known, Node sends the head
 * and a small body in a single write instead of a chunked stream.
 */
export async function writeResponse(
	res: ServerResponse,
	response: Response,
	isHead = false,
): Promise<void> {
	const headers: Record<string, string | string[]> = {};
	for (const [name, value] of response.headers) {
		if (name !== 'set-cookie') headers[name] = value;
	}
	const cookies = response.headers.getSetCookie();
	if (cookies.length > 0) headers['set-cookie'] = cookies;
	if (!settleRequestBody(res.req)) headers.connection = 'close';
	// A stream (a build's live log, the proxy's streamed answer) goes out as it comes, and stops
	// when the client leaves.
	const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
	if (response.body && !isHead && STREAMED_TYPES.includes(type)) {
		res.writeHead(response.status, headers);
		res.flushHeaders();
		const reader = response.body.getReader();
		res.once('close', () => void reader.cancel().catch(() => {}));
		try {
			for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
				res.write(chunk.value);
			}
		} catch {
			// The client went away, or the stream failed: nothing more to send.
		}
		res.end();
		return;
	}
	// A JSON answer of the handlers goes out from its text, without reading its stream back.
	const text = getJsonText(response);
	const body =
		text !== undefined
			? Buffer.from(text)
			: response.body
				? Buffer.from(await response.arrayBuffer())
				: undefined;
	if (response.status !== 204 && response.status !== 304) {
		headers['content-length'] = String(body?.byteLength ?? 0);
	}
	res.writeHead(response.status, headers);
	res.end(isHead ? undefined : body);
}

/**
 * Makes the connection of an answered request ready for the next one. A body the handler left
 * unread (refused by its declared size, by its type, or answered before it was needed) would
 * otherwise sit in the socket: Node stops reading a connection whose request stream is full or
 * was cancelled, and the next request on it is never read. A body of known length up to
 * `DRAIN_MAX_BYTES` is read and dropped, and the connection stays open; any other (larger,
 * chunked, or its stream cancelled) is dropped while the answer goes out, and the answer says
 * `Connection: close`. Returns whether the connection can stay open.
 */
function settleRequestBody(req: IncomingMessage | undefined): boolean {
	if (!req || req.complete) return true;
	const declared = Number(req.headers['content-length']);
	const keep =
		!req.destroyed &&
		req.headers['transfer-encoding'] === undefined &&
		Number.isFinite(declared) &&
		declared <= DRAIN_MAX_BYTES;
	if (!req.destroyed) {
		// As Node does for a body nobody read: its data goes nowhere, and the parser reads on.
		req.removeAllListeners('data');
		req.on('data', () => {});
		req.resume();
	}
	return keep;
}
