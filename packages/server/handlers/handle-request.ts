import type { ServerDeps } from '../runtime/deps.ts';
import { handleBuildsRequest } from './builds.ts';
import { handleDeploymentsRequest } from './deployments.ts';
import { buildsError, type Reply } from './json.ts';
import { handlePlaygroundRequest } from './playground.ts';
import { getPathname, getPathSegments } from './route-path.ts';
import type { ServerRequest } from './server-request.ts';
import { handleTicketsRequest } from './tickets.ts';

/** A handler of one interface. */
export type Handler = (request: ServerRequest, deps: ServerDeps) => Promise<Reply>;

/** Each configuration's interfaces, the most specific prefix first. */
const CANDIDATES = new WeakMap<ServerDeps['config'], [string, Handler][]>();

/**
 * Sends a request to the interface whose prefix matches it most specifically, as the injected
 * routes do inside Astro. Used to serve the handlers behind a plain `node:http` server (tests,
 * benchmarks, the Node fast path); `undefined` when no interface owns the path.
 */
export function pickHandler(request: ServerRequest, deps: ServerDeps): Handler | undefined {
	let candidates = CANDIDATES.get(deps.config);
	if (!candidates) {
		const { routes } = deps.config;
		candidates = [
			[routes.deployments, handleDeploymentsRequest],
			[routes.tickets, handleTicketsRequest],
			[routes.playground, handlePlaygroundRequest],
			[routes.builds, handleBuildsRequest],
		];
		candidates.sort((a, b) => b[0].length - a[0].length);
		CANDIDATES.set(deps.config, candidates);
	}
	const pathname = getPathname(request);
	return candidates.find(([prefix]) => getPathSegments(pathname, prefix) !== undefined)?.[1];
}

/** Handles a request with the interface that owns its path, or a builds-shaped 404. */
export async function handleRequest(request: ServerRequest, deps: ServerDeps): Promise<Reply> {
	const handler = pickHandler(request, deps);
	if (handler) return handler(request, deps);
	return buildsError(404, 'not_found', 'Not found');
}
