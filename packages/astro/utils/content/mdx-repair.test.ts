import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { describeRepairs, repairMdx } from './mdx-repair.ts';

const parse = (text: string) => unified().use(remarkParse).use(remarkMdx).parse(text);

describe('repairMdx: what Mintlify publishes, MDX reads', () => {
	it('leaves a file MDX reads untouched', () => {
		expect(repairMdx('---\ntitle: A\n---\n\n<Note>Hi {1 + 1}</Note>\n\n<br />\n')).toBeUndefined();
	});

	it.each([
		[
			'an unclosed <img> in a link',
			'<a href="/x"><img src="/b.png" width="150"></a>\n',
			'<img src="/b.png" width="150" />',
		],
		[
			'an unclosed <br> in a table cell',
			'| a | b |\n| - | - |\n| `x` | one<br>two |\n',
			'one<br />two',
		],
	])('closes HTML void elements: %s', (_, source, expected) => {
		const repaired = repairMdx(source);
		expect(repaired?.code).toContain(expected);
		expect(repaired?.repairs[0]?.fix).toBe('closed the HTML element');
		expect(() => parse(repaired?.code ?? '')).not.toThrow();
	});

	it.each([
		['a comparison', 'Small collections (<= 100k vectors):\n', '(&lt;= 100k'],
		['an operator', 'Search via pgvector <-> operator.\n', 'pgvector &lt;->'],
		[
			'a Python repr',
			'    >>> classify("red car", Colors)\n    <Colors.RED: \'red\'>\n',
			"&lt;Colors.RED: 'red'>",
		],
		[
			'a dict in prose',
			'Call it with messages=[{"role": "user", "content": prompt}].\n',
			'[&#123;"role"',
		],
	])('shows what breaks the parse as text: %s', (_, source, expected) => {
		const repaired = repairMdx(source);
		expect(repaired?.code).toContain(expected);
		expect(repaired?.repairs.every((repair) => repair.fix === 'shown as text')).toBe(true);
		expect(() => parse(repaired?.code ?? '')).not.toThrow();
	});

	it('closes a stray tag the parser names as text: an unclosed <i>, a stray </a>', () => {
		const repaired = repairMdx('<a href="/x"><img src="/b.png"></a></a>\n\n⭐ <i>Star us\n');
		expect(repaired?.code).toContain('<img src="/b.png" /></a>&lt;/a>');
		expect(repaired?.code).toContain('⭐ &lt;i>Star us');
		expect(() => parse(repaired?.code ?? '')).not.toThrow();
	});

	it('keeps the frontmatter, the line numbers and the code as they are', () => {
		const source = '---\ntitle: "A <b>"\n---\n\n```py\nx = {"a": 1} <br>\n```\n\nText <= 3.\n';
		const repaired = repairMdx(source);
		expect(repaired?.code).toBe(source.replace('Text <=', 'Text &lt;='));
		expect(repaired?.repairs.map((repair) => repair.line)).toEqual([9]);
	});

	it('names the file, the line, what MDX said and how to fix it in one warning', () => {
		const repaired = repairMdx('One\n\nTwo <= 3\n');
		const problem = describeRepairs('guides/a.mdx', repaired?.repairs ?? []);
		expect(problem).toMatchObject({
			kind: 'page',
			file: 'guides/a.mdx',
			line: 3,
			severity: 'warning',
		});
		expect(problem.message).toMatch(
			/^MDX cannot read this file; Trydocs publishes it anyway\. line 3:/,
		);
		expect(problem.hint).toContain('escape a `<` or `{`');
	});
});
