import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerDeps } from '../handlers/deps.ts';
import { matchEndpoint } from '../handlers/endpoints.ts';
import { handleEndpoint } from '../handlers/http/endpoint.ts';
import { buildsError } from '../handlers/http/json.ts';
import { getClientAddress, toRequest, writeResponse } from '../node/fetch-bridge.ts';

/**
 * The handlers behind a plain `node:http` server, for tests and benchmarks: requests are routed
 * with the same route list the integration injects into Astro (`matchEndpoint`, catch-all 404s
 * included); a path under no prefix gets the builds-shaped 404.
 */
export function createNodeListener(
	deps: ServerDeps,
): (req: IncomingMessage, res: ServerResponse) => void {
	return (req, res) => {
		const isHead = req.method === 'HEAD';
		let request: Request;
		try {
			request = toRequest(req);
		} catch {
			const response = buildsError(
				400,
				'invalid_request',
				'The request target is not a valid URL path.',
			);
			void writeResponse(res, response, isHead);
			return;
		}
		const match = matchEndpoint(new URL(request.url).pathname, deps.config.routes, {
			catchAll: true,
		});
		const answer = match
			? handleEndpoint(match.endpoint, request, deps, {
					params: match.params,
					clientAddress: getClientAddress(req),
				})
			: Promise.resolve(buildsError(404, 'not_found', 'Not found'));
		answer
			.then((response) => writeResponse(res, response, isHead))
			.catch((error) => {
				deps.log.error('Unhandled error', error);
				if (res.headersSent) res.end();
				else void writeResponse(res, buildsError(500, 'internal_error', 'Internal server error'));
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
