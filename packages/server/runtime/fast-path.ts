import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from './config.ts';
import { getNodeRuntime } from './node.ts';
import { createNodeListener } from './node-http.ts';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Whether a request path is exactly one of the interfaces' endpoints (not merely under a
 * prefix, so a site's own routes beside them are never shadowed).
 */
export function isEndpointPath(pathname: string, routes: ServerConfig['routes']): boolean {
	const under = (prefix: string) => {
		const base = prefix === '/' ? '' : prefix;
		return pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1).split('/') : undefined;
	};
	const filled = (segment: string | undefined) => segment !== undefined && segment !== '';
	const builds = under(routes.builds);
	if (
		builds?.length === 3 &&
		builds[0] === 'projects' &&
		filled(builds[1]) &&
		builds[2] === 'rebuild'
	) {
		return true;
	}
	const tickets = under(routes.tickets);
	if (
		tickets?.[0] === 'tickets' &&
		(tickets.length === 1 || (tickets.length === 2 && filled(tickets[1])))
	) {
		return true;
	}
	const playground = under(routes.playground);
	if (playground?.length === 1 && playground[0] === 'proxy') return true;
	return (
		playground?.length === 3 &&
		playground[0] === 'demo' &&
		playground[1] === 'tickets' &&
		filled(playground[2])
	);
}

/**
 * On the Node adapter, answers the interfaces' endpoints straight from the handlers, before
 * Astro's static-file lookup and rendering pipeline (which cost more than the endpoints
 * themselves); every other request, and every request until the runtime has started, goes to
 * Astro as usual. The same handlers answer either way. A runtime that could not start (its
 * database unreachable, say) is tried again on later requests, as the routes do.
 */
export function wrapWithFastPath(config: ServerConfig, astro: Listener): Listener {
	let fast: Listener | undefined;
	let starting = false;
	const start = () => {
		starting = true;
		getNodeRuntime(config).then(
			(runtime) => {
				fast = createNodeListener(runtime.deps);
			},
			() => {
				starting = false;
			},
		);
	};
	start();
	return (req, res) => {
		if (!fast && !starting) start();
		if (fast) {
			const url = req.url ?? '/';
			const query = url.indexOf('?');
			const pathname = query === -1 ? url : url.slice(0, query);
			if (isEndpointPath(pathname, config.routes)) {
				fast(req, res);
				return;
			}
		}
		astro(req, res);
	};
}
