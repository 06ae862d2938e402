/**
 * The server's configuration types: the resolved, serialisable configuration the routes receive
 * through `virtual:trydocs/server-config` (made by `resolveServerConfig` in `schemas/options.ts`).
 * Secrets are never in it: only the names of the environment variables that hold them. The
 * handlers, the runners and both runtimes import these types from here.
 */
import type { MediaType, Schema } from '@trydocs/openapi/types';

/** A project's build runner. */
export type RunnerConfig =
	| { type: 'command'; command: string; timeoutMs: number; keep: number }
	| { type: 'hook'; url?: string; urlEnv?: string; timeoutMs: number }
	| { type: 'github'; workflow: string; ref: string; timeoutMs: number };

/** One project of the builds interface. */
export interface ProjectConfig {
	id: string;
	name: string;
	apiKeyEnv: string;
	/** Absolute folder of the project's source repository. */
	root: string;
	runner: RunnerConfig;
	repository?: { name: string; apiBaseUrl: string; tokenEnv: string; context: string };
}

/** Everything the server needs at request time. */
export interface ServerConfig {
	/** Absolute site root. */
	root: string;
	/** The site's origin (Astro `site`), when known. */
	siteOrigin?: string;
	/** Absolute data folder; `TRYDOCS_DATA_DIR` overrides it when the server starts. */
	dataDir: string;
	/** The site opted in to shutting the server down, and exiting, on SIGTERM and SIGINT (Node). */
	shutdownOnSignals?: boolean;
	/**
	 * The libSQL URL (`file:<dataDir>/trydocs.db` when unset on Node), or the name of a D1 binding
	 * (Cloudflare Workers).
	 */
	database: { url?: string; authTokenEnv?: string; binding?: string };
	/**
	 * On Node: the file URL of `@libsql/client` as `@trydocs/server` resolved it at build time, so
	 * the built server loads the client we depend on (see `runtime/database-client.ts`).
	 */
	databaseClient?: string;
	/**
	 * Route prefixes under the site's `base`. `agents` is the base itself when the MCP server is
	 * on (its endpoints sit there: `/mcp`, `/.well-known/mcp/server-card.json`), absent when off.
	 */
	routes: {
		builds: string;
		tickets: string;
		playground: string;
		deployments: string;
		agents?: string;
	};
	/**
	 * The site's own routes that Astro ranks above the interfaces' catch-all 404s (their
	 * `patternRegex` sources, matched against the path below `base`, from `astro:routes:resolved`):
	 * a path one of them matches is the site's, never answered nor marked by the interfaces.
	 */
	siteRoutes?: string[];
	/** The site's `trailingSlash`: `always` makes Astro answer `/rebuild` with a redirect to `/rebuild/`. */
	trailingSlash?: 'always' | 'never' | 'ignore';
	projects: ProjectConfig[];
	tickets: { accessTokenEnv: string[] };
	demo: { requireToken: boolean };
	/** Per-key limits of the builds interface, and the open log streams of one instance. */
	rateLimit: { requests: number; windowSeconds: number; maxLogStreams?: number };
	cors: { origins: string[] };
	proxy: {
		/**
		 * Origins the proxy forwards to: the servers of docs.json's specs and of the specs pages
		 * name, `api.mdx.server`, the URLs of `api:` pages and `proxy.allow`.
		 */
		allow: string[];
		/**
		 * Origins the author named in `proxy.allow`: the proxy reaches them even on loopback,
		 * private or link-local addresses, which it refuses for every other origin.
		 */
		trusted: string[];
		timeoutMs: number;
		maxRequestBytes: number;
		maxResponseBytes: number;
		/** Proxied requests one client may make per minute. */
		requestsPerClient: number;
		maxInFlightPerClient: number;
		maxInFlight: number;
		/** Bytes of upstream answers the proxy holds at once, all requests together. */
		maxInFlightBytes: number;
	};
	/** The docs for agents: Markdown for `Accept`, discovery headers and the MCP server. */
	agents: {
		/** The site's `base` (`/`, `/docs`). */
		base: string;
		/** Pages answer `Accept: text/markdown` with their `<page>.md`. */
		markdown: boolean;
		/** Pages carry `Link` and `X-Llms-Txt` headers naming llms.txt (and the server card). */
		headers: boolean;
		/** On Node: the folder of the built pages, where the runtime reads `.md` files and the index. */
		clientDir?: string;
		/** The MCP server at `{base}/mcp`, when it is on. */
		mcp?: {
			/** The endpoint's path, under `base`. */
			path: string;
			/** A short machine name (`trydocs-docs`) and the site's name. */
			name: string;
			title: string;
			/** One tool per operation the options chose. */
			operations: McpOperation[];
			/** One tool per AsyncAPI operation the options chose: it describes, it sends nothing. */
			asyncOperations?: McpAsyncOperation[];
		};
	};
}

/**
 * The MCP server's operation tools as the configuration carries them: one per operation of the
 * site's specs, its input schema made from the operation's parameters and body, and what the
 * handler needs to turn a call's arguments back into the request (`handlers/agents/operation-call.ts`).
 */

/**
 * An AsyncAPI operation as a tool: an MCP call cannot hold a WebSocket or a broker connection
 * open, so calling it answers what a client needs to (address, messages, servers), written at build.
 */
export interface McpAsyncOperation {
	/** The operation's key under `operations`. */
	name: string;
	title?: string;
	description: string;
	/** `SEND` or `RECEIVE`, and the channel's address (or its key when it has none). */
	action: string;
	address: string;
	/** What a call answers: the operation described in Markdown. */
	text: string;
}

/** JSON Schema, as MCP's `inputSchema` holds it. */
export type JsonSchema = Record<string, unknown>;

/** Where a credential travels, from the operation's security scheme. */
export type McpCredential =
	| { scheme: string; type: 'bearer' }
	| { scheme: string; type: 'basic' }
	| { scheme: string; type: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string };

/** One operation tool. */
/** What writes an operation tool's body in its media type's own format. */
export interface McpBodyWriting {
	xml?: { schema: Schema; rootName?: string };
	parts?: Pick<MediaType, 'prefixEncoding' | 'itemEncoding'>;
}

export interface McpOperation {
	/** The tool's name: the operationId, else `get_tickets_ticket_id` from method and path. */
	name: string;
	/** The operation's summary. */
	title?: string;
	description: string;
	/** Upper case, e.g. `GET`. */
	method: string;
	/** The path template, e.g. `/tickets/{ticket_id}`. */
	path: string;
	/** Server URLs, variables set to their defaults; a relative one is this site. */
	servers: string[];
	/** The parameters, by the argument that carries each (its name, unless two locations share it). */
	parameters: {
		argument: string;
		name: string;
		in: 'path' | 'query' | 'querystring' | 'header' | 'cookie';
		/** A `content` parameter's media type (a `querystring` parameter's always). */
		contentType?: string;
	}[];
	/** The request body's media type, when the operation takes one (the `body` argument). */
	body?: string;
	/**
	 * How a `body` that is not text is written, for a type that is not JSON: an XML type's schema
	 * (its XML Objects) and root name, a positional multipart type's part encodings.
	 */
	bodyWriting?: McpBodyWriting;
	/** The security schemes whose credentials the `auth` argument may carry. */
	credentials: McpCredential[];
	/** A read-only method (GET, HEAD): annotated so clients may call it without asking. */
	readOnly: boolean;
	inputSchema: JsonSchema;
}
