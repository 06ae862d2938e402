import type { DocsJson } from '../../schemas/docs-json.ts';
import { fillPattern, hasWildcards, matchPattern } from './redirect-patterns.ts';

type Redirects = Record<
	string,
	string | { status: 300 | 301 | 302 | 303 | 304 | 307 | 308; destination: string }
>;

/** A docs.json redirect whose source has Mintlify's wildcards (`:slug`, `:path*`, `*`). */
export interface WildcardRedirect {
	source: string;
	destination: string;
	status: 307 | 308;
}

/** A page whose path is also the `source` of a redirect: the redirect is served instead. */
export interface ShadowedPage {
	id: string;
	destination: string;
}

function isExternal(destination: string): boolean {
	return /^[a-z][a-z0-9+.-]*:/i.test(destination);
}

/**
 * docs.json `redirects` as Astro `redirects`: each `source` path answers with its `destination`
 * (308, or 307 with `permanent: false`, as Mintlify answers); the site's own redirects keep their
 * paths. A source that is also a page's path redirects, as on Mintlify (its redirects come
 * before its pages): that page's id is returned in `shadowed`, so it is not built. A source with
 * Mintlify's wildcards (`/old/:slug*` to `/new/:slug*`) becomes one redirect per page of the site
 * its destination matches, never hiding a page; every wildcard redirect is also returned in
 * `wildcards`, for the not-found page to follow addresses no page matches.
 */
export function getRedirects(
	docsJson: DocsJson,
	existing: Redirects,
	pageIds: string[],
): { redirects: Redirects; wildcards: WildcardRedirect[]; shadowed: ShadowedPage[] } {
	const redirects: Redirects = {};
	const wildcards: WildcardRedirect[] = [];
	const shadowed: ShadowedPage[] = [];
	const pages = new Set(pageIds.map((id) => (id === 'index' ? '/' : `/${id}`)));
	const add = (source: string, destination: string, status: 307 | 308, expanded = false) => {
		const path = `/${source.replace(/^\/+|\/+$/g, '')}`;
		if (path in existing || path in redirects) return;
		// A wildcard never hides a page, nor sends a page to itself.
		if (expanded && (pages.has(path) || path === destination)) return;
		if (pages.has(path)) shadowed.push({ id: path === '/' ? 'index' : path.slice(1), destination });
		redirects[path] = {
			status,
			destination: isExternal(destination) ? destination : `/${destination.replace(/^\/+/, '')}`,
		};
	};
	for (const { source, destination, permanent } of docsJson.redirects ?? []) {
		const status = permanent === false ? 307 : 308;
		if (!hasWildcards(source)) {
			add(source, destination, status);
			continue;
		}
		wildcards.push({ source, destination, status });
		const target = isExternal(destination) ? undefined : destination;
		if (!target || !hasWildcards(target)) continue;
		for (const page of pages) {
			const params = matchPattern(target, page);
			const from = params && fillPattern(source, params);
			if (from) add(from, page, status, true);
		}
	}
	return { redirects, wildcards, shadowed };
}
