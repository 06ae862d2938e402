/**
 * The site's navigation, resolved from docs.json `navigation` (schemas/navigation.ts) and the
 * site's pages: divisions (tabs, anchors, dropdowns, products, versions, languages, menu items)
 * holding groups and pages, with `openapi` on any element generating operation pages into that
 * place. `resolveNavigation` builds it once per build; `getPageNavigation` gives one page's view
 * of it (the sidebar, the divisions, previous/next) for the layout.
 */
import type { DivisionKind, NavigationConfig } from '../../schemas/navigation.ts';
import type { IconRef } from '../look/icons.ts';
import { createOperationPages } from './navigation-operations.ts';
import {
	type LANGUAGE_SETTINGS,
	type NavigationContext,
	resolveContainer,
	resolveDivision,
} from './navigation-tree.ts';

export { slugify } from './navigation-operations.ts';
export { LANGUAGE_SETTINGS, toSlug } from './navigation-tree.ts';

/** A page the navigation can link to: a content page or a generated operation page. */
export interface NavPage {
	/** The page's path without slashes, e.g. `guides/intro` (`index` for the home page). */
	slug: string;
	/** The label in the navigation: `sidebarTitle`, else `title`. */
	title: string;
	href: string;
	method?: string | undefined;
	/** For generated operation pages: their first tag, the group they are listed under. */
	tag?: string | undefined;
	icon?: IconRef | undefined;
	deprecated?: boolean | undefined;
	/** `hidden: true` in frontmatter: built, reachable by URL, not listed. */
	hidden?: boolean | undefined;
}

/** A page entry of the resolved navigation. */
export interface NavPageNode {
	type: 'page';
	page: NavPage;
}

/** A group of the resolved navigation. */
export interface NavGroupNode {
	type: 'group';
	label: string;
	icon?: IconRef | undefined;
	tag?: string | undefined;
	/** Mintlify's `expanded`: the default open state of a nested group. */
	expanded?: boolean | undefined;
	/** The page the group's title opens (`root`). */
	root?: NavPage | undefined;
	children: NavNode[];
}

/** An entry of the resolved navigation. */
export type NavNode = NavPageNode | NavGroupNode;

/** A tab, anchor, dropdown, product, version, language or menu item. */
export interface NavDivision {
	kind: DivisionKind;
	label: string;
	icon?: IconRef | undefined;
	description?: string | undefined;
	tag?: string | undefined;
	/** Not shown among its siblings; its pages are still built. */
	hidden: boolean;
	/** Where it leads: its `href`, else its first page. */
	href: string | undefined;
	/** True when `href` leaves the site. */
	external: boolean;
	/**
	 * A language's own `banner`, `navbar` and `footer`, as docs.json gives them: they replace the
	 * site's on the pages of that language (Mintlify's internationalization guide).
	 */
	settings?: LanguageSettings | undefined;
	/** The divisions inside it (e.g. the tabs of a version). */
	divisions: NavDivision[];
	/** Its own groups and pages. */
	children: NavNode[];
}

/** A language's own `banner`, `navbar` and `footer` (unchecked docs.json values). */
export type LanguageSettings = Partial<Record<(typeof LANGUAGE_SETTINGS)[number], unknown>>;

/** The whole site's navigation. */
export interface SiteNavigation {
	/** Top-level divisions; empty when docs.json lists only groups and pages. */
	divisions: NavDivision[];
	/** Groups and pages outside any division. */
	children: NavNode[];
	/** `navigation.global` tabs, anchors and dropdowns: links shown on every page. */
	globalLinks: NavDivision[];
	/** Every listed page in reading order (hidden divisions and pages left out), for previous/next. */
	order: NavPage[];
}

/** An operation the navigation asks for, found in a spec. */
export interface NavOperation {
	/** The spec file (absolute path or URL). */
	specFile: string;
	method: string;
	path: string;
	summary?: string | undefined;
	operationId?: string | undefined;
	tags: string[];
	deprecated?: boolean | undefined;
	/** `x-hidden` in the spec: generated, not listed. */
	hidden?: boolean | undefined;
	/** A webhook (OpenAPI 3.1 `webhooks`): `path` is then its name. */
	webhook?: boolean | undefined;
}

/** A page generated for an operation named by the navigation. */
export interface GeneratedPage extends NavPage {
	operation: NavOperation;
}

/** What `resolveNavigation` needs from the site. */
export interface NavigationSources {
	/** Content pages by slug. */
	pages: Map<string, NavPage>;
	/** Content pages that document an operation, by `METHOD /path` key (`specFile` + key too). */
	operationPages: Map<string, NavPage>;
	/** The spec files named by an `openapi` value (resolved from the site root). */
	resolveSpec: (source: string) => string;
	/** The site's default specs, for `METHOD /path` entries no element gives a spec to. */
	defaultSpecs: string[];
	/** The operations of a spec, in document order. */
	loadOperations: (specFile: string) => Promise<NavOperation[]>;
	/** Reports a problem that does not stop the build (a listed page with no file). */
	warn?: (message: string) => void;
}

/** The result of `resolveNavigation`: the navigation and the pages it generates. */
export interface ResolvedNavigation {
	navigation: SiteNavigation;
	generated: GeneratedPage[];
}

/**
 * Resolves docs.json `navigation` against the site's pages and specs. Pages are named by path;
 * `METHOD /path` entries and `openapi` on an element with no pages become generated operation
 * pages (a hand-written page for the same operation takes their place). A listed page with no
 * file is left out with a warning, as Mintlify does.
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
	const root = await resolveContainer(context, config ?? {}, undefined);
	const globalLinks = await resolveGlobalLinks(context, config?.global);
	warnMissing(context.missing, sources.warn);
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
		for (const division of global?.[key] ?? []) {
			const resolved = await resolveDivision(context, division, undefined);
			if (resolved && !resolved.hidden) links.push(resolved);
		}
	}
	return links;
}

/** One warning for every listed entry with no file or operation (the first eight named). */
function warnMissing(missing: string[], warn: NavigationSources['warn']): void {
	if (missing.length === 0) return;
	const shown = missing.slice(0, 8).map((entry) => `\`${entry}\``);
	warn?.(
		`docs.json lists ${missing.length} page${missing.length === 1 ? '' : 's'} with no file or operation, left out of the navigation: ${shown.join(', ')}${missing.length > 8 ? ', ...' : ''}`,
	);
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

/** Every page the navigation lists, hidden divisions included (for "is every page built"). */
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
