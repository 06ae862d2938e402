/// <reference types="astro/client" />

declare module 'virtual:trydocs/config' {
	/** The validated docs.json, with every default applied. */
	export const docsJson: import('./schemas/docs-json.ts').DocsJson;
	/** The site root, as a file path. */
	export const root: string;
	/** The site's `base` (config.base), e.g. `/` or `/docs`. */
	export const base: string;
	/** True under `astro dev`. */
	export const dev: boolean;
	/** Path of the playground proxy (`trydocsServer({ routes })` under the site's `base`). */
	export const proxyUrl: string;
	/** OAuth clients of the playground by security scheme (`trydocs({ oauth })` over docs.json). */
	export const oauthClients: Record<string, import('./schemas/oauth.ts').OAuthClient>;
	/** Path of the OAuth popup's callback page, under `base`. */
	export const oauthCallbackUrl: string;
	/** The site's `trailingSlash`. */
	export const trailingSlash: 'always' | 'never' | 'ignore';
	/** The route prefix of generated operation pages, when `trydocs({ generatePages })` is set. */
	export const generatePages: { prefix: string } | null;
	/** The icon sets' JSON files (utils/look/icons.ts), read when a page draws an icon. */
	export const iconSets: Record<import('./utils/look/icons.ts').IconSetId, string>;
	/** True when Trydocs writes the sitemap (`site` is set and @astrojs/sitemap is not used). */
	export const sitemap: boolean;
	/** A Mintlify repository's `.js` files, as paths from the site root (`/ga.js`): run on every page. */
	export const siteScripts: string[];
	/** A Mintlify repository's OpenAPI files, served at these paths from the root (`/openapi.json`). */
	export const servedSpecs: string[];
	/** docs.json redirects with wildcards, which the not-found page follows. */
	export const wildcardRedirects: Array<{ source: string; destination: string }>;
	/** Pages whose path is a docs.json redirect's source: the redirect is served, they are not built. */
	export const redirectedPages: string[];
	/** The severity of an operation the spec describes wrongly (`trydocs({ invalidOperations })`). */
	export const invalidOperationSeverity: import('./utils/problems/problems.ts').Severity;
	/** Which parts of the docs for agents are on (`trydocs({ agents })` over docs.json `agents`). */
	export const agents: import('./schemas/agents.ts').AgentsSwitches;
	/** The MCP server of `trydocsServer()`, for the contextual menu; `null` without one. */
	export const mcp: { url: string; name: string } | null;
	/**
	 * The build-wide part of each page's cache key (utils/incremental/build-key.ts); `null` under
	 * `astro dev`, or when the build is not incremental: every page is then rendered.
	 */
	export const buildKey: string | null;
	/** The folder where the referee keeps valid verdicts on the specs between builds. */
	export const refereeCache: string;
}

/**
 * The page script's own copy of the strings it shares with the playground (`?page-script` makes
 * it a module of its own id): the bundler then inlines them into the page's small script instead
 * of loading a chunk shared with the island. Same file, same exports.
 */
declare module '@trydocs/playground/constants?page-script' {
	export * from '@trydocs/playground/constants';
}

declare module 'virtual:trydocs/shell-chunks' {
	/** The URL of the search dialog's module (integrations/vite/shell-chunks.ts). */
	export const searchUrl: string;
	/** The URL of the narrow-screen menu's module. */
	export const menuUrl: string;
	/** The URL of the contextual menu's module (client/contextual.ts). */
	export const contextualUrl: string;
}

declare module 'virtual:trydocs/island-chunk' {
	/** The URL of the 'Try it' island's module, `client/try-it.ts` (integrations/vite/shell-chunks.ts). */
	export const tryItUrl: string;
}

declare module 'virtual:trydocs/pages' {
	/** `collection` for the Astro layout (`src/content/docs`), `mintlify` for pages beside docs.json. */
	export const layout: 'collection' | 'mintlify';
	/** The pages found beside docs.json (empty for the Astro layout). */
	export const pages: Array<{
		id: string;
		filePath: string;
		data: import('./schemas/frontmatter.ts').Frontmatter;
		// biome-ignore lint/suspicious/noExplicitAny: an MDX or Markdown module.
		load: () => Promise<{ default: any; frontmatter?: Record<string, unknown> }>;
	}>;
}

/** The Tailwind utility classes the site's content names (utils/look/utility-classes.ts). */
declare module 'virtual:trydocs/utilities.css' {}

/** The utilities and a Mintlify repository's own `.css` files, imported by the layout after ours. */
declare module 'virtual:trydocs/site-styles' {}
