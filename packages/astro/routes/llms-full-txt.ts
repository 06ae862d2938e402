/**
 * `/llms-full.txt` (and `/.well-known/llms-full.txt`): every listed page's Markdown in one file,
 * written page by page into the response: Microsoft Graph's 11,000 endpoint pages make a file of
 * 170 MB, which as one string (with the pages it was joined from) took gigabytes of the build.
 * Served by `astro dev`, and built when the site writes no `.md` pages; otherwise a build writes
 * the file from those (utils/agents/llms-full-file.ts).
 */
import type { APIRoute } from 'astro';
import { getLlmsFullHead, listLlmsFullPages } from '../utils/agents/llms-pages.ts';
import { LLMS_FULL_SEPARATOR, writeLlmsFullPage } from '../utils/agents/llms-txt.ts';

export const prerender = true;

export const GET: APIRoute = ({ site }) => {
	const head = getLlmsFullHead();
	const pages = listLlmsFullPages(site);
	const encoder = new TextEncoder();
	const body = new ReadableStream<Uint8Array>({
		start: (controller) => controller.enqueue(encoder.encode(head)),
		async pull(controller) {
			const next = await pages.next();
			if (next.done) {
				controller.enqueue(encoder.encode('\n'));
				controller.close();
			} else
				controller.enqueue(encoder.encode(LLMS_FULL_SEPARATOR + writeLlmsFullPage(next.value)));
		},
		cancel: () => pages.return(undefined).then(() => {}),
	});
	return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
