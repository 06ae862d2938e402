/**
 * Mintlify runs a page's React snippets in the browser: a `.jsx` component that keeps state
 * (`useState`, `useReducer`) or runs effects answers clicks and typing there. Rendered once on the
 * server it would stay frozen, so this step gives each use of such a component `client:visible`:
 * Astro renders it on the server, as now, and hydrates it as a Preact island when it scrolls into
 * view. Components without state or effects stay server-only (no JavaScript), as do uses that
 * already carry a `client:` directive.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { createIconResolver } from '../../utils/look/icons.ts';
import { reportProblem } from '../../utils/problems/problems.ts';
import { type EsmImport, importNode, readEsm } from './esm-nodes.ts';
import {
	findInlineIslands,
	findLiveExports,
	type InlineIslands,
	LIVE_HOOKS,
	writeIslandModule,
} from './inline-islands.ts';

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

/** What the step needs: the docs root (for `/snippets/...`) and the folder of generated modules. */
export interface SnippetIslandsOptions {
	root?: string | undefined;
	/** Where the modules of components written in MDX files go (the site's `.astro/`). */
	generatedDir?: string | undefined;
	/** The site's icons, for the icons such a component's code names. */
	icons?: ReturnType<typeof createIconResolver> | undefined;
}

/** The step: a page's live components (from `.jsx`/`.tsx` files, or written in MDX) become islands. */
export function createRemarkSnippetIslands(options: SnippetIslandsOptions) {
	return () => (tree: Root, file: { path?: string }) => {
		const { exports, imports } = readEsm(tree);
		const esm = tree.children
			.filter((node) => node.type === 'mdxjsEsm')
			.map((node) => (node as { value: string }).value)
			.join('\n');
		const page =
			options.root && file.path && isAbsolute(file.path)
				? relative(options.root, file.path)
				: (file.path ?? 'page.mdx');
		/** Local names drawn as islands, each with the name it is drawn under. */
		const live = new Map<string, string>();
		const frozen: Array<{ name: string; reason: string }> = [];
		for (const { names, source } of findJsxImports(esm)) {
			const path = resolveSnippet(source, file.path, options.root);
			if (!path) continue;
			const found = findLiveExports(readFileSync(path, 'utf8'));
			const drawn = names
				.filter((name) => found.has(name.imported))
				.map((name) => ({ imported: name.imported, local: `${name.local}__island` }));
			// Drawn through the file's own path: the browser of `astro dev` fetches an island by the
			// name it was imported under, and `/snippets/...` is the docs root's, not the server's.
			if (drawn.length > 0) tree.children.unshift(importNode(path, drawn));
			for (const { local } of drawn) live.set(local.slice(0, -'__island'.length), local);
		}
		if (options.generatedDir) {
			const folder = join(options.generatedDir, 'trydocs-islands');
			const moved = (found: InlineIslands, pick: (name: string) => string | undefined) => {
				frozen.push(...found.frozen);
				for (const message of found.iconProblems) {
					reportProblem({ kind: 'icon', file: page, message, severity: 'warning' });
				}
				if (found.islands.size === 0) return;
				const module = writeIslandModule(folder, found.module);
				const names = [...found.islands].flatMap((name) => {
					const local = pick(name);
					return local ? [{ imported: name, local: `${local}__island` }] : [];
				});
				for (const { local } of names) live.set(local.slice(0, -'__island'.length), local);
				if (names.length > 0) tree.children.unshift(importNode(module, names));
			};
			// Components written in this file.
			moved(findInlineIslands(exports, imports, options.icons), (name) => name);
			// Components written in the `.mdx` snippets it imports.
			for (const { source, names } of findMdxImports(imports)) {
				const path = resolveSnippet(source, file.path, options.root);
				const text = path ? readFileSync(path, 'utf8') : '';
				if (!LIVE_HOOKS.test(text)) continue;
				const snippet = readEsm(mdxParser.parse(text) as Root);
				const found = findInlineIslands(snippet.exports, snippet.imports, options.icons);
				moved({ ...found, frozen: [] }, (name) => names.get(name));
			}
		}
		for (const { name, reason } of frozen) {
			reportProblem({
				kind: 'component',
				file: page,
				message: `\`<${name}>\` keeps state, which runs only in the browser, and cannot run there: ${reason}. It is not shown.`,
				hint: "Draw only HTML elements, components written in the same file and Mintlify's layout components (callouts, cards, steps, accordions, badges, frames, tooltips, icons), or move it into a `.jsx` file under `snippets/` that imports what it draws.",
				severity: 'warning',
			});
		}
		if (live.size === 0) return;
		visit(tree, (node) => {
			if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
			const element = node as MdxJsxFlowElement | MdxJsxTextElement;
			const drawn = element.name ? live.get(element.name) : undefined;
			if (!element.name || !drawn) return;
			const attributes = element.attributes;
			if (
				attributes.some(
					(item) => item.type === 'mdxJsxAttribute' && item.name.startsWith('client:'),
				)
			)
				return;
			// Props cross to the browser as data: JSX or a function cannot, so that use renders once.
			const unsent = attributes.find(
				(item) =>
					item.type === 'mdxJsxExpressionAttribute' ||
					(typeof item.value === 'object' &&
						item.value &&
						/<[A-Za-z]|=>|\bfunction\b/.test(item.value.value)),
			);
			if (unsent) {
				reportProblem({
					kind: 'component',
					file: page,
					line: element.position?.start.line,
					message: `\`<${element.name}>\` keeps state but renders once here: its prop \`${unsent.type === 'mdxJsxAttribute' ? unsent.name : '{...}'}\` holds JSX or a function, which cannot be sent to the browser.`,
					hint: "Pass text, numbers, lists or objects as props, and JSX as the component's children.",
					severity: 'warning',
				});
				return;
			}
			element.name = drawn;
			attributes.push({ type: 'mdxJsxAttribute', name: 'client:visible', value: null });
		});
	};
}

// MDX snippets are parsed as `@astrojs/mdx` reads them.
const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** The page's imports of `.mdx` files: each source with its names, imported to local. */
function findMdxImports(
	imports: EsmImport[],
): Array<{ source: string; names: Map<string, string> }> {
	const bySource = new Map<string, Map<string, string>>();
	for (const item of imports) {
		if (!/\.mdx$/.test(item.source) || item.imported === 'default' || item.imported === '*')
			continue;
		const names = bySource.get(item.source) ?? new Map<string, string>();
		names.set(item.imported, item.local);
		bySource.set(item.source, names);
	}
	return [...bySource].map(([source, names]) => ({ source, names }));
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
