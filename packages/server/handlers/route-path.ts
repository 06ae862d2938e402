import type { ServerConfig } from '../runtime/config.ts';
import type { ServerRequest } from './server-request.ts';
/**
 * The path segments of a request below an interface's prefix, percent-decoded. A segment that
 * does not decode (a stray `%`) is kept as written, so it can only match nothing.
 * Returns `undefined` when the path is not under the prefix.
 */
export function getSegments(request: ServerRequest, prefix: string): string[] | undefined {
	return getPathSegments(getPathname(request), prefix);
}

/** Pathnames already parsed, so a request's URL is parsed once however many steps read it. */
const PATHNAMES = new WeakMap<ServerRequest, string>();

/** `getSegments` for a pathname. */
export function getPathSegments(pathname: string, prefix: string): string[] | undefined {
	const base = prefix === '/' ? '' : prefix;
	if (pathname !== base && !pathname.startsWith(`${base}/`)) return undefined;
	const segments: string[] = [];
	for (const segment of pathname.slice(base.length).split('/')) {
		if (segment === '') continue;
		if (!segment.includes('%')) {
			segments.push(segment);
			continue;
		}
		try {
			segments.push(decodeURIComponent(segment));
		} catch {
			segments.push(segment);
		}
	}
	return segments;
}

/** The path of a request, for error messages. */
export function getPathname(request: ServerRequest): string {
	let pathname = PATHNAMES.get(request);
	if (pathname === undefined) {
		pathname = new URL(request.url).pathname;
		PATHNAMES.set(request, pathname);
	}
	return pathname;
}

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
