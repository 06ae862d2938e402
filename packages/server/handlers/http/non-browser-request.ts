import { type InterfacePaths, matchInterfacePath } from '../endpoints.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True for a state-changing request that names no `Origin` to a path the interfaces answer: an
 * endpoint, an interface's catch-all 404 (where no route of the site ranks above it), or the
 * Deployments page with a method it does not take (its 405). Browsers always send `Origin` with
 * such requests, so this is never a cross-site form: it is a CI job's `curl -X POST` with only an
 * `Authorization` header, which Astro's origin check would refuse for lack of a `Content-Type`.
 * Those endpoints authenticate with bearer tokens, not cookies; the Deployments page's sign-in
 * form (a `POST`) keeps Astro's check.
 */
export function isNonBrowserEndpointRequest(
	method: string,
	hasOrigin: boolean,
	pathname: string,
	config: InterfacePaths,
): boolean {
	const upper = method.toUpperCase();
	if (SAFE_METHODS.has(upper) || hasOrigin) return false;
	const match = matchInterfacePath(pathname, config);
	if (!match) return false;
	return match.kind !== 'deployments' || upper !== 'POST';
}

/**
 * The Fetch API form (a Worker): such a request comes back marked as coming from the site itself
 * (`Origin` set to its own URL's origin), so Astro's check lets it through; any other request
 * comes back unchanged, and meets Astro's check as the site set it.
 */
export function markNonBrowserFetchRequest(request: Request, config: InterfacePaths): Request {
	const url = new URL(request.url);
	if (
		!isNonBrowserEndpointRequest(
			request.method,
			request.headers.has('origin'),
			url.pathname,
			config,
		)
	) {
		return request;
	}
	const headers = new Headers(request.headers);
	headers.set('origin', url.origin);
	return new Request(request, { headers });
}
