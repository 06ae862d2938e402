import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { clearProblems, listProblems } from '../../utils/problems/problems.ts';
import { createMissingImportsPlugin, createStandInModule } from './missing-imports.ts';

const root = mkdtempSync(join(tmpdir(), 'trydocs-missing-plugin-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'guides'));
mkdirSync(join(root, 'snippets'));
const page = join(root, 'guides/page.mdx');
writeFileSync(
	page,
	"---\ntitle: A\n---\n\nimport Card, { Note } from '/snippets/card.mdx';\nimport '/styles/site.css';\n\n<Card />\n",
);
writeFileSync(join(root, 'snippets/outer.jsx'), "import { Inner } from './inner.jsx';\n");

type Handler = (id: string, importer?: string, options?: object) => Promise<unknown>;
type Loader = (id: string) => string | undefined;
const plugin = createMissingImportsPlugin({ root });
const { handler: resolve } = plugin.resolveId as unknown as { handler: Handler };
const { handler: load } = plugin.load as unknown as { handler: Loader };
/** Vite's resolution as the other plugins give it: the files of `found`, else nothing. */
const context = (found: Record<string, string> = {}) => ({
	resolve: async (id: string) => (found[id] ? { id: found[id] } : null),
});
const resolveIn = (id: string, importer: string, found?: Record<string, string>) =>
	resolve.call(context(found), id, importer, {});

/** The stand-in module, imported. */
async function importModule(code: string) {
	return import(`data:text/javascript,${encodeURIComponent(code)}`);
}

beforeEach(() => clearProblems());

describe('the missing-imports Vite plugin', () => {
	it('hands on what Vite finds, and reports nothing', async () => {
		const found = { '/snippets/note.mdx': join(root, 'snippets/note.mdx') };
		expect(await resolveIn('/snippets/note.mdx', page, found)).toEqual({
			id: found['/snippets/note.mdx'],
		});
		expect(listProblems()).toEqual([]);
	});

	it('stands in for a file of a page that Vite cannot find, and reports it at its line', async () => {
		const id = await resolveIn('/snippets/card.mdx', page);
		expect(id).toMatch(/^\0trydocs:missing-import\?/);
		expect(listProblems()).toEqual([
			expect.objectContaining({
				kind: 'import',
				file: 'guides/page.mdx',
				line: 5,
				message: expect.stringMatching(/^`\/snippets\/card\.mdx` is imported but is not a file/),
			}),
		]);
		const module = await importModule(load(id as string) ?? '');
		expect(module.default({ children: 'wrapped' })).toBe('wrapped');
		expect(module.Note({})).toBeNull();
	});

	it('stands in for a missing file a snippet imports, as a problem of the snippet', async () => {
		const snippet = join(root, 'snippets/outer.jsx');
		const module = await importModule(
			load((await resolveIn('./inner.jsx', snippet)) as string) ?? '',
		);
		expect(module.Inner({ children: 'x' })).toBe('x');
		expect(listProblems().map(({ file, line }) => `${file}:${line}`)).toEqual([
			'snippets/outer.jsx:1',
		]);
	});

	it('stands in for CSS with nothing', async () => {
		const module = await importModule(
			load((await resolveIn('/styles/site.css', page)) as string) ?? '',
		);
		expect(module.default).toBe('');
		expect(listProblems()[0]?.line).toBe(6);
	});

	it('leaves packages, node_modules and Trydocs’ own modules to fail as they would', async () => {
		expect(await resolveIn('preact', page)).toBeUndefined();
		expect(await resolveIn('./gone.jsx', join(root, 'node_modules/pkg/index.jsx'))).toBeUndefined();
		const own = fileURLToPath(new URL('../../components/Layout.tsx', import.meta.url));
		expect(await resolveIn('./gone.tsx', own)).toBeUndefined();
		expect(await resolveIn('./gone.ts', join(root, 'scripts/tool.ts'))).toBeUndefined();
		expect(listProblems()).toEqual([]);
	});
});

describe('createStandInModule: what the page is built with instead', () => {
	it('a component that shows what it wraps, under every name the import takes', async () => {
		const module = await importModule(
			createStandInModule('./cards.jsx', { default: true, named: ['Card', 'Card', 'Grid'] }, ''),
		);
		expect(module.default({ children: 'a' })).toBe('a');
		expect(module.Card({ children: 'b' })).toBe('b');
		expect(module.Grid({})).toBeNull();
	});

	it('empty data for JSON, no text for `?raw`, the address of an image', async () => {
		const none = { default: true, named: [] };
		expect((await importModule(createStandInModule('/data/a.json', none, ''))).default).toEqual({});
		expect((await importModule(createStandInModule('./a.svg?raw', none, ''))).default).toBe('');
		const image = (await importModule(createStandInModule('/images/a.png', none, '/images/a.png')))
			.default;
		expect(image).toMatchObject({ src: '/images/a.png', format: 'png' });
		expect(String(image)).toBe('/images/a.png');
	});
});
