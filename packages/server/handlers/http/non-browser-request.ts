import type { ServerConfig } from '../config.ts';
import { matchEndpoint } from '../endpoints.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True for a state-changing request that names no `Origin` to one of the interfaces' exact
 * endpoint paths (not their catch-all 404s). Browsers always send `Origin` with such requests,
 * so this is never a cross-site form: it is a CI job's `curl -X POST` with only an
 * `Authorization` header, which Astro's origin check would refuse for lack of a `Content-Type`.
 * Those endpoints authenticate with bearer tokens, not cookies.
 */
export function isNonBrowserEndpointRequest(
	method: string,
	hasOrigin: boolean,
	pathname: string,
	routes: ServerConfig['routes'],
): boolean {
	if (SAFE_METHODS.has(method.toUpperCase()) || hasOrigin) return false;
	return matchEndpoint(pathname, routes) !== undefined;
}

/**
 * The Fetch API form (a Worker): such a request comes back marked as coming from the site itself
 * (`Origin` set to its own URL's origin), so Astro's check lets it through; any other request
 * comes back unchanged, and meets Astro's check as the site set it.
 */
export function markNonBrowserFetchRequest(
	request: Request,
	routes: ServerConfig['routes'],
): Request {
	const url = new URL(request.url);
	if (
		!isNonBrowserEndpointRequest(
			request.method,
			request.headers.has('origin'),
			url.pathname,
			routes,
		)
	) {
		return request;
	}
	const headers = new Headers(request.headers);
	headers.set('origin', url.origin);
	return new Request(request, { headers });
}
