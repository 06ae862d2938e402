/**
 * The strings the endpoint page (`@trydocs/astro`) and the playground island both rely on, typed
 * once: the document event that keeps their server choices in sync, the `data-td-*` attributes
 * the page renders and the island reads, and the default path of the site's playground proxy.
 */

/**
 * The document event both the page's server selector and the playground fire and follow when
 * the reader picks a server; its `detail` is a `ServerChangeDetail`.
 */
export const SERVER_CHANGE_EVENT = 'trydocs:server-change';

/** The `detail` of a `SERVER_CHANGE_EVENT`: the index of the chosen server. */
export interface ServerChangeDetail {
	index: number;
}

/** The `data-td-*` attributes of an endpoint page, by role. */
export const DATA_ATTRIBUTES = {
	/** The endpoint article: the scope a server selector updates. */
	endpoint: 'data-td-endpoint',
	/** The page's server `<select>`; its options carry `data-url`. */
	servers: 'data-td-servers',
	/** An element showing the full URL of the endpoint. */
	url: 'data-td-url',
	/** The operation path beside `url`, so a new server rewrites the URL. */
	path: 'data-td-path',
	/** A code example holding the server's base URL, rewritten when the server changes. */
	base: 'data-td-base',
	/** A copy button; its value is the id of what it copies (empty: the URL beside it). */
	copy: 'data-td-copy',
	/** A documented response of an endpoint page; its value is the status code. */
	responseStatus: 'data-td-resp-status',
	/** A `<ParamField>` of an `api:` page; its value is the parameter's location. */
	param: 'data-td-param',
	/** A `<ResponseField>` of an `api:` page. */
	responseField: 'data-td-resp-field',
	/** The request URL shown in the playground's header. */
	requestUrl: 'data-td-request-url',
} as const;

/** A CSS selector for each of `DATA_ATTRIBUTES`: `[data-td-servers]` and so on. */
export const SELECTORS = Object.fromEntries(
	Object.entries(DATA_ATTRIBUTES).map(([role, attribute]) => [role, `[${attribute}]`]),
) as { [Role in keyof typeof DATA_ATTRIBUTES]: `[${(typeof DATA_ATTRIBUTES)[Role]}]` };

/** Where `trydocsServer()` mounts the playground proxy unless its routes say otherwise. */
export const DEFAULT_PROXY_PATH = '/api/playground/proxy';
