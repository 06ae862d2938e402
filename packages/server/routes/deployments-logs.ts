import { getDeps } from 'virtual:trydocs/server-runtime';
import type { APIRoute } from 'astro';
import { handleDeploymentsLogRequest } from '../handlers/deployments/deployments-follow.ts';

export const prerender = false;

/** `{routes.deployments}/builds/{build_id}/logs`: the Deployments page's live log of a build. */
export const ALL: APIRoute = async ({ request, params }) => {
	try {
		return await handleDeploymentsLogRequest(request, await getDeps(), params.build_id ?? '');
	} catch {
		// The runtime could not start, or the store failed; the reason is in the log.
		return new Response('Internal server error. Retry in a few seconds.', {
			status: 500,
			headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
		});
	}
};
