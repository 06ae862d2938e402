/**
 * The version and language switchers of a page (Mintlify's): one per dimension on the way to
 * the page, each option leading to the page's equivalent in that version or language when it
 * has one, else to the option's first page. The equivalent of `fr/guides/auth` in `en` is, in
 * order: the same page when both list it; the page at the same place under the other's folder
 * (`fr/…` to `en/…`, or to the root when English pages have no folder of their own); the page
 * whose path has the other's code where this one has its own (`docs/fr/x` to `docs/en/x`).
 */
import type { NavDivision, NavNode } from './types.ts';

/** An option of a switcher: a version or a language. */
export interface SwitcherOption {
	label: string;
	/** The division's code as docs.json writes it (`fr`, `v2`). */
	code: string;
	href: string;
	current: boolean;
}

/** A switcher: the versions, or the languages, one of which holds the page. */
export interface Switcher {
	kind: 'version' | 'language';
	options: SwitcherOption[];
}

const slugs = new WeakMap<NavDivision, Map<string, string>>();

function collect(nodes: NavNode[], into: Map<string, string>) {
	for (const node of nodes) {
		if (node.type === 'page') into.set(node.page.slug, node.page.href);
		else {
			if (node.root) into.set(node.root.slug, node.root.href);
			collect(node.children, into);
		}
	}
}

/** Every page a division lists (slug to address), its own divisions' included, once per build. */
function getSlugs(division: NavDivision): Map<string, string> {
	let pages = slugs.get(division);
	if (!pages) {
		pages = new Map();
		collect(division.children, pages);
		for (const inner of division.divisions) {
			for (const [slug, href] of getSlugs(inner)) if (!pages.has(slug)) pages.set(slug, href);
		}
		slugs.set(division, pages);
	}
	return pages;
}

const prefixes = new WeakMap<NavDivision, string>();

/**
 * The folder every page of a division is in (`fr`, `v2/docs`), `''` when they share none. A
 * folder's own page has the folder's slug (`fr/index.mdx` is `fr`): it is in that folder.
 */
function getPrefix(division: NavDivision): string {
	let prefix = prefixes.get(division);
	if (prefix === undefined) {
		const all = [...getSlugs(division).keys()];
		let common: string[] | undefined;
		for (const slug of all) {
			const segments = slug.split('/');
			const isFolder = all.some((other) => other.startsWith(`${slug}/`));
			const folders = isFolder ? segments : segments.slice(0, -1);
			common = common ? common.slice(0, sharedLength(common, folders)) : folders;
			if (common.length === 0) break;
		}
		prefix = (common ?? []).join('/');
		prefixes.set(division, prefix);
	}
	return prefix;
}

function sharedLength(a: string[], b: string[]): number {
	let length = 0;
	while (length < a.length && length < b.length && a[length] === b[length]) length++;
	return length;
}

/** `rest` (a slug inside a folder, `index` for the folder's own page) under `prefix`. */
function join(prefix: string, rest: string): string {
	if (!prefix) return rest;
	return rest === 'index' ? prefix : `${prefix}/${rest}`;
}

/** `slug` inside the folder `prefix` (`index` for the folder's own page), if it is inside. */
function within(prefix: string, slug: string): string | undefined {
	if (!prefix) return slug;
	if (slug === prefix) return 'index';
	return slug.startsWith(`${prefix}/`) ? slug.slice(prefix.length + 1) : undefined;
}

/** The slug of `slug`'s equivalent in `target`, when `target` has one. */
export function findEquivalent(
	slug: string,
	from: NavDivision,
	target: NavDivision,
): string | undefined {
	const pages = getSlugs(target);
	if (pages.has(slug)) return slug;
	const rest = within(getPrefix(from), slug);
	if (rest !== undefined) {
		const moved = join(getPrefix(target), rest);
		if (pages.has(moved)) return moved;
	}
	const segments = slug.split('/');
	const at = segments.indexOf(from.label);
	if (at >= 0) {
		const swapped = segments.with(at, target.label).join('/');
		if (pages.has(swapped)) return swapped;
	}
	return undefined;
}

/**
 * The switcher of one level of the page's path (`siblings`, of which `current` holds the page),
 * or `undefined` when the level is no version or language choice.
 */
export function getSwitcher(
	siblings: NavDivision[],
	current: NavDivision,
	slug: string,
): Switcher | undefined {
	if (current.kind !== 'version' && current.kind !== 'language') return undefined;
	const options = siblings
		.filter(
			(division) => division.kind === current.kind && (!division.hidden || division === current),
		)
		.map((division): SwitcherOption => {
			const equivalent = division === current ? slug : findEquivalent(slug, current, division);
			return {
				label: division.label,
				code: division.label,
				href: (equivalent && getSlugs(division).get(equivalent)) || division.href || '/',
				current: division === current,
			};
		});
	return options.length > 1 ? { kind: current.kind, options } : undefined;
}
