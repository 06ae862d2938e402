import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { handleRequest } from '../handlers/handle-request.ts';
import { getTextBody } from '../handlers/json.ts';
import type { ServerDeps } from './deps.ts';

/**
 * Turns a `node:http` request into a Fetch `Request`, hands it to the handlers, and writes the
 * `Response` back: the handlers behind a plain Node server, as tests and benchmarks use them.
 */
export function createNodeListener(
	deps: ServerDeps,
): (req: IncomingMessage, res: ServerResponse) => void {
	return (req, res) => {
		const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
		const headers: [string, string][] = [];
		const raw = req.rawHeaders;
		for (let index = 0; index < raw.length; index += 2) {
			headers.push([raw[index] ?? '', raw[index + 1] ?? '']);
		}
		const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
		let request: Request;
		try {
			request = new Request(url, {
				method: req.method,
				headers,
				body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
				duplex: 'half',
			} as RequestInit);
		} catch {
			res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
			res.end(
				JSON.stringify({
					error: { code: 'invalid_request', message: 'Malformed request', status: 400 },
				}),
			);
			return;
		}
		handleRequest(request, deps)
			.then(async (response) => {
				const out: Record<string, string | string[]> = {};
				response.headers.forEach((value, name) => {
					if (name !== 'set-cookie') out[name] = value;
				});
				const cookies = response.headers.getSetCookie();
				if (cookies.length > 0) out['set-cookie'] = cookies;
				res.writeHead(response.status, out);
				const text = getTextBody(response);
				if (text !== undefined && req.method !== 'HEAD') {
					res.end(text);
				} else if (response.body && req.method !== 'HEAD') {
					res.end(Buffer.from(await response.arrayBuffer()));
				} else {
					res.end();
				}
			})
			.catch((error) => {
				deps.log.error('Unhandled error', error);
				if (!res.headersSent) {
					res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
				}
				res.end(
					JSON.stringify({
						error: { code: 'internal_error', message: 'Internal server error', status: 500 },
					}),
				);
			});
	};
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
