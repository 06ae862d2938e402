/**
 * The left navigation, from docs.json's `navigation` (Mintlify's `groups`, nested in `tabs`,
 * `anchors`, ... or the older top-level list). Pages are named by slug; a page docs.json does
 * not list is not shown. Without `navigation`, every page is listed by slug.
 */

/** A link of the navigation. */
export interface NavLink {
	type: 'link';
	label: string;
	href: string;
	current: boolean;
	method?: string;
}

/** A titled group of links and groups. */
export interface NavGroup {
	type: 'group';
	label: string;
	items: NavItem[];
	/** True when the current page is inside. */
	open: boolean;
}

export type NavItem = NavLink | NavGroup;

/** A page the navigation can link to. */
export interface NavPage {
	slug: string;
	title: string;
	href: string;
	method?: string | undefined;
	/** For generated operation pages: their first tag, the group they are listed under. */
	tag?: string | undefined;
}

type Json = Record<string, unknown>;

/** Finds every `{ group, pages }` list in a docs.json `navigation` value, in order. */
function findGroups(value: unknown): Json[] {
	if (Array.isArray(value)) return value.flatMap(findGroups);
	if (!value || typeof value !== 'object') return [];
	const record = value as Json;
	if (typeof record.group === 'string' && Array.isArray(record.pages)) return [record];
	return Object.values(record).flatMap(findGroups);
}

function toItems(entries: unknown[], pages: Map<string, NavPage>, current: string): NavItem[] {
	return entries.flatMap((entry): NavItem[] => {
		if (typeof entry === 'string') {
			const page = pages.get(entry.replace(/^\/+|\/+$/g, '') || 'index');
			if (!page) return [];
			return [
				{
					type: 'link',
					label: page.title,
					href: page.href,
					current: page.slug === current,
					method: page.method,
				},
			];
		}
		if (entry && typeof entry === 'object' && typeof (entry as Json).group === 'string') {
			const items = toItems(((entry as Json).pages as unknown[]) ?? [], pages, current);
			return items.length > 0 ? [group((entry as Json).group as string, items)] : [];
		}
		return [];
	});
}

function group(label: string, items: NavItem[]): NavGroup {
	const open = items.some((item) => (item.type === 'link' ? item.current : item.open));
	return { type: 'group', label, items, open };
}

/**
 * Builds the navigation for the page `current`. Generated operation pages are grouped by tag;
 * only the current tag lists its operations, the others link to their first one, so a spec of a
 * thousand operations does not put a thousand links on every page.
 */
export function buildNavigation(
	navigation: unknown,
	pages: NavPage[],
	generated: NavPage[],
	current: string,
): NavItem[] {
	const bySlug = new Map(pages.map((page) => [page.slug, page]));
	const groups = findGroups(navigation);
	const items: NavItem[] =
		groups.length > 0
			? toItems(groups, bySlug, current)
			: pages.length > 0
				? [
						group(
							'Pages',
							toItems(
								pages.map((page) => page.slug),
								bySlug,
								current,
							),
						),
					]
				: [];
	if (generated.length === 0) return items;
	const byTag = groupByTag(generated);
	const currentTag = generated.find((page) => page.slug === current)?.tag ?? undefined;
	const tags: NavItem[] = [...byTag.entries()].map(([tag, list]) => {
		if (tag === (currentTag ?? 'Endpoints') && list.some((page) => page.slug === current)) {
			return group(
				tag,
				list.map((page) => ({
					type: 'link',
					label: page.title,
					href: page.href,
					current: page.slug === current,
					method: page.method,
				})),
			);
		}
		const first = list[0] as NavPage;
		return { type: 'link', label: tag, href: first.href, current: false };
	});
	return [...items, group('API reference', tags)];
}

const tagGroups = new WeakMap<NavPage[], Map<string, NavPage[]>>();

/** Generated pages by tag, computed once per list: every page of a site shares it. */
function groupByTag(generated: NavPage[]): Map<string, NavPage[]> {
	let byTag = tagGroups.get(generated);
	if (!byTag) {
		byTag = new Map();
		for (const page of generated) {
			const tag = page.tag ?? 'Endpoints';
			const list = byTag.get(tag);
			if (list) list.push(page);
			else byTag.set(tag, [page]);
		}
		tagGroups.set(generated, byTag);
	}
	return byTag;
}
