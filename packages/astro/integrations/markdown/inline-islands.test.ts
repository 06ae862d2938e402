import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import { clearProblems, listProblems } from '../../utils/problems/problems.ts';
import { readEsm } from './esm-nodes.ts';
import { findInlineIslands } from './inline-islands.ts';
import { createRemarkSnippetIslands } from './remark-snippet-islands.ts';

const parse = (text: string) => unified().use(remarkParse).use(remarkMdx).parse(text) as Root;

const page = [
	'---',
	'title: Live',
	'---',
	"import { Hint } from '/snippets/hint.jsx'",
	'',
	'export const step = 2;',
	'export const Shown = ({ n }) => <strong>{n}</strong>;',
	'export const Counter = ({ label }) => {',
	'  const [n, setN] = useState(0);',
	'  return <button onClick={() => setN(n + step)}>{label} <Shown n={n} /></button>;',
	'};',
	'export const Boxed = () => {',
	'  const [open, setOpen] = useState(false);',
	'  return <Note>{open ? "open" : "shut"}</Note>;',
	'};',
	'export const Hinted = () => {',
	'  useEffect(() => {}, []);',
	'  return <p>{Hint}</p>;',
	'};',
	'',
	'# Counter',
	'',
	'<Counter label="Add" />',
	'',
	'<Counter label="Fn" render={() => 1} />',
].join('\n');

describe('components written in an MDX file', () => {
	const generatedDir = mkdtempSync(join(tmpdir(), 'trydocs-islands-'));
	afterAll(() => rmSync(generatedDir, { recursive: true, force: true }));

	it('moves a live component, and the exports it draws, into a module of its own', () => {
		const { exports, imports } = readEsm(parse(page));
		const found = findInlineIslands(exports, imports);
		expect([...found.islands]).toEqual(['Counter', 'Boxed']);
		expect(found.module).toContain("import { useState } from 'preact/hooks';");
		expect(found.module).toContain('export const step = 2;');
		expect(found.module).toContain('export const Shown');
		expect(found.frozen).toEqual([
			{ name: 'Hinted', reason: 'it uses `Hint`, which the page imports' },
		]);
	});

	it("draws Mintlify's layout components from their Preact twins, with the icons the code names", () => {
		const code = [
			'export const Boxed = () => {',
			'  const [open, setOpen] = useState(false);',
			'  return <Card title="Box" icon="rocket"><Note>{open ? "open" : "shut"}</Note><Plot /></Card>;',
			'};',
		].join('\n');
		const { exports, imports } = readEsm(parse(code));
		const asked: unknown[] = [];
		const found = findInlineIslands(exports, imports, (icon) => {
			asked.push(icon);
			return typeof icon === 'string' && icon === 'rocket'
				? { kind: 'svg', svg: '<svg id="rocket"/>' }
				: typeof icon === 'object'
					? { kind: 'svg', svg: `<svg id="${icon.name}"/>` }
					: { kind: 'missing', warning: 'no such icon' };
		});
		// `<Plot>` is no layout component: it stays frozen, with the reason.
		expect(found.frozen).toEqual([
			{
				name: 'Boxed',
				reason:
					"it draws `<Plot>`, which is neither defined in the file nor one of Mintlify's layout components",
			},
		]);
		const drawn = readEsm(parse(code.replace('<Plot />', '')));
		const live = findInlineIslands(drawn.exports, drawn.imports, (icon) =>
			typeof icon === 'string'
				? { kind: 'svg', svg: `<svg id="${icon}"/>` }
				: { kind: 'svg', svg: `<svg id="${icon.library}-${icon.name}"/>` },
		);
		expect([...live.islands]).toEqual(['Boxed']);
		expect(live.module).toMatch(/^import \{ createMintlifyTwins \} from ".+\/twins\.tsx";$/m);
		// The note's own icon is Lucide's `info`, whatever the site's library; the card's is named.
		expect(live.module).toContain(
			'const { Card, Note } = createMintlifyTwins({"lucide:info":"<svg id=\\"lucide-info\\"/>","rocket":"<svg id=\\"rocket\\"/>"});',
		);
		expect(asked).toEqual([]);
	});

	it('draws the page from that module as an island, and warns for what stays frozen', () => {
		const tree = parse(page);
		clearProblems();
		createRemarkSnippetIslands({ generatedDir })()(tree, { path: 'live.mdx' });
		const first = tree.children[0] as { type: string; value: string };
		expect(first.type).toBe('mdxjsEsm');
		const source = /from "([^"]+)"/.exec(first.value)?.[1] ?? '';
		expect(first.value).toContain('Counter as Counter__island');
		expect(readFileSync(source, 'utf8')).toContain('const [n, setN] = useState(0);');
		const uses = tree.children.filter((node) => node.type === 'mdxJsxFlowElement') as Array<{
			name: string;
			attributes: Array<{ name: string }>;
		}>;
		expect(uses.map((use) => use.name)).toEqual(['Counter__island', 'Counter']);
		expect(uses[0]?.attributes.map((attribute) => attribute.name)).toContain('client:visible');
		const messages = listProblems().map((problem) => problem.message);
		expect(messages).toEqual([
			expect.stringContaining(
				'`<Hinted>` keeps state, which runs only in the browser, and cannot run there: it uses `Hint`',
			),
			expect.stringContaining('its prop `render` holds JSX or a function'),
		]);
	});
});
