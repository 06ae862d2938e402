/**
 * The Vite side of `trydocs()`: the plugins (in the order they must run) and the virtual
 * modules the pages read, `virtual:trydocs/config` first among them.
 */
import { fileURLToPath } from 'node:url';
import type { AstroConfig } from 'astro';
import type { AgentsSwitches } from '../../schemas/agents.ts';
import { mergeOAuthClients, OAUTH_CALLBACK_ROUTE } from '../../schemas/oauth.ts';
import type { ParsedTrydocsOptions } from '../../schemas/options.ts';
import { getIconSetPaths } from '../../utils/look/icons.ts';
import { formatHref } from '../../utils/navigation/href.ts';
import type { WildcardRedirect } from '../../utils/navigation/redirects.ts';
import type { Renderers } from '../hooks/renderers.ts';
import type { McpLink } from '../hooks/server-links.ts';
import type { SiteInput } from '../hooks/site-input.ts';
import { createDevReloadPlugin } from './dev-reload.ts';
import { createLazyChunksPlugin } from './lazy-chunks.ts';
import { createMdxRepairPlugin } from './mdx-repair-plugin.ts';
import { createMissingImportsPlugin } from './missing-imports.ts';
import { createOptimizeDepsPlugin } from './optimize-deps.ts';
import { createOutsideRootImportsPlugin } from './outside-root.ts';
import { createRootImportsPlugin } from './root-imports.ts';
import { createIslandChunkPlugin, createShellChunksPlugin } from './shell-chunks.ts';
import { createSnippetHooksPlugin } from './snippet-hooks.ts';
import { createVirtualModulesPlugin } from './virtual-modules.ts';

/** What the pages are told about the site, beside docs.json: `virtual:trydocs/config`. */
export interface SiteSettings {
	dev: boolean;
	proxyUrl: string;
	sitemap: boolean;
	mcp: McpLink | null;
	agents: AgentsSwitches;
	wildcardRedirects: WildcardRedirect[];
	/** Pages a redirect replaces (not built). */
	redirectedPages: string[];
	/** The build-wide part of each page's cache key; `null` under `astro dev` or in doubt. */
	buildKey: string | null;
}

/**
 * The `virtual:trydocs/config` module. A function of the moment it is loaded: under
 * `astro dev`, docs.json may have changed since.
 */
export function createConfigModule(
	input: SiteInput,
	config: AstroConfig,
	options: ParsedTrydocsOptions,
	settings: SiteSettings,
): string {
	const values: Record<string, unknown> = {
		docsJson: input.steps.docsJson,
		root: input.root,
		dev: settings.dev,
		proxyUrl: settings.proxyUrl,
		base: config.base,
		trailingSlash: config.trailingSlash,
		generatePages: input.generatePages ?? null,
		sitemap: settings.sitemap,
		siteScripts: input.scripts,
		servedSpecs: input.specs,
		agents: settings.agents,
		mcp: settings.mcp,
		wildcardRedirects: settings.wildcardRedirects,
		redirectedPages: settings.redirectedPages,
		buildKey: settings.buildKey,
		refereeCache: fileURLToPath(new URL('trydocs/referee/', config.cacheDir)),
		// Severity of an operation the spec describes wrongly (deprecated option).
		invalidOperationSeverity: options.invalidOperations === 'error' ? 'error' : 'warning',
		iconSets: getIconSetPaths(),
		oauthClients: mergeOAuthClients(input.steps.docsJson.api.playground.oauth, options.oauth),
		oauthCallbackUrl: formatHref(OAUTH_CALLBACK_ROUTE, config.base, config.trailingSlash),
	};
	return Object.entries(values)
		.map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
		.join('\n');
}

/** The Vite settings `trydocs()` adds to the site's. */
export function createViteConfig(
	input: SiteInput,
	renderers: Renderers,
	configModule: () => string,
	options: ParsedTrydocsOptions,
) {
	const { root } = input;
	return {
		// Our packages ship TypeScript source, which Node does not load from node_modules: Vite
		// compiles them for the server too.
		ssr: { noExternal: ['@trydocs/openapi', '@trydocs/playground'] },
		resolve: { alias: renderers.aliases },
		optimizeDeps: { include: renderers.optimized },
		plugins: [
			// Before `@astrojs/mdx`: a page MDX cannot read is mended, not fatal.
			createMdxRepairPlugin({ root }),
			// An import of a page or snippet that finds no file is a problem, not the end of the build.
			createMissingImportsPlugin({ root }),
			// Root-relative imports (`/snippets/x.mdx`) resolve against the docs root (Vite's own rule
			// when it is Astro's root too).
			...(options.root ? [createRootImportsPlugin(root)] : []),
			createSnippetHooksPlugin([root, input.steps.generatedDir], input.steps.icons),
			createOutsideRootImportsPlugin(),
			createShellChunksPlugin(),
			createIslandChunkPlugin(),
			createLazyChunksPlugin(),
			createVirtualModulesPlugin({
				'virtual:trydocs/config': configModule,
				'virtual:trydocs/utilities.css': input.styles.utilities,
				'virtual:trydocs/site-styles': ['virtual:trydocs/utilities.css', ...input.styles.cssFiles]
					.map((file) => `import ${JSON.stringify(file)};`)
					.join('\n'),
				// The pages: a content collection (`src/content/docs`), or those beside docs.json.
				'virtual:trydocs/pages': () => input.pagesModule,
			}),
			// Preact's pre-bundled entries resolve through this package (no warnings, no reload).
			createOptimizeDepsPlugin(),
			// `astro dev` follows pages, docs.json and specs without a restart.
			createDevReloadPlugin({
				root,
				docsJsonPath: input.docsJsonPath,
				modules: ['virtual:trydocs/config', 'virtual:trydocs/pages'],
				reloadDocsJson: () => input.reloadDocsJson(),
				hasPagesChanged: () => input.reloadPages(),
			}),
		],
	};
}
