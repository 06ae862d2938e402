import { withBaseLink } from './url.ts';

/**
 * A link to a page of the site as the site serves it: under its `base`, with or without the
 * trailing slash its `trailingSlash` asks for. Page paths inside Trydocs are written from the
 * site root with a trailing slash (`/guides/`); only rendering turns them into links.
 */
export function formatHref(
	path: string,
	base: string,
	trailingSlash: 'always' | 'never' | 'ignore',
): string {
	if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(path)) return path;
	let href = withBaseLink(base, path);
	if (trailingSlash === 'never' && href.length > 1) href = href.replace(/\/+$/, '') || '/';
	if (trailingSlash === 'always' && !href.endsWith('/')) href += '/';
	return href;
}
