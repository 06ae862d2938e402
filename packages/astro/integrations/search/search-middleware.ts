/**
 * Hands each page the build renders to the search index while the build goes on (see
 * `pagefind.ts`). Added by `trydocs()` to builds only; a page it sees is answered
 * unchanged, and without a collector (an on-demand request of a built server) it does nothing.
 */
import type { MiddlewareHandler } from 'astro';
import { getShared } from '../../registry.ts';

export const onRequest: MiddlewareHandler = async (context, next) => {
	const response = await next();
	const collector = getShared('search');
	if (!collector || !context.isPrerendered) return response;
	if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) {
		// Known as rendered: only a page the build reused from its cache is read from disk.
		collector.pass(context.url.pathname);
		return response;
	}
	// Bytes, not text: the page goes to disk as it is, and only what search reads is decoded.
	const page = new Uint8Array(await response.arrayBuffer());
	await collector.add(context.url.pathname, page);
	return new Response(page, {
		status: response.status,
		statusText: response.statusText,
		headers: response.headers,
	});
};
