/** `<page>.md`: every page as Markdown, for AI tools (Mintlify's "Markdown export"). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getAgentPage, listMarkdownSlugs, writeMarkdownFile } from '../utils/agents/agent-pages.ts';

// Written at build time, on a site with an adapter too.
export const prerender = true;

export const getStaticPaths = (async () =>
	(await listMarkdownSlugs()).map((slug) => ({ params: { slug } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
	const page = await getAgentPage(params.slug ?? 'index', site);
	if (!page) return new Response('Not found', { status: 404 });
	return new Response(writeMarkdownFile(page), {
		headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
	});
};
