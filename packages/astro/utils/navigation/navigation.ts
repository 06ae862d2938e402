/**
 * The site's navigation, resolved from docs.json `navigation` (schemas/navigation.ts) and the
 * site's pages: divisions (tabs, anchors, dropdowns, products, versions, languages, menu items)
 * holding groups and pages, with `openapi` on any element generating operation pages into that
 * place. `resolveNavigation` builds it once per build; `getPageNavigation` gives one page's view
 * of it (the sidebar, the divisions, previous/next) for the layout.
 */
import type { NavigationConfig } from '../../schemas/navigation.ts';
import { describeMissingEntry } from './missing-entries.ts';
import { createOperationPages } from './navigation-operations.ts';
import { type NavigationContext, resolveContainer, resolveDivision } from './navigation-tree.ts';
import type {
	NavDivision,
	NavigationSources,
	NavNode,
	NavPage,
	ResolvedNavigation,
	SiteNavigation,
} from './types.ts';

export { slugify } from './navigation-operations.ts';
export { LANGUAGE_SETTINGS, toSlug } from './navigation-tree.ts';
/** The navigation's types, where the site's helpers have always found them. */
export type {
	GeneratedPage,
	LanguageSettingKey,
	LanguageSettings,
	NavDivision,
	NavGroupNode,
	NavigationSources,
	NavNode,
	NavOperation,
	NavPage,
	NavPageNode,
	ResolvedNavigation,
	SiteNavigation,
} from './types.ts';

/**
 * Resolves docs.json `navigation` against the site's pages and specs. Pages are named by path;
 * `METHOD /path` entries and `openapi` on an element with no pages become generated operation
 * pages (a hand-written page for the same operation takes their place). An entry that names
 * nothing (a page with no file, an operation or webhook no spec in its scope has, a tab that
 * leads nowhere) is left out with a problem of its own, as Mintlify leaves it out.
 */
export async function resolveNavigation(
	config: NavigationConfig | undefined,
	sources: NavigationSources,
): Promise<ResolvedNavigation> {
	const context: NavigationContext = {
		sources,
		operations: createOperationPages(sources),
		missing: [],
	};
	const root = await resolveContainer(context, config ?? {}, undefined, 'navigation');
	const globalLinks = await resolveGlobalLinks(context, config?.global);
	for (const missing of context.missing) {
		sources.warn?.(await describeMissingEntry(missing, sources));
	}
	const navigation: SiteNavigation = {
		divisions: root.divisions,
		children: root.children,
		globalLinks,
		order: listOrder(root.divisions, root.children),
	};
	return { navigation, generated: context.operations.generated };
}

/** `navigation.global`: tabs, anchors and dropdowns linked from every page (hidden ones left out). */
async function resolveGlobalLinks(
	context: NavigationContext,
	global: NavigationConfig['global'],
): Promise<NavDivision[]> {
	const links: NavDivision[] = [];
	for (const key of ['tabs', 'anchors', 'dropdowns'] as const) {
		for (const [index, division] of (global?.[key] ?? []).entries()) {
			const at = `navigation.global.${key}[${index}]`;
			const resolved = await resolveDivision(context, division, undefined, at);
			if (resolved && !resolved.hidden) links.push(resolved);
		}
	}
	return links;
}

function listNodes(nodes: NavNode[]): NavPage[] {
	return nodes.flatMap((node) =>
		node.type === 'page'
			? [node.page]
			: [...(node.root ? [node.root] : []), ...listNodes(node.children)],
	);
}

function listOrder(divisions: NavDivision[], children: NavNode[]): NavPage[] {
	const seen = new Set<string>();
	const pages = [
		...listNodes(children),
		...divisions
			.filter((division) => !division.hidden)
			.flatMap((division) => listOrder(division.divisions, division.children)),
	];
	return pages.filter((page) => !seen.has(page.slug) && seen.add(page.slug));
}

/**
 * Every page the resolved navigation lists, hidden divisions included (for "is every page
 * built"). Before the navigation is resolved, docs.json's listed page ids are
 * `listNavigationPageIds` (navigation-pages.ts).
 */
export function listNavigationPages(navigation: SiteNavigation): NavPage[] {
	const walk = (divisions: NavDivision[], children: NavNode[]): NavPage[] => [
		...listNodes(children),
		...divisions.flatMap((division) => walk(division.divisions, division.children)),
	];
	const seen = new Set<string>();
	return walk(navigation.divisions, navigation.children).filter(
		(page) => !seen.has(page.slug) && seen.add(page.slug),
	);
}

/** The sidebar's entry types, where the layout's helpers have always found them. */
export type { NavGroup, NavItem, NavLink } from './page-navigation.ts';
