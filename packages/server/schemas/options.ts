import { resolve } from 'node:path';
import { DEFAULT_ROUTES, withBase } from '@trydocs/playground/constants';
import { z } from 'astro/zod';
import type { ServerConfig } from '../handlers/config.ts';
import { ProjectSchema } from './projects.ts';
import { envName, origin, routePrefix } from './values.ts';

/** `agents.mcp` of `trydocsServer()` and of docs.json: on, off, or which operations become tools. */
export const McpOptionSchema = z.union([
	z.boolean(),
	z
		.object({
			operations: z
				.union([
					z.enum(['all', 'none']),
					z.array(z.string().min(1, 'must name an operation: its operationId or `METHOD /path`')),
				])
				.default('all'),
		})
		.strict(),
]);

/** Options of `trydocsServer()`. */
export const ServerOptionsSchema = z
	.object({
		/** Folder for the embedded database and build outputs, relative to the site root. Ignore it in git. */
		dataDir: z.string().default('.data'),
		/**
		 * On Node, on `SIGTERM` or `SIGINT`: take no more builds, give the running one the grace period
		 * (`TRYDOCS_SHUTDOWN_GRACE_MS`, 10 s) to finish, else stop it and record why, then exit the
		 * process. Off by default, so the host's own shutdown is respected: a server of your own
		 * calls `shutdownTrydocsServer()` from `@trydocs/server/node` instead. Never under `astro dev`.
		 */
		shutdownOnSignals: z.boolean().default(false),
		database: z
			.object({
				/**
				 * A libSQL URL: a libSQL server (`libsql://`, `https://`, `http://`, `wss://`, `ws://`;
				 * Turso or `sqld`) that several instances can share, or a `file:`. Defaults to
				 * `file:<dataDir>/trydocs.db`; `TRYDOCS_DATABASE_URL` overrides it when the server starts.
				 */
				url: z
					.string()
					.regex(
						/^(?:(?:libsql|https?|wss?):\/\/[^/?#\s]+|file:\S+)/,
						'must be a libSQL URL: `libsql://…`, `https://…` or `http://…` for a libSQL server, or `file:…`',
					)
					.optional(),
				/** Environment variable holding the database auth token. */
				authTokenEnv: envName.optional(),
				/**
				 * On Cloudflare Workers: the name of a D1 binding (`d1_databases` in the wrangler
				 * config), e.g. `DB`. `database.url` (a libSQL server) is the alternative there.
				 */
				binding: z
					.string()
					.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a binding name, e.g. `DB`')
					.optional(),
			})
			.prefault({}),
		/** Route prefixes. */
		routes: z
			.object({
				/** `{base_url}` of the builds interface. */
				builds: routePrefix.default(DEFAULT_ROUTES.builds),
				/** `{support_base_url}` of the tickets interface (ends in the version segment). */
				tickets: routePrefix.default(DEFAULT_ROUTES.tickets),
				/** Prefix of the demo tickets route and the playground proxy. */
				playground: routePrefix.default(DEFAULT_ROUTES.playground),
				/** The Deployments page. */
				deployments: routePrefix.default(DEFAULT_ROUTES.deployments),
			})
			.prefault({}),
		projects: z.array(ProjectSchema).default([]),
		tickets: z
			.object({
				/** Environment variables holding accepted access tokens (generated when unset). */
				accessTokenEnv: z.array(envName).default([]),
			})
			.prefault({}),
		demo: z
			.object({
				/**
				 * Whether the demo tickets route asks for a bearer token (any non-empty one: it is
				 * a demo). It answers the flat 401 without one.
				 */
				requireToken: z.boolean().default(true),
			})
			.prefault({}),
		rateLimit: z
			.object({
				/** Builds-interface requests allowed per key per window. */
				requests: z.number().int().positive().default(60),
				windowSeconds: z.number().int().positive().default(60),
				/**
				 * Build log streams (`…/logs` while a build runs, and the Deployments page following
				 * one) this server instance keeps open at once, all clients together; one more is
				 * answered 503 with `Retry-After`.
				 */
				maxLogStreams: z.number().int().positive().default(100),
			})
			.prefault({}),
		cors: z
			.object({
				/** Origins allowed to call the interfaces from a browser; the site's own by default. */
				origins: z.array(origin).default([]),
			})
			.prefault({}),
		proxy: z
			.object({
				/**
				 * Extra origins the playground proxy may forward to, beside the ones the site declares
				 * (its specs' servers, `api.mdx.server` and the URLs of `api:` pages).
				 */
				allow: z.array(origin).default([]),
				timeoutMs: z.number().int().positive().default(15_000),
				/** Largest request body the proxy accepts, in bytes. */
				maxRequestBytes: z
					.number()
					.int()
					.positive()
					.default(1024 * 1024),
				/**
				 * Largest upstream response body the proxy returns, in bytes. The proxy holds an
				 * answer in memory (and base64 grows a binary one by a third), so keep it small.
				 */
				maxResponseBytes: z
					.number()
					.int()
					.positive()
					.default(2 * 1024 * 1024),
				/** Proxied requests one client may make per minute. */
				requestsPerClient: z.number().int().positive().default(120),
				/** Proxied requests one client may have in flight at once. */
				maxInFlightPerClient: z.number().int().positive().default(4),
				/** Proxied requests this server has in flight at once, all clients together. */
				maxInFlight: z.number().int().positive().default(32),
				/**
				 * Bytes of upstream answers this server's proxy holds at once, all requests together;
				 * one more is answered `429` with `Retry-After`. Each held byte costs a few more while
				 * its answer is encoded, so the default keeps the proxy well inside the 128 MB of a
				 * Cloudflare Worker isolate; at least `maxResponseBytes`.
				 */
				maxInFlightBytes: z
					.number()
					.int()
					.positive()
					.default(16 * 1024 * 1024),
			})
			.refine((proxy) => proxy.maxInFlightBytes >= proxy.maxResponseBytes, {
				path: ['maxInFlightBytes'],
				message:
					'must be at least `maxResponseBytes`, or no answer of that size could ever be returned; raise it or lower `maxResponseBytes`',
			})
			.prefault({}),
		/**
		 * The docs for agents this server adds (all on by default; docs.json `agents.mcp` can turn
		 * the MCP server off or pick its operations too, and these options win).
		 */
		agents: z
			.object({
				/** Pages answer `Accept: text/markdown` (or `text/plain`) with their `<page>.md`. */
				markdown: z.boolean().default(true),
				/** Pages carry `Link` and `X-Llms-Txt` headers naming llms.txt and the MCP server card. */
				headers: z.boolean().default(true),
				/**
				 * The MCP server at `{base}/mcp` (`search`, `get_page`, one tool per operation), or
				 * `false`. `operations`: `'all'` (the default), `'none'`, or the operations to offer by
				 * operationId or `METHOD /path`.
				 */
				mcp: McpOptionSchema.optional(),
			})
			.prefault({}),
		/** Path of docs.json, relative to the site root (read for the proxy's allowed servers). */
		docsJson: z.string().default('docs.json'),
	})
	.strict()
	.prefault({});

/** Options as a site author writes them. */
export type ServerOptions = z.input<typeof ServerOptionsSchema>;
/** Options after validation, with every default applied. */
export type ParsedServerOptions = z.output<typeof ServerOptionsSchema>;

/**
 * The configuration the server runs with, from validated options: folders made absolute against
 * the site root, the route prefixes as requests see them (under the site's `base`), and the
 * proxy's allow list as collected from the site (`proxy.allow` when none is given).
 */
export function resolveServerConfig(
	options: ParsedServerOptions,
	site: {
		root: string;
		siteOrigin?: string;
		proxyAllow?: string[];
		base?: string;
		trailingSlash?: ServerConfig['trailingSlash'];
		/** True under `astro dev`, where the process belongs to Astro. */
		dev?: boolean;
		/** The MCP server's name and tools (absent: off), and where the built pages are. */
		agents?: { clientDir?: string; mcp?: NonNullable<ServerConfig['agents']['mcp']> };
	},
): ServerConfig {
	const base = site.base ?? '/';
	const routes = {
		builds: withBase(base, options.routes.builds),
		tickets: withBase(base, options.routes.tickets),
		playground: withBase(base, options.routes.playground),
		deployments: withBase(base, options.routes.deployments),
		...(site.agents?.mcp ? { agents: withBase(base, '/') } : {}),
	};
	return {
		root: site.root,
		siteOrigin: site.siteOrigin,
		dataDir: resolve(site.root, options.dataDir),
		database: options.database,
		...(options.shutdownOnSignals && !site.dev ? { shutdownOnSignals: true } : {}),
		routes,
		...(site.trailingSlash ? { trailingSlash: site.trailingSlash } : {}),
		projects: options.projects.map((project) => ({
			...project,
			root: resolve(site.root, project.root),
		})),
		tickets: options.tickets,
		demo: options.demo,
		rateLimit: options.rateLimit,
		cors: options.cors,
		proxy: {
			...options.proxy,
			allow: site.proxyAllow ?? options.proxy.allow,
			trusted: options.proxy.allow,
		},
		agents: {
			base,
			markdown: options.agents.markdown,
			headers: options.agents.headers,
			...(site.agents?.clientDir ? { clientDir: site.agents.clientDir } : {}),
			...(site.agents?.mcp ? { mcp: site.agents.mcp } : {}),
		},
	};
}
