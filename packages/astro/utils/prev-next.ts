/** Previous and next links: the neighbours of the current page in the navigation's order. */
import type { NavItem, NavLink } from './navigation.ts';

/** The links of a navigation tree, depth first, in docs.json order. */
export function flattenLinks(items: NavItem[]): NavLink[] {
	return items.flatMap((item) => (item.type === 'link' ? [item] : flattenLinks(item.items)));
}

/** The links before and after the current page; none when the page is not in the navigation. */
export function getPrevNext(items: NavItem[]): { prev?: NavLink; next?: NavLink } {
	const links = flattenLinks(items);
	const at = links.findIndex((link) => link.current);
	if (at < 0) return {};
	const prev = links.slice(0, at).findLast((link) => link.href !== links[at]?.href);
	const next = links.slice(at + 1).find((link) => link.href !== links[at]?.href);
	return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}
