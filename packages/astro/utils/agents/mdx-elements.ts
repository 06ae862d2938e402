/**
 * Mintlify's components and the page's HTML elements as the Markdown a reader of the text
 * expects: a callout a quote, a card a link, a field a line with its type, a titled component
 * its title in bold; `<Visibility for="humans">` left out, a snippet written in place.
 */
import type { Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { isBlock, paragraph, text, toPlainText } from './markdown-nodes.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

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

/** The snippets a page imports (by the name it uses), converted, and how deep they nest. */
export interface Context {
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

/** A page's nodes converted: ESM and expressions gone, components as Markdown. */
export function convertChildren(nodes: RootContent[], context: Context): RootContent[] {
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
