import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import type { AstroIntegration } from 'astro';
import { z } from 'astro/zod';
import { createVirtualModulesPlugin } from './integrations/virtual-modules.ts';
import { loadDocsJson } from './utils/load-docs-json.ts';

const OptionsSchema = z
	.object({
		/** Path of docs.json, relative to the site root. */
		docsJson: z.string().default('docs.json'),
	})
	.prefault({});

/** Options of `trydocs()`. */
export type TrydocsOptions = z.input<typeof OptionsSchema>;

/**
 * The Trydocs integration: reads docs.json, renders every page of the `docs` collection, and
 * turns pages with `openapi:` or `api:` frontmatter into endpoint pages with a playground.
 */
export default function trydocs(userOptions?: TrydocsOptions): AstroIntegration {
	const options = OptionsSchema.parse(userOptions);
	return {
		name: '@trydocs/astro',
		hooks: {
			'astro:config:setup': ({
				config,
				command,
				updateConfig,
				injectRoute,
				addWatchFile,
				addClientDirective,
			}) => {
				const root = fileURLToPath(config.root);
				const docsJsonPath = fileURLToPath(new URL(options.docsJson, config.root));
				const docsJson = loadDocsJson(docsJsonPath);
				addWatchFile(docsJsonPath);

				// MDX and Preact are added only when the site did not add them itself.
				const names = new Set(config.integrations.map((integration) => integration.name));
				const integrations: AstroIntegration[] = [];
				if (!names.has('@astrojs/mdx')) integrations.push(mdx());
				const aliases: Record<string, string> = {};
				if (!names.has('@astrojs/preact')) {
					integrations.push(preact());
					// Astro resolves renderer entrypoints from the site root, where a strict package
					// manager does not expose our dependencies: point them at our copy.
					const require = createRequire(import.meta.url);
					for (const entry of ['client.js', 'client-dev.js', 'server.js']) {
						aliases[`@astrojs/preact/${entry}`] = require.resolve(`@astrojs/preact/${entry}`);
					}
				}

				updateConfig({
					integrations,
					vite: {
						resolve: { alias: aliases },
						plugins: [
							createVirtualModulesPlugin({
								'virtual:trydocs/config': [
									`export const docsJson = ${JSON.stringify(docsJson)};`,
									`export const root = ${JSON.stringify(root)};`,
									`export const dev = ${JSON.stringify(command === 'dev')};`,
								].join('\n'),
							}),
						],
					},
				});
				// The 'Try it' island hydrates on intent (hover, focus, click, `?playground=open`).
				addClientDirective({
					name: 'trydocs',
					entrypoint: fileURLToPath(new URL('./integrations/client-directive.ts', import.meta.url)),
				});
				injectRoute({ pattern: '/[...slug]', entrypoint: '@trydocs/astro/routes/page.astro' });
			},
		},
	};
}
