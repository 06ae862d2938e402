/**
 * What a site's pages and docs.json say about the APIs they document: the grammar of the
 * `openapi:` and `api:` frontmatter references, the specs named in `api.openapi`, and a scan of
 * the pages' frontmatter, the specs docs.json's `navigation` names. `@trydocs/astro` builds pages from these; `@trydocs/server` reads the
 * same declarations for the playground proxy's allow list, with or without `@trydocs/astro`.
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { isPathItemMethod, isReferenceMethod, METHOD_WORD } from './methods.ts';
import type { HttpMethod } from './types.ts';

/** The folder of a site's pages, relative to its root: where `docsLoader()` reads them. */
export const PAGES_FOLDER = 'src/content/docs';

/** Spec files looked for at the site root when docs.json names none. */
const ROOT_SPECS = ['openapi.json', 'openapi.yaml', 'openapi.yml'];

/** True for a spec or server given by URL rather than by path. */
export function isHttpUrl(source: string): boolean {
	return /^https?:\/\//i.test(source);
}

const OPERATION_REFERENCE = new RegExp(`^(?:(\\S+)\\s+)?(${METHOD_WORD})\\s+(/\\S*)$`);
const API_REFERENCE = new RegExp(`^(${METHOD_WORD})\\s+((?:/|https?://)\\S*)$`);

/** A parsed `openapi:` reference: `METHOD /path` or `spec-file METHOD /path`. */
export interface OperationReference {
	/** The spec named before the method (a path from the site root, or a URL), if any. */
	specFile: string | undefined;
	/** Upper case, e.g. `GET`. */
	method: string;
	path: string;
}

/** Parses `METHOD /path` or `spec-file METHOD /path`; `undefined` when it is neither. */
export function parseOperationReference(reference: string): OperationReference | undefined {
	const match = OPERATION_REFERENCE.exec(reference.trim());
	if (!match || !isReferenceMethod(match[2] as string)) return undefined;
	return {
		specFile: match[1],
		method: (match[2] as string).toUpperCase(),
		path: match[3] as string,
	};
}

/** A parsed `api:` reference: `METHOD /path` (relative to `api.mdx.server`) or `METHOD https://...`. */
export interface ApiReference {
	method: HttpMethod;
	/** The origin of an absolute URL; `undefined` for a path relative to `api.mdx.server`. */
	origin: string | undefined;
	/** The path, `/` at least. */
	path: string;
}

/** Parses an `api:` reference; `undefined` when it is not `METHOD /path` or `METHOD https://...`. */
export function parseApiReference(reference: string): ApiReference | undefined {
	const match = API_REFERENCE.exec(reference.trim());
	// No spec declares a hand-written page's method: only the fixed ones, so `GRT /x` is caught.
	if (!match || !isPathItemMethod(match[1] as string)) return undefined;
	const method = (match[1] as string).toLowerCase() as HttpMethod;
	const target = match[2] as string;
	if (target.startsWith('/')) return { method, origin: undefined, path: target };
	const origin = /^https?:\/\/[^/?#]+/i.exec(target)?.[0] ?? target;
	return { method, origin, path: target.slice(origin.length) || '/' };
}

/**
 * The specs a docs.json `api.openapi` value names (a path or URL, `{ source, directory }`, or a
 * list of them): paths resolved from the site root, URLs kept. When it names none, the
 * `openapi.json` / `openapi.yaml` / `openapi.yml` found at the root. Entries of the wrong type
 * are skipped (validating docs.json is the caller's job).
 */
export function listSpecSources(openapi: unknown, root: string): string[] {
	if (openapi === undefined || openapi === null) {
		return ROOT_SPECS.map((name) => resolve(root, name)).filter((file) => existsSync(file));
	}
	const sources: string[] = [];
	for (const entry of Array.isArray(openapi) ? openapi : [openapi]) {
		const source =
			typeof entry === 'string'
				? entry
				: entry && typeof entry === 'object' && typeof entry.source === 'string'
					? (entry.source as string)
					: undefined;
		if (source) sources.push(isHttpUrl(source) ? source : resolve(root, source));
	}
	return sources;
}

/** Every spec docs.json's `navigation` names in an `openapi` key (or `key`), at any depth, in order. */
export function listNavigationSpecs(navigation: unknown, key = 'openapi'): string[] {
	const found: string[] = [];
	const visit = (value: unknown) => {
		if (Array.isArray(value)) {
			for (const item of value) visit(item);
			return;
		}
		if (!value || typeof value !== 'object') return;
		for (const [name, child] of Object.entries(value)) {
			if (name !== key) visit(child);
			else {
				for (const entry of Array.isArray(child) ? child : [child]) {
					if (typeof entry === 'string') found.push(entry);
					else if (entry && typeof entry.source === 'string') found.push(entry.source);
				}
			}
		}
	};
	visit(navigation);
	return found;
}

/**
 * Reads the YAML frontmatter at the top of a Markdown or MDX page; `undefined` when there is
 * none or it is not a YAML mapping (the page's own build reports broken frontmatter).
 */
export function readFrontmatter(source: string): Record<string, unknown> | undefined {
	const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
	if (!match) return undefined;
	try {
		const data = parseYaml(match[1] as string);
		return data && typeof data === 'object' && !Array.isArray(data)
			? (data as Record<string, unknown>)
			: undefined;
	} catch {
		return undefined;
	}
}

/** What one page's frontmatter declares. */
export interface PageReferences {
	/** Absolute path of the page. */
	file: string;
	/** Its `openapi:` reference, when it has a valid one. */
	openapi?: OperationReference;
	/** Its `api:` reference, when it has a valid one. */
	api?: ApiReference;
}

/**
 * Reads the frontmatter of every `.md` and `.mdx` page under `folder` (recursively) and returns
 * the pages with an `openapi:` or `api:` reference. A missing folder has no pages.
 */
export function listPageReferences(folder: string): PageReferences[] {
	if (!existsSync(folder)) return [];
	const pages: PageReferences[] = [];
	const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
		.filter((name) => /\.mdx?$/i.test(name))
		.sort();
	for (const name of files) {
		const file = join(folder, name);
		let source: string;
		try {
			source = readFileSync(file, 'utf8');
		} catch {
			continue; // A folder named like a page, or a file removed while scanning.
		}
		const frontmatter = readFrontmatter(source);
		const openapi =
			typeof frontmatter?.openapi === 'string'
				? parseOperationReference(frontmatter.openapi)
				: undefined;
		const api =
			typeof frontmatter?.api === 'string' ? parseApiReference(frontmatter.api) : undefined;
		if (openapi || api)
			pages.push({ file, ...(openapi ? { openapi } : {}), ...(api ? { api } : {}) });
	}
	return pages;
}
