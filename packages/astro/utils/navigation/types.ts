/**
 * The types of the site's navigation (navigation.ts resolves it, its steps are
 * navigation-tree.ts and navigation-operations.ts, page-navigation.ts gives one page's view of
 * it): a leaf every file of the folder imports, so no circle forms through them.
 */
import type { DivisionKind } from '../../schemas/navigation.ts';
import type { IconRef } from '../look/icons.ts';

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

/** The settings a language of docs.json may give its own pages. */
export type LanguageSettingKey = 'banner' | 'navbar' | 'footer';

/** A language's own `banner`, `navbar` and `footer` (unchecked docs.json values). */
export type LanguageSettings = Partial<Record<LanguageSettingKey, unknown>>;

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
	/** Its tags, the one it is listed under first. */
	tags: string[];
	/** The labels of the groups it is listed in, root first (OpenAPI 3.2 nested tags). */
	tagPath?: string[] | undefined;
	deprecated?: boolean | undefined;
	/** `x-hidden` in the spec: generated, not listed. */
	hidden?: boolean | undefined;
	/** A webhook (OpenAPI 3.1 `webhooks`): `path` is then its name. */
	webhook?: boolean | undefined;
	/**
	 * An AsyncAPI operation: `method` is its action (`SEND`, `RECEIVE`), `path` its channel's
	 * address, `operationId` its key under `operations`.
	 */
	asyncapi?: boolean | undefined;
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
	/** The operations of an AsyncAPI document, in document order (none when not given). */
	loadAsyncOperations?: ((specFile: string) => Promise<NavOperation[]>) | undefined;
	/** Reports a problem that does not stop the build (a listed page with no file). */
	warn?: (problem: NavigationProblem) => void;
}

/** The result of `resolveNavigation`: the navigation and the pages it generates. */
export interface ResolvedNavigation {
	navigation: SiteNavigation;
	generated: GeneratedPage[];
}

/** What a navigation entry that names nothing is (missing-entries.ts words its problem). */
export type MissingEntryKind = 'page' | 'operation' | 'webhook' | 'root' | 'group' | 'division';

/** An entry of docs.json `navigation` that becomes no page: one problem each. */
export interface MissingEntry {
	kind: MissingEntryKind;
	/** The entry as written: `guides/intro`, `GET /users`, `webhook user.created`, a tab's label. */
	entry: string;
	/** Where docs.json has it: `navigation.tabs[0].groups[1].pages[3]`. */
	key: string;
	/** The spec files in the entry's scope, for an operation or a webhook. */
	specs?: string[] | undefined;
}

/** A problem of the navigation, as the problem list takes it. */
export interface NavigationProblem {
	message: string;
	hint: string;
	/** The key path in docs.json: `navigation.tabs[0].groups[1].pages[3]`. */
	key: string;
}
