import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseWithFriendlyErrors } from '@trydocs/openapi/friendly-errors';
import { MCP_HOOK, ROUTES_HOOK } from '@trydocs/playground/constants';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { AstroError } from 'astro/errors';
import type { ServerConfig } from './handlers/config.ts';
import { ENDPOINT_ROUTES, getRoutePattern } from './handlers/endpoints.ts';
import { resolveMcp } from './integrations/agents.ts';
import {
	MISSING_DATABASE_CLIENT,
	resolveDatabaseClient,
} from './integrations/check-dependencies.ts';
import { HEADERS_FILE_ADAPTERS, writeHeadersRule } from './integrations/headers-file.ts';
import { createLiveProxyTargetsPlugin } from './integrations/live-proxy-targets.ts';
import { markNonBrowserRequest } from './integrations/non-browser-origin.ts';
import { writePagesIndex } from './integrations/pages-index.ts';
import { checkFunctionHost, pickRuntime } from './integrations/pick-runtime.ts';
import { addPluginSpecs } from './integrations/plugin-specs.ts';
import {
	collectProxyTargets,
	type ProxyTargetSources,
	type ProxyTargets,
} from './integrations/proxy-targets.ts';
import { getSiteRoutes } from './integrations/site-routes.ts';
import { createServerVitePlugin } from './integrations/vite-plugin.ts';
import { NODE_CONFIG_FILE } from './node/config-file.ts';
import { resolveServerConfig, type ServerOptions, ServerOptionsSchema } from './schemas/options.ts';

export type { ServerConfig } from './handlers/config.ts';
export { DEMO_TICKETS, getDemoTicket, type Ticket } from './handlers/playground/demo-tickets.ts';
export type { ServerOptions } from './schemas/options.ts';

/**
 * The Trydocs server integration: injects the builds interface, the tickets interface, the demo
 * tickets route, the playground proxy and the Deployments page as on-demand routes into a site
 * that has an Astro adapter.
 */
export default function trydocsServer(userOptions?: ServerOptions): AstroIntegration {
	const options = parseOptions(userOptions);
	// What one hook learns and a later one reads: the resolved configuration, the adapter.
	const state: SetupState = { isNode: false, adapterName: '' };
	return {
		name: '@trydocs/server',
		hooks: {
			// `trydocs()` calls this to point the playground at this server's proxy.
			[ROUTES_HOOK]: () => options.routes,
			// `trydocs()` calls this for the contextual menu's MCP entries (docs.json can still turn it off).
			[MCP_HOOK]: () => (options.agents.mcp === false ? undefined : '/mcp'),
			'astro:config:setup': (params) => setUpServer(options, state, params),
			'astro:server:setup': ({ server }) => {
				if (!state.serverConfig) return;
				server.middlewares.use((req, _res, next) => {
					const config = getRuntimeConfig(state);
					if (config) markNonBrowserRequest(req, config);
					next();
				});
			},
			// Which of the site's own routes Astro ranks above the interfaces' catch-all 404s: the
			// paths they match stay the site's wherever the server answers before Astro (or marks
			// a request for it). Astro runs this before the build's Vite build and again in dev.
			'astro:routes:resolved': ({ routes }) => {
				state.siteRoutes = getSiteRoutes(routes, getInjectedPatterns(options));
			},
			'astro:config:done': async ({ config, logger }) => {
				state.serverDir = config.build.server;
				// The specs another integration draws pages from (`@trydocs/starlight`'s), once
				// every integration is set up: the proxy forwards to their servers too.
				const { serverConfig, proxy } = state;
				if (!serverConfig || !proxy) return;
				const targets = await addPluginSpecs(config.integrations, proxy.sources, proxy.targets);
				if (!targets) return;
				for (const warning of targets.warnings) logger.fork('trydocs/server').warn(warning);
				state.serverConfig = {
					...serverConfig,
					proxy: { ...serverConfig.proxy, allow: targets.origins },
				};
			},
			'astro:build:generated': ({ dir, logger }) => {
				// Hosts that serve the pages as files, before the Worker or function runs, take the
				// discovery headers from `_headers` (the adapter adds its own rules to it after).
				const { serverConfig, adapterName } = state;
				if (!serverConfig?.agents.headers || !HEADERS_FILE_ADAPTERS.has(adapterName)) return;
				if (writeHeadersRule(fileURLToPath(dir), serverConfig.agents)) {
					logger.fork('trydocs/server').info('Pages carry the discovery headers through _headers.');
				}
			},
			'astro:build:done': ({ dir, logger }) => writeBuildFiles(state, dir, logger),
		},
	};
}

/** What the integration's hooks learn in order: the configuration, the adapter, the server folder. */
interface SetupState {
	serverConfig?: ServerConfig;
	isNode: boolean;
	adapterName: string;
	serverDir?: URL;
	siteRoutes?: string[];
	/** Where the proxy's allow list was collected from, and what it found. */
	proxy?: { sources: ProxyTargetSources; targets: ProxyTargets };
}

/** The configuration the routes and the Node middleware read: the resolved one and the site's routes. */
function getRuntimeConfig(state: SetupState): ServerConfig | undefined {
	const { serverConfig, siteRoutes } = state;
	return serverConfig && siteRoutes ? { ...serverConfig, siteRoutes } : serverConfig;
}

type ParsedOptions = ReturnType<typeof parseOptions>;
type SetupParams = Parameters<NonNullable<AstroIntegration['hooks']['astro:config:setup']>>[0];

/**
 * `astro:config:setup`: resolves the server's configuration for the site's adapter, serves it to
 * the routes through Vite, and injects the routes.
 */
async function setUpServer(
	options: ParsedOptions,
	state: SetupState,
	{ config, command, injectRoute, updateConfig, logger }: SetupParams,
): Promise<void> {
	if (!config.adapter) {
		throw new AstroError(
			'`trydocsServer()` needs an adapter: its endpoints run on demand, on a server.',
			"Add one in astro.config.mjs, e.g. `adapter: node({ mode: 'standalone' })` from `@astrojs/node`.",
		);
	}
	const log = logger.fork('trydocs/server');
	const dev = command === 'dev';
	const { serverConfig, runtime, sources, targets, hasMcp } = await resolveSite(
		options,
		config,
		config.adapter.name,
		dev,
		log,
	);
	state.serverConfig = serverConfig;
	state.proxy = { sources, targets };
	state.isNode = config.adapter.name === '@astrojs/node';
	state.adapterName = config.adapter.name;

	// The site's `security.checkOrigin` stays as the site set it, so its own forms, endpoints
	// and Actions keep Astro's CSRF check. Astro 7 has no per-route exemption: a CI job's
	// plain `curl -X POST` (no Origin, no Content-Type) reaches the builds interface in
	// `astro dev` through the middleware of `astro:server:setup`, and on a built Node
	// site through the opt-in `@trydocs/server/node` middleware, which answers before
	// Astro. Elsewhere (standalone Node, `astro preview`, Workers) a CI sends a
	// non-form `Content-Type` such as `application/json`, which Astro lets through.
	updateConfig({
		vite: {
			// `@trydocs/openapi` ships TypeScript source, which Node does not load from
			// node_modules: Vite compiles it for the server.
			ssr: { noExternal: ['@trydocs/openapi'] },
			plugins: [
				createServerVitePlugin(() => getRuntimeConfig(state) ?? serverConfig, runtime),
				...(dev ? [createLiveProxyTargetsPlugin(sources, targets, log)] : []),
			],
		},
	});
	injectServerRoutes(options, hasMcp, injectRoute);
	log.debug(`The playground proxy forwards to: ${targets.origins.join(', ') || 'nothing'}.`);
}

/**
 * The server's configuration for this site: the proxy's allow list, the runtime the adapter
 * picks, the MCP server's tools, as plain data (nothing is changed after it is made).
 */
async function resolveSite(
	options: ParsedOptions,
	config: SetupParams['config'],
	adapterName: string,
	dev: boolean,
	log: AstroIntegrationLogger,
) {
	const root = fileURLToPath(config.root);
	const resolvePath = (path: string) => fileURLToPath(new URL(path, config.root));
	// The proxy's allow list: every origin the site declares (docs.json, its specs, the
	// pages' frontmatter), fixed at build time. In `astro dev` a plugin watches those files
	// and keeps the list current without restarting the server.
	const sources = { root, docsJson: resolvePath(options.docsJson), extra: options.proxy.allow };
	const targets = await collectProxyTargets(sources);
	for (const warning of targets.warnings) log.warn(warning);
	// Which runtime builds the handlers' deps follows from the adapter; options that cannot
	// work there stop the build here.
	const runtime = pickRuntime(adapterName, options);
	for (const warning of checkFunctionHost(adapterName, options, process.env)) log.warn(warning);
	// On Node the built server imports the database client from where we resolve it.
	const databaseClient = runtime.name === 'node' ? resolveDatabaseClient() : undefined;
	if (runtime.name === 'node' && !databaseClient) log.warn(MISSING_DATABASE_CLIENT);
	// The MCP server's tools: one per operation of the specs docs.json names.
	const agents = await resolveMcp(options, { root, docsJson: sources.docsJson, base: config.base });
	for (const warning of agents.warnings) log.warn(warning);
	const resolved = resolveServerConfig(options, {
		root,
		dev,
		base: config.base,
		trailingSlash: config.trailingSlash,
		siteOrigin: config.site ? new URL(config.site).origin : undefined,
		proxyAllow: targets.origins,
		agents: {
			// Node reads the built pages from their folder; Workers through the assets binding.
			...(runtime.name === 'node' && config.build?.client
				? { clientDir: fileURLToPath(config.build.client) }
				: {}),
			...(agents.mcp ? { mcp: agents.mcp } : {}),
		},
	});
	const serverConfig: ServerConfig = databaseClient ? { ...resolved, databaseClient } : resolved;
	return { serverConfig, runtime, sources, targets, hasMcp: agents.mcp !== undefined };
}

/**
 * Each endpoint is its own route, and so is each interface's catch-all 404: Astro routes them
 * (the endpoints first, then the most specific prefix), and a site's own routes beside them still
 * win. The MCP endpoints sit at the site's root (under its base), when the server is on.
 */
function injectServerRoutes(
	options: ParsedOptions,
	hasMcp: boolean,
	injectRoute: SetupParams['injectRoute'],
): void {
	for (const route of getInjectedRoutes(options, hasMcp)) injectRoute(route);
}

/** The routes the server injects: its endpoints, their catch-all 404s and the Deployments page. */
function getInjectedRoutes(options: ParsedOptions, hasMcp: boolean) {
	const routes = { ...options.routes, ...(hasMcp ? { agents: '/' } : {}) };
	const injected = ENDPOINT_ROUTES.flatMap((route) => {
		const pattern = getRoutePattern(route, routes);
		if (pattern === undefined) return [];
		return [{ pattern, entrypoint: `@trydocs/server/routes/${route.id}.ts`, prerender: false }];
	});
	injected.push({
		pattern: options.routes.deployments,
		entrypoint: '@trydocs/server/routes/deployments.astro',
		prerender: false,
	});
	// The page follows a running build through this stream, under the page's own path so
	// its session cookie (scoped to that path) goes along.
	injected.push({
		pattern: `${options.routes.deployments === '/' ? '' : options.routes.deployments}/builds/[build_id]/logs`,
		entrypoint: '@trydocs/server/routes/deployments-logs.ts',
		prerender: false,
	});
	return injected;
}

/** The patterns of every route the server may inject (the MCP routes included). */
function getInjectedPatterns(options: ParsedOptions): Set<string> {
	return new Set(getInjectedRoutes(options, true).map((route) => route.pattern));
}

/**
 * `astro:build:done`: the pages' Markdown in one file for the MCP server, and on Node the
 * configuration file the opt-in middleware reads.
 */
function writeBuildFiles(state: SetupState, dir: URL, logger: AstroIntegrationLogger): void {
	const { serverConfig, isNode, serverDir } = state;
	// The pages' Markdown in one file, for the MCP server's search and get_page on any host.
	if (serverConfig?.agents.mcp) {
		const count = writePagesIndex(fileURLToPath(dir), serverConfig.agents.base);
		const log = logger.fork('trydocs/server');
		if (count > 0) log.info(`The MCP server searches ${count} pages.`);
		else {
			log.info(
				'The MCP server has no pages to search (no `<page>.md` files: they come with `trydocs()` and its `agents.markdown`); it offers the API tools.',
			);
		}
	}
	// The opt-in Node middleware (`@trydocs/server/node`) runs outside the built bundle,
	// in the site's own server: it reads the same configuration from this file.
	if (!isNode || !serverConfig || !serverDir) return;
	mkdirSync(serverDir, { recursive: true });
	writeFileSync(new URL(NODE_CONFIG_FILE, serverDir), JSON.stringify(getRuntimeConfig(state)));
}

function parseOptions(userOptions: ServerOptions | undefined) {
	const options = parseWithFriendlyErrors(
		ServerOptionsSchema,
		userOptions,
		{
			subject: '`trydocsServer()` options',
			file: 'astro.config.mjs',
			reference: 'the README section "The builds and tickets interfaces"',
		},
		(message, hint) => new AstroError(message, hint),
	);
	const ids = options.projects.map((project) => project.id);
	const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
	if (duplicate) {
		throw new AstroError(
			`Invalid \`trydocsServer()\` options: the project id \`${duplicate}\` is used twice.`,
			'Give every project in `projects` its own `id`.',
		);
	}
	for (const project of options.projects) {
		if (project.runner.type === 'hook' && !project.runner.url && !project.runner.urlEnv) {
			throw new AstroError(
				`Invalid \`trydocsServer()\` options: project \`${project.id}\` has a \`hook\` runner without a URL.`,
				'Set `runner.urlEnv` to the environment variable that holds the deploy hook URL (or `runner.url`).',
			);
		}
	}
	return options;
}
