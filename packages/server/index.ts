import { fileURLToPath } from 'node:url';
import { parseWithFriendlyErrors } from '@trydocs/openapi/friendly-errors';
import { ROUTES_HOOK } from '@trydocs/openapi/routes';
import type { AstroIntegration } from 'astro';
import { AstroError } from 'astro/errors';
import { markNonBrowserRequest } from './handlers/non-browser-origin.ts';
import { checkDatabaseClient } from './integrations/check-dependencies.ts';
import {
	createConfigSource,
	createLiveProxyTargetsPlugin,
} from './integrations/live-proxy-targets.ts';
import { collectProxyTargets } from './integrations/proxy-targets.ts';
import { createServerVitePlugin } from './integrations/vite-plugin.ts';
import type { ServerConfig } from './runtime/config.ts';
import { resolveServerConfig, type ServerOptions, ServerOptionsSchema } from './schemas/options.ts';

export { DEMO_TICKETS, getDemoTicket, type Ticket } from './handlers/demo-tickets.ts';
export type { ServerConfig } from './runtime/config.ts';
export type { ServerOptions } from './schemas/options.ts';

/**
 * The Trydocs server integration: injects the builds interface, the tickets interface, the demo
 * tickets route, the playground proxy and the Deployments page as on-demand routes into a site
 * that has an Astro adapter.
 */
export default function trydocsServer(userOptions?: ServerOptions): AstroIntegration {
	const options = parseOptions(userOptions);
	let serverConfig: ServerConfig | undefined;
	return {
		name: '@trydocs/server',
		hooks: {
			// `trydocs()` calls this to point the playground at this server's proxy.
			[ROUTES_HOOK]: () => options.routes,
			'astro:config:setup': async ({ config, command, injectRoute, updateConfig, logger }) => {
				if (!config.adapter) {
					throw new AstroError(
						'`trydocsServer()` needs an adapter: its endpoints run on demand, on a server.',
						"Add one in astro.config.mjs, e.g. `adapter: node({ mode: 'standalone' })` from `@astrojs/node`.",
					);
				}
				const root = fileURLToPath(config.root);
				const resolvePath = (path: string) => fileURLToPath(new URL(path, config.root));

				// The proxy's allow list: every origin the site declares (docs.json, its specs, the
				// pages' frontmatter), fixed at build time. In `astro dev` a plugin watches those files
				// and keeps the list current without restarting the server.
				const sources = {
					root,
					docsJson: resolvePath(options.docsJson),
					extra: options.proxy.allow,
				};
				const targets = await collectProxyTargets(sources);
				const log = logger.fork('trydocs/server');
				for (const warning of targets.warnings) log.warn(warning);
				const missingClient = checkDatabaseClient(root);
				if (missingClient) log.warn(missingClient);
				const dev = command === 'dev';

				serverConfig = resolveServerConfig(options, {
					root,
					base: config.base,
					siteOrigin: config.site ? new URL(config.site).origin : undefined,
					proxyAllow: targets.origins,
				});

				// The site's `security.checkOrigin` stays as the site set it. A CI job's plain
				// `curl -X POST` reaches the builds interface anyway: built Node sites answer the
				// endpoints before Astro's pipeline (`runtime/fast-path.ts`), and `astro dev` through
				// the middleware of `astro:server:setup` below.
				updateConfig({
					vite: {
						// `@trydocs/openapi` ships TypeScript source, which Node does not load from
						// node_modules: Vite compiles it for the server.
						ssr: { noExternal: ['@trydocs/openapi'] },
						plugins: [
							createServerVitePlugin(
								createConfigSource(serverConfig, dev),
								fileURLToPath(new URL('./runtime/node.ts', import.meta.url)),
								fileURLToPath(new URL('./runtime/fast-path.ts', import.meta.url)),
							),
							...(dev ? [createLiveProxyTargetsPlugin(sources, targets, log)] : []),
						],
					},
				});

				const { routes } = options;
				const under = (prefix: string) => `${prefix === '/' ? '' : prefix}/[...path]`;
				injectRoute({
					pattern: under(routes.builds),
					entrypoint: '@trydocs/server/routes/builds.ts',
					prerender: false,
				});
				injectRoute({
					pattern: under(routes.tickets),
					entrypoint: '@trydocs/server/routes/tickets.ts',
					prerender: false,
				});
				injectRoute({
					pattern: under(routes.playground),
					entrypoint: '@trydocs/server/routes/playground.ts',
					prerender: false,
				});
				injectRoute({
					pattern: routes.deployments,
					entrypoint: '@trydocs/server/routes/deployments.ts',
					prerender: false,
				});
				log.debug(`The playground proxy forwards to: ${targets.origins.join(', ') || 'nothing'}.`);
			},
			'astro:server:setup': ({ server }) => {
				const routes = serverConfig?.routes;
				if (!routes) return;
				server.middlewares.use((req, _res, next) => {
					markNonBrowserRequest(req, routes);
					next();
				});
			},
		},
	};
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
