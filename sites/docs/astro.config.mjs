// @ts-check
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import preact from '@astrojs/preact';
import trydocs from '@trydocs/astro';
import trydocsServer from '@trydocs/server';
import { defineConfig } from 'astro/config';

export default defineConfig({
	site: process.env.TRYDOCS_SITE ?? 'http://localhost:4321',
	adapter: node({ mode: 'standalone' }),
	integrations: [mdx(), preact(), trydocs(), trydocsServer()],
});
