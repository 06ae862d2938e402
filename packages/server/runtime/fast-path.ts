import type { IncomingMessage, ServerResponse } from 'node:http';
import { markNonBrowserRequest } from '../handlers/non-browser-origin.ts';
import { isEndpointPath } from '../handlers/route-path.ts';
import type { ServerConfig } from './config.ts';
import { getNodeRuntime } from './node.ts';
import { createNodeListener } from './node-http.ts';

export { isEndpointPath } from '../handlers/route-path.ts';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

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
		// Before the runtime has started, the endpoints go through Astro, origin check included.
		markNonBrowserRequest(req, config.routes);
		astro(req, res);
	};
}
