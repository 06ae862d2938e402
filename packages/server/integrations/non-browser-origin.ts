import type { IncomingMessage } from 'node:http';
import { type InterfacePaths, normalizePathname } from '../handlers/endpoints.ts';
import { isNonBrowserEndpointRequest } from '../handlers/http/non-browser-request.ts';

/**
 * Lets a client that is not a browser (a CI job's `curl -X POST` with only an `Authorization`
 * header) reach the interfaces' endpoints in `astro dev` with the site's `security.checkOrigin`
 * left on.
 *
 * Astro refuses a state-changing request without a `Content-Type` unless its `Origin` is the
 * site's own. Browsers always send `Origin` with such requests, so a request without one is not
 * a cross-site form. For the paths the interfaces answer (`isNonBrowserEndpointRequest`: their
 * endpoints and catch-all 404s, which authenticate with bearer tokens rather than cookies, and
 * the Deployments page's 405), such a request is marked as coming from the site itself before
 * Astro sees it. Every other route of the site, and every request that names an origin, meets
 * Astro's check unchanged. Used by the `astro:server:setup` middleware and by the opt-in
 * `@trydocs/server/node` middleware (which answers the interfaces' paths itself, and marks the
 * Deployments page's); a Worker gets the same from `withNonBrowserRequests` of
 * `@trydocs/server/workers`.
 */
export function markNonBrowserRequest(req: IncomingMessage, config: InterfacePaths): void {
	if (!req.headers.host) return;
	const pathname = normalizePathname(req.url ?? '/');
	if (!isNonBrowserEndpointRequest(req.method ?? 'GET', !!req.headers.origin, pathname, config)) {
		return;
	}
	const secure = 'encrypted' in req.socket && req.socket.encrypted === true;
	req.headers.origin = `${secure ? 'https' : 'http'}://${req.headers.host}`;
}
