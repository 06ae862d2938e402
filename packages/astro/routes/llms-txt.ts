/** `/llms.txt` (and `/.well-known/llms.txt`): the site's pages for AI tools, as Mintlify lists them. */
import { dev } from 'virtual:trydocs/config';
import type { APIRoute } from 'astro';
import { setShared } from '../registry.ts';
import { getLlmsInput, planLlmsFull } from '../utils/agents/llms-pages.ts';
import { writeLlmsTxt } from '../utils/agents/llms-txt.ts';

export const prerender = true;

export const GET: APIRoute = async ({ site }) => {
	const input = await getLlmsInput(site);
	// A build writes llms-full.txt from the `.md` pages once they are written (finish-build.ts).
	if (!dev) setShared('llmsFull', planLlmsFull(input, site));
	return new Response(writeLlmsTxt(input), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	});
};
