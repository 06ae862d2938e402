/**
 * What the remark step of Mintlify's components (../remark-mintlify-components.ts) prepares for
 * `<Prompt>`, `<Color.Item>` and ```mermaid fences, each a step of its own: the source a prompt
 * copies, the colour values that cannot be drawn, and diagrams drawn at build time.
 */
import type { Code } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { renderMermaid } from '../../../utils/content/mermaid.ts';
import { isCssColor } from '../../../utils/look/color-value.ts';
import type { JsxElement, PartProblem } from './types.ts';

/** The element a ```mermaid fence drawn at build time becomes (components/mintlify/code/Mermaid.astro). */
export const MERMAID = 'TrydocsMermaid';
/** The element a ```mermaid fence drawn in the browser becomes (components/mintlify/code/MermaidBrowser.astro). */
export const MERMAID_BROWSER = 'TrydocsMermaidBrowser';

/**
 * The children of a `<Prompt>` as the author wrote them (Markdown, not HTML), without the common
 * indentation: what "Copy prompt" copies and "Open in Cursor" sends. `undefined` when the file's
 * text or the positions are not known.
 */
export function getPromptText(node: JsxElement, source: unknown): string | undefined {
	const first = node.children[0]?.position?.start.offset;
	const last = node.children.at(-1)?.position?.end.offset;
	if (typeof source !== 'string' || first === undefined || last === undefined) return undefined;
	// From the start of the first child's line, so its indentation is measured with the others'.
	const start = source.lastIndexOf('\n', first - 1) + 1;
	const lines = source.slice(start, last).split('\n');
	const indent = Math.min(
		...lines.filter((line) => line.trim()).map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0),
	);
	return lines
		.map((line) => line.slice(indent))
		.join('\n')
		.trim();
}

/** A `<Color.Item value="...">` whose value is not a CSS colour, as a problem; `undefined` otherwise. */
export function checkColorItem(node: JsxElement): PartProblem | undefined {
	const value = node.attributes.find(
		(attribute): attribute is MdxJsxAttribute =>
			attribute.type === 'mdxJsxAttribute' && attribute.name === 'value',
	)?.value;
	if (typeof value !== 'string' || isCssColor(value.trim())) return undefined;
	return {
		message: `\`<Color.Item value="${value}">\` is not a CSS colour: the swatch is left out.`,
		hint: 'Give a colour such as `#3B82F6`, `rgb(59, 130, 246)`, `oklch(70% 0.2 145)`, or `{{ light: "#fff", dark: "#000" }}`.',
		line: node.position?.start.line,
	};
}

/**
 * A ```mermaid fence as an element: drawn at build time as SVG, or, for a diagram the build-time
 * renderer cannot draw, its source, which Mermaid draws in the browser (MermaidBrowser.astro).
 */
export function createMermaidNode(code: Code): MdxJsxFlowElement {
	const result = renderMermaid(code.value);
	const attribute = (name: string, value: string): MdxJsxAttribute => ({
		type: 'mdxJsxAttribute',
		name,
		value,
	});
	const attributes = [attribute('source', code.value), attribute('type', result.type)];
	if (result.title) attributes.push(attribute('title', result.title));
	return {
		type: 'mdxJsxFlowElement',
		name: 'svg' in result ? MERMAID : MERMAID_BROWSER,
		attributes: 'svg' in result ? [attribute('svg', result.svg), ...attributes] : attributes,
		children: [],
	};
}
