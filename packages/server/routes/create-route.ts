import { getDeps } from 'virtual:trydocs/server-runtime';
import type { APIRoute } from 'astro';
import type { ServerDeps } from '../handlers/deps.ts';
import { handleEndpoint } from '../handlers/http/endpoint.ts';
import { errorResponse } from '../handlers/http/json.ts';
import { type Endpoint, UNKNOWN_CLIENT } from '../handlers/http/types.ts';

/**
 * A thin `APIRoute` around an endpoint: it takes the runtime's deps (started once, by whichever
 * runtime the site's adapter picked) and passes the request on. If the runtime cannot start, the
 * answer is still the interface's JSON 500, never Astro's HTML error page.
 */
export function createRoute(endpoint: Endpoint): APIRoute {
	return async (context) => {
		const { request, params } = context;
		let deps: ServerDeps;
		try {
			deps = await getDeps();
		} catch {
			// The runtime logged why it could not start.
			return errorResponse(endpoint.shape, 500, 'internal_error', 'Internal server error');
		}
		return handleEndpoint(endpoint, request, deps, {
			params,
			clientAddress: readClientAddress(context),
		});
	};
}

/** Astro's `clientAddress`, which throws where the adapter does not know it. */
function readClientAddress(context: { clientAddress: string }): string {
	try {
		return context.clientAddress || UNKNOWN_CLIENT;
	} catch {
		// The adapter does not know the client's address: such clients share their limits.
		return UNKNOWN_CLIENT;
	}
}
