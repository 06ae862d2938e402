/**
 * The types the plugin's parts share: a leaf they import, so no circle forms through them.
 */
import type { HookParameters } from '@astrojs/starlight/types';

/** An item of Starlight's `sidebar` option. */
export type SidebarItemConfig = NonNullable<
	HookParameters<'config:setup'>['config']['sidebar']
>[number];

/** A group of Starlight's `sidebar` option, with its items written out. */
export type SidebarGroupConfig = Extract<SidebarItemConfig, { items: unknown[] }>;

/** A link of Starlight's `sidebar` option. */
export type SidebarLinkConfig = Extract<SidebarItemConfig, { link: string }>;

/** One page the plugin adds, by its address under the site's `base` and locale. */
export interface ReferencePage {
	/** The page's path without slashes around it, e.g. `api/petstore/operations/addpet`. */
	route: string;
	kind: 'overview' | 'tag' | 'operation' | 'webhook';
	/** The page's title, and the modal's heading. */
	title: string;
	/** The spec's index in the plugin's options. */
	spec: number;
	/** The HTTP method, lower case (operations and webhooks). */
	method?: string;
	/** The path, or a webhook's name; a tag's name for its overview. */
	path?: string;
	/** The sidebar group an operation or webhook is listed in (its first tag). */
	group?: string;
}

/** One spec as the plugin read it when the site was configured. */
export interface ReadSpec {
	/** The spec's index in the plugin's options. */
	index: number;
	/** The file's absolute path, or its `https://` URL. */
	source: string;
	/** `info.title` and `info.version`. */
	title: string;
	version: string;
	/** The overview page, then the operations and the webhooks, in the spec's order. */
	pages: ReferencePage[];
	/** Each operation's and webhook's sidebar entry: its page, label and group. */
	entries: SidebarEntry[];
	/** The entries' groups in the spec's order: its declared tags first, `Webhooks` last. */
	tags: string[];
}

/** A link of a spec's sidebar group. */
export interface SidebarEntry {
	route: string;
	label: string;
	method: string;
	/** The tag subgroup it is listed in (`Webhooks` for a webhook). */
	group: string;
}

/**
 * The operation one of the site's own pages shows: named in its `openapi:` frontmatter, or
 * written by hand (`api:` with `<ParamField>`s), read from the page when the site was configured.
 */
export interface ContentOperation {
	/** The spec's source (a file's absolute path or a URL); `''` for an `api:` page. */
	source: string;
	/** Upper case, e.g. `GET`. */
	method: string;
	path: string;
	/** An `api:` page's operation, as its fields describe it. */
	operation?: import('@trydocs/openapi').Operation;
}
