/** `/llms-full.txt` (and `/.well-known/llms-full.txt`): every listed page's Markdown in one file. */
import { docsJson } from 'virtual:trydocs/config';
import type { APIRoute } from 'astro';
import { getLlmsFullPages } from '../utils/agent-pages.ts';
import { writeLlmsFull } from '../utils/llms-txt.ts';

export const prerender = true;

export const GET: APIRoute = async ({ site }) => {
	const site_ = {
		title: docsJson.name ?? 'Documentation',
		description: docsJson.description,
		instructions: docsJson.markdown?.instructions,
	};
	return new Response(writeLlmsFull(site_, await getLlmsFullPages(site)), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	});
};
