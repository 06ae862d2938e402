/**
 * The routes `trydocs()` gives a site: its redirects (docs.json's, and `/` to the first page
 * when the site has no home page) and the injected pages and endpoints.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import type { AstroConfig, HookParameters } from 'astro';
import { getShared, setShared } from '../../registry.ts';
import type { AgentsSwitches } from '../../schemas/agents.ts';
import type { DocsJson } from '../../schemas/docs-json.ts';
import { OAUTH_CALLBACK_ROUTE } from '../../schemas/oauth.ts';
import { writeLlmsFullFile } from '../../utils/agents/llms-full-file.ts';
import { getHomeRedirect } from '../../utils/navigation/navigation-pages.ts';
import { getRedirects } from '../../utils/navigation/redirects.ts';
import { reportProblem } from '../../utils/problems/problems.ts';

type InjectRoute = HookParameters<'astro:config:setup'>['injectRoute'];

/** The extensions of a page Astro routes from `src/pages`. */
const PAGE_EXTENSIONS = ['astro', 'md', 'mdx', 'html'];

/** True when `src/pages` has a page of that name (`index`, `404`). */
function hasOwnPage(config: AstroConfig, name: string): boolean {
	return PAGE_EXTENSIONS.some((ext) => existsSync(new URL(`pages/${name}.${ext}`, config.srcDir)));
}

/**
 * docs.json `redirects` as Astro redirects (the site's own ones are kept); wildcard ones also
 * expand per page, and the not-found page follows them for other addresses. A page that is also
 * a redirect's source is reported and not built. Without an index page, `/` goes to the first
 * page of the navigation, as on Mintlify.
 */
export function getSiteRedirects(config: AstroConfig, docsJson: DocsJson, pageIds: string[]) {
	const { redirects, wildcards, shadowed } = getRedirects(docsJson, config.redirects, pageIds);
	for (const page of shadowed) {
		reportProblem({
			kind: 'redirect',
			file: 'docs.json',
			key: 'redirects',
			message: `\`/${page.id}\` is both a page and the source of a redirect to \`${page.destination}\`; the redirect is served, as on Mintlify, and the page is not built.`,
			hint: 'Remove the redirect to publish the page, or remove the page.',
			severity: 'warning',
		});
	}
	const home =
		hasOwnPage(config, 'index') || '/' in config.redirects
			? undefined
			: getHomeRedirect(docsJson.navigation, pageIds);
	return {
		redirects: { ...(home ? { '/': home } : {}), ...redirects },
		wildcards,
		shadowed,
	};
}

/**
 * The pages and endpoints of a Trydocs site. One route builds every page: content pages and
 * generated operation pages (the navigation's and `generatePages`', routes/page.astro).
 */
export function injectSiteRoutes(
	injectRoute: InjectRoute,
	config: AstroConfig,
	agents: AgentsSwitches,
	command: HookParameters<'astro:config:setup'>['command'],
): void {
	injectRoute({ pattern: '/[...slug]', entrypoint: '@trydocs/astro/routes/page.astro' });
	// The playground's OAuth popup returns to this page, which hands the answer to the opener.
	injectRoute({
		pattern: OAUTH_CALLBACK_ROUTE,
		entrypoint: '@trydocs/astro/routes/oauth-callback.astro',
	});
	injectAgentRoutes(injectRoute, agents, command);
	// A 404 page with search, unless the site has its own.
	if (!hasOwnPage(config, '404')) {
		injectRoute({ pattern: '/404', entrypoint: '@trydocs/astro/routes/404.astro' });
	}
}

/**
 * The docs for agents: a Markdown file beside every page and llms.txt, prerendered endpoints
 * (so a site with an adapter writes them at build time too). `.md` routes are more specific than
 * the pages' catch-all, so they win for their addresses.
 */
function injectAgentRoutes(
	injectRoute: InjectRoute,
	switches: AgentsSwitches,
	command: HookParameters<'astro:config:setup'>['command'],
): void {
	if (switches.markdown) {
		injectRoute({ pattern: '/[...slug].md', entrypoint: '@trydocs/astro/routes/markdown.ts' });
	}
	if (!switches.llmsTxt) return;
	for (const folder of ['', '/.well-known']) {
		injectRoute({ pattern: `${folder}/llms.txt`, entrypoint: '@trydocs/astro/routes/llms-txt.ts' });
	}
	// A build writes llms-full.txt from the `.md` pages it wrote, once they are written, then
	// copies it to .well-known/ (writeLlmsFull): rendering it is every page's Markdown again,
	// seconds and a large file for a large API. Without `.md` pages, the route makes it.
	if (command === 'build' && switches.markdown) return;
	for (const folder of ['', '/.well-known']) {
		if (folder && command === 'build') continue;
		injectRoute({
			pattern: `${folder}/llms-full.txt`,
			entrypoint: '@trydocs/astro/routes/llms-full-txt.ts',
		});
	}
}

/**
 * After a build: `/llms-full.txt` from the `.md` pages and the plan the llms.txt route recorded
 * (or as its route wrote it, without `.md` pages), and `/.well-known/llms-full.txt`, the same
 * file. False when there was nothing to write it from: no Trydocs llms.txt was rendered (a
 * page of the site's own took its address).
 */
export async function writeLlmsFull(dir: URL, switches: AgentsSwitches): Promise<boolean> {
	if (!switches.llmsTxt) return true;
	if (switches.markdown) {
		const plan = getShared('llmsFull');
		if (!plan) return false;
		setShared('llmsFull', undefined);
		await writeLlmsFullFile(dir, plan);
	}
	await mkdir(new URL('.well-known/', dir), { recursive: true });
	await copyFile(new URL('llms-full.txt', dir), new URL('.well-known/llms-full.txt', dir));
	return true;
}
