/**
 * A page's MDX source as plain Markdown for AI tools (the `.md` of a page, llms-full.txt, the
 * MCP server's `get_page`): imports, exports and expressions go, Mintlify's components become the
 * Markdown a reader of the text expects (a callout a quote, a card a link, a field a line with its
 * type), `<Visibility for="humans">` is left out and `<Visibility for="agents">` kept, and MDX
 * snippets a page imports are written in place. This file parses the page and its snippets and
 * writes the Markdown; the components are mdx-elements.ts, the Markdown nodes markdown-nodes.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { repairMdx } from '../content/mdx-repair.ts';
import { liftBlocks } from './markdown-nodes.ts';
import { convertChildren } from './mdx-elements.ts';

/** Where a page's MDX comes from, so its snippet imports can be read. */
export interface MdxSource {
	/** The MDX text, frontmatter included or not. */
	source: string;
	/** The file's absolute path (imports relative to it resolve from its folder). */
	file?: string | undefined;
	/** The site root (`/snippets/...` imports resolve from it). */
	root?: string | undefined;
}

/** Snippets nested in snippets are followed this deep (a snippet importing itself stops there). */
const MAX_SNIPPET_DEPTH = 5;

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);
const writer = unified()
	.use(remarkGfm)
	.use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, rule: '-' });

function parse(source: string): Root {
	try {
		return parser.parse(source) as Root;
	} catch {
		// The build mends such a page before MDX reads it (utils/content/mdx-repair.ts): so do we.
		const repaired = repairMdx(source);
		if (repaired) {
			try {
				return parser.parse(repaired.code) as Root;
			} catch {}
		}
		// Still unreadable: the text as Markdown, without MDX's rules.
		return unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).parse(source) as Root;
	}
}

/** `import Name from '/snippets/x.mdx'` of the page's ESM blocks: name to file. */
function findSnippetImports(tree: Root, source: MdxSource): Map<string, string> {
	const found = new Map<string, string>();
	for (const node of tree.children) {
		if (node.type !== 'mdxjsEsm') continue;
		for (const match of node.value.matchAll(
			/import\s+([A-Za-z_$][\w$]*)\s+from\s+["']([^"']+\.mdx?)["']/g,
		)) {
			const [, name, path] = match as unknown as [string, string, string];
			const file = path.startsWith('/')
				? source.root && resolve(source.root, `.${path}`)
				: source.file && resolve(dirname(source.file), path);
			if (file && existsSync(file)) found.set(name, file);
		}
	}
	return found;
}

function convertTree(source: MdxSource, depth: number): Root {
	const tree = parse(source.source);
	const snippets = new Map<string, Root>();
	if (depth < MAX_SNIPPET_DEPTH) {
		for (const [name, file] of findSnippetImports(tree, source)) {
			const text = readFileSync(file, 'utf8');
			snippets.set(name, convertTree({ source: text, file, root: source.root }, depth + 1));
		}
	}
	tree.children = convertChildren(tree.children, { snippets, depth });
	return tree;
}

/** The Markdown of an MDX page (its body, without frontmatter). */
export function convertMdxToMarkdown(source: MdxSource): string {
	const tree = convertTree(source, 0);
	liftBlocks([tree]);
	return String(writer.stringify(tree)).trim();
}
