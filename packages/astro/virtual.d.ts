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
	/** The route prefix of generated operation pages, when `trydocs({ generatePages })` is set. */
	export const generatePages: { prefix: string } | null;
	/** True when Trydocs writes the sitemap (`site` is set and @astrojs/sitemap is not used). */
	export const sitemap: boolean;
}

declare namespace Astro {
	interface ClientDirectives {
		/** Hydrates the 'Try it' island when the reader reaches for it (`integrations/client-directive.ts`). */
		'client:trydocs'?: boolean;
	}
}
