/**
 * Links under the site's `base` (config.base, given to pages by `virtual:trydocs/config`, with
 * or without a trailing slash). Every URL the shell writes goes through here.
 */

import { withBase } from '@trydocs/playground/constants';

/** An absolute URL (`https:`, `mailto:`), a protocol-relative one or an anchor: not a site path. */
const NOT_A_SITE_PATH = /^([a-z][a-z0-9+.-]*:|\/\/|#)/i;

/**
 * A link to `path` (from the site root, e.g. `/guides/`) under `base`: the one join of a path
 * under the base (`withBase` of `@trydocs/playground/constants`, which the routes and the server
 * use), keeping the trailing slash a page address ends with (`/` under `/docs` is `/docs/`).
 * Absolute URLs, `#...` and `mailto:` are left alone.
 */
export function withBaseLink(base: string, path: string): string {
	if (NOT_A_SITE_PATH.test(path)) return path;
	const joined = withBase(base, path);
	return (path === '' || path.endsWith('/')) && !joined.endsWith('/') ? `${joined}/` : joined;
}

/**
 * `url` cut after each slash of its host and path (not those of `https://`), so a long URL can
 * wrap between segments (`<wbr>` between the parts) instead of mid-word, as Starlight and Mintlify
 * wrap theirs.
 */
export function splitAfterSlashes(url: string): string[] {
	return url.split(/(?<=[^:/]\/)/);
}
