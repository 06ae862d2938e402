/**
 * `astro:config:setup`: the site read (docs.json, pages, look), the Markdown steps registered on
 * the site's own processor, and the config, routes and middleware the site needs added.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, HookParameters } from 'astro';
import type { ParsedTrydocsOptions } from '../../schemas/options.ts';
import { getBuildKey } from '../../utils/incremental/build-key.ts';
import { getFullBuildReason } from '../../utils/incremental/build-switch.ts';
import { createStaticFilesHooks } from '../../utils/pages/mintlify-site.ts';
import { timePhase } from '../../utils/timings/timings.ts';
import { registerMarkdownSteps } from '../markdown/markdown-processor.ts';
import { createConfigModule, createViteConfig } from '../vite/vite-config.ts';
import { getRenderers } from './renderers.ts';
import { getMcpLink, getProxyUrl } from './server-links.ts';
import { checkSiteInput, readSiteInput } from './site-input.ts';
import { getSiteRedirects, injectSiteRoutes } from './site-routes.ts';
import type { SitemapTarget, SiteSetup } from './types.ts';

/** Reads the site and adds what it needs to Astro's config; returns what the later hooks need. */
export function setupSite(
	params: HookParameters<'astro:config:setup'>,
	options: ParsedTrydocsOptions,
): SiteSetup {
	const { config, command, logger, updateConfig, injectRoute } = params;
	const dev = command === 'dev';
	const root = options.root ? resolve(options.root) : fileURLToPath(config.root);
	const outDir = fileURLToPath(config.outDir);
	// A Mintlify repository's images are served from where they are, as on Mintlify.
	const staticFiles = createStaticFilesHooks(root);
	const generatedDir = fileURLToPath(new URL('.astro/', config.root));
	const input = timePhase('read', () =>
		readSiteInput(root, outDir, generatedDir, options, dev, logger),
	);
	checkSiteInput(input, logger);

	// MDX and Preact are added only when the site did not add them itself.
	const names = new Set(config.integrations.map((integration) => integration.name));
	const sitemap = getSitemapTarget(config, names);
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
		buildKey: getFullBuildReason(config, command, process.env) ? null : getBuildKey(root, options),
	};
	updateConfig({
		// Pages whose inputs did not change are reused from the last build (utils/incremental/).
		...(settings.buildKey ? { experimental: { incrementalBuild: true } } : {}),
		integrations: renderers.integrations,
		redirects,
		vite: createViteConfig(
			input,
			renderers,
			() => createConfigModule(input, config, options, settings),
			options,
		),
	});
	addSearchMiddleware(params);
	injectSiteRoutes(injectRoute, config, input.agents, command);
	const searchCache = settings.buildKey ? new URL('trydocs/search/', config.cacheDir) : undefined;
	return {
		staticFiles,
		outDir,
		sitemap,
		searchBase: config.base,
		searchCache,
		agents: input.agents,
	};
}

/** A sitemap is written when the site has an address, unless it has its own. */
function getSitemapTarget(config: AstroConfig, names: Set<string>): SitemapTarget | null {
	return config.site && !names.has('@astrojs/sitemap')
		? { url: config.site, base: config.base, trailingSlash: config.trailingSlash }
		: null;
}

/**
 * Search reads each page as the build renders it, when pages are folders (`x/index.html`);
 * other formats are read from the built files afterwards.
 */
function addSearchMiddleware({
	config,
	command,
	addMiddleware,
}: HookParameters<'astro:config:setup'>) {
	if (command === 'build' && config.build.format === 'directory') {
		addMiddleware({
			entrypoint: new URL('../search/search-middleware.ts', import.meta.url),
			order: 'post',
		});
	}
}
