/**
 * One page's view of the site navigation (utils/navigation/navigation.ts), as the layout draws it: the
 * divisions on the way to the page (tabs, then anchors, ...), each level with its siblings; the
 * sidebar of the innermost one; previous and next pages in docs.json order.
 */
import type { DivisionKind } from '../../schemas/navigation.ts';
import type { IconRef } from '../look/icons.ts';
import { getSwitcher, type Switcher } from './switchers.ts';
import type {
	LanguageSettings,
	NavDivision,
	NavGroupNode,
	NavNode,
	NavPage,
	SiteNavigation,
} from './types.ts';

/** A link of the sidebar. */
export interface NavLink {
	type: 'link';
	label: string;
	href: string;
	current: boolean;
	method?: string | undefined;
	icon?: IconRef | undefined;
	tag?: string | undefined;
	deprecated?: boolean | undefined;
}

/** A titled group of links and groups. */
export interface NavGroup {
	type: 'group';
	label: string;
	items: NavItem[];
	/** True when the current page is inside, or docs.json sets `expanded: true`. */
	open: boolean;
	/** The page the group's title opens (Mintlify's `root`). */
	href?: string | undefined;
	/** True when `href` is the current page. */
	current?: boolean | undefined;
	icon?: IconRef | undefined;
	tag?: string | undefined;
}

/** An entry of the sidebar. */
export type NavItem = NavLink | NavGroup;

/** A division link at one level (a tab, an anchor, ...). */
export interface DivisionLink {
	kind: DivisionKind;
	label: string;
	href: string;
	external: boolean;
	current: boolean;
	icon?: IconRef | undefined;
	description?: string | undefined;
}

/** What the layout needs to draw the navigation of one page. */
export interface PageNavigation {
	/** One entry per nesting level on the way to the page: the tabs, then the anchors, ... */
	levels: DivisionLink[][];
	/** `navigation.global` links, shown on every page. */
	globalLinks: DivisionLink[];
	/** The sidebar: the groups and pages of the innermost division. */
	sidebar: NavItem[];
	previous?: NavPage | undefined;
	next?: NavPage | undefined;
	/** The `banner`, `navbar` and `footer` of the page's language, which replace the site's. */
	languageSettings?: LanguageSettings | undefined;
	/** The page's language as `<html lang>` takes it (`fr`, `zh-Hans`), when a language holds it. */
	language?: string | undefined;
	/** The versions and languages on the way to the page, each a switcher (not a tab bar). */
	switchers: Switcher[];
}

export type { Switcher, SwitcherOption } from './switchers.ts';

/** Mintlify's language codes that are not BCP 47 ones, with theirs. */
const LANGUAGE_TAGS: Record<string, string> = { cn: 'zh-Hans', jp: 'ja', ua: 'uk', cz: 'cs' };

/** `<html lang>` for a Mintlify `language` code: its BCP 47 tag, or `undefined` if it has none. */
export function toLanguageTag(code: string | undefined): string | undefined {
	if (!code) return undefined;
	const tag = LANGUAGE_TAGS[code.toLowerCase()] ?? code;
	return /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(tag) ? tag : undefined;
}

function contains(nodes: NavNode[], slug: string): boolean {
	return nodes.some((node) =>
		node.type === 'page'
			? node.page.slug === slug
			: node.root?.slug === slug || contains(node.children, slug),
	);
}

/** The chain of divisions holding the page, outermost first; empty when none does. */
function findPath(divisions: NavDivision[], slug: string): NavDivision[] {
	for (const division of divisions) {
		if (contains(division.children, slug)) return [division];
		const inner = findPath(division.divisions, slug);
		if (inner.length > 0) return [division, ...inner];
	}
	return [];
}

function toLink(page: NavPage, current: string): NavLink {
	return {
		type: 'link',
		label: page.title,
		href: page.href,
		current: page.slug === current,
		method: page.method,
		icon: page.icon,
		tag: page.tag,
		deprecated: page.deprecated,
	};
}

/**
 * A sidebar listing more links than this (an `openapi` group expanding Microsoft Graph lists
 * 11,422) shows each closed group as one link to its first page, so a page carries its own
 * group's links, not the whole spec's.
 */
const MAX_SIDEBAR_LINKS = 500;

/** Groups this small keep their links even in a large sidebar. */
const MIN_COLLAPSED_PAGES = 10;

/** The pages under each group, by slug, counted once per build. */
const groupPages = new WeakMap<NavGroupNode, Map<string, NavPage>>();

function getGroupPages(group: NavGroupNode): Map<string, NavPage> {
	let pages = groupPages.get(group);
	if (!pages) {
		pages = new Map();
		if (group.root) pages.set(group.root.slug, group.root);
		for (const child of group.children) {
			if (child.type === 'page') pages.set(child.page.slug, child.page);
			else for (const [slug, page] of getGroupPages(child)) pages.set(slug, page);
		}
		groupPages.set(group, pages);
	}
	return pages;
}

function countLinks(nodes: NavNode[]): number {
	return nodes.reduce(
		(sum, node) => sum + (node.type === 'page' ? 1 : getGroupPages(node).size),
		0,
	);
}

/** The sidebar entries of resolved navigation nodes. */
export function toItems(
	nodes: NavNode[],
	current: string,
	collapse = countLinks(nodes) > MAX_SIDEBAR_LINKS,
): NavItem[] {
	return nodes.map((node): NavItem => {
		if (node.type === 'page') return toLink(node.page, current);
		const pages = getGroupPages(node);
		if (collapse && pages.size > MIN_COLLAPSED_PAGES && !node.expanded && !pages.has(current)) {
			const first = node.root ?? pages.values().next().value;
			if (first) {
				return {
					type: 'link',
					label: node.label,
					href: first.href,
					current: false,
					icon: node.icon,
					tag: node.tag,
				};
			}
		}
		const items = toItems(node.children, current, collapse);
		const isCurrent = node.root?.slug === current;
		return {
			type: 'group',
			label: node.label,
			items,
			open:
				isCurrent ||
				node.expanded === true ||
				items.some((item) => (item.type === 'link' ? item.current : item.open && hasCurrent(item))),
			href: node.root?.href,
			current: isCurrent,
			icon: node.icon,
			tag: node.tag,
		};
	});
}

function hasCurrent(group: NavGroup): boolean {
	return (
		group.current === true ||
		group.items.some((item) => (item.type === 'link' ? item.current : hasCurrent(item)))
	);
}

function toDivisionLink(division: NavDivision, current: NavDivision | undefined): DivisionLink {
	return {
		kind: division.kind,
		label: division.label,
		href: division.href ?? '/',
		external: division.external,
		current: division === current,
		icon: division.icon,
		description: division.description,
	};
}

/**
 * The navigation of the page `current` (a slug). A page no division lists (a hidden page)
 * shows the first division's sidebar. `extra` is appended to the sidebar (the operation pages
 * of `trydocs({ generatePages })` that docs.json does not place).
 */
export function getPageNavigation(
	navigation: SiteNavigation,
	current: string,
	extra: NavItem[] = [],
): PageNavigation {
	let path = findPath(navigation.divisions, current);
	if (path.length === 0 && !contains(navigation.children, current)) {
		// Not listed: the default route through the divisions (first visible at each level).
		let level = navigation.divisions;
		const fallback: NavDivision[] = [];
		for (;;) {
			const first = level.find((division) => !division.hidden && !division.external);
			if (!first) break;
			fallback.push(first);
			level = first.divisions;
		}
		path = fallback;
	}
	const levels: DivisionLink[][] = [];
	const switchers: Switcher[] = [];
	let siblings = navigation.divisions;
	for (const division of path) {
		const switcher = getSwitcher(siblings, division, current);
		if (switcher) switchers.push(nameLanguages(switcher));
		levels.push(
			siblings
				.filter((sibling) => !sibling.hidden || sibling === division)
				.filter((sibling) => !switcher || sibling.kind !== switcher.kind)
				.map((sibling) => toDivisionLink(sibling, division)),
		);
		siblings = division.divisions;
	}
	// The innermost division's own sub-divisions (a tab's anchors) are a level too.
	const visible = siblings.filter((division) => !division.hidden);
	if (visible.length > 0)
		levels.push(visible.map((division) => toDivisionLink(division, undefined)));
	const innermost = path.at(-1);
	const nodes = [...navigation.children, ...(innermost ? innermost.children : [])];
	const index = navigation.order.findIndex((page) => page.slug === current);
	return {
		levels,
		globalLinks: navigation.globalLinks.map((division) => toDivisionLink(division, undefined)),
		sidebar: [...toItems(nodes, current), ...extra],
		previous: index > 0 ? navigation.order[index - 1] : undefined,
		next: index >= 0 ? navigation.order[index + 1] : undefined,
		languageSettings: path.findLast((division) => division.kind === 'language')?.settings,
		language: toLanguageTag(path.findLast((division) => division.kind === 'language')?.label),
		switchers,
	};
}

/** A language switcher's options named in their own language (`fr`: Français), as Mintlify names them. */
function nameLanguages(switcher: Switcher): Switcher {
	if (switcher.kind !== 'language') return switcher;
	const options = switcher.options.map((option) => {
		const tag = toLanguageTag(option.code);
		let name: string | undefined;
		try {
			name = tag ? new Intl.DisplayNames([tag], { type: 'language' }).of(tag) : undefined;
		} catch {
			name = undefined;
		}
		const label =
			name && name !== tag ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : option.label;
		return { ...option, label };
	});
	return { ...switcher, options };
}
