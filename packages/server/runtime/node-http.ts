import {
	createServer,
	type IncomingHttpHeaders,
	type IncomingMessage,
	type Server,
	type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { handleRequest } from '../handlers/handle-request.ts';
import { buildsError, type Reply } from '../handlers/json.ts';
import type { ServerRequest } from '../handlers/server-request.ts';
import type { ServerDeps } from './deps.ts';

/** A `node:http` request as the handlers read it, without building Fetch objects. */
class NodeRequest implements ServerRequest {
	readonly method: string;
	readonly url: string;
	readonly headers: NodeHeaders;
	#incoming: IncomingMessage;
	#body: ReadableStream<Uint8Array> | null | undefined;

	constructor(incoming: IncomingMessage) {
		this.#incoming = incoming;
		this.method = incoming.method ?? 'GET';
		this.url = `http://${incoming.headers.host ?? 'localhost'}${incoming.url ?? '/'}`;
		this.headers = new NodeHeaders(incoming.headers);
	}

	/** The body as a stream, made on first read; none for GET and HEAD. */
	get body(): ReadableStream<Uint8Array> | null {
		if (this.#body === undefined) {
			this.#body =
				this.method === 'GET' || this.method === 'HEAD'
					? null
					: (Readable.toWeb(this.#incoming) as ReadableStream<Uint8Array>);
		}
		return this.#body;
	}
}

/** `Headers.get` over Node's parsed headers (names are already lower case there). */
class NodeHeaders {
	#headers: IncomingHttpHeaders;

	constructor(headers: IncomingHttpHeaders) {
		this.#headers = headers;
	}

	get(name: string): string | null {
		const value = this.#headers[name.toLowerCase()];
		if (value === undefined) return null;
		return Array.isArray(value) ? value.join(', ') : value;
	}
}

/**
 * Hands `node:http` requests to the handlers and writes their replies back: the handlers
 * behind a plain Node server (tests, benchmarks, and the Node adapter's fast path).
 */
export function createNodeListener(
	deps: ServerDeps,
): (req: IncomingMessage, res: ServerResponse) => void {
	return (req, res) => {
		const request = new NodeRequest(req);
		if (!URL.canParse(request.url)) {
			const reply = buildsError(
				400,
				'invalid_request',
				'The request target is not a valid URL path.',
			);
			writeReply(res, reply, false);
			return;
		}
		handleRequest(request, deps)
			.then((reply) => writeReply(res, reply, req.method === 'HEAD'))
			.catch((error) => {
				deps.log.error('Unhandled error', error);
				if (res.headersSent) res.end();
				else writeReply(res, buildsError(500, 'internal_error', 'Internal server error'), false);
			});
	};
}

/**
 * Writes a reply in one go: with its length known, Node sends the head and a small body in a
 * single write instead of a chunked stream.
 */
function writeReply(res: ServerResponse, reply: Reply, isHead: boolean): void {
	const headers: Record<string, string | string[]> = { ...reply.headers };
	if (reply.cookies && reply.cookies.length > 0) headers['set-cookie'] = reply.cookies;
	if (reply.status !== 204 && reply.status !== 304) {
		headers['content-length'] = String(reply.body === null ? 0 : Buffer.byteLength(reply.body));
	}
	res.writeHead(reply.status, headers);
	res.end(isHead || reply.body === null ? undefined : reply.body);
}

/** A started `node:http` server and its base URL. */
export interface NodeServer {
	url: string;
	server: Server;
	close(): Promise<void>;
}

/** Serves the handlers on loopback (port 0 picks a free one). */
export function listenNode(deps: ServerDeps, port = 0): Promise<NodeServer> {
	const server = createServer(createNodeListener(deps));
	return new Promise((resolve) => {
		server.listen(port, '127.0.0.1', () => {
			const { port: actual } = server.address() as AddressInfo;
			resolve({
				url: `http://127.0.0.1:${actual}`,
				server,
				close: () =>
					new Promise((done) => {
						server.closeAllConnections();
						server.close(() => done());
					}),
			});
		});
	});
}
