/**
 * The path segments of a request below an interface's prefix, percent-decoded. A segment that
 * does not decode (a stray `%`) is kept as written, so it can only match nothing.
 * Returns `undefined` when the path is not under the prefix.
 */
export function getSegments(request: Request, prefix: string): string[] | undefined {
	const { pathname } = new URL(request.url);
	const base = prefix === '/' ? '' : prefix;
	if (pathname !== base && !pathname.startsWith(`${base}/`)) return undefined;
	return pathname
		.slice(base.length)
		.split('/')
		.filter((segment) => segment !== '')
		.map((segment) => {
			try {
				return decodeURIComponent(segment);
			} catch {
				return segment;
			}
		});
}

/** The path of a request, for error messages. */
export function getPathname(request: Request): string {
	return new URL(request.url).pathname;
}
