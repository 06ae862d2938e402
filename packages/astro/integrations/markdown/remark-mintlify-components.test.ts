import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createSiteIconResolver } from '../../utils/look/icons.ts';
import { clearProblems, listProblems } from '../../utils/problems/problems.ts';
import { createRemarkMintlifyComponents } from './remark-mintlify-components.ts';

/** Runs the remark step on an MDX source and returns the tree and the problems recorded. */
async function run(source: string, icons?: ReturnType<typeof createSiteIconResolver>) {
	clearProblems();
	const processor = unified()
		.use(remarkParse)
		.use(remarkMdx)
		.use(createRemarkMintlifyComponents({ root: '/site', icons }));
	const tree = (await processor.run(processor.parse(source), {
		path: '/site/guide.mdx',
	} as never)) as unknown as Root;
	const imports = tree.children
		.filter((node) => node.type === 'mdxjsEsm')
		.map((node) => (node as { value: string }).value);
	const warnings = listProblems();
	return { tree, warnings, imports, json: JSON.stringify(tree) };
}

describe('remark step: Mintlify components', () => {
	it('imports the components a page uses, once each', async () => {
		const { imports, warnings } = await run(
			'<Note>a</Note>\n\n<Note>b</Note>\n\n<Card title="x" />',
		);
		expect(imports).toHaveLength(2);
		expect(imports[0]).toMatch(
			/^import Note from ".*components\/mintlify\/callouts\/Note\.astro";$/,
		);
		expect(imports[1]).toMatch(/Card\.astro/);
		expect(warnings).toEqual([]);
	});

	it('leaves a component the file imports itself alone', async () => {
		const { imports } = await run('import Note from "./my-note.astro";\n\n<Note>a</Note>');
		expect(imports).toEqual(['import Note from "./my-note.astro";']);
	});

	it('unwraps an unknown component with a warning naming the file, keeping its children', async () => {
		const { json, warnings } = await run('<Sparkle>\n\nStill **shown**.\n\n</Sparkle>');
		expect(warnings).toEqual([
			{
				kind: 'component',
				file: 'guide.mdx',
				line: 1,
				message: '`<Sparkle>` is not a component Trydocs knows: its content is shown without it.',
				hint: 'Import a component named `Sparkle` in the page (or a snippet it imports) to render it.',
				severity: 'warning',
			},
		]);
		expect(json).not.toContain('"name":"Sparkle"');
		expect(json).toContain('Still ');
	});

	it('gives <Tabs> the titles of its tabs and numbers <Step>s', async () => {
		const { json } = await run(
			'<Tabs>\n<Tab title="One">1</Tab>\n<Tab title={"Two"}>2</Tab>\n</Tabs>\n\n<Steps>\n<Step title="a">x</Step>\n<Step title="b" stepNumber={5}>y</Step>\n<Step title="c">z</Step>\n</Steps>',
		);
		expect(json).toContain('"name":"titles","value":"[\\"One\\",\\"Two\\"]"');
		expect(json.match(/"name":"stepNumber","value":"(\d)"/g)).toEqual([
			'"name":"stepNumber","value":"1"',
			'"name":"stepNumber","value":"6"',
		]);
	});

	it('turns a <CodeGroup> of code blocks into tabs titled by their file names', async () => {
		const { json } = await run(
			'<CodeGroup>\n\n```js hello.js\n1\n```\n\n```python title="Python" {2}\n2\n```\n\n```bash\n3\n```\n\n</CodeGroup>',
		);
		expect(json).toContain('"name":"titles","value":"[\\"hello.js\\",\\"Python\\",\\"bash\\"]"');
	});

	it('imports the hooks a component the page exports uses, and stands in for unknown tags there', async () => {
		const { imports, warnings } = await run(
			'export const Counter = () => { const [n] = useState(0); return <CodeBlock>{n}</CodeBlock>; };\n\n<Counter />',
		);
		expect(imports).toContain('import { useState } from "preact/hooks";');
		expect(imports).toContain('const CodeBlock = (props) => props.children ?? null;');
		expect(warnings[0]?.message).toContain('`<CodeBlock>`');
	});

	it('imports the components written inside attribute values and expressions', async () => {
		const { imports, warnings } = await run(
			'<Update label={<><Icon icon="rocket" /> Quickstart</>}>\n\nText\n\n</Update>\n\n{true && <Badge>new</Badge>}\n\n<Note title={<Sparkle />}>x</Note>',
		);
		expect(imports.some((line) => /^import Icon from ".*Icon\.astro";$/.test(line))).toBe(true);
		expect(imports.some((line) => /^import Badge from ".*Badge\.astro";$/.test(line))).toBe(true);
		// An unknown one gets a stand-in and a warning, never an undefined component at render.
		expect(imports).toContain('const Sparkle = (props) => props.children ?? null;');
		expect(warnings.map((warning) => warning.message)).toEqual([
			'`<Sparkle>` is not a component Trydocs knows: its content is shown without it.',
		]);
	});

	it('checks the icons of <Icon>s written inside attribute values', async () => {
		const { warnings } = await run(
			'<Update label={<><Icon icon="rocket" /><Icon icon="no-such-icon-here" /> A</>}>x</Update>',
			createSiteIconResolver({}),
		);
		expect(warnings.map((warning) => warning.message)).toEqual([
			expect.stringContaining('The icon `no-such-icon-here` is not in Font Awesome'),
		]);
	});
});
