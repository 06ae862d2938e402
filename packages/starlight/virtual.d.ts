/// <reference types="astro/client" />
/// <reference types="@astrojs/starlight" />

declare module 'virtual:trydocs-starlight/reference' {
	/** Every page the plugin adds, by its route without the locale (utils/types.ts). */
	export const pages: import('./utils/types.ts').ReferencePage[];
	/** The specs' sources (a file's absolute path or a URL), by their index in the options. */
	export const sources: Record<number, string>;
	/** The specs' `info.title` and `info.version`, by their index in the options. */
	export const infos: Record<number, { title: string; version: string }>;
	/** The route prefix of each of the site's locales (`''` for the root locale). */
	export const localePrefixes: string[];
	/** Each locale's language (`lang`), by its route prefix. */
	export const localeLanguages: Record<string, string>;
	/** The site's `trailingSlash`, for the overview's links. */
	export const trailingSlash: 'always' | 'never' | 'ignore';
	/** The site's own pages that name an operation (`openapi:`), by their path from the root. */
	export const contentPages: Record<string, import('./utils/types.ts').ContentOperation>;
	/** What the endpoint pages take from the site: languages, proxy, OAuth. */
	export const settings: import('@trydocs/astro/endpoint').EndpointSettings;
}

/** The mdx elements re-exported by components/index.ts: Astro components, compiled by Vite. */
declare module '@trydocs/astro/components/mdx/*.astro' {
	const component: import('astro/runtime/server/index.js').AstroComponentFactory;
	export default component;
}
