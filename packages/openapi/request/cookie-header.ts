/** The Cookie header of a request's cookies, as Send and every snippet write it. */
import type { HarPair } from './types.ts';

/**
 * `name=value; name=value`: each name and value percent-encoded, but those of a `style: cookie`
 * parameter (`raw`), sent as written (OpenAPI 3.2, Appendix D).
 */
export function writeCookieHeader(cookies: readonly HarPair[]): string {
	return cookies
		.map(({ name, value, raw }) =>
			raw ? `${name}=${value}` : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
		)
		.join('; ');
}
