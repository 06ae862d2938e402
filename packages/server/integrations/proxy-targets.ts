import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadSpec, type Server } from '@trydocs/openapi';

/** Most origins one templated server URL may expand to. */
const MAX_EXPANSIONS = 256;

/** What the proxy may forward to, and the files it was read from. */
export interface ProxyTargets {
	origins: string[];
	/** Files to watch in dev. */
	files: string[];
	/** Problems worth a warning (an unreadable spec, a remote spec). */
	warnings: string[];
}

/**
 * Collects the origins the playground proxy may forward to: every server of every spec named in
 * docs.json's `api.openapi` (top level, path and operation servers, with server variables
 * expanded over their `enum` values and `default`), `api.mdx.server`, and `extra`.
 * Relative server URLs are the site itself and need no proxy.
 */
export async function collectProxyTargets(
	root: string,
	docsJsonFile: string,
	extra: readonly string[],
): Promise<ProxyTargets> {
	const origins = new Set(extra);
	const files: string[] = [docsJsonFile];
	const warnings: string[] = [];
	if (!existsSync(docsJsonFile)) {
		// No docs.json: like `trydocs()`, look for the spec at the site root.
		for (const name of ['openapi.yaml', 'openapi.yml', 'openapi.json']) {
			const file = resolve(root, name);
			if (existsSync(file)) await addSpec(file);
		}
		return { origins: [...origins].sort(), files, warnings };
	}
	let docs: { api?: { openapi?: unknown; mdx?: { server?: unknown } } };
	try {
		docs = JSON.parse(readFileSync(docsJsonFile, 'utf8'));
	} catch {
		// trydocs() reports a broken docs.json with the details; the proxy just allows nothing from it.
		warnings.push(`\`${docsJsonFile}\` is not valid JSON; the proxy allows no servers from it.`);
		return { origins: [...origins].sort(), files, warnings };
	}
	const openapi = docs.api?.openapi;
	const sources =
		typeof openapi === 'string'
			? [openapi]
			: Array.isArray(openapi)
				? openapi.filter((entry): entry is string => typeof entry === 'string')
				: openapi && typeof openapi === 'object' && 'source' in openapi
					? [String((openapi as { source: unknown }).source)]
					: [];
	for (const source of sources) {
		if (/^https?:\/\//.test(source)) {
			warnings.push(
				`The spec \`${source}\` is remote; add its servers to \`trydocsServer({ proxy: { allow } })\`.`,
			);
			continue;
		}
		await addSpec(resolve(root, source));
	}
	const mdxServer = docs.api?.mdx?.server;
	for (const url of typeof mdxServer === 'string'
		? [mdxServer]
		: Array.isArray(mdxServer)
			? mdxServer
			: []) {
		if (typeof url === 'string') for (const origin of expandServer({ url })) origins.add(origin);
	}
	return { origins: [...origins].sort(), files, warnings };

	async function addSpec(file: string) {
		files.push(file);
		try {
			const spec = await loadSpec(file);
			for (const server of listServers(spec)) {
				for (const origin of expandServer(server)) origins.add(origin);
			}
		} catch (error) {
			warnings.push(`Could not read \`${file}\` for the proxy: ${(error as Error).message}`);
		}
	}
}

/** Every `servers` entry of a spec: top level, path items and operations. */
function listServers(spec: Record<string, unknown>): Server[] {
	const found: Server[] = [];
	const take = (servers: unknown) => {
		if (!Array.isArray(servers)) return;
		for (const server of servers) {
			if (server && typeof server === 'object' && typeof (server as Server).url === 'string') {
				found.push(server as Server);
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
