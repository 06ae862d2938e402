/**
 * What the step prepares in the components whose parts must know each other: `<Tabs>` their
 * titles, `<Steps>` their numbers, `<CodeGroup>` blocks turned into tabs, a tree written as a
 * list, and an `<Update>` label given as JSX.
 */
import type { Code } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { parseCodeMeta } from '../../../utils/content/code-meta.ts';
import { CODE_BLOCK } from './components.ts';
import { getAttribute, isJsx, readString, setAttribute } from './jsx.ts';
import type { JsxElement, Node } from './types.ts';

/** The title of a code block in a `<CodeGroup>`: its meta's title (utils/content/code-meta.ts), else its language. */
export function getCodeTitle(code: Code): string {
	return parseCodeMeta(code.meta).title ?? code.lang ?? 'Code';
}

/**
 * A code block inside `<CodeBlock>` with its meta read (title, icon, lines, ...): Shiki still
 * highlights the code, the component frames it. `bare` inside a `<CodeGroup>`, whose tab is the title.
 */
export function wrapCode(code: Code, bare = false): MdxJsxFlowElement {
	const meta = parseCodeMeta(code.meta);
	const attributes: MdxJsxAttribute[] = [];
	const add = (name: string, value: string | undefined | false) => {
		if (value) attributes.push({ type: 'mdxJsxAttribute', name, value });
	};
	add('title', meta.title);
	add('icon', meta.icon);
	add('highlight', meta.highlight.length > 0 && JSON.stringify(meta.highlight));
	add('lines', meta.lines && 'true');
	add('wrap', meta.wrap && 'true');
	add('expandable', meta.expandable && 'true');
	add('nocopy', !meta.copy && 'true');
	add('bare', bare && 'true');
	return { type: 'mdxJsxFlowElement', name: CODE_BLOCK, attributes, children: [code] };
}

/**
 * Lifts the elements of a paragraph that holds only elements (`<Tab>`s on consecutive lines)
 * to the container, so each is a block of its own (no `<div>` inside a `<p>`).
 */
function liftElements(node: JsxElement) {
	node.children = (node.children as Node[]).flatMap((child): Node[] => {
		if (child.type !== 'paragraph') return [child];
		const parts = child.children as Node[];
		const onlyElements = parts.every(
			(part) => isJsx(part) || (part.type === 'text' && part.value.trim() === ''),
		);
		if (!onlyElements || !parts.some(isJsx)) return [child];
		return parts.filter(isJsx).map((part) => ({ ...part, type: 'mdxJsxFlowElement' }) as Node);
	}) as typeof node.children;
}

/**
 * An attribute given as JSX (`label={<><Icon icon="rocket" /> Quickstart</>}`) becomes the
 * component's slot of that name: an Astro component draws a slot, not a JSX value.
 */
function moveJsxToSlot(node: JsxElement, name: string) {
	const slot = takeJsxAttribute(node, name, name);
	// A direct child: Astro hands a child with `slot` to that slot only when it is one.
	if (slot) (node.children as Node[]).unshift(slot as Node);
}

/** Removes an attribute given as JSX from `node`, as a `<span slot="…">` holding it. */
function takeJsxAttribute(node: JsxElement, name: string, slotName: string) {
	const attribute = getAttribute(node, name);
	const value = attribute?.value;
	if (!attribute || !value || typeof value !== 'object') return undefined;
	const estree = (value.data as { estree?: { body?: Array<{ expression?: { type?: string } }> } })
		?.estree;
	const type = estree?.body?.[0]?.expression?.type;
	if (type !== 'JSXElement' && type !== 'JSXFragment') return undefined;
	node.attributes = node.attributes.filter((item) => item !== attribute);
	const expression = { type: 'mdxTextExpression', value: value.value, data: { estree } };
	const slot: MdxJsxTextElement = {
		type: 'mdxJsxTextElement',
		name: 'span',
		attributes: [{ type: 'mdxJsxAttribute', name: 'slot', value: slotName }],
		children: [expression as MdxJsxTextElement['children'][number]],
	};
	return slot;
}

/** A `<CodeGroup>`'s code blocks, each a `<Tab>` titled by the block. */
function turnCodeIntoTabs(node: JsxElement) {
	node.children = node.children.map((child) =>
		child.type === 'code'
			? ({
					type: 'mdxJsxFlowElement',
					name: 'Tab',
					attributes: [{ type: 'mdxJsxAttribute', name: 'title', value: getCodeTitle(child) }],
					children: [wrapCode(child, true)],
				} as MdxJsxFlowElement)
			: child,
	) as typeof node.children;
}

/** Gives `<Tabs>` (or a `<CodeGroup>`) the titles and icons of its `<Tab>`s. */
function setTabTitles(node: JsxElement) {
	const titles = (node.children as Node[])
		.filter((child): child is JsxElement => isJsx(child) && child.name === 'Tab')
		.map((tab, index) => readString(tab, 'title') ?? `Tab ${index + 1}`);
	setAttribute(node, 'titles', JSON.stringify(titles));
	const tabs = (node.children as Node[]).filter(
		(child): child is JsxElement => isJsx(child) && child.name === 'Tab',
	);
	const icons = tabs.map((tab) => readString(tab, 'icon') ?? null);
	if (icons.some(Boolean)) setAttribute(node, 'icons', JSON.stringify(icons));
	// A tab's icon given as JSX is drawn by `<Tabs>`, from its slot `icon-N`.
	tabs.forEach((tab, index) => {
		const slot = takeJsxAttribute(tab, 'icon', `icon-${index}`);
		if (slot) (node.children as Node[]).unshift(slot as Node);
	});
}

/** Numbers the `<Step>`s of `<Steps>` that give no `stepNumber`, counting on from those that do. */
function numberSteps(node: JsxElement) {
	let number = 0;
	for (const child of node.children as Node[]) {
		if (!isJsx(child) || child.name !== 'Step') continue;
		const value = getAttribute(child, 'stepNumber')?.value;
		const own = Number(typeof value === 'object' && value ? value.value : value);
		number = Number.isFinite(own) && own > 0 ? own : number + 1;
		if (!getAttribute(child, 'stepNumber')) setAttribute(child, 'stepNumber', String(number));
	}
}

/**
 * The components that draw an `icon` given as JSX (`icon={<img src="...">}`) from their `icon`
 * slot: every one of Mintlify's that takes an `icon` and draws it itself (a `<Tab>`'s is drawn
 * by its `<Tabs>`, from the slot `icon-N`: `setTabTitles`).
 */
const ICON_SLOT_COMPONENTS = new Set([
	'Card',
	'Accordion',
	'Step',
	'Badge',
	'Callout',
	'View',
	'Prompt',
]);

/** Gives `<Tabs>` its titles, `<Steps>` their numbers, and turns `<CodeGroup>` blocks into tabs. */
export function prepare(node: JsxElement) {
	liftElements(node);
	if (node.name === 'Update') moveJsxToSlot(node, 'label');
	if (ICON_SLOT_COMPONENTS.has(node.name ?? '')) moveJsxToSlot(node, 'icon');
	if (node.name === 'CodeGroup') turnCodeIntoTabs(node);
	if (node.name === 'Tabs' || node.name === 'CodeGroup') setTabTitles(node);
	// A tree written as a Markdown list is drawn from the list itself.
	if (
		(node.name === 'Tree' || node.name === 'FileTree') &&
		node.children.some((c) => c.type === 'list')
	) {
		setAttribute(node, 'markdown', 'true');
	}
	if (node.name === 'Steps') numberSteps(node);
}
