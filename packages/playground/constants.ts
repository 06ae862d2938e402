/**
 * The strings the endpoint page (`@trydocs/astro`) and the playground island both rely on, typed
 * once: the document event that keeps their server choices in sync, the `data-td-*` attributes
 * the page renders and the scripts read, and the default path of the site's playground proxy.
 *
 * Each is a plain exported string, so the bundler inlines it into the page's small script
 * instead of making a shared chunk of this module (the page script stays inline).
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

/** The endpoint article: the scope a server selector updates. */
export const ATTR_ENDPOINT = 'data-td-endpoint';
/** The page's server `<select>`; its options carry `data-url`. */
export const ATTR_SERVERS = 'data-td-servers';
/** An element showing the full URL of the endpoint. */
export const ATTR_URL = 'data-td-url';
/** The operation path beside `ATTR_URL`, so a new server rewrites the URL. */
export const ATTR_PATH = 'data-td-path';
/** The server's base URL inside a code example (its value), rewritten when the server changes. */
export const ATTR_BASE = 'data-td-base';
/** A copy button; its value is the id of what it copies (empty: the URL beside it). */
export const ATTR_COPY = 'data-td-copy';
/** A documented response of an endpoint page; its value is the status code. */
export const ATTR_RESPONSE_STATUS = 'data-td-resp-status';
/** A `<ParamField>` of an `api:` page; its value is the parameter's location. */
export const ATTR_PARAM = 'data-td-param';
/** A `<ResponseField>` of an `api:` page. */
export const ATTR_RESPONSE_FIELD = 'data-td-resp-field';
/** The request URL shown in the playground's header. */
export const ATTR_REQUEST_URL = 'data-td-request-url';

/** The same attributes by role, for markup (`{...{ [DATA_ATTRIBUTES.servers]: '' }}`). */
export const DATA_ATTRIBUTES = {
	endpoint: ATTR_ENDPOINT,
	servers: ATTR_SERVERS,
	url: ATTR_URL,
	path: ATTR_PATH,
	base: ATTR_BASE,
	copy: ATTR_COPY,
	responseStatus: ATTR_RESPONSE_STATUS,
	param: ATTR_PARAM,
	responseField: ATTR_RESPONSE_FIELD,
	requestUrl: ATTR_REQUEST_URL,
} as const;

/**
 * Where `trydocsServer()` mounts the playground proxy unless its routes say otherwise: the
 * proxy below `DEFAULT_ROUTES.playground` (`getProxyPath`).
 */
export const DEFAULT_PROXY_PATH = '/api/playground/proxy';

/**
 * The content type of the proxy's streamed answer (`stream: true`, a sequential or multipart
 * response): one line of JSON with the upstream's status and headers, then its body's bytes as
 * they arrive. The server writes it (`handlers/playground/proxy-stream.ts`), Send reads it.
 */
export const PROXY_STREAM_TYPE = 'application/vnd.trydocs.proxy-stream';

/** The route prefixes of `trydocsServer({ routes })`, relative to the site's `base`. */
export interface TrydocsRoutes {
	/** `{base_url}` of the builds interface. */
	builds: string;
	/** `{support_base_url}` of the tickets interface (ends in the version segment). */
	tickets: string;
	/** Prefix of the demo tickets route and the playground proxy. */
	playground: string;
	/** The Deployments page. */
	deployments: string;
}

/**
 * The prefixes used when `trydocsServer()` is given no `routes`: the one list, read by the
 * server's options (its defaults) and by `trydocs()` (the island's proxy URL), so the two cannot
 * disagree.
 */
export const DEFAULT_ROUTES: Readonly<TrydocsRoutes> = {
	builds: '/api',
	tickets: '/api/v1',
	playground: '/api/playground',
	deployments: '/dashboard/deployments',
};

/**
 * The custom hook of the `trydocsServer()` integration that returns its routes, so `trydocs()`
 * reads them from the site's integrations whatever their order (Astro keeps an integration's
 * hooks, custom ones included, and nothing else).
 */
export const ROUTES_HOOK = 'trydocs:server:routes';

/**
 * The custom hook of the `trydocsServer()` integration that returns the path of its MCP server
 * (`/mcp`, under the site's `base`), or `undefined` when its options turn it off: `trydocs()`
 * offers the contextual menu's MCP entries only when there is one.
 */
export const MCP_HOOK = 'trydocs:server:mcp';

/**
 * The custom hook of an integration that draws endpoint pages from specs of its own options
 * (`@trydocs/starlight`'s): returns those specs' sources (absolute paths or `https://` URLs), or
 * `{ specs, servers }` with the servers its options declare beside them (the defaults of `api:`
 * pages, as docs.json's `api.mdx.server`), so that `trydocsServer()`'s proxy forwards to them
 * too, as it does to those docs.json names.
 */
export const SPECS_HOOK = 'trydocs:specs';

/** The playground proxy's path below `routes.playground`. */
export function getProxyPath(routes: Pick<TrydocsRoutes, 'playground'>): string {
	return joinPath(routes.playground, '/proxy');
}

/**
 * A path under the site's `base` (`/docs`, `/docs/` or `/`): `withBase('/docs/', '/api')` is
 * `/docs/api`.
 */
export function withBase(base: string, path: string): string {
	return joinPath(base, path);
}

/** Joins two absolute path parts with exactly one slash between them. */
function joinPath(prefix: string, path: string): string {
	const head = prefix.replace(/\/+$/, '');
	const tail = path.replace(/^\/+/, '');
	if (!tail) return head || '/';
	return `${head}/${tail}`;
}
