import { config } from 'virtual:trydocs/server-config';
import type { APIRoute } from 'astro';
import { type ErrorShape, errorReply, type Reply, toResponse } from '../handlers/json.ts';
import type { ServerRequest } from '../handlers/server-request.ts';
import type { ServerDeps } from '../runtime/deps.ts';
import { getNodeRuntime } from '../runtime/node.ts';

/**
 * A thin `APIRoute` around a pure handler: it gets the process's runtime (started once) and
 * passes the request on. If the runtime cannot start, the answer is still the interface's
 * JSON 500, never Astro's HTML error page.
 */
export function createRoute(
	handler: (request: ServerRequest, deps: ServerDeps) => Promise<Reply>,
	shape: ErrorShape | 'page',
): APIRoute {
	return async ({ request }) => {
		let deps: ServerDeps;
		try {
			deps = (await getNodeRuntime(config)).deps;
		} catch (error) {
			console.error('[trydocs] The server runtime is not available', error);
			if (shape === 'page') return new Response('Internal server error', { status: 500 });
			return toResponse(errorReply(shape, 500, 'internal_error', 'Internal server error'));
		}
		return toResponse(await handler(request, deps));
	};
}
