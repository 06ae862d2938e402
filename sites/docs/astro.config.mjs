// @ts-check
import node from '@astrojs/node';
import preact from '@astrojs/preact';
import trydocs from '@trydocs/astro';
import trydocsServer from '@trydocs/server';
import { defineConfig } from 'astro/config';

export default defineConfig({
	site: process.env.TRYDOCS_SITE ?? 'http://localhost:4321',
	// server.mjs mounts the interfaces before Astro's handler (the README's Node setup).
	adapter: node({ mode: 'middleware' }),
	// Every page carries its CSS (8 KB gzip) in a <style>: a reader's first page paints after one
	// round trip instead of two (HTML, then the stylesheet), at the cost of re-sending it per page.
	build: { inlineStylesheets: 'always' },
	integrations: [
		// No `mdx()` here: `trydocs()` adds it, compiling MDX with the step that imports Mintlify's
		// components (the site's Markdown processor, Sätteri, is left as it is).
		preact(),
		// Brotli and gzip copies of the built pages and assets, which server.mjs's sirv sends.
		trydocs({ precompress: true }),
		trydocsServer({
			// The embedded database and build outputs (git-ignored; TRYDOCS_DATA_DIR moves it at start).
			dataDir: '.data',
			projects: [
				{
					id: 'demo',
					name: 'Trydocs docs',
					// Generated on first start and printed once when unset.
					apiKeyEnv: 'TRYDOCS_DEMO_API_KEY',
					root: '.',
					// The site's own build, into a fresh folder: the site being served is never touched.
					runner: { type: 'command', command: 'astro build --outDir {outDir}' },
				},
			],
			tickets: { accessTokenEnv: ['TRYDOCS_DEMO_ACCESS_TOKEN'] },
		}),
	],
});
