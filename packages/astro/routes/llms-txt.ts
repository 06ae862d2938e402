/** `/llms.txt` (and `/.well-known/llms.txt`): the site's pages for AI tools, as Mintlify lists them. */
import type { APIRoute } from 'astro';
import { getLlmsInput } from '../utils/agents/llms-pages.ts';
import { writeLlmsTxt } from '../utils/agents/llms-txt.ts';

export const prerender = true;

export const GET: APIRoute = async ({ site }) =>
	new Response(writeLlmsTxt(await getLlmsInput(site)), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	});
