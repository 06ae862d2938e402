/**
 * Site-wide data the routes share, computed once per build: the docs pages, the navigation
 * resolved from docs.json (with the operation pages it generates) and the operation pages of
 * `trydocs({ generatePages })`. Imported by routes only (it reads the pages, utils/pages/pages.ts).
 */
import { docsJson, generatePages, refereeCache, root } from 'virtual:trydocs/config';
import { parseApiReference, parseOperationReference } from '@trydocs/openapi';
import { isWebhookReference } from '../../schemas/frontmatter.ts';
import type { IconRef } from '../look/icons.ts';
import type { GeneratedPage, NavPage, SiteNavigation } from '../navigation/navigation.ts';
import {
	getPageNavigation,
	type NavItem,
	type PageNavigation,
} from '../navigation/page-navigation.ts';
import {
	boundTree,
	getResourceLabels,
	listGroupPaths,
	UNTAGGED_LABEL,
} from '../navigation/resource-groups.ts';
import { firstItem, nestByPath, type PathTree } from '../navigation/tag-groups.ts';
import { type GeneratedOperation, listGeneratedOperations } from '../specs/resolve-operation.ts';
import { getSpecFiles } from '../specs/spec-files.ts';
import { getPages } from './pages.ts';
import {
	createSpecResolver,
	getGeneratedSlug,
	indexSite,
	loadNavOperations,
} from './site-index.ts';

interface SiteData {
	pages: NavPage[];
	/** Each content page's title: `title`, else its operation's summary, else its file name. */
	titles: Map<string, string>;
	navigation: SiteNavigation;
	/** Operation pages the navigation generates (`openapi` on a tab, group, ... or `METHOD /path`). */
	navGenerated: GeneratedPage[];
	/** Operation pages of `trydocs({ generatePages })`. */
	generated: Array<NavPage & { operation: GeneratedOperation }>;
}

let site: Promise<SiteData> | undefined;

/** The `METHOD` an endpoint page documents, for its badge in the navigation. */
function getMethod(data: { openapi?: string | undefined; api?: string | undefined }) {
	if (data.api) return parseApiReference(data.api)?.method;
	if (!data.openapi) return undefined;
	return isWebhookReference(data.openapi)
		? 'webhook'
		: parseOperationReference(data.openapi)?.method;
}

/** The file name of a page: its title when it has none (and is not an `openapi:` page). */
function getFileTitle(slug: string): string {
	const parts = slug.split('/');
	return (parts.at(-1) === 'index' && parts.length > 1 ? parts.at(-2) : parts.at(-1)) ?? slug;
}

/** An `openapi:` page's title when it sets none: its operation's summary, else its file name. */
async function getOperationTitle(reference: string, slug: string, file?: string): Promise<string> {
	const parsed = parseOperationReference(reference);
	const files = parsed?.specFile
		? [createSpecResolver(docsJson, root)(parsed.specFile, file)]
		: getSpecFiles(docsJson, root);
	for (const file of parsed ? files : []) {
		const found = (await loadNavOperations(file, root).catch(() => [])).find(
			(op) => op.method === parsed?.method && op.path === parsed.path,
		);
		if (found?.summary) return found.summary;
	}
	return getFileTitle(slug);
}

async function loadSite(): Promise<SiteData> {
	const entries = await getPages();
	const titles = new Map<string, string>();
	for (const entry of entries) {
		titles.set(
			entry.id,
			entry.data.title ??
				(entry.data.openapi
					? await getOperationTitle(entry.data.openapi, entry.id, entry.filePath)
					: getFileTitle(entry.id)),
		);
	}
	const pages: NavPage[] = entries.map((entry) => ({
		slug: entry.id,
		title: entry.data.sidebarTitle ?? (titles.get(entry.id) as string),
		// `url:` (Mintlify): the navigation links to that address instead of the page.
		href: entry.data.url?.trim() ?? (entry.id === 'index' ? '/' : `/${entry.id}/`),
		method: getMethod(entry.data),
		icon: entry.data.icon as IconRef | undefined,
		tag: entry.data.tag,
		deprecated: entry.data.deprecated,
		hidden: entry.data.hidden,
	}));
	const bySlug = new Map(pages.map((page) => [page.slug, page]));
	const {
		navigation,
		generated: navGenerated,
		handWritten,
	} = await indexSite(docsJson, root, entries, bySlug, refereeCache);
	// Without `navigation`, every page is listed, by slug.
	if (!docsJson.navigation) {
		navigation.children = [
			{
				type: 'group',
				label: 'Pages',
				children: pages.filter((page) => !page.hidden).map((page) => ({ type: 'page', page })),
			},
		];
		navigation.order = pages.filter((page) => !page.hidden);
	}
	if (!generatePages) return { pages, titles, navigation, navGenerated, generated: [] };
	const operations = await listGeneratedOperations(docsJson, root, handWritten);
	const { prefix } = generatePages;
	const generated = operations.map((operation) => {
		const slug = getGeneratedSlug(prefix, operation.slug);
		return {
			slug,
			title: operation.title,
			href: `/${slug}/`,
			method: operation.method,
			tag: operation.tag,
			operation,
		};
	});
	return { pages, titles, navigation, navGenerated, generated };
}

/** The site's pages and navigation, loaded once per build. */
export function getSite(): Promise<SiteData> {
	site ??= loadSite();
	return site;
}

type GeneratedEntry = SiteData['generated'][number];

/** The `generatePages` operations as a tree of groups, and each page's groups by slug. */
interface GeneratedIndex {
	tree: PathTree<GeneratedEntry>;
	groupsOf: Map<string, string[]>;
}

/** Grouped once per build: every page reads the same grouping (11,422 pages on Microsoft Graph). */
const generatedIndexes = new WeakMap<SiteData['generated'], GeneratedIndex>();

/**
 * Each page's groups: its tag's (with an OpenAPI 3.2 tag's parents before it), else (many
 * untagged operations) its resource, else `Endpoints` (utils/navigation/resource-groups.ts).
 */
function indexGenerated(generated: SiteData['generated']): GeneratedIndex {
	let index = generatedIndexes.get(generated);
	if (index) return index;
	const untagged = generated.filter((page) => !page.tag);
	const resources = getResourceLabels(untagged.map((page) => page.operation.path));
	const resourceOf = new Map(untagged.map((page, i) => [page.slug, resources?.[i]]));
	const groupsOf = new Map<string, string[]>();
	for (const page of generated) {
		const group = page.tag ?? resourceOf.get(page.slug) ?? UNTAGGED_LABEL;
		groupsOf.set(page.slug, (page.tag && page.operation.tagPath) || [group]);
	}
	const tree = boundTree(
		nestByPath(generated.map((page) => [groupsOf.get(page.slug) ?? [], page] as const)),
		(page) => (page.operation.webhook ? undefined : page.operation.path),
	);
	const placed = listGroupPaths(tree);
	index = {
		tree,
		groupsOf: new Map(generated.map((page) => [page.slug, placed.get(page) ?? []])),
	};
	generatedIndexes.set(generated, index);
	return index;
}

/**
 * The link of an operation that is not the current page, or of a closed group (to its first
 * operation): the same on every page, so one frozen object serves them all, and a page's cache
 * key hashes it once per build (utils/incremental/hash.ts) rather than once per page.
 */
const sharedLinks = new WeakMap<object, NavItem>();
function getSharedLink(entry: PathTree<GeneratedEntry>[number]): NavItem {
	let link = sharedLinks.get(entry);
	if (!link) {
		if (entry.type === 'item') {
			const page = entry.item;
			link = {
				type: 'link',
				label: page.title,
				href: page.href,
				current: false,
				method: page.method,
			};
		} else {
			const first = firstItem(entry.children) as NavPage;
			link = { type: 'link', label: entry.label, href: first.href, current: false };
		}
		sharedLinks.set(entry, Object.freeze(link));
	}
	return link;
}

/**
 * The `generatePages` operations as sidebar entries, grouped by tag (or resource): only the
 * groups of the current page list what they hold, the others link to their first operation, so
 * a spec of a thousand operations does not put a thousand links on every page. The grouping is
 * computed once per build; each page then costs the groups on its way plus its own group.
 */
function getGeneratedItems(generated: SiteData['generated'], current: string): NavItem[] {
	if (generated.length === 0) return [];
	const { tree, groupsOf } = indexGenerated(generated);
	const path = groupsOf.get(current);
	const toItems = (level: PathTree<GeneratedEntry>, open: string[] | undefined): NavItem[] =>
		level.map((entry): NavItem => {
			if (entry.type === 'item') {
				const page = entry.item;
				if (page.slug !== current) return getSharedLink(entry);
				return {
					type: 'link',
					label: page.title,
					href: page.href,
					current: true,
					method: page.method,
				};
			}
			const [head, ...rest] = open ?? [];
			if (head === entry.label) {
				return {
					type: 'group',
					label: entry.label,
					open: true,
					items: toItems(entry.children, rest),
				};
			}
			return getSharedLink(entry);
		});
	return [{ type: 'group', label: 'API reference', items: toItems(tree, path), open: !!path }];
}

/** The navigation of the page whose slug is `current`: divisions, sidebar, previous/next. */
export async function getNavigation(current: string): Promise<PageNavigation> {
	const { navigation, generated } = await getSite();
	return getPageNavigation(navigation, current, getGeneratedItems(generated, current));
}
