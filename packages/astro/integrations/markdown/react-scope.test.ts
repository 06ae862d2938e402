import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { treeUsesGlobalReact, usesGlobalReact } from './react-scope.ts';

const parse = (text: string) => unified().use(remarkParse).use(remarkMdx).parse(text);

describe('React in scope', () => {
	it('finds React used as a value or a tag, unless the code imports or declares it', () => {
		expect(usesGlobalReact('const [a] = React.useState(0);')).toBe(true);
		expect(usesGlobalReact('return <React.Fragment>x</React.Fragment>;')).toBe(true);
		expect(usesGlobalReact('import React from "react"; React.useState(0);')).toBe(false);
		expect(usesGlobalReact('import * as React from "react"; React.useState(0);')).toBe(false);
		expect(usesGlobalReact('const React = window.React; React.useState(0);')).toBe(false);
		expect(usesGlobalReact('lib.React.useState(0); MyReact.x;')).toBe(false);
	});

	it("reads an MDX page's code, expressions, attributes and tags, not its prose or code blocks", () => {
		expect(treeUsesGlobalReact(parse('export const A = () => React.useId();'))).toBe(true);
		expect(treeUsesGlobalReact(parse('{React.version}'))).toBe(true);
		expect(treeUsesGlobalReact(parse('<Card title={React.createElement("b")} />'))).toBe(true);
		expect(treeUsesGlobalReact(parse('<React.Fragment>a</React.Fragment>'))).toBe(true);
		expect(
			treeUsesGlobalReact(parse('Call `React.useState` as\n\n```js\nReact.useState(0)\n```')),
		).toBe(false);
	});
});
