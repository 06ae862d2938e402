import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { precompressFiles } from './integrations/hooks/precompress.ts';
import { getRenderers } from './integrations/hooks/renderers.ts';
import { getMcpLink, getProxyUrl } from './integrations/hooks/server-links.ts';
import { checkSiteInput, readSiteInput } from './integrations/hooks/site-input.ts';
import {
	copyWellKnownLlmsFull,
	getSiteRedirects,
	injectSiteRoutes,
} from './integrations/hooks/site-routes.ts';
import { getSitemapUrls, writeSitemap } from './integrations/hooks/sitemap.ts';
import { registerMarkdownSteps } from './integrations/markdown/markdown-processor.ts';
import { type SearchIndexer, startSearchIndex } from './integrations/search/pagefind.ts';
import { createConfigModule, createViteConfig } from './integrations/vite/vite-config.ts';
import type { AgentsSwitches } from './schemas/agents.ts';
import {
	type ParsedTrydocsOptions,
	parseTrydocsOptions,
	type TrydocsOptions,
} from './schemas/options.ts';
import { createStaticFilesHooks } from './utils/pages/mintlify-site.ts';
import {
	clearProblems,
	formatProblem,
	listProblems,
	onProblem,
} from './utils/problems/problems.ts';
import { isStrictEnv, reportProblems } from './utils/problems/report-problems.ts';

export type { TrydocsOptions } from './schemas/options.ts';

/**
 * The Trydocs integration: reads docs.json, renders every page of the `docs` collection, and
 * turns pages with `openapi:` or `api:` frontmatter into endpoint pages with a playground.
 */
export default function trydocs(userOptions?: TrydocsOptions): AstroIntegration {
	const options = parseTrydocsOptions(userOptions);
	const strict = options.strict || isStrictEnv(process.env.TRYDOCS_STRICT);
	let staticFiles: ReturnType<typeof createStaticFilesHooks> | undefined;
	let outDir = '';
	let sitemap: { url: string; base: string; trailingSlash: 'always' | 'never' | 'ignore' } | null =
		null;
	let search: SearchIndexer | undefined;
	let searchBase = '/';
	let agents: AgentsSwitches | undefined;
	let stopPrinting: (() => void) | undefined;
	return {
		name: '@trydocs/astro',
		hooks: {
			'astro:build:start': () => {
				// Search indexes each page as it is rendered (see integrations/search/pagefind.ts).
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
				const dev = command === 'dev';
				stopPrinting?.();
				stopPrinting = startProblemSession(options, dev, logger.fork('trydocs'));
				const root = options.root ? resolve(options.root) : fileURLToPath(config.root);
				outDir = fileURLToPath(config.outDir);
				// A Mintlify repository's images are served from where they are, as on Mintlify.
				staticFiles = createStaticFilesHooks(root);
				const generatedDir = fileURLToPath(new URL('.astro/', config.root));
				const input = readSiteInput(root, outDir, generatedDir, options, dev, logger);
				checkSiteInput(input, logger);

				// MDX and Preact are added only when the site did not add them itself.
				const names = new Set(config.integrations.map((integration) => integration.name));
				// A sitemap is written when the site has an address, unless it has its own.
				sitemap =
					config.site && !names.has('@astrojs/sitemap')
						? { url: config.site, base: config.base, trailingSlash: config.trailingSlash }
						: null;
				// `api:` pages and Mintlify's components are read by steps registered on the site's own
				// Markdown processor (Sätteri, Astro's default, or unified), never replaced. Sätteri runs
				// no remark steps: the MDX that Trydocs adds then compiles with unified and both steps.
				const { mdxProcessor } = registerMarkdownSteps(config.markdown.processor, input.steps);
				const renderers = getRenderers(names, command, mdxProcessor);
				const { redirects, wildcards, shadowed } = getSiteRedirects(
					config,
					input.steps.docsJson,
					input.pageIds,
				);
				const settings = {
					dev,
					proxyUrl: getProxyUrl(config),
					sitemap: sitemap !== null,
					mcp: getMcpLink(config, input.steps.docsJson),
					agents: input.agents,
					wildcardRedirects: wildcards,
					redirectedPages: shadowed.map((page) => page.id),
				};
				updateConfig({
					integrations: renderers.integrations,
					redirects,
					vite: createViteConfig(
						input,
						renderers,
						() => createConfigModule(input, config, options, settings),
						options,
					),
				});
				// Search reads each page as the build renders it, when pages are folders (`x/index.html`);
				// other formats are read from the built files afterwards.
				searchBase = config.base;
				if (command === 'build' && config.build.format === 'directory') {
					addMiddleware({
						entrypoint: new URL('./integrations/search/search-middleware.ts', import.meta.url),
						order: 'post',
					});
				}
				injectSiteRoutes(injectRoute, config, input.agents, command);
				agents = input.agents;
			},
			'astro:build:done': async ({ dir, pages, logger }) => {
				// A Mintlify repository's images go beside the pages, as Mintlify serves them.
				await staticFiles?.copy(dir, outDir);
				if (agents) await copyWellKnownLlmsFull(dir, agents);
				// Search covers the built pages: Pagefind reads the HTML in the client folder.
				await (search ?? startSearchIndex(searchBase)).finish(dir, logger.fork('trydocs:search'));
				search = undefined;
				if (sitemap) {
					const { url, base, trailingSlash } = sitemap;
					await writeSitemap(dir, getSitemapUrls(pages, url, base, trailingSlash), url, base);
				}
				// After every file of the client folder is written (Pagefind's are compressed already).
				if (options.precompress) {
					const { files, bytes, brotliBytes } = await precompressFiles(fileURLToPath(dir));
					logger
						.fork('trydocs')
						.info(
							`Precompressed ${files} files: ${formatKb(bytes)} as ${formatKb(brotliBytes)} with Brotli.`,
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

const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * A session starts with an empty problem list; `astro dev` prints each problem as it comes (a
 * restart reads everything again), a build prints them all at its end. Returns what stops the
 * printing.
 */
function startProblemSession(
	options: ParsedTrydocsOptions,
	dev: boolean,
	log: AstroIntegrationLogger,
): (() => void) | undefined {
	clearProblems();
	const stop = dev ? onProblem((problem) => log.warn(formatProblem(problem))) : undefined;
	if (options.invalidOperations) {
		log.warn(
			`\`trydocs({ invalidOperations: '${options.invalidOperations}' })\` is deprecated: an invalid operation is a problem like any other, a warning unless \`strict: true\` (or TRYDOCS_STRICT=1) makes every problem fail the build.${options.invalidOperations === 'error' ? " Until it is removed, `'error'` keeps failing the build on an invalid operation." : ''}`,
		);
	}
	return stop;
}
