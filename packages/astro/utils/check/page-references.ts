/**
 * What `trydocs check` reads in a page's Markdown tree besides what the build's own steps read:
 * the anchors its headings get, the links it makes and the files it imports, each with its line.
 * Read from the tree (remark), so code blocks and frontmatter never count.
 */

import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { splitHeadingId } from '../content/heading-ids.ts';

/** A reference of a page, with its line (from 1) in the file. */
export interface PageReference {
	value: string;
	line: number | undefined;
}

/** What a page offers and what it points at. */
export interface PageReferences {
	/**
	 * What an anchor may name in it, each as `toAnchorKey` writes it: its headings (`## Set up`
	 * is `#set-up`), and what Mintlify gives an anchor too: `id`s, the `title` of an
	 * `<Accordion>` or a `<Step>`, and the field of a `<ParamField>` or `<ResponseField>` (`#param-limit`).
	 */
	anchors: Set<string>;
	/** The anchors of its headings as the built page writes them (`set-up`), for hints. */
	headings: string[];
	/** Markdown links and `href`s of its elements (`<Card href>`, `<a href>`). */
	links: PageReference[];
	/** Files it imports (`import Note from '/snippets/note.mdx'`). */
	imports: PageReference[];
}

interface JsxAttribute {
	type: string;
	name?: string;
	value?: unknown;
}

/** The text of a node, as a heading's id is made from it. */
function getText(node: unknown): string {
	const { value, children } = node as { value?: unknown; children?: unknown[] };
	if (typeof value === 'string') return value;
	return (children ?? []).map(getText).join('');
}

/**
 * An anchor reduced to its letters and digits, lower case: a link written for Mintlify's anchors
 * (`#split-configuration-with-%24ref`, `#oauth-2-0`) finds a heading whatever the slug rules.
 */
export function toAnchorKey(anchor: string): string {
	let text = anchor;
	try {
		text = decodeURIComponent(anchor);
	} catch {}
	return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Attributes of a field component that name its anchor (`#param-limit`). */
const FIELD_NAMES = new Set(['path', 'query', 'body', 'header', 'name', 'cookie']);

const IMPORT = /\bimport\s+(?:[^'"]*?\bfrom\s+)?['"]([^'"]+)['"]/g;

/** Lists the anchors, links and imports of a page's tree. */
export function readPageReferences(tree: Root): PageReferences {
	const slugger = new GithubSlugger();
	const found: PageReferences = { anchors: new Set(), headings: [], links: [], imports: [] };
	visit(tree, (node) => {
		const line = node.position?.start.line;
		if (node.type === 'heading') {
			// `## Options {#config}`: the ID it names (utils/content/heading-ids.ts), else its text's.
			const { text, id } = splitHeadingId(getText(node));
			const slug = id ?? slugger.slug(text);
			found.headings.push(slug);
			found.anchors.add(toAnchorKey(slug));
		} else if (node.type === 'link' || node.type === 'definition') {
			found.links.push({ value: (node as { url: string }).url, line });
		} else if (node.type === 'mdxjsEsm') {
			const esm = (node as { value: string }).value;
			for (const [, path = ''] of esm.matchAll(IMPORT)) found.imports.push({ value: path, line });
		} else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
			const { name, attributes } = node as { name?: string; attributes: JsxAttribute[] };
			const field = name === 'ParamField' || name === 'ResponseField';
			for (const { type, name: key = '', value } of attributes) {
				if (type !== 'mdxJsxAttribute' || typeof value !== 'string') continue;
				if (key === 'href') found.links.push({ value, line });
				else if (key === 'id' || key === 'title') found.anchors.add(toAnchorKey(value));
				else if (field && FIELD_NAMES.has(key)) found.anchors.add(toAnchorKey(`param-${value}`));
			}
		}
	});
	return found;
}
