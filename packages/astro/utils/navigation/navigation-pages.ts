import { getPageId } from '../pages/find-pages.ts';

/**
 * The pages docs.json's `navigation` lists, read at configuration time, before the pages are
 * rendered: what decides the address of `/` when a site has no index page, and which files stay
 * pages although another file imports them.
 */

/**
 * Every page id `navigation` lists in a `pages` array, at any depth (tabs, anchors, groups,
 * versions, languages, ...), in the order a reader meets them; leading `/` removed, operation
 * entries (`GET /path`) and URLs left out. Read from docs.json as it is, before the navigation is
 * resolved; the resolved navigation's pages are `listNavigationPages` (navigation.ts).
 */
export function listNavigationPageIds(navigation: unknown): string[] {
	const found: string[] = [];
	const visit = (value: unknown, inPages: boolean) => {
		if (typeof value === 'string') {
			if (inPages && !/\s/.test(value.trim()) && !/^[a-z][a-z0-9+.-]*:/i.test(value)) {
				found.push(getPageId(value.trim().replace(/^\/+|\/+$/g, '')));
			}
			return;
		}
		if (Array.isArray(value)) {
			for (const item of value) visit(item, inPages);
			return;
		}
		if (!value || typeof value !== 'object') return;
		for (const [key, child] of Object.entries(value)) visit(child, key === 'pages');
	};
	visit(navigation, false);
	return found;
}

/**
 * Where `/` goes when the site has no index page: the first page of the navigation that exists
 * (`ids` are the site's page ids), else the first page; `undefined` when there is an index page
 * or no page at all.
 */
export function getHomeRedirect(navigation: unknown, ids: string[]): string | undefined {
	const known = new Set(ids);
	if (known.has('index')) return undefined;
	const first = listNavigationPageIds(navigation).find((id) => known.has(id)) ?? ids[0];
	return first ? `/${first}` : undefined;
}
