/**
 * MDX and Preact for a site that did not add them itself, set up so a strict package manager's
 * layout (pnpm) still finds them through this package.
 */
import { createRequire } from 'node:module';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import type { AstroIntegration } from 'astro';
import type { registerMarkdownSteps } from '../markdown/markdown-processor.ts';

type MdxProcessor = ReturnType<typeof registerMarkdownSteps>['mdxProcessor'];

/** The renderers to add, and the Vite aliases and pre-bundled entries they need. */
export interface Renderers {
	integrations: AstroIntegration[];
	aliases: Array<{ find: string | RegExp; replacement: string }>;
	optimized: string[];
}

/** The Preact entries a page's JSX compiles to. */
const PREACT_ENTRIES = ['preact/jsx-runtime', 'preact/jsx-dev-runtime', 'preact/hooks', 'preact'];

/**
 * The renderers the site lacks (`names`: the integrations it has). MDX compiles with the site's
 * processor where Trydocs registered its steps on it (`mdxProcessor`).
 */
export function getRenderers(
	names: Set<string>,
	command: string,
	mdxProcessor: MdxProcessor,
): Renderers {
	const renderers: Renderers = { integrations: [], aliases: [], optimized: [] };
	if (!names.has('@astrojs/mdx')) {
		renderers.integrations.push(mdx(mdxProcessor ? { processor: mdxProcessor } : {}));
	}
	if (names.has('@astrojs/preact')) return renderers;
	// In dev, Vite pre-bundles Preact only when it resolves from the site root; name it through
	// this package, so the island and the renderer share one copy.
	renderers.optimized.push(
		// `preact/compat`: the `React` that snippets name without importing it (react-scope.ts).
		...[
			'preact',
			'preact/hooks',
			'preact/compat',
			'preact/jsx-runtime',
			'preact/jsx-dev-runtime',
		].map((id) => `@trydocs/astro > ${id}`),
		'@trydocs/astro > @trydocs/playground > @preact/signals',
	);
	// Only JSX needs Preact's compiler (Babel): without `include` it would also run on every
	// plain `.ts`/`.js` module of the site (seconds of a large build).
	renderers.integrations.push(preact({ include: [/\.[cm]?[jt]sx$/] }));
	// Astro resolves renderer entrypoints from the site root, where a strict package manager
	// does not expose our dependencies: point them at our copy.
	const require = createRequire(import.meta.url);
	for (const entry of ['client.js', 'client-dev.js', 'server.js']) {
		renderers.aliases.push({
			find: `@astrojs/preact/${entry}`,
			replacement: require.resolve(`@astrojs/preact/${entry}`),
		});
	}
	// A Mintlify repository's `.jsx` snippets compile to Preact: resolve it from here too, in
	// builds only. Under `astro dev` an alias to a file path gives the server runtime a second
	// Preact beside the renderer's (hooks then fail with `reading '__H'`).
	if (command === 'build') {
		for (const id of PREACT_ENTRIES) {
			renderers.aliases.push({
				find: new RegExp(`^${id.replace('/', '\\/')}$`),
				replacement: require.resolve(id),
			});
		}
	}
	return renderers;
}
