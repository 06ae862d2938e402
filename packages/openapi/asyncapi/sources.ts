/**
 * Where a site names its AsyncAPI documents: docs.json `api.asyncapi` and the `asyncapi` keys of
 * its navigation, each path resolved as a page or docs.json writes it. `@trydocs/astro` builds
 * their pages from this list; `@trydocs/server` makes their MCP tools from the same one.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isHttpUrl, listNavigationSpecs } from '../page-references.ts';

/**
 * An AsyncAPI path as a page or docs.json writes it: a URL as it is; from the page's folder when
 * it starts with `./` or `../`; else from the site root (a leading `/` too), the extension optional.
 */
export function resolveAsyncApiPath(source: string, root: string, from?: string): string {
	if (isHttpUrl(source)) return source;
	const base = /^\.\.?\//.test(source) && from ? dirname(resolve(root, from)) : root;
	const path = resolve(base, source.replace(/^\/+/, ''));
	if (existsSync(path)) return path;
	return (
		['.yaml', '.yml', '.json'].map((ext) => path + ext).find((file) => existsSync(file)) ?? path
	);
}

/** The sources of `api.asyncapi`: a path or URL, `{ source }`, or a list of them. */
function listSources(value: unknown): string[] {
	const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
	return list.flatMap((entry) =>
		typeof entry === 'string'
			? [entry]
			: entry && typeof entry.source === 'string'
				? [entry.source]
				: [],
	);
}

/**
 * Every AsyncAPI document docs.json names: `api.asyncapi` (its `asyncapi` value), then the
 * `asyncapi` keys of `navigation`, each once, resolved from the site `root`.
 */
export function listAsyncApiSources(
	asyncapi: unknown,
	navigation: unknown,
	root: string,
): string[] {
	const sources = [...listSources(asyncapi), ...listNavigationSpecs(navigation, 'asyncapi')];
	return [...new Set(sources.map((source) => resolveAsyncApiPath(source, root)))];
}
