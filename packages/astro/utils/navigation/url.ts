/**
 * Links under the site's `base` (config.base, given to pages by `virtual:trydocs/config`, with
 * or without a trailing slash). Every URL the shell writes goes through here.
 */

/** `path` (from the site root, e.g. `/guides/`) under `base`. Absolute URLs, `#...` and `mailto:` are left alone. */
export function withBase(path: string, base: string): string {
	if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(path)) return path;
	const prefix = base.replace(/\/+$/, '');
	return `${prefix}/${path.replace(/^\/+/, '')}`;
}

/**
 * `url` cut after each slash of its host and path (not those of `https://`), so a long URL can
 * wrap between segments (`<wbr>` between the parts) instead of mid-word, as Starlight and Mintlify
 * wrap theirs.
 */
export function splitAfterSlashes(url: string): string[] {
	return url.split(/(?<=[^:/]\/)/);
}
