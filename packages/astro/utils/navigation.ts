/**
 * The site's navigation, resolved from docs.json `navigation` (schemas/navigation.ts) and the
 * site's pages: divisions (tabs, anchors, dropdowns, products, versions, languages, menu items)
 * holding groups and pages, with `openapi` on any element generating operation pages into that
 * place. `resolveNavigation` builds it once per build; `getPageNavigation` gives one page's view
 * of it (the sidebar, the divisions, previous/next) for the layout.
 */
import type {
	DivisionKind,
	NavContainerConfig,
	NavDivisionConfig,
	NavGroupConfig,
	NavigationConfig,
	NavPageEntryConfig,
} from '../schemas/navigation.ts';
import { DIVISION_KINDS } from '../schemas/navigation.ts';
import type { IconRef } from './icons.ts';

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

/** The keys of docs.json a language of `navigation.languages` may give for its own pages. */
export const LANGUAGE_SETTINGS = ['banner', 'navbar', 'footer'] as const;

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

const METHODS = 'get|put|post|delete|options|head|patch|trace|webhook';
const OPERATION_ENTRY = new RegExp(`^(?:(\\S+)\\s+)?(${METHODS})\\s+(\\S+)$`, 'i');
const CONTAINER_KEYS = [
	'tabs',
	'anchors',
	'dropdowns',
	'products',
	'versions',
	'languages',
	'menu',
];

/** Turns text into a URL segment: `List all users` -> `list-all-users`. */
export function slugify(text: string): string {
	return text
		.replace(/([a-z0-9])([A-Z])/g, '$1-$2')
		.toLowerCase()
		.replace(/[^a-z0-9/]+/g, '-')
		.replace(/\/+/g, '/')
		.replace(/(^|\/)-+|-+(\/|$)/g, '$1$2')
		.replace(/^\/+|\/+$/g, '');
}

/** Normalises a page path of docs.json (`/guides/intro/`, `guides/intro.mdx`) to a slug. */
export function toSlug(path: string): string {
	const slug = path
		.replace(/^\/+|\/+$/g, '')
		.replace(/\.mdx?$/i, '')
		.replace(/(^|\/)index$/i, '');
	return slug || 'index';
}

/** A name, or Mintlify's `{ name, style, library }` with its style and library kept. */
function toIconRef(icon: unknown): IconRef | undefined {
	if (typeof icon === 'string') return icon;
	if (icon && typeof icon === 'object' && typeof (icon as { name?: unknown }).name === 'string') {
		const { name, style, library } = icon as { name: string; style?: unknown; library?: unknown };
		return {
			name,
			style: typeof style === 'string' ? style : undefined,
			library: typeof library === 'string' ? library : undefined,
		};
	}
	return undefined;
}

interface SpecRef {
	file: string;
	directory: string;
}

/** The specs of an `openapi` value, with the folder their generated pages go to. */
function readSpecs(openapi: unknown, sources: NavigationSources): SpecRef[] | undefined {
	if (openapi === undefined) return undefined;
	const list = Array.isArray(openapi) ? openapi : [openapi];
	return list.flatMap((entry): SpecRef[] => {
		const source = typeof entry === 'string' ? entry : (entry as { source: string }).source;
		const directory =
			typeof entry === 'object' && typeof (entry as { directory?: unknown }).directory === 'string'
				? (entry as { directory: string }).directory
				: 'api-reference';
		return [{ file: sources.resolveSpec(source), directory: directory.replace(/^\/+|\/+$/g, '') }];
	});
}

/** A path compared without its letter case and trailing slashes. */
function loosen(path: string): string {
	return path.toLowerCase().replace(/\/+$/, '') || '/';
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
	const generated: GeneratedPage[] = [];
	const byKey = new Map<string, NavPage>();
	const usedSlugs = new Set(sources.pages.keys());
	const missing: string[] = [];
	const operationsOf = new Map<string, Promise<NavOperation[]>>();
	const load = (file: string) => {
		let found = operationsOf.get(file);
		if (!found) {
			found = sources.loadOperations(file);
			operationsOf.set(file, found);
		}
		return found;
	};

	/** The page of one operation: the hand-written one, else a generated one (made once). */
	const pageFor = (operation: NavOperation, directory: string): NavPage => {
		const key = `${operation.method.toUpperCase()} ${operation.path}`;
		const written =
			sources.operationPages.get(`${operation.specFile} ${key}`) ?? sources.operationPages.get(key);
		if (written) return written;
		const known = byKey.get(`${operation.specFile} ${key}`);
		if (known) return known;
		const tag = operation.tags[0];
		const name =
			slugify(operation.summary ?? '') ||
			slugify(operation.operationId ?? '') ||
			slugify(`${operation.method} ${operation.path.replace(/[{}]/g, '').replaceAll('/', ' ')}`);
		const base = [directory, tag ? slugify(tag) : '', name].filter(Boolean).join('/');
		let slug = base;
		for (let n = 2; usedSlugs.has(slug); n++) slug = `${base}-${n}`;
		usedSlugs.add(slug);
		const page: GeneratedPage = {
			slug,
			title:
				operation.summary ??
				operation.operationId ??
				`${operation.method.toUpperCase()} ${operation.path}`,
			href: `/${slug}/`,
			method: operation.method.toUpperCase(),
			tag,
			deprecated: operation.deprecated,
			hidden: operation.hidden,
			operation,
		};
		generated.push(page);
		byKey.set(`${operation.specFile} ${key}`, page);
		return page;
	};

	/** Every operation of the specs, as groups by tag (untagged ones first, as pages). */
	const expandSpecs = async (specs: SpecRef[]): Promise<NavNode[]> => {
		const untagged: NavNode[] = [];
		const tags = new Map<string, NavNode[]>();
		for (const spec of specs) {
			for (const operation of await load(spec.file)) {
				const page = pageFor(operation, spec.directory);
				if (page.hidden) continue;
				const node: NavPageNode = { type: 'page', page };
				const tag = operation.tags[0];
				const list = tag ? tags.get(tag) : undefined;
				if (!tag) untagged.push(node);
				else if (list) list.push(node);
				else tags.set(tag, [node]);
			}
		}
		return [
			...untagged,
			...[...tags].map(([label, children]): NavGroupNode => ({ type: 'group', label, children })),
		];
	};

	const resolveEntry = async (
		entry: NavPageEntryConfig,
		specs: SpecRef[] | undefined,
	): Promise<NavNode[]> => {
		if (typeof entry !== 'string') {
			const group = await resolveGroup(entry, specs);
			return group ? [group] : [];
		}
		const operation = OPERATION_ENTRY.exec(entry.trim());
		const isWebhook = operation?.[2]?.toLowerCase() === 'webhook';
		if (operation && (isWebhook || (operation[3] as string).startsWith('/'))) {
			const [, specSource, method, path] = operation as unknown as [string, string, string, string];
			const candidates = specSource
				? [{ file: sources.resolveSpec(specSource), directory: 'api-reference' }]
				: (specs ?? sources.defaultSpecs.map((file) => ({ file, directory: 'api-reference' })));
			// `webhook NAME` names a webhook of the spec (OpenAPI 3.1 `webhooks`), whatever its method.
			const matches = (op: NavOperation, loose: boolean) =>
				isWebhook
					? op.webhook === true && op.path === path
					: !op.webhook &&
						op.method.toUpperCase() === method.toUpperCase() &&
						(loose ? loosen(op.path) === loosen(path) : op.path === path);
			for (const loose of [false, true]) {
				for (const spec of candidates) {
					const found = (await load(spec.file)).filter((op) => matches(op, loose));
					// A path differing only by case or trailing slash resolves when exactly one does.
					if (found.length === 1 || (!loose && found.length > 0)) {
						return [{ type: 'page', page: pageFor(found[0] as NavOperation, spec.directory) }];
					}
				}
				if (isWebhook) break;
			}
			missing.push(entry);
			return [];
		}
		const page = sources.pages.get(toSlug(entry));
		if (!page) {
			missing.push(entry);
			return [];
		}
		return page.hidden ? [] : [{ type: 'page', page }];
	};

	const resolveEntries = async (
		entries: NavPageEntryConfig[] | undefined,
		specs: SpecRef[] | undefined,
	): Promise<NavNode[]> => {
		const nodes: NavNode[] = [];
		for (const entry of entries ?? []) nodes.push(...(await resolveEntry(entry, specs)));
		return nodes;
	};

	const resolveGroup = async (
		group: NavGroupConfig,
		inherited: SpecRef[] | undefined,
	): Promise<NavGroupNode | undefined> => {
		const own = readSpecs(group.openapi, sources);
		const specs = own ?? inherited;
		let children = await resolveEntries(group.pages, specs);
		// `openapi` on a group with no pages: every operation of its spec, in this group.
		if (own && !group.pages?.length) {
			const expanded = await expandSpecs(own);
			children =
				expanded.length === 1 && expanded[0]?.type === 'group' ? expanded[0].children : expanded;
		}
		let root: NavPage | undefined;
		if (group.root) {
			root = sources.pages.get(toSlug(group.root));
			if (!root) missing.push(group.root);
		}
		if (group.hidden || (children.length === 0 && !root)) return undefined;
		return {
			type: 'group',
			label: group.group,
			icon: toIconRef(group.icon),
			tag: group.tag,
			expanded: group.expanded,
			root,
			children,
		};
	};

	const resolveContainer = async (
		container: NavContainerConfig,
		inherited: SpecRef[] | undefined,
	): Promise<{ divisions: NavDivision[]; children: NavNode[] }> => {
		const own = readSpecs(container.openapi, sources);
		const specs = own ?? inherited;
		const divisions: NavDivision[] = [];
		for (const key of CONTAINER_KEYS) {
			const list = container[key] as NavDivisionConfig[] | undefined;
			for (const division of list ?? []) {
				const resolved = await resolveDivision(division, specs);
				if (resolved) divisions.push(resolved);
			}
		}
		const children: NavNode[] = [];
		for (const group of container.groups ?? []) {
			const node = await resolveGroup(group, specs);
			if (node) children.push(node);
		}
		children.push(...(await resolveEntries(container.pages, specs)));
		// `openapi` on a division with no pages of its own: every operation, grouped by tag.
		if (own && children.length === 0 && divisions.length === 0) {
			children.push(...(await expandSpecs(own)));
		}
		return { divisions, children };
	};

	const resolveDivision = async (
		division: NavDivisionConfig,
		inherited: SpecRef[] | undefined,
	): Promise<NavDivision | undefined> => {
		const kind = DIVISION_KINDS.find((name) => typeof division[name] === 'string');
		if (!kind) return undefined;
		const { divisions, children } = await resolveContainer(division, inherited);
		const first = firstPage(divisions, children);
		const href = division.href ?? first?.href;
		if (!href) return undefined;
		return {
			kind,
			label: division[kind] as string,
			icon: toIconRef(division.icon),
			description: division.description,
			tag: division.tag,
			hidden: division.hidden === true,
			href,
			external: division.href !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(division.href),
			settings: kind === 'language' ? getLanguageSettings(division) : undefined,
			divisions,
			children,
		};
	};

	const root = await resolveContainer(config ?? {}, undefined);
	const globalLinks: NavDivision[] = [];
	if (config?.global) {
		for (const key of ['tabs', 'anchors', 'dropdowns'] as const) {
			for (const division of config.global[key] ?? []) {
				const resolved = await resolveDivision(division, undefined);
				if (resolved && !resolved.hidden) globalLinks.push(resolved);
			}
		}
	}
	if (missing.length > 0) {
		const shown = missing.slice(0, 8).map((entry) => `\`${entry}\``);
		sources.warn?.(
			`docs.json lists ${missing.length} page${missing.length === 1 ? '' : 's'} with no file or operation, left out of the navigation: ${shown.join(', ')}${missing.length > 8 ? ', ...' : ''}`,
		);
	}
	const navigation: SiteNavigation = {
		divisions: root.divisions,
		children: root.children,
		globalLinks,
		order: [],
	};
	navigation.order = listOrder(navigation.divisions, navigation.children);
	return { navigation, generated };
}

function firstPage(divisions: NavDivision[], children: NavNode[]): NavPage | undefined {
	for (const node of children) {
		const page = node.type === 'page' ? node.page : (node.root ?? firstPage([], node.children));
		if (page) return page;
	}
	for (const division of divisions) {
		if (!division.external && division.href) {
			const page = firstPage(division.divisions, division.children);
			if (page) return page;
		}
	}
	return undefined;
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

/** The settings a language division gives for its own pages, when it gives any. */
function getLanguageSettings(division: NavDivisionConfig): LanguageSettings | undefined {
	const entries = LANGUAGE_SETTINGS.filter((key) => division[key] !== undefined).map(
		(key) => [key, division[key]] as const,
	);
	return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
