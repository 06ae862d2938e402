/**
 * Mintlify runs a page's React snippets in the browser: a `.jsx` component that keeps state
 * (`useState`, `useReducer`) or runs effects answers clicks and typing there. Rendered once on the
 * server it would stay frozen, so this step gives each use of such a component `client:visible`:
 * Astro renders it on the server, as now, and hydrates it as a Preact island when it scrolls into
 * view. Components without state or effects stay server-only (no JavaScript), as do uses that
 * already carry a `client:` directive.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/** Hooks that make a component live: state, or effects that run in the browser. */
const LIVE_HOOKS = /\buse(State|Reducer|Effect|LayoutEffect|SyncExternalStore)\s*\(/;

/**
 * The exports of a snippet's source that keep state or run effects, or draw one that does
 * (`default` for its default export): each export's code runs to the next export.
 */
export function findLiveExports(code: string): Set<string> {
	const starts = [
		...code.matchAll(
			/^export\s+(?:(default)\s+)?(?:(?:async\s+)?function\s*\*?\s*|const\s+|let\s+|var\s+|class\s+)?([\w$]+)?/gm,
		),
	];
	const parts = starts.map((match, index) => ({
		name: match[1] ? 'default' : (match[2] ?? ''),
		code: code.slice(match.index, starts[index + 1]?.index ?? code.length),
	}));
	const live = new Set(parts.filter((part) => LIVE_HOOKS.test(part.code)).map((part) => part.name));
	// A component drawing a live one of the same file is live too.
	for (let grew = true; grew; ) {
		grew = false;
		for (const part of parts) {
			if (live.has(part.name)) continue;
			if ([...live].some((name) => new RegExp(`<${name}\\b`).test(part.code))) {
				live.add(part.name);
				grew = true;
			}
		}
	}
	return live;
}

/** A page's imports from `.jsx`/`.tsx` files: each local name with the export it names. */
export function findJsxImports(
	esm: string,
): Array<{ source: string; names: Array<{ local: string; imported: string }> }> {
	const found: Array<{ source: string; names: Array<{ local: string; imported: string }> }> = [];
	const pattern = /import\s+(?:([\w$]+)\s*,?\s*)?(\{[^}]*\})?\s*from\s*["']([^"']+\.[jt]sx)["']/g;
	for (const [, fallback, named, source] of esm.matchAll(pattern)) {
		if (!source) continue;
		const names = (named ?? '')
			.slice(1, -1)
			.split(',')
			.map((part) => part.trim().split(/\s+as\s+/))
			.filter(([imported]) => imported)
			.map(([imported = '', local]) => ({ imported, local: local ?? imported }));
		if (fallback) names.push({ imported: 'default', local: fallback });
		found.push({ source, names });
	}
	return found;
}

/** The step; `root` is the docs root, where `/snippets/...` imports are read from. */
export function createRemarkSnippetIslands(options: { root?: string | undefined }) {
	return () => (tree: Root, file: { path?: string }) => {
		const esm = tree.children
			.filter((node) => node.type === 'mdxjsEsm')
			.map((node) => (node as { value: string }).value)
			.join('\n');
		const live = new Set<string>();
		for (const { names, source } of findJsxImports(esm)) {
			const path = resolveSnippet(source, file.path, options.root);
			if (!path) continue;
			const exports = findLiveExports(readFileSync(path, 'utf8'));
			for (const { local, imported } of names) if (exports.has(imported)) live.add(local);
		}
		if (live.size === 0) return;
		visit(tree, (node) => {
			if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
			const element = node as MdxJsxFlowElement | MdxJsxTextElement;
			if (!element.name || !live.has(element.name)) return;
			const hasDirective = element.attributes.some(
				(attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name.startsWith('client:'),
			);
			if (!hasDirective) {
				element.attributes.push({ type: 'mdxJsxAttribute', name: 'client:visible', value: null });
			}
		});
	};
}

/** The file an import names: from the docs root when it starts with `/`, else beside the page. */
function resolveSnippet(
	source: string,
	page: string | undefined,
	root: string | undefined,
): string | undefined {
	const candidates = source.startsWith('/')
		? [root && join(root, source), source]
		: page && isAbsolute(page)
			? [resolve(dirname(page), source)]
			: [];
	return candidates.find((path): path is string => !!path && existsSync(path));
}
