import { config } from 'virtual:trydocs/server-config';
import {
	getDiscoveryHeaders,
	getMarkdownFile,
	isPagePath,
	prefersMarkdown,
} from '../handlers/agents/agent-pages.ts';

/** The assets binding the Cloudflare adapter declares. */
interface AssetsEnv {
	ASSETS?: { fetch(request: Request | string): Promise<Response> };
}

/**
 * Wraps the Worker's `fetch` so a page asked for with `Accept: text/markdown` (or `text/plain`
 * preferred to HTML) is answered with its Markdown (`<page>.md`, which the build wrote), as
 * `@trydocs/server/node` does on Node.
 *
 * Cloudflare serves a page's HTML from the static assets before any Worker runs, so this only
 * sees page requests when the site opts in with `assets.run_worker_first` in its wrangler
 * config (which costs a Worker invocation per page request). The docs site's agents guide shows
 * the setting; then, in the Worker entry that `main` names:
 *
 * ```ts
 * import { handle } from '@astrojs/cloudflare/handler';
 * import { scheduled, withMarkdownPages } from '@trydocs/server/workers';
 * export default { fetch: withMarkdownPages(handle), scheduled };
 * ```
 *
 * The files keep the precedence they have without the opt-in: a `GET` or `HEAD` the static
 * assets can answer is answered by them (a page with the discovery headers and `Vary: Accept`),
 * and only what they do not have goes to `fetch`, unchanged.
 */
export function withMarkdownPages<Env, Context>(
	fetch: (request: Request, env: Env, context: Context) => Response | Promise<Response>,
): (request: Request, env: Env, context: Context) => Promise<Response> {
	return async (request, env, context) => {
		const assets = (env as AssetsEnv).ASSETS;
		if (!assets || (request.method !== 'GET' && request.method !== 'HEAD')) {
			return fetch(request, env, context);
		}
		const markdown = await answerMarkdown(request, assets);
		if (markdown) return markdown;
		const file = await assets.fetch(request);
		if (file.status === 404) {
			await file.body?.cancel();
			return fetch(request, env, context);
		}
		return isAgentPage(request) ? withPageHeaders(file) : file;
	};
}

/** A page's file with `Vary: Accept` and the discovery headers (which `_headers` may have set). */
function withPageHeaders(response: Response): Response {
	const headers = new Headers(response.headers);
	// Caches must keep the HTML and the Markdown of one address apart.
	headers.append('vary', 'Accept');
	if (config.agents.headers) {
		for (const [name, value] of Object.entries(getDiscoveryHeaders(config.agents))) {
			if (!headers.has(name)) headers.set(name, value);
		}
	}
	return new Response(response.body, {
		status: response.status,
		statusText: response.statusText,
		headers,
	});
}

/** A page request that may be answered with Markdown (not a file, not an endpoint). */
function isAgentPage(request: Request): boolean {
	return Boolean(config.agents?.markdown) && isPagePath(new URL(request.url).pathname);
}

async function answerMarkdown(
	request: Request,
	assets: NonNullable<AssetsEnv['ASSETS']>,
): Promise<Response | undefined> {
	const { agents } = config;
	if (!isAgentPage(request) || !prefersMarkdown(request.headers.get('accept'))) return undefined;
	const url = new URL(request.url);
	const file = getMarkdownFile(url.pathname, agents.base);
	if (!file) return undefined;
	// The binding serves the build's files by their path in it, as the runtime reads them.
	const asset = await assets.fetch(new Request(new URL(file, url), { method: 'GET' }));
	if (!asset.ok) {
		await asset.body?.cancel();
		return undefined;
	}
	const headers = new Headers({
		'content-type': 'text/markdown; charset=utf-8',
		vary: 'Accept',
		...(agents.headers ? getDiscoveryHeaders(agents) : {}),
	});
	return new Response(request.method === 'HEAD' ? null : asset.body, { status: 200, headers });
}
