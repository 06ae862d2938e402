import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { setClientAddress } from '../handlers/client.ts';
import { getJsonText } from '../handlers/json.ts';

/** A Host header that is only a host name or IP literal and an optional port. */
const HOST = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

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
	setClientAddress(request, req.socket.remoteAddress);
	return request;
}

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
	// An event stream (a build's live log) goes out as it comes, and stops when the client leaves.
	if (
		response.body &&
		!isHead &&
		/^text\/event-stream/.test(response.headers.get('content-type') ?? '')
	) {
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
