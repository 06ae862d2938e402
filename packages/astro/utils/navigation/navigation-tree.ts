/**
 * The steps of `resolveNavigation` (utils/navigation/navigation.ts), one per kind of docs.json element:
 * an entry (a page path or an operation), a group, a container of divisions and groups, and a
 * division (tab, anchor, dropdown, product, version, language, menu item). `openapi` on an
 * element passes its specs down to the elements inside it.
 */
import type {
	NavContainerConfig,
	NavDivisionConfig,
	NavGroupConfig,
	NavPageEntryConfig,
} from '../../schemas/navigation.ts';
import { DIVISION_KINDS } from '../../schemas/navigation.ts';
import type { IconRef } from '../look/icons.ts';
import {
	type OperationPages,
	parseOperationEntry,
	readSpecs,
	type SpecRef,
} from './navigation-operations.ts';
import type {
	LanguageSettingKey,
	LanguageSettings,
	MissingEntry,
	NavDivision,
	NavGroupNode,
	NavigationSources,
	NavNode,
	NavPage,
} from './types.ts';

/** What the steps share while one navigation is resolved. */
export interface NavigationContext {
	sources: NavigationSources;
	operations: OperationPages;
	/** Entries that name no page and no operation, one problem each at the end. */
	missing: MissingEntry[];
}

/** The keys of docs.json a language of `navigation.languages` may give for its own pages. */
export const LANGUAGE_SETTINGS: readonly LanguageSettingKey[] = ['banner', 'navbar', 'footer'];

/** The division lists a container may hold, in the order they are read. */
const CONTAINER_KEYS = [
	'tabs',
	'anchors',
	'dropdowns',
	'products',
	'versions',
	'languages',
	'menu',
] as const;

/** Normalises a page path of docs.json (`/guides/intro/`, `guides/intro.mdx`) to a slug. */
export function toSlug(path: string): string {
	const slug = path
		.replace(/^\/+|\/+$/g, '')
		.replace(/\.mdx?$/i, '')
		.replace(/(^|\/)index$/i, '');
	return slug || 'index';
}

/** A name, or Mintlify's `{ name, style, library }` with its style and library kept. */
export function toIconRef(icon: unknown): IconRef | undefined {
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

/**
 * One entry of `pages` (at `key` in docs.json): a nested group, an operation or webhook, or a
 * page by path (hidden ones unlisted). One that names nothing is recorded, never dropped unsaid.
 */
async function resolveEntry(
	context: NavigationContext,
	entry: NavPageEntryConfig,
	specs: SpecRef[] | undefined,
	key: string,
): Promise<NavNode[]> {
	if (typeof entry !== 'string') {
		const group = await resolveGroup(context, entry, specs, key);
		return group ? [group] : [];
	}
	const operation = parseOperationEntry(entry);
	const page = operation
		? await context.operations.findEntryPage(operation, specs)
		: context.sources.pages.get(toSlug(entry));
	if (!page) {
		context.missing.push(
			operation
				? {
						kind: operation.webhook ? 'webhook' : 'operation',
						entry,
						key,
						specs: context.operations.listEntrySpecs(operation, specs),
					}
				: { kind: 'page', entry, key },
		);
		return [];
	}
	return page.hidden ? [] : [{ type: 'page', page }];
}

/** The entries of a `pages` list (at `key`), in order. */
async function resolveEntries(
	context: NavigationContext,
	entries: NavPageEntryConfig[] | undefined,
	specs: SpecRef[] | undefined,
	key: string,
): Promise<NavNode[]> {
	const nodes: NavNode[] = [];
	for (const [index, entry] of (entries ?? []).entries()) {
		nodes.push(...(await resolveEntry(context, entry, specs, `${key}[${index}]`)));
	}
	return nodes;
}

/**
 * A group (at `key`): its pages, or every operation of its own spec; left out when hidden, or
 * when empty (recorded, unless the entries that made it so were).
 */
export async function resolveGroup(
	context: NavigationContext,
	group: NavGroupConfig,
	inherited: SpecRef[] | undefined,
	key: string,
): Promise<NavGroupNode | undefined> {
	const recorded = context.missing.length;
	const own = readSpecs(group.openapi, context.sources.resolveSpec);
	const ownAsync = readSpecs(group.asyncapi, context.sources.resolveSpec, true);
	let children = await resolveEntries(context, group.pages, own ?? inherited, `${key}.pages`);
	// `openapi` (or `asyncapi`) on a group with no pages: every operation of its specs, in this group.
	if ((own || ownAsync) && !group.pages?.length) {
		const expanded = await context.operations.expandSpecs([...(own ?? []), ...(ownAsync ?? [])]);
		children =
			expanded.length === 1 && expanded[0]?.type === 'group' ? expanded[0].children : expanded;
	}
	let root: NavPage | undefined;
	if (group.root) {
		root = context.sources.pages.get(toSlug(group.root));
		if (!root) context.missing.push({ kind: 'root', entry: group.root, key: `${key}.root` });
	}
	if (group.hidden) return undefined;
	if (children.length === 0 && !root) {
		// A spec of its own that gives no operation was reported with the spec.
		if (context.missing.length === recorded && !own && !ownAsync) {
			context.missing.push({ kind: 'group', entry: `group \`${group.group}\``, key });
		}
		return undefined;
	}
	return {
		type: 'group',
		label: group.group,
		icon: toIconRef(group.icon),
		tag: group.tag,
		expanded: group.expanded,
		root,
		children,
	};
}

/**
 * The divisions, groups and pages of a container (the navigation itself, or a division), at
 * `key` in docs.json.
 */
export async function resolveContainer(
	context: NavigationContext,
	container: NavContainerConfig,
	inherited: SpecRef[] | undefined,
	key: string,
): Promise<{ divisions: NavDivision[]; children: NavNode[] }> {
	const own = readSpecs(container.openapi, context.sources.resolveSpec);
	const specs = own ?? inherited;
	const divisions: NavDivision[] = [];
	for (const list of CONTAINER_KEYS) {
		for (const [index, division] of ((container[list] as NavDivisionConfig[]) ?? []).entries()) {
			const resolved = await resolveDivision(context, division, specs, `${key}.${list}[${index}]`);
			if (resolved) divisions.push(resolved);
		}
	}
	const children: NavNode[] = [];
	for (const [index, group] of (container.groups ?? []).entries()) {
		const node = await resolveGroup(context, group, specs, `${key}.groups[${index}]`);
		if (node) children.push(node);
	}
	children.push(...(await resolveEntries(context, container.pages, specs, `${key}.pages`)));
	// `openapi` (or `asyncapi`) on a division with no pages of its own: every operation, by tag.
	const ownAsync = readSpecs(container.asyncapi, context.sources.resolveSpec, true);
	if ((own || ownAsync) && children.length === 0 && divisions.length === 0) {
		children.push(...(await context.operations.expandSpecs([...(own ?? []), ...(ownAsync ?? [])])));
	}
	return { divisions, children };
}

/**
 * A division (at `key`); left out when it has no kind, or leads nowhere (no `href` and no page),
 * and then recorded, unless the entries that made it so were.
 */
export async function resolveDivision(
	context: NavigationContext,
	division: NavDivisionConfig,
	inherited: SpecRef[] | undefined,
	key: string,
): Promise<NavDivision | undefined> {
	const recorded = context.missing.length;
	const kind = DIVISION_KINDS.find((name) => typeof division[name] === 'string');
	if (!kind) {
		context.missing.push({ kind: 'division', entry: 'an element with no label', key });
		return undefined;
	}
	const { divisions, children } = await resolveContainer(context, division, inherited, key);
	const href = division.href ?? findFirstPage(divisions, children)?.href;
	if (!href) {
		if (
			context.missing.length === recorded &&
			division.openapi === undefined &&
			division.asyncapi === undefined
		) {
			const label = division[kind] as string;
			context.missing.push({ kind: 'division', entry: `${kind} \`${label}\``, key });
		}
		return undefined;
	}
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
}

/** The page a division leads to without an `href`: its first, through groups and divisions. */
export function findFirstPage(divisions: NavDivision[], children: NavNode[]): NavPage | undefined {
	for (const node of children) {
		const page = node.type === 'page' ? node.page : (node.root ?? findFirstPage([], node.children));
		if (page) return page;
	}
	for (const division of divisions) {
		if (!division.external && division.href) {
			const page = findFirstPage(division.divisions, division.children);
			if (page) return page;
		}
	}
	return undefined;
}

/** The settings a language division gives for its own pages, when it gives any. */
function getLanguageSettings(division: NavDivisionConfig): LanguageSettings | undefined {
	const entries = LANGUAGE_SETTINGS.filter((key) => division[key] !== undefined).map(
		(key) => [key, division[key]] as const,
	);
	return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
