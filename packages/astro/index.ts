import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { parseWithFriendlyErrors } from '@trydocs/openapi/friendly-errors';
import {
	DEFAULT_ROUTES,
	getProxyPath,
	MCP_HOOK,
	ROUTES_HOOK,
	type TrydocsRoutes,
} from '@trydocs/playground/constants';
import type { AstroIntegration } from 'astro';
import { AstroError } from 'astro/errors';
import { z } from 'astro/zod';
import { createDevReloadPlugin } from './integrations/dev-reload.ts';
import { createLazyChunksPlugin } from './integrations/lazy-chunks.ts';
import { registerMarkdownSteps } from './integrations/markdown-processor.ts';
import { createMdxRepairPlugin } from './integrations/mdx-repair.ts';
import { createOptimizeDepsPlugin } from './integrations/optimize-deps.ts';
import { createOutsideRootImportsPlugin } from './integrations/outside-root.ts';
import { type SearchIndexer, startSearchIndex } from './integrations/pagefind.ts';
import { createRootImportsPlugin } from './integrations/root-imports.ts';
import { createIslandChunkPlugin, createShellChunksPlugin } from './integrations/shell-chunks.ts';
import { getSitemapUrls, writeSitemap } from './integrations/sitemap.ts';
import { createSnippetHooksPlugin } from './integrations/snippet-hooks.ts';
import { createVirtualModulesPlugin } from './integrations/virtual-modules.ts';
import {
	AgentsConfigSchema,
	type AgentsSwitches,
	resolveAgentsSwitches,
} from './schemas/agents.ts';
import { mergeOAuthClients, OAUTH_CALLBACK_ROUTE, OAuthConfigSchema } from './schemas/oauth.ts';
import { findPages, listCollectionIds, usesCollection } from './utils/find-pages.ts';
import { formatHref } from './utils/href.ts';
import { checkNavigationIcons, createSiteIconResolver, getIconSetPaths } from './utils/icons.ts';
import { loadDocsJson } from './utils/load-docs-json.ts';
import {
	createPagesModule,
	createStaticFilesHooks,
	listStaticFiles,
} from './utils/mintlify-site.ts';
import { getHomeRedirect, listNavigationPages } from './utils/navigation-pages.ts';
import {
	clearProblems,
	formatProblem,
	listProblems,
	onProblem,
	reportProblem,
} from './utils/problems.ts';
import { getRedirects } from './utils/redirects.ts';
import { isStrictEnv, reportProblems } from './utils/report-problems.ts';
import { getGeneratePages } from './utils/resolve-operation.ts';
import { checkSiteLook } from './utils/site-look.ts';
import { describeUnsupportedUtilities, readSiteStyles } from './utils/site-styles.ts';

const OptionsSchema = z
	.object({
		/** Path of docs.json, relative to the site root. */
		docsJson: z.string().default('docs.json'),
		/**
		 * The folder of docs.json and the pages, when it is not Astro's `root` (an absolute path).
		 * The `trydocs` command runs Astro from a cache folder and points this at the repository,
		 * so nothing is written into it. Imports such as `/snippets/x.mdx` resolve against it.
		 */
		root: z.string().optional(),
		/**
		 * Generate a page for every operation of docs.json's specs (`api.openapi`, else
		 * `openapi.json` / `openapi.yaml` at the root) under this route prefix, e.g. `/reference`.
		 * A hand-written page with `openapi:` for the same operation takes its place.
		 */
		generatePages: z
			.object({
				prefix: z
					.string()
					.regex(/^\/[a-z0-9/_-]*$/i, 'must be a route prefix such as `/reference`')
					.transform((prefix) => prefix.replace(/\/+$/, '')),
			})
			.optional(),
		/**
		 * Every problem with the site's input (docs.json, frontmatter, an `openapi:` reference, a
		 * spec, an image, a redirect...) is a warning: the page is built as well as it can be, and
		 * the build ends with a summary of all of them and succeeds, as Mintlify publishes such a
		 * site. `strict: true` (or the environment variable `TRYDOCS_STRICT=1`, for CI) makes
		 * any problem fail the build, after every page is written.
		 */
		strict: z.boolean().default(false),
		/**
		 * Deprecated: use `strict`. `error` makes an operation the spec describes wrongly an
		 * error that fails the build (as before), `warn` a warning like any other problem.
		 */
		invalidOperations: z.enum(['error', 'warn']).optional(),
		/**
		 * The docs for agents, all on by default: `markdown: false` leaves out the `<page>.md`
		 * files, `llmsTxt: false` leaves out `/llms.txt` and `/llms-full.txt`. Wins over docs.json
		 * `agents`.
		 */
		agents: AgentsConfigSchema.optional(),
		/**
		 * The playground's OAuth 2.0 / OpenID Connect clients by security scheme name (client id,
		 * a public client secret, redirect URL, extra authorization parameters). Wins, key by key,
		 * over docs.json `api.playground.oauth`.
		 */
		oauth: OAuthConfigSchema.optional(),
	})
	.prefault({});

/** Options of `trydocs()`. */
export type TrydocsOptions = z.input<typeof OptionsSchema>;

/**
 * The Trydocs integration: reads docs.json, renders every page of the `docs` collection, and
 * turns pages with `openapi:` or `api:` frontmatter into endpoint pages with a playground.
 */
export default function trydocs(userOptions?: TrydocsOptions): AstroIntegration {
	const options = parseWithFriendlyErrors(
		OptionsSchema,
		userOptions,
		{
			subject: '`trydocs()` options',
			file: 'astro.config.mjs',
			reference: 'the guide "docs.json" of the Trydocs docs',
		},
		(message, hint) => new AstroError(message, hint),
	);
	let staticFiles: ReturnType<typeof createStaticFilesHooks> | undefined;
	let outDir = '';
	let sitemap = false;
	let mcp: { url: string; name: string } | null = null;
	let site: { url: string; base: string; trailingSlash: 'always' | 'never' | 'ignore' } | undefined;
	let search: SearchIndexer | undefined;
	let searchBase = '/';
	let stopPrinting: (() => void) | undefined;
	const strict = options.strict || isStrictEnv(process.env.TRYDOCS_STRICT);
	return {
		name: '@trydocs/astro',
		hooks: {
			'astro:build:start': () => {
				// Search indexes each page as it is rendered (see integrations/pagefind.ts).
				search = startSearchIndex(searchBase);
			},
			'astro:config:setup': ({
				config,
				command,
				logger,
				updateConfig,
				injectRoute,
				addMiddleware,
			}) => {
				// A session starts with an empty problem list; `astro dev` prints each problem as it
				// comes (a restart reads everything again), a build prints them all at its end.
				clearProblems();
				stopPrinting?.();
				const problemLog = logger.fork('trydocs');
				if (command === 'dev') {
					stopPrinting = onProblem((problem) => problemLog.warn(formatProblem(problem)));
				}
				if (options.invalidOperations) {
					problemLog.warn(
						`\`trydocs({ invalidOperations: '${options.invalidOperations}' })\` is deprecated: an invalid operation is a problem like any other, a warning unless \`strict: true\` (or TRYDOCS_STRICT=1) makes every problem fail the build.${options.invalidOperations === 'error' ? " Until it is removed, `'error'` keeps failing the build on an invalid operation." : ''}`,
					);
				}
				const root = options.root ? resolve(options.root) : fileURLToPath(config.root);
				outDir = fileURLToPath(config.outDir);
				// A Mintlify repository's images are served from where they are, as on Mintlify.
				staticFiles = createStaticFilesHooks(root);
				const docsJsonPath = resolve(root, options.docsJson);
				// Validated once, here: an invalid value stops the build with the key named.
				const docsJson = loadDocsJson(docsJsonPath);
				const generatePages = getGeneratePages(options.generatePages, docsJson);
				const agents = resolveAgentsSwitches(docsJson.agents, options.agents);
				// The pages are found once, here: a Mintlify repository's (files another file imports are
				// snippets, unless the navigation lists them), or the ids of the Astro layout's.
				// Under `astro dev` they are found again when a page or docs.json changes (see below).
				const mintlifyLayout = !usesCollection(root);
				// Icons are drawn when pages render; names the library lacks are reported here, once.
				const icons = createSiteIconResolver(docsJson);
				// One options object for the Markdown steps: `astro dev` swaps its docsJson on an edit.
				const steps = {
					docsJson,
					root,
					staticImages: mintlifyLayout,
					icons,
					// Astro's own folder of generated files: Vite compiles what is there as the site's code.
					generatedDir: fileURLToPath(new URL('.astro/', config.root)),
				};
				const readPages = () =>
					mintlifyLayout
						? findPages(root, outDir, listNavigationPages(steps.docsJson.navigation))
						: [];
				const foundPages = readPages();
				const pageIds = mintlifyLayout
					? foundPages.map((page) => page.id)
					: listCollectionIds(root);
				// The utility classes the content names and a Mintlify repository's `.css` files.
				const siteStyles = readSiteStyles(root, outDir, mintlifyLayout);
				const unsupportedUtilities = describeUnsupportedUtilities(siteStyles.unsupported);
				if (unsupportedUtilities) logger.warn(unsupportedUtilities);
				// Mintlify runs every `.js` file of the repository on every page (served as they are).
				const siteScripts = mintlifyLayout
					? listStaticFiles(root, outDir)
							.filter((path) => path.endsWith('.js'))
							.map((path) => `/${path}`)
					: [];
				for (const problem of checkSiteLook(docsJson)) reportProblem(problem);
				checkNavigationIcons(docsJson.navigation, icons, (message) => logger.warn(message));

				// The island posts to the proxy of `trydocsServer()` where the site mounts it (its
				// `routes`, read through the server's custom hook whatever the order of the two
				// integrations), under the site's `base` and as its `trailingSlash` asks.
				const serverRoutes = config.integrations
					.map((integration) => (integration.hooks as Record<string, unknown>)[ROUTES_HOOK])
					.find((hook): hook is () => TrydocsRoutes => typeof hook === 'function');
				// The MCP server of `trydocsServer()`, for the contextual menu's MCP entries: they need
				// its full address, so the site's `site`.
				const mcpPath = config.integrations
					.map((integration) => (integration.hooks as Record<string, unknown>)[MCP_HOOK])
					.find((hook): hook is () => string | undefined => typeof hook === 'function')?.();
				mcp =
					mcpPath && config.site && docsJson.agents?.mcp !== false
						? {
								url: new URL(`${config.base.replace(/\/+$/, '')}${mcpPath}`, config.site).href,
								name:
									String(docsJson.name ?? 'docs')
										.toLowerCase()
										.replace(/[^a-z0-9]+/g, '-')
										.replace(/^-+|-+$/g, '') || 'docs',
							}
						: null;
				const proxyUrl = formatHref(
					getProxyPath(serverRoutes?.() ?? DEFAULT_ROUTES),
					config.base,
					config.trailingSlash,
				);

				// MDX and Preact are added only when the site did not add them itself.
				const names = new Set(config.integrations.map((integration) => integration.name));
				// A sitemap is written when the site has an address, unless it has its own.
				sitemap = !!config.site && !names.has('@astrojs/sitemap');
				if (config.site) {
					site = { url: config.site, base: config.base, trailingSlash: config.trailingSlash };
				}
				// `api:` pages and Mintlify's components are read by steps registered on the site's own
				// Markdown processor (Sätteri, Astro's default, or unified), never replaced. Sätteri runs
				// no remark steps: the MDX that Trydocs adds then compiles with unified and both steps.
				const { mdxProcessor } = registerMarkdownSteps(config.markdown.processor, steps);
				const integrations: AstroIntegration[] = [];
				if (!names.has('@astrojs/mdx')) {
					integrations.push(mdx(mdxProcessor ? { processor: mdxProcessor } : {}));
				}
				const aliases: Array<{ find: string | RegExp; replacement: string }> = [];
				const optimized: string[] = [];
				if (!names.has('@astrojs/preact')) {
					// In dev, Vite pre-bundles Preact only when it resolves from the site root; name it
					// through this package, so the island and the renderer share one copy.
					optimized.push(
						...['preact', 'preact/hooks', 'preact/jsx-runtime', 'preact/jsx-dev-runtime'].map(
							(id) => `@trydocs/astro > ${id}`,
						),
						'@trydocs/astro > @trydocs/playground > @preact/signals',
					);
					// Only JSX needs Preact's compiler (Babel): without `include` it would also run on
					// every plain `.ts`/`.js` module of the site (seconds of a large build).
					integrations.push(preact({ include: [/\.[cm]?[jt]sx$/] }));
					// Astro resolves renderer entrypoints from the site root, where a strict package
					// manager does not expose our dependencies: point them at our copy.
					const require = createRequire(import.meta.url);
					for (const entry of ['client.js', 'client-dev.js', 'server.js']) {
						aliases.push({
							find: `@astrojs/preact/${entry}`,
							replacement: require.resolve(`@astrojs/preact/${entry}`),
						});
					}
					// A Mintlify repository's `.jsx` snippets compile to Preact: resolve it from here too,
					// in builds only. Under `astro dev` an alias to a file path gives the server runtime
					// a second Preact beside the renderer's (hooks then fail with `reading '__H'`).
					if (command === 'build') {
						for (const id of [
							'preact/jsx-runtime',
							'preact/jsx-dev-runtime',
							'preact/hooks',
							'preact',
						]) {
							aliases.push({
								find: new RegExp(`^${id.replace('/', '\\/')}$`),
								replacement: require.resolve(id),
							});
						}
					}
				}

				// docs.json `redirects` become Astro redirects (the site's own ones are kept); wildcard
				// ones also expand per page, and the not-found page follows them for other addresses.
				const { redirects, wildcards, shadowed } = getRedirects(
					docsJson,
					config.redirects,
					pageIds,
				);
				for (const page of shadowed) {
					reportProblem({
						kind: 'redirect',
						file: 'docs.json',
						key: 'redirects',
						message: `\`/${page.id}\` is both a page and the source of a redirect to \`${page.destination}\`; the redirect is served, as on Mintlify, and the page is not built.`,
						hint: 'Remove the redirect to publish the page, or remove the page.',
						severity: 'warning',
					});
				}
				// Without an index page, `/` goes to the first page of the navigation, as on Mintlify.
				const ownIndex = ['astro', 'md', 'mdx', 'html'].some((ext) =>
					existsSync(new URL(`pages/index.${ext}`, config.srcDir)),
				);
				const home =
					ownIndex || '/' in config.redirects
						? undefined
						: getHomeRedirect(docsJson.navigation, pageIds);
				const dev = command === 'dev';
				let pagesModule = createPagesModule(root, foundPages, dev);
				updateConfig({
					integrations,
					redirects: { ...(home ? { '/': home } : {}), ...redirects },
					vite: {
						// Our packages ship TypeScript source, which Node does not load from node_modules:
						// Vite compiles them for the server too.
						ssr: { noExternal: ['@trydocs/openapi', '@trydocs/playground'] },
						resolve: { alias: aliases },
						optimizeDeps: { include: optimized },
						plugins: [
							// Before `@astrojs/mdx`: a page MDX cannot read is mended, not fatal.
							createMdxRepairPlugin({ root }),
							// Root-relative imports (`/snippets/x.mdx`) resolve against the docs root (Vite's own
							// rule when it is Astro's root too).
							...(options.root ? [createRootImportsPlugin(root)] : []),
							createSnippetHooksPlugin([root, steps.generatedDir]),
							createOutsideRootImportsPlugin(),
							createShellChunksPlugin(),
							createIslandChunkPlugin(),
							createLazyChunksPlugin(),
							createVirtualModulesPlugin({
								'virtual:trydocs/config': () =>
									[
										`export const docsJson = ${JSON.stringify(steps.docsJson)};`,
										`export const root = ${JSON.stringify(root)};`,
										`export const dev = ${JSON.stringify(dev)};`,
										`export const proxyUrl = ${JSON.stringify(proxyUrl)};`,
										`export const base = ${JSON.stringify(config.base)};`,
										`export const trailingSlash = ${JSON.stringify(config.trailingSlash)};`,
										`export const generatePages = ${JSON.stringify(generatePages ?? null)};`,
										`export const sitemap = ${JSON.stringify(sitemap)};`,
										`export const siteScripts = ${JSON.stringify(siteScripts)};`,
										`export const agents = ${JSON.stringify(agents)};`,
										`export const mcp = ${JSON.stringify(mcp)};`,
										`export const wildcardRedirects = ${JSON.stringify(wildcards)};`,
										`export const redirectedPages = ${JSON.stringify(shadowed.map((page) => page.id))};`,
										// Severity of an operation the spec describes wrongly (deprecated option).
										`export const invalidOperationSeverity = ${JSON.stringify(options.invalidOperations === 'error' ? 'error' : 'warning')};`,
										`export const iconSets = ${JSON.stringify(getIconSetPaths())};`,
										`export const oauthClients = ${JSON.stringify(mergeOAuthClients(steps.docsJson.api.playground.oauth, options.oauth))};`,
										`export const oauthCallbackUrl = ${JSON.stringify(formatHref(OAUTH_CALLBACK_ROUTE, config.base, config.trailingSlash))};`,
									].join('\n'),
								'virtual:trydocs/utilities.css': siteStyles.utilities,
								'virtual:trydocs/site-styles': [
									'virtual:trydocs/utilities.css',
									...siteStyles.cssFiles,
								]
									.map((file) => `import ${JSON.stringify(file)};`)
									.join('\n'),
								// The pages: a content collection (`src/content/docs`), or those beside docs.json.
								'virtual:trydocs/pages': () => pagesModule,
							}),
							// Preact's pre-bundled entries resolve through this package (no warnings, no reload).
							createOptimizeDepsPlugin(),
							// `astro dev` follows pages, docs.json and specs without a restart.
							createDevReloadPlugin({
								root,
								docsJsonPath,
								modules: ['virtual:trydocs/config', 'virtual:trydocs/pages'],
								reloadDocsJson: () => {
									try {
										steps.docsJson = loadDocsJson(docsJsonPath);
										// Its navigation decides which imported files are pages too.
										pagesModule = createPagesModule(root, readPages(), true);
										return true;
									} catch (error) {
										// The page keeps the last valid docs.json until this one is fixed.
										const { message, hint } = error as { message: string; hint?: string };
										logger.error(hint ? `${message}\n  ${hint}` : message);
										return false;
									}
								},
								hasPagesChanged: () => {
									const next = createPagesModule(root, readPages(), true);
									if (next === pagesModule) return false;
									pagesModule = next;
									return true;
								},
							}),
						],
					},
				});
				// Search reads each page as the build renders it, when pages are folders (`x/index.html`);
				// other formats are read from the built files afterwards.
				searchBase = config.base;
				if (command === 'build' && config.build.format === 'directory') {
					addMiddleware({
						entrypoint: new URL('./integrations/search-middleware.ts', import.meta.url),
						order: 'post',
					});
				}
				// The 'Try it' island hydrates on intent (hover, focus, click, `?playground=open`).
				// The generated pages' route is more specific than the catch-all, so it wins for its
				// prefix; hand-written pages under the prefix are skipped by it (see the route).
				if (generatePages) {
					injectRoute({
						pattern: `${generatePages.prefix}/[...slug]`,
						entrypoint: '@trydocs/astro/routes/operation.astro',
					});
				}
				injectRoute({ pattern: '/[...slug]', entrypoint: '@trydocs/astro/routes/page.astro' });
				// The playground's OAuth popup returns to this page, which hands the answer to the opener.
				injectRoute({
					pattern: OAUTH_CALLBACK_ROUTE,
					entrypoint: '@trydocs/astro/routes/oauth-callback.astro',
				});
				injectAgentRoutes(injectRoute, agents);
				// A 404 page with search, unless the site has its own.
				const pages = new URL('pages/', config.srcDir);
				if (
					!['astro', 'md', 'mdx', 'html'].some((ext) => existsSync(new URL(`404.${ext}`, pages)))
				) {
					injectRoute({ pattern: '/404', entrypoint: '@trydocs/astro/routes/404.astro' });
				}
			},
			'astro:build:done': async ({ dir, pages, logger }) => {
				// A Mintlify repository's images go beside the pages, as Mintlify serves them.
				await staticFiles?.copy(dir, outDir);
				// Search covers the built pages: Pagefind reads the HTML in the client folder.
				await (search ?? startSearchIndex(searchBase)).finish(dir, logger.fork('trydocs:search'));
				search = undefined;
				if (sitemap && site) {
					await writeSitemap(
						dir,
						getSitemapUrls(pages, site.url, site.base, site.trailingSlash),
						site.url,
						site.base,
					);
				}
				// Last: the site is complete, then the summary of its problems, and `strict` decides.
				reportProblems(listProblems(), strict, logger.fork('trydocs'));
			},
			'astro:server:setup': ({ server }) => {
				if (staticFiles) server.middlewares.use(staticFiles.middleware);
			},
		},
	};
}

/**
 * The docs for agents: a Markdown file beside every page and llms.txt, prerendered endpoints
 * (so a site with an adapter writes them at build time too). `.md` routes are more specific than
 * the pages' catch-all, so they win for their addresses.
 */
function injectAgentRoutes(
	injectRoute: Parameters<
		NonNullable<AstroIntegration['hooks']['astro:config:setup']>
	>[0]['injectRoute'],
	switches: AgentsSwitches,
) {
	if (switches.markdown) {
		injectRoute({ pattern: '/[...slug].md', entrypoint: '@trydocs/astro/routes/markdown.ts' });
	}
	if (switches.llmsTxt) {
		for (const folder of ['', '/.well-known']) {
			injectRoute({
				pattern: `${folder}/llms.txt`,
				entrypoint: '@trydocs/astro/routes/llms-txt.ts',
			});
			injectRoute({
				pattern: `${folder}/llms-full.txt`,
				entrypoint: '@trydocs/astro/routes/llms-full-txt.ts',
			});
		}
	}
}
