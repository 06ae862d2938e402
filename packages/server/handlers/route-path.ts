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
