/**
 * Mintlify's custom heading IDs: `## Configuration options {#config}` is the heading
 * "Configuration options", reached at `#config` instead of the anchor made from its text. MDX
 * would read `{#config}` as a JavaScript expression, which it is not, so two steps share the
 * work: before MDX parses the file, the braces of such a suffix are escaped (`\{#config\}`, text);
 * then a remark step takes the suffix off the heading's text and gives the heading its ID, which
 * Astro keeps for the page and its table of contents. A `.md` page compiled by Sätteri (which
 * runs no remark steps) takes the same rule as a hast step (`createSatteriHeadingIds`).
 */
import type { Heading, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';

/** A heading line ending with `{#id}`, outside code. */
const HEADING_LINE = /^([ \t]*#{1,6}[ \t].*?)[ \t]+\{#([^{}\n]+)\}[ \t]*$/;
/** An opening or closing code fence (``` or ~~~), with its marker. */
const FENCE = /^[ \t]*(`{3,}|~{3,})/;

/**
 * `text` with the `{#id}` suffix of every heading line outside fenced code escaped, so that MDX
 * reads it as text; `undefined` when no line has one.
 */
export function escapeHeadingIds(text: string): string | undefined {
	if (!text.includes('{#')) return undefined;
	let fence: string | undefined;
	let changed = false;
	const lines = text.split('\n').map((line) => {
		const marker = FENCE.exec(line)?.[1];
		if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
			fence = fence ? undefined : marker;
			return line;
		}
		if (fence) return line;
		const match = HEADING_LINE.exec(line);
		if (!match) return line;
		changed = true;
		return `${match[1]} \\{#${match[2]}\\}`;
	});
	return changed ? lines.join('\n') : undefined;
}

/** A heading's text without its `{#id}` suffix, and the ID it names (trimmed, spaces as dashes). */
export function splitHeadingId(text: string): { text: string; id?: string } {
	const match = /[ \t]*\{#([^{}\n]+)\}[ \t]*$/.exec(text);
	const id = match?.[1]?.trim().replace(/\s+/g, '-');
	return match && id ? { text: text.slice(0, match.index).trimEnd(), id } : { text };
}

/** The remark step: a heading whose text ends with `{#id}` takes that ID, and loses the suffix. */
export function createRemarkHeadingIds() {
	return () => (tree: Root) => {
		visit(tree, 'heading', (heading: Heading) => {
			const last = heading.children.at(-1);
			if (last?.type !== 'text') return;
			const { text, id } = splitHeadingId((last as Text).value);
			if (!id) return;
			(last as Text).value = text;
			if (!text) heading.children.pop();
			// `hProperties`: the attributes mdast-util-to-hast gives the element it makes.
			const data = (heading.data ?? {}) as { hProperties?: Record<string, unknown> };
			data.hProperties = { ...data.hProperties, id };
			heading.data = data;
		});
	};
}

/** The parts of a Sätteri hast element the heading and table steps read. */
export interface SatteriElement {
	type: string;
	tagName?: string;
	value?: string;
	children?: SatteriElement[];
}

/** What a Sätteri hast visitor is given to read and change the tree. */
export interface SatteriHastContext {
	setProperty(node: SatteriElement, key: string, value: unknown): void;
	textContent(node: SatteriElement): string;
}

/**
 * The same step as a Sätteri hast plugin, for `.md` pages: it runs before Astro's own heading
 * IDs, which keep an ID already set and take the heading's text for the table of contents.
 */
export function createSatteriHeadingIds() {
	return {
		name: 'trydocs-heading-ids',
		element: {
			filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
			visit(node: SatteriElement, context: SatteriHastContext) {
				const last = node.children?.at(-1);
				if (last?.type !== 'text' || typeof last.value !== 'string') return;
				const { text, id } = splitHeadingId(last.value);
				if (!id) return;
				context.setProperty(node, 'id', id);
				context.setProperty(last, 'value', text);
			},
		},
	};
}
