/**
 * Which API of the site an endpoint page belongs to, the build's half of the credential class
 * (the playground's `credentialKey` adds the server's origin and the kind of credential): pages
 * of one API share what the reader typed, pages of two never do. The island gets the name in its
 * prop (`PlaygroundProps.api`).
 */
import type { SiteApi } from '../specs/types.ts';

/** An endpoint page as the rule reads it. */
export interface CredentialPage {
	/** An `openapi:` page's spec, as the site knows it (`shown`); none on an `api:` page. */
	spec?: string;
	/** The URLs of the servers requests go to (an `api:` page's: `api.mdx.server`). */
	servers: string[];
	/** The operation's path. */
	path: string;
}

/**
 * The API a page belongs to. An `openapi:` page: its spec. An `api:` page, which no spec
 * describes: the spec whose server its requests are sent under, the longest such server winning
 * (`api.mdx.server: /api` with `api: POST /v1/tickets` sends to `/api/v1/tickets`: under a spec
 * served at `/api/v1` rather than one at `/api`); under no spec's server, its own servers
 * (`api.mdx.server`) name its API. Relative URLs are read against `site` when it is known.
 */
export function resolveCredentialApi(page: CredentialPage, apis: SiteApi[], site?: URL): string {
	if (page.spec) return page.spec;
	let found: { name: string; length: number } | undefined;
	for (const server of page.servers) {
		const url = normaliseUrl(`${trimSlashes(server)}/${page.path.replace(/^\/+/, '')}`, site);
		for (const api of apis) {
			for (const candidate of api.servers) {
				const prefix = normaliseUrl(candidate, site);
				const under = url === prefix || url.startsWith(`${prefix}/`);
				if (under && prefix.length > (found?.length ?? -1)) {
					found = { name: api.name, length: prefix.length };
				}
			}
		}
	}
	return found?.name ?? page.servers.map(trimSlashes).join(' ');
}

/** A server URL without its trailing slashes; a relative one made absolute against `site`. */
function normaliseUrl(url: string, site: URL | undefined): string {
	const trimmed = trimSlashes(url);
	if (site && trimmed.startsWith('/')) return `${site.origin}${trimmed}`;
	if (site && trimmed === '') return site.origin;
	return trimmed;
}

function trimSlashes(url: string): string {
	return url.replace(/\/+$/, '');
}
