/**
 * The Astro integration the plugin adds through Starlight's `addIntegration`: it injects the one
 * route of the reference pages and gives it what the site's configuration decided, in the
 * virtual module `virtual:trydocs-starlight/reference` (typed in virtual.d.ts).
 */
import { createEndpointViteConfig, findProxyUrl, SPECS_HOOK } from '@trydocs/astro/endpoint';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import type { ContentOperation, ReadSpec } from '../utils/types.ts';

const MODULE_ID = 'virtual:trydocs-starlight/reference';

/** What the integration is given by the plugin's `config:setup`. */
export interface ReferenceInput {
	specs: ReadSpec[];
	/** The route prefix of each locale of Starlight's `locales` (`''` for the root one). */
	localePrefixes: string[];
	/** The language (`lang`) of each locale, by its route prefix: the endpoint's own words follow it. */
	localeLanguages: Record<string, string>;
	/** The site's own pages that name an operation, by their path from the site's root. */
	contentPages: Record<string, ContentOperation>;
	/** The server URLs of the `mdx.server` option, where bare `api:` paths are sent. */
	mdxServers: string[];
	/** Keep the reader's variables not secret in the browser (`playground.persistVariables`). */
	persistVariables: boolean;
}

/** The languages of the code examples, as in Trydocs' shell when docs.json names none. */
const LANGUAGES = ['curl', 'python', 'javascript'];

/** The integration that injects the reference route (`routes/operation.astro`). */
export function createReferenceIntegration(input: ReferenceInput): AstroIntegration {
	// The specs the pages show, the site's own pages' included: `trydocsServer()` asks for them
	// (its proxy forwards to their servers, as to those of the specs docs.json names), and the
	// servers of the `mdx` option.
	const specs = [
		...new Set([
			...input.specs.map((spec) => spec.source),
			...Object.values(input.contentPages).map((page) => page.source),
		]),
	].filter(Boolean);
	return {
		name: '@trydocs/starlight:reference',
		hooks: {
			[SPECS_HOOK]: () => ({ specs, servers: input.mdxServers }),
			'astro:config:setup': ({ command, config, injectRoute, updateConfig, addWatchFile }) => {
				// A catch-all route, as starlight-openapi injects: the pages of every spec and
				// locale, each listed by getStaticPaths.
				injectRoute({
					pattern: '[...trydocsSlug]',
					entrypoint: '@trydocs/starlight/routes/operation.astro',
					prerender: true,
				});
				// The site's proxy when it adds `trydocsServer()`; else the playground sends directly.
				const proxyUrl = findProxyUrl(config);
				const values = {
					pages: input.specs.flatMap((spec) => spec.pages),
					sources: Object.fromEntries(input.specs.map((spec) => [spec.index, spec.source])),
					infos: Object.fromEntries(
						input.specs.map((spec) => [spec.index, { title: spec.title, version: spec.version }]),
					),
					localePrefixes: input.localePrefixes,
					localeLanguages: input.localeLanguages,
					trailingSlash: config.trailingSlash,
					contentPages: input.contentPages,
					settings: {
						dev: command === 'dev',
						languages: LANGUAGES,
						prefill: false,
						proxy: proxyUrl !== undefined,
						proxyUrl: proxyUrl ?? '',
						oauth: {},
						oauthCallbackUrl: '',
						persistVariables: input.persistVariables,
					},
				};
				const endpoint = createEndpointViteConfig();
				updateConfig({
					vite: {
						ssr: { noExternal: [...endpoint.ssr.noExternal, '@trydocs/starlight'] },
						plugins: [createModulePlugin(values), ...endpoint.plugins],
					},
				});
				for (const spec of input.specs) {
					if (!/^https?:/.test(spec.source)) addWatchFile(spec.source);
				}
			},
		},
	};
}

/** Serves the virtual module: each value as a named export. */
function createModulePlugin(values: Record<string, unknown>): Plugin {
	const resolved = `\0${MODULE_ID}`;
	return {
		name: 'vite-plugin-trydocs-starlight-reference',
		resolveId: (id) => (id === MODULE_ID ? resolved : undefined),
		load: (id) =>
			id === resolved
				? Object.entries(values)
						.map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
						.join('\n')
				: undefined,
	};
}
