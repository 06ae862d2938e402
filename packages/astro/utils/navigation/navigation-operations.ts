/**
 * The operation pages of the navigation (utils/navigation/navigation.ts): a `METHOD /path` entry found in a
 * spec, every operation of a spec named by `openapi`, and the page each one gets, hand-written
 * or generated once under a slug of its own.
 */
import { isReferenceMethod, METHOD_WORD } from '@trydocs/openapi/methods';
import { getResourceLabels } from './resource-groups.ts';
import { nestByPath, type PathTree } from './tag-groups.ts';
import type {
	GeneratedPage,
	NavGroupNode,
	NavigationSources,
	NavNode,
	NavOperation,
	NavPage,
	NavPageNode,
} from './types.ts';

/** A spec named by an `openapi` value, with the folder its generated pages go to. */
export interface SpecRef {
	file: string;
	directory: string;
	/** An AsyncAPI document (`asyncapi` on the element), not an OpenAPI spec. */
	asyncapi?: boolean | undefined;
}

/** Where generated pages go when `openapi` names no `directory`. */
const DEFAULT_DIRECTORY = 'api-reference';

/** A `METHOD /path` (or `webhook NAME`) entry of docs.json, its spec optional in front. */
export interface OperationEntry {
	specSource?: string | undefined;
	method: string;
	path: string;
	/** `webhook NAME`: a webhook of the spec (OpenAPI 3.1 `webhooks`), whatever its method. */
	webhook: boolean;
}

const OPERATION_ENTRY = new RegExp(`^(?:(\\S+)\\s+)?(${METHOD_WORD})\\s+(\\S+)$`);

/** The group of the webhooks that have no tag. */
const WEBHOOKS = 'Webhooks';

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

/**
 * A summary or tag as Mintlify writes it into a generated page's URL ("How URLs are built" in its
 * endpoint URLs guide): spaces become hyphens, `{ } ( ) , . '` and `/` are removed, the result is
 * lower case; other characters (`_`, `&`, letters of any script) stay. `?`, `#`, `%` and `\`,
 * which a path cannot hold as they are, go too.
 */
export function slugifyAsMintlify(text: string): string {
	return text
		.trim()
		.toLowerCase()
		.replace(/\s+/g, '-')
		.replace(/[{}(),.'/?#%\\]/g, '');
}

/** Reads an entry as an operation (`GET /users`, `spec.yaml POST /users`, `webhook new-user`). */
export function parseOperationEntry(entry: string): OperationEntry | undefined {
	const match = OPERATION_ENTRY.exec(entry.trim());
	if (!match) return undefined;
	const [, specSource, method = '', path = ''] = match;
	const webhook = method.toLowerCase() === 'webhook';
	if (!webhook && !isReferenceMethod(method)) return undefined;
	// `guides/get started` is a page path, not an operation: a path starts with `/`.
	if (!webhook && !path.startsWith('/')) return undefined;
	return { specSource, method, path, webhook };
}

/** The specs of an `openapi` value (a source, an object with `source`, or a list of them). */
export function readSpecs(
	openapi: unknown,
	resolveSpec: NavigationSources['resolveSpec'],
	asyncapi = false,
): SpecRef[] | undefined {
	if (openapi === undefined) return undefined;
	const list = Array.isArray(openapi) ? openapi : [openapi];
	return list.map((entry): SpecRef => {
		const source = typeof entry === 'string' ? entry : (entry as { source: string }).source;
		const directory =
			typeof entry === 'object' && typeof (entry as { directory?: unknown }).directory === 'string'
				? (entry as { directory: string }).directory
				: DEFAULT_DIRECTORY;
		return {
			file: resolveSpec(source),
			directory: directory.replace(/^\/+|\/+$/g, ''),
			...(asyncapi ? { asyncapi } : {}),
		};
	});
}

/** A path compared without its letter case and trailing slashes. */
function loosen(path: string): string {
	return path.toLowerCase().replace(/\/+$/, '') || '/';
}

/** A webhook's name compared without its letter case and the slashes around it. */
function loosenName(name: string): string {
	return name.toLowerCase().replace(/^\/+|\/+$/g, '');
}

/**
 * Whether a spec's operation is the one an entry names (`loose`: case and trailing slash aside;
 * for a webhook, case and the slashes around its name).
 */
function isEntryOperation(entry: OperationEntry, operation: NavOperation, loose: boolean): boolean {
	if (entry.webhook) {
		return (
			operation.webhook === true &&
			(loose
				? loosenName(operation.path) === loosenName(entry.path)
				: operation.path === entry.path)
		);
	}
	return (
		!operation.webhook &&
		operation.method.toUpperCase() === entry.method.toUpperCase() &&
		(loose ? loosen(operation.path) === loosen(entry.path) : operation.path === entry.path)
	);
}

/** What a generated page is named from: its operation's words, method and path. */
export interface OperationNaming {
	method: string;
	/** The path, or a webhook's name. */
	path: string;
	summary?: string;
	operationId?: string;
}

/** How a generated page is named when its operation has neither summary nor operationId. */
export type NamingFallback = 'method and path' | 'webhook name';

/**
 * The one rule for a generated page's title and slug. The title is the summary, else the
 * operationId, else `METHOD /path` (or a webhook's name). The slug is the first of `order` that
 * slugifies to something (the navigation puts the summary first, as Mintlify does;
 * `generatePages` the operationId, so its addresses stay when a summary is reworded), else the
 * method and path (`get-users-id`) or `webhook-` and the webhook's name.
 */
export function getOperationName(
	operation: OperationNaming,
	order: ReadonlyArray<'summary' | 'operationId'>,
	fallback: NamingFallback = 'method and path',
): { title: string; name: string } {
	const { method, path, summary, operationId } = operation;
	const byName = fallback === 'webhook name';
	// A summary is written as Mintlify writes it (the navigation's order, whose URLs Mintlify's
	// sites link to); an operationId by Trydocs' rule (generatePages), `getUser` as `get-user`.
	const words = order.map((key) =>
		key === 'summary' ? slugifyAsMintlify(summary ?? '') : slugify(operationId ?? ''),
	);
	const last = byName
		? `webhook ${path}`
		: `${method} ${path.replace(/[{}]/g, '').replaceAll('/', ' ')}`;
	return {
		title: summary ?? operationId ?? (byName ? path : `${method.toUpperCase()} ${path}`),
		name: words.find(Boolean) || slugify(last),
	};
}

/** `base`, or the first of `base-2`, `base-3`, ... that `used` lacks; the slug is then used. */
export function claimSlug(used: Set<string>, base: string): string {
	let slug = base;
	for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
	used.add(slug);
	return slug;
}

/** The operation pages of one navigation: each spec loaded once, each page made once. */
export interface OperationPages {
	/** The pages generated so far, in the order they were first asked for. */
	generated: GeneratedPage[];
	/** The page of an operation: the hand-written one, else a generated one. */
	getPage(operation: NavOperation, directory: string): NavPage;
	/** Every operation of the specs, as groups by tag (untagged ones first, as pages). */
	expandSpecs(specs: SpecRef[]): Promise<NavNode[]>;
	/**
	 * The page of the operation an entry names, in its own spec or else the element's (`specs`)
	 * or the site's; `undefined` when none has it.
	 */
	findEntryPage(entry: OperationEntry, specs: SpecRef[] | undefined): Promise<NavPage | undefined>;
	/** The spec files an entry is looked up in (its own, else the element's, else the site's). */
	listEntrySpecs(entry: OperationEntry, specs: SpecRef[] | undefined): string[];
}

/**
 * The untagged operations of a spec, before its tags' groups: a few stay pages, as Mintlify lists
 * them; many make groups by resource (utils/navigation/resource-groups.ts).
 */
function listUntagged(untagged: Array<{ node: NavPageNode; path: string }>): NavNode[] {
	const resources = getResourceLabels(untagged.map((entry) => entry.path));
	if (!resources) return untagged.map((entry) => entry.node);
	const byResource = new Map<string, NavNode[]>();
	untagged.forEach(({ node }, i) => {
		const label = resources[i] as string;
		const list = byResource.get(label);
		if (list) list.push(node);
		else byResource.set(label, [node]);
	});
	return [...byResource].map(
		([label, children]): NavGroupNode => ({ type: 'group', label, children }),
	);
}

/** Starts the operation pages of a navigation; slugs already taken by content pages are avoided. */
export function createOperationPages(sources: NavigationSources): OperationPages {
	const generated: GeneratedPage[] = [];
	const byKey = new Map<string, NavPage>();
	const usedSlugs = new Set(sources.pages.keys());
	const loaded = new Map<string, Promise<NavOperation[]>>();
	const load = (file: string, asyncapi = false) => {
		const key = `${asyncapi ? 'asyncapi' : 'openapi'} ${file}`;
		let found = loaded.get(key);
		if (!found) {
			found = asyncapi
				? (sources.loadAsyncOperations?.(file) ?? Promise.resolve([]))
				: sources.loadOperations(file);
			loaded.set(key, found);
		}
		return found;
	};

	const getPage = (operation: NavOperation, directory: string): NavPage => {
		// An AsyncAPI operation is named by its id: two may share an action and an address.
		const key = operation.asyncapi
			? `asyncapi ${operation.operationId}`
			: `${operation.method.toUpperCase()} ${operation.path}`;
		const written =
			sources.operationPages.get(`${operation.specFile} ${key}`) ?? sources.operationPages.get(key);
		if (written) return written;
		// One page per operation and directory: Mintlify writes an operation that two elements
		// list under different `directory`s (one per SDK language, say) into each of them.
		const pageKey = `${directory} ${operation.specFile} ${key}`;
		const known = byKey.get(pageKey);
		if (known) return known;
		// An untagged webhook is listed under Webhooks, but its URL has no tag, as Mintlify writes it.
		const tag = operation.tags[0];
		const { title, name } = getOperationName(operation, ['summary', 'operationId']);
		const base = [directory, tag ? slugifyAsMintlify(tag) : '', name].filter(Boolean).join('/');
		const slug = claimSlug(usedSlugs, base);
		const page: GeneratedPage = {
			slug,
			title,
			href: `/${slug}/`,
			method: operation.method.toUpperCase(),
			// An AsyncAPI page is listed under its tag's group, without the tag as a label too.
			tag: operation.asyncapi ? undefined : (tag ?? (operation.webhook ? WEBHOOKS : undefined)),
			deprecated: operation.deprecated,
			hidden: operation.hidden,
			operation,
		};
		generated.push(page);
		byKey.set(pageKey, page);
		return page;
	};

	const expandSpecs = async (specs: SpecRef[]): Promise<NavNode[]> => {
		const untagged: Array<{ node: NavPageNode; path: string }> = [];
		const tagged: Array<[string[], NavNode]> = [];
		for (const spec of specs) {
			for (const operation of await load(spec.file, spec.asyncapi)) {
				const page = getPage(operation, spec.directory);
				if (page.hidden) continue;
				const node: NavPageNode = { type: 'page', page };
				const tag = operation.tags[0] ?? (operation.webhook ? WEBHOOKS : undefined);
				if (!tag) untagged.push({ node, path: operation.path });
				else tagged.push([operation.tagPath ?? [tag], node]);
			}
		}
		// Tags as groups, a 3.2 tag's group inside its parent's (utils/navigation/tag-groups.ts).
		return [...listUntagged(untagged), ...toNavNodes(nestByPath(tagged))];
	};

	const getCandidates = (entry: OperationEntry, specs: SpecRef[] | undefined): SpecRef[] =>
		entry.specSource
			? [{ file: sources.resolveSpec(entry.specSource), directory: DEFAULT_DIRECTORY }]
			: (specs ?? sources.defaultSpecs.map((file) => ({ file, directory: DEFAULT_DIRECTORY })));

	const findEntryPage = async (
		entry: OperationEntry,
		specs: SpecRef[] | undefined,
	): Promise<NavPage | undefined> => {
		const candidates = getCandidates(entry, specs);
		for (const loose of [false, true]) {
			for (const spec of candidates) {
				const found = (await load(spec.file)).filter((op) => isEntryOperation(entry, op, loose));
				// A path differing only by case or trailing slash resolves when exactly one does.
				if (found.length === 1 || (!loose && found.length > 0)) {
					return getPage(found[0] as NavOperation, spec.directory);
				}
			}
		}
		return undefined;
	};

	const listEntrySpecs = (entry: OperationEntry, specs: SpecRef[] | undefined) =>
		getCandidates(entry, specs).map((spec) => spec.file);

	return { generated, getPage, expandSpecs, findEntryPage, listEntrySpecs };
}

/** A tree of tag groups as navigation nodes. */
function toNavNodes(tree: PathTree<NavNode>): NavNode[] {
	return tree.map((entry) =>
		entry.type === 'item'
			? entry.item
			: { type: 'group', label: entry.label, children: toNavNodes(entry.children) },
	);
}
