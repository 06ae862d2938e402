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
	integrations: [
		// No `mdx()` here: `trydocs()` adds it, compiling MDX with the step that imports Mintlify's
		// components (the site's Markdown processor, Sätteri, is left as it is).
		preact(),
		trydocs(),
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
