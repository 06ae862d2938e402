import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import {
	getSelfUri,
	isHttpUrl,
	listPageReferences,
	listSpecSources,
	loadSpec,
	PAGES_FOLDER,
	resolveAgainstBase,
	type Server,
} from '@trydocs/openapi';
import { listTokenOrigins } from '@trydocs/openapi/oauth';
import type { SecurityScheme } from '@trydocs/openapi/types';

/** Most origins one templated server URL may expand to. */
const MAX_EXPANSIONS = 256;

/** What the proxy may forward to, and the files it was read from. */
export interface ProxyTargets {
	origins: string[];
	/** The specs and docs.json read, to watch in dev. */
	files: string[];
	/** Problems worth a warning (an unreadable spec, a remote spec). */
	warnings: string[];
}

/** Where `collectProxyTargets` reads a site's declarations from. */
export interface ProxyTargetSources {
	/** The site root: spec paths in docs.json and in frontmatter are relative to it. */
	root: string;
	/** Absolute path of docs.json (it may not exist). */
	docsJson: string;
	/** Absolute folder of the site's pages; `src/content/docs` under the root by default. */
	pages?: string;
	/** Origins allowed on top of the declared ones (`proxy.allow`). */
	extra?: readonly string[];
	/** Specs another integration draws pages from (its `SPECS_HOOK`): absolute paths or URLs. */
	specs?: readonly string[];
	/** Server URLs another integration declares outside any spec (its `SPECS_HOOK`'s `servers`). */
	servers?: readonly string[];
}

/**
 * Collects the origins the playground proxy may forward to: every origin the site declares.
 * That is every server (top level, path and operation `servers`, with server variables expanded
 * over their `enum` values and `default`), OAuth token URLs and OpenID Connect discovery
 * documents (`listOAuthOrigins`) of the specs docs.json names in `api.openapi` (else
 * `openapi.json` / `openapi.yaml` at the root, as `trydocs()` reads them, generated pages
 * included) and of the specs pages name in their frontmatter (`openapi: spec.yaml GET /x`),
 * `api.mdx.server`, the URLs of `api: METHOD https://...` pages, the `specs` and `servers` another
 * integration shows (`@trydocs/starlight`'s), and `extra`. Relative server
 * URLs are the site itself and need no proxy. It reads the files itself, so it works on a site
 * without `@trydocs/astro`.
 */
export async function collectProxyTargets(sources: ProxyTargetSources): Promise<ProxyTargets> {
	const { root, docsJson: docsJsonFile } = sources;
	const origins = new Set(sources.extra ?? []);
	const files: string[] = [docsJsonFile];
	const warnings: string[] = [];
	const specs = new Set<string>();
	let docs: { api?: { openapi?: unknown; mdx?: { server?: unknown } } } = {};
	if (existsSync(docsJsonFile)) {
		try {
			docs = JSON.parse(readFileSync(docsJsonFile, 'utf8')) ?? {};
		} catch {
			// trydocs() reports a broken docs.json with the details; the proxy just allows nothing from it.
			warnings.push(`\`${docsJsonFile}\` is not valid JSON; the proxy allows no servers from it.`);
		}
	}
	// Without `api.openapi` (or docs.json), the specs at the site root, as trydocs() reads them.
	for (const source of listSpecSources(docs.api?.openapi, root)) await addSpec(source);
	for (const source of sources.specs ?? []) await addSpec(source);
	const mdxServer = docs.api?.mdx?.server;
	const declared = [
		...(Array.isArray(mdxServer) ? mdxServer : [mdxServer]),
		...(sources.servers ?? []),
	];
	for (const url of declared) {
		if (typeof url === 'string') for (const origin of expandServer({ url })) origins.add(origin);
	}
	for (const page of listPageReferences(sources.pages ?? resolve(root, PAGES_FOLDER))) {
		const specFile = page.openapi?.specFile;
		if (specFile) await addSpec(isHttpUrl(specFile) ? specFile : resolve(root, specFile));
		if (page.api?.origin)
			for (const origin of expandServer({ url: page.api.origin })) origins.add(origin);
	}
	return { origins: [...origins].sort(), files, warnings };

	async function addSpec(source: string) {
		if (specs.has(source)) return;
		specs.add(source);
		if (isHttpUrl(source)) {
			warnings.push(
				`The spec \`${source}\` is remote; add its servers to \`trydocsServer({ proxy: { allow } })\`.`,
			);
			return;
		}
		files.push(source);
		try {
			const spec = await loadSpec(source);
			for (const server of listServers(spec)) {
				for (const origin of expandServer(server)) origins.add(origin);
			}
			for (const origin of listOAuthOrigins(spec)) origins.add(origin);
		} catch (error) {
			warnings.push(
				`Could not read \`${relative(root, source)}\` for the proxy: ${(error as Error).message}`,
			);
		}
	}
}

/**
 * The origins of a spec's OAuth 2.0 token and refresh URLs and OpenID Connect discovery
 * documents: the playground's token requests go through the proxy when those lack CORS.
 * Authorization URLs are not among them: the reader's browser opens those itself.
 */
function listOAuthOrigins(spec: Record<string, unknown>): string[] {
	const components = spec.components as { securitySchemes?: unknown } | undefined;
	const schemes = components?.securitySchemes;
	if (!schemes || typeof schemes !== 'object') return [];
	const base = listServers(spec).find((server) => /^https?:\/\/[^{]+$/i.test(server.url))?.url;
	return Object.values(schemes as Record<string, SecurityScheme>).flatMap((scheme) =>
		scheme && typeof scheme === 'object' ? listTokenOrigins(scheme, base) : [],
	);
}

/**
 * Every `servers` entry of a spec: top level, path items and operations; a relative URL resolved
 * against the spec's `$self`, as the pages resolve it (OAS 3.2).
 */
function listServers(spec: Record<string, unknown>): Server[] {
	const found: Server[] = [];
	const self = getSelfUri(spec);
	const take = (servers: unknown) => {
		if (!Array.isArray(servers)) return;
		for (const server of servers) {
			if (server && typeof server === 'object' && typeof (server as Server).url === 'string') {
				const url = resolveAgainstBase((server as Server).url, self);
				found.push({ ...(server as Server), url });
			}
		}
	};
	take(spec.servers);
	const paths = spec.paths;
	if (paths && typeof paths === 'object') {
		for (const item of Object.values(paths as Record<string, unknown>)) {
			if (!item || typeof item !== 'object') continue;
			take((item as { servers?: unknown }).servers);
			for (const operation of Object.values(item as Record<string, unknown>)) {
				if (operation && typeof operation === 'object') {
					take((operation as { servers?: unknown }).servers);
				}
			}
		}
	}
	return found;
}

/**
 * The origins of a server URL with its `{variables}` expanded over each variable's `enum` and
 * `default`. A URL that is relative, or whose host still has an unknown variable, gives nothing.
 */
export function expandServer(server: Server): string[] {
	let urls = [server.url];
	const names = [...server.url.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
	for (const name of new Set(names)) {
		const variable = server.variables?.[name];
		const values = [
			...new Set([...(variable?.enum ?? []), ...(variable ? [variable.default] : [])]),
		].filter((value) => typeof value === 'string');
		if (values.length === 0) continue;
		const next: string[] = [];
		for (const url of urls) {
			for (const value of values) {
				if (next.length < MAX_EXPANSIONS) next.push(url.replaceAll(`{${name}}`, value));
			}
		}
		urls = next;
	}
	const origins: string[] = [];
	for (const url of urls) {
		if (/\{[^}]*\}/.test(url.split('/').slice(0, 3).join('/'))) continue;
		try {
			const parsed = new URL(url);
			if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origins.push(parsed.origin);
		} catch {
			// Relative (the site itself) or not a URL: nothing to forward to.
		}
	}
	return origins;
}
