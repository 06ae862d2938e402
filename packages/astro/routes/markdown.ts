/** `<page>.md`: every page as Markdown, for AI tools (Mintlify's "Markdown export"). */
import type { APIRoute, GetStaticPaths } from 'astro';
import {
	getAgentPage,
	getMarkdownKey,
	listMarkdownSlugs,
	writeMarkdownFile,
} from '../utils/agents/agent-pages.ts';

// Written at build time, on a site with an adapter too.
export const prerender = true;

export const getStaticPaths = (async () => {
	// Each page's cache key, in the pages' order (utils/incremental/page-keys.ts).
	const paths = [];
	for (const slug of await listMarkdownSlugs()) {
		paths.push({ params: { slug }, cacheKey: await getMarkdownKey(slug) });
	}
	return paths;
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
	const page = await getAgentPage(params.slug ?? 'index', site);
	if (!page) return new Response('Not found', { status: 404 });
	return new Response(writeMarkdownFile(page), {
		headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
	});
};
