/** Reading the page's tree: its JSX elements, their attributes, code blocks and plain text. */
import type { Code } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { JsxElement, Node } from './types.ts';

/** Whether a node is a JSX element. */
export function isJsx(node: Node): node is JsxElement {
	return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The code blocks in a node, at any depth. */
export function findCode(node: Node): Code[] {
	if (node.type === 'code') return [node];
	return 'children' in node ? node.children.flatMap((child) => findCode(child as Node)) : [];
}

/** An element's attribute by its name. */
export function getAttribute(node: JsxElement, name: string): MdxJsxAttribute | undefined {
	return node.attributes.find(
		(attribute): attribute is MdxJsxAttribute =>
			attribute.type === 'mdxJsxAttribute' && attribute.name === name,
	);
}

/** An attribute's value: `true` for a bare attribute, the literal of `{...}` where it is one. */
export function readValue(attribute: MdxJsxAttribute | undefined): unknown {
	if (!attribute) return undefined;
	const value = attribute.value;
	if (value === null || value === undefined) return true;
	if (typeof value === 'string') return value;
	const text = value.value.trim();
	try {
		return JSON.parse(text);
	} catch {
		// A JavaScript literal JSON cannot read (single quotes, ...): keep its source text.
		return text.replace(/^(['"`])([\s\S]*)\1$/, '$2');
	}
}

/** A node's text, without its markup. */
export function toPlainText(node: Node): string {
	if ('value' in node && typeof node.value === 'string') return node.value;
	return 'children' in node ? (node.children as Node[]).map(toPlainText).join('') : '';
}
