/** Reading and writing the attributes of the file's JSX elements. */
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { JsxElement, Node } from './types.ts';

/** Whether a node is a JSX element. */
export function isJsx(node: Node): node is JsxElement {
	return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** An element's attribute by its name. */
export function getAttribute(node: JsxElement, name: string): MdxJsxAttribute | undefined {
	return node.attributes.find(
		(attribute): attribute is MdxJsxAttribute =>
			attribute.type === 'mdxJsxAttribute' && attribute.name === name,
	);
}

/** A string attribute, or the string literal of `{"..."}`; `undefined` otherwise. */
export function readString(node: JsxElement, name: string): string | undefined {
	const value = getAttribute(node, name)?.value;
	if (typeof value === 'string') return value;
	if (value && typeof value === 'object') {
		const text = value.value.trim();
		const literal = /^(['"`])([\s\S]*)\1$/.exec(text);
		if (literal) return literal[2];
	}
	return undefined;
}

/** Sets an attribute, replacing its value where the element has it. */
export function setAttribute(node: JsxElement, name: string, value: string) {
	const existing = getAttribute(node, name);
	if (existing) existing.value = value;
	else node.attributes.push({ type: 'mdxJsxAttribute', name, value });
}
