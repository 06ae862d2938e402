import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { createRemarkSnippetProps } from './remark-snippet-props.ts';
import { isSnippetGlobal } from './snippet-globals.ts';

/** The names each `{...}` expression of `source` reads once the step has run. */
function readNames(source: string): string[] {
	const processor = unified().use(remarkParse).use(remarkMdx);
	const tree = processor.parse(source) as Root;
	createRemarkSnippetProps()()(tree);
	const names: string[] = [];
	visit(tree, (node) => {
		const estree = (node as { data?: { estree?: unknown } }).data?.estree;
		if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return;
		JSON.stringify(estree, (key, value) => {
			if (value?.type === 'MemberExpression' && value.object?.name === 'props') {
				names.push(`props.${value.property.name}`);
				return undefined;
			}
			if (value?.type === 'Identifier' && key !== 'property') names.push(value.name);
			return value;
		});
	});
	return names;
}

describe('the globals a snippet may read', () => {
	it("holds ECMAScript's global names", () => {
		for (const name of ['Math', 'JSON', 'Date', 'parseInt', 'undefined', 'NaN', 'Intl']) {
			expect(isSnippetGlobal(name), name).toBe(true);
		}
	});

	it("holds the browser's usual globals", () => {
		for (const name of ['window', 'document', 'navigator', 'location', 'fetch', 'console']) {
			expect(isSnippetGlobal(name), name).toBe(true);
		}
	});

	it("holds Node's own globals, for a snippet rendered on the server", () => {
		for (const name of ['process', 'Buffer']) expect(isSnippetGlobal(name), name).toBe(true);
	});

	it("leaves out snippet variables, whatever the build's own globalThis holds", () => {
		for (const name of ['word', 'user', 'title', 'greet', 'require', 'module']) {
			expect(isSnippetGlobal(name), name).toBe(false);
		}
	});

	it('makes the names of a snippet read its props, and leaves the globals alone', () => {
		expect(readNames('{word} and {Math.max(count, 1)} and {window.title}')).toEqual([
			'props.word',
			'Math',
			'props.count',
			'window',
		]);
	});
});
