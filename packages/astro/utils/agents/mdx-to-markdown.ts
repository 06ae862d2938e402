/**
 * A page's MDX source as plain Markdown for AI tools (the `.md` of a page, llms-full.txt, the
 * MCP server's `get_page`): imports, exports and expressions go, Mintlify's components become the
 * Markdown a reader of the text expects (a callout a quote, a card a link, a field a line with its
 * type), `<Visibility for="humans">` is left out and `<Visibility for="agents">` kept, and MDX
 * snippets a page imports are written in place.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { BlockContent, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { repairMdx } from '../../integrations/markdown/mdx-repair.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Where a page's MDX comes from, so its snippet imports can be read. */
export interface MdxSource {
	/** The MDX text, frontmatter included or not. */
	source: string;
	/** The file's absolute path (imports relative to it resolve from its folder). */
	file?: string | undefined;
	/** The site root (`/snippets/...` imports resolve from it). */
	root?: string | undefined;
}

/** Callouts: their label in the Markdown. */
const CALLOUTS: Record<string, string> = {
	Note: 'Note',
	Tip: 'Tip',
	Info: 'Info',
	Warning: 'Warning',
	Check: 'Check',
	Danger: 'Danger',
	Callout: 'Note',
};

/** Components whose own title (attribute `title`) heads their content. */
const TITLED = new Set(['Accordion', 'Tab', 'Step', 'Expandable', 'Update', 'Tile', 'Column']);

/** Components and elements drawn as nothing readable (an icon, a line break of layout). */
const DROPPED = new Set(['Icon', 'br', 'hr', 'style', 'script', 'svg', 'iframe', 'video']);

/** Components that stand for blocks even when written on one line inside a paragraph. */
const BLOCKS = new Set(['ParamField', 'ResponseField', 'Card', ...TITLED]);

/** Snippets nested in snippets are followed this deep (a snippet importing itself stops there). */
const MAX_SNIPPET_DEPTH = 5;

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);
const writer = unified()
	.use(remarkGfm)
	.use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, rule: '-' });

function getAttribute(node: JsxElement, name: string): string | undefined {
	const attribute = node.attributes.find(
		(item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === name,
	);
	if (!attribute) return undefined;
	if (attribute.value === null || attribute.value === undefined) return 'true';
	if (typeof attribute.value === 'string') return attribute.value;
	// `{"text"}` or `{true}`: the literal; any other expression has no text to show.
	const literal = /^\s*(["'`])([\s\S]*)\1\s*$/.exec(attribute.value.value);
	if (literal) return literal[2];
	return /^\s*(true|false|-?\d+(\.\d+)?)\s*$/.test(attribute.value.value)
		? attribute.value.value.trim()
		: undefined;
}

function text(value: string): PhrasingContent {
	return { type: 'text', value };
}

function paragraph(children: PhrasingContent[]): Paragraph {
	return { type: 'paragraph', children };
}

function isPhrasing(node: JsxElement): node is MdxJsxTextElement {
	return node.type === 'mdxJsxTextElement';
}

/** A `name` (type, required): line for `<ParamField>` and `<ResponseField>`. */
function describeField(node: JsxElement): PhrasingContent[] {
	const name =
		getAttribute(node, 'name') ??
		['path', 'query', 'header', 'cookie', 'body']
			.map((location) => getAttribute(node, location))
			.find(Boolean) ??
		'';
	const location = ['path', 'query', 'header', 'cookie', 'body'].find((key) =>
		getAttribute(node, key),
	);
	const facts = [
		location && location !== 'body' ? `${location} parameter` : undefined,
		getAttribute(node, 'type'),
		getAttribute(node, 'required') === 'true' ? 'required' : undefined,
		getAttribute(node, 'deprecated') === 'true' ? 'deprecated' : undefined,
		getAttribute(node, 'default') !== undefined
			? `default: ${getAttribute(node, 'default')}`
			: undefined,
	].filter(Boolean);
	return [
		{ type: 'inlineCode', value: name },
		...(facts.length > 0 ? [text(` (${facts.join(', ')})`)] : []),
	];
}

interface Context {
	snippets: Map<string, Root>;
	depth: number;
}

/** The Markdown nodes a component stands for. */
function convertElement(node: JsxElement, context: Context): RootContent[] {
	const name = node.name ?? '';
	const children = convertChildren(node.children as RootContent[], context);
	if (name === 'Visibility') {
		return getAttribute(node, 'for') === 'agents' ? children : [];
	}
	if (DROPPED.has(name)) return [];
	const snippet = context.snippets.get(name);
	if (snippet) return snippet.children;
	if (isPhrasing(node)) {
		if (name === 'a' && getAttribute(node, 'href')) {
			return [
				{
					type: 'link',
					url: getAttribute(node, 'href') as string,
					children: children as PhrasingContent[],
				},
			];
		}
		if (name === 'img' || name === 'Image') return image(node);
		if (name === 'code' || name === 'kbd') {
			return [{ type: 'inlineCode', value: toPlainText(children) }];
		}
		if (!(name in CALLOUTS) && !BLOCKS.has(name)) return children;
	}
	if (name === 'img' || name === 'Image') return [paragraph(image(node) as PhrasingContent[])];
	return convertBlock(node, name, asBlocks(children));
}

/** A block component: written as blocks (a one-line `<Note>text</Note>` too). */
function convertBlock(node: JsxElement, name: string, children: RootContent[]): RootContent[] {
	if (name in CALLOUTS) {
		const label = getAttribute(node, 'title') ?? CALLOUTS[name];
		return [
			{
				type: 'blockquote',
				children: [paragraph([{ type: 'strong', children: [text(`${label}:`)] }]), ...children],
			} as RootContent,
		];
	}
	if (name === 'ParamField' || name === 'ResponseField') {
		return [paragraph(describeField(node)), ...children];
	}
	if (name === 'Card') {
		const title = getAttribute(node, 'title');
		const href = getAttribute(node, 'href');
		const heading: PhrasingContent[] = title
			? [
					{
						type: 'strong',
						children: [href ? { type: 'link', url: href, children: [text(title)] } : text(title)],
					},
				]
			: href
				? [{ type: 'link', url: href, children: [text(href)] }]
				: [];
		return [...(heading.length > 0 ? [paragraph(heading)] : []), ...children];
	}
	if (TITLED.has(name)) {
		const title = getAttribute(node, 'title') ?? getAttribute(node, 'label');
		return [
			...(title ? [paragraph([{ type: 'strong', children: [text(title)] }])] : []),
			...children,
		];
	}
	// Groups, layout elements and unknown components: their content is what there is to read.
	return children;
}

/** Phrasing nodes of a one-line component, as one paragraph. */
function asBlocks(nodes: RootContent[]): RootContent[] {
	const phrasing = nodes.every((node) => !isBlock(node as Nodes));
	return phrasing && nodes.length > 0 ? [paragraph(nodes as PhrasingContent[])] : nodes;
}

function image(node: JsxElement): RootContent[] {
	const src = getAttribute(node, 'src');
	return src ? [{ type: 'image', url: src, alt: getAttribute(node, 'alt') ?? '' }] : [];
}

/** The text of `nodes`: their text, code and expressions' values, without marks. */
export function toPlainText(nodes: RootContent[]): string {
	return nodes
		.map((node) =>
			'value' in node && typeof node.value === 'string'
				? node.value
				: 'children' in node
					? toPlainText(node.children as RootContent[])
					: '',
		)
		.join('');
}

function convertChildren(nodes: RootContent[], context: Context): RootContent[] {
	const out: RootContent[] = [];
	for (const node of nodes) {
		switch (node.type) {
			case 'yaml':
			case 'mdxjsEsm':
			case 'mdxFlowExpression':
			case 'mdxTextExpression':
				break;
			case 'mdxJsxFlowElement':
			case 'mdxJsxTextElement':
				out.push(...convertElement(node, context));
				break;
			default:
				if ('children' in node) {
					(node as { children: RootContent[] }).children = convertChildren(
						node.children as RootContent[],
						context,
					);
				}
				out.push(node);
		}
	}
	// A block component inside a paragraph may leave block nodes among phrasing ones: Markdown
	// writes them on their own lines anyway.
	return out;
}

function parse(source: string): Root {
	try {
		return parser.parse(source) as Root;
	} catch {
		// The build mends such a page before MDX reads it (integrations/markdown/mdx-repair.ts): so do we.
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

/** Moves block nodes out of paragraphs, where a block component used inline may leave them. */
function liftBlocks(nodes: Nodes[]): void {
	for (const node of nodes) {
		if (!('children' in node)) continue;
		const children = node.children as Nodes[];
		const lifted: Nodes[] = [];
		for (const child of children) {
			if (child.type === 'paragraph' && child.children.some((item) => isBlock(item as Nodes))) {
				let run: PhrasingContent[] = [];
				for (const item of child.children as Nodes[]) {
					if (isBlock(item)) {
						if (run.length > 0) lifted.push(paragraph(run));
						run = [];
						lifted.push(item);
					} else run.push(item as PhrasingContent);
				}
				if (run.length > 0) lifted.push(paragraph(run));
			} else lifted.push(child);
		}
		(node as { children: Nodes[] }).children = lifted;
		liftBlocks(lifted);
	}
}

function isBlock(node: Nodes): node is BlockContent {
	return ['paragraph', 'blockquote', 'list', 'code', 'heading', 'table', 'thematicBreak'].includes(
		node.type,
	);
}

/** The Markdown of an MDX page (its body, without frontmatter). */
export function convertMdxToMarkdown(source: MdxSource): string {
	const tree = convertTree(source, 0);
	liftBlocks([tree]);
	return String(writer.stringify(tree)).trim();
}
