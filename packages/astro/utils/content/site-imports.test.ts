import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
	findImportFile,
	getImportKind,
	isPathImport,
	isSiteImporter,
	locateImport,
	locateImportInFile,
} from './site-imports.ts';

const root = mkdtempSync(join(tmpdir(), 'trydocs-site-imports-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, text = '') => {
	mkdirSync(join(root, path, '..'), { recursive: true });
	writeFileSync(join(root, path), text);
};
write('snippets/note.mdx');
write('snippets/card.jsx');
write('snippets/cards/index.ts');
write('snippets/list/a.mdx');
write('guides/page.mdx');

describe('isPathImport: the imports that name a file of the site', () => {
	it('takes paths from the file’s folder and from the site root', () => {
		expect(['./a.mdx', '../b.jsx', '/snippets/c.mdx'].map(isPathImport)).toEqual([
			true,
			true,
			true,
		]);
	});

	it('leaves packages, virtual modules and Vite’s own addresses', () => {
		const ids = ['preact', '@trydocs/astro', 'virtual:trydocs/config', '/@fs/x.ts', '//cdn/x.js'];
		expect(ids.map(isPathImport)).toEqual([false, false, false, false, false]);
	});
});

describe('isSiteImporter: whose missing imports are forgiven', () => {
	const own = '/work/packages/astro/';
	it('takes the site’s pages and snippets, with a query too', () => {
		expect(isSiteImporter(join(root, 'guides/page.mdx'), root, own)).toBe(true);
		expect(isSiteImporter(join(root, 'a.md'), root, own)).toBe(true);
		expect(isSiteImporter(`${join(root, 'snippets/card.jsx')}?v=1`, root, own)).toBe(true);
	});

	it('never node_modules, Trydocs’ own modules, code that is no snippet or files outside the root', () => {
		expect(isSiteImporter(join(root, 'node_modules/x/y.jsx'), root, own)).toBe(false);
		expect(isSiteImporter(`${own}components/Layout.tsx`, root, join(own))).toBe(false);
		expect(isSiteImporter(join(root, 'scripts/build.ts'), root, own)).toBe(false);
		expect(isSiteImporter(join(root, '../elsewhere/page.mdx'), root, own)).toBe(false);
	});
});

describe('getImportKind: what stands in for a missing file', () => {
	it.each([
		['/snippets/a.mdx', 'component'],
		['./Card.jsx', 'component'],
		['/snippets/card', 'component'],
		['/styles/site.css', 'style'],
		['./theme.scss', 'style'],
		['/data/plans.json', 'data'],
		['/images/logo.PNG', 'image'],
		['./diagram.svg?raw', 'text'],
		['./logo.png?url', 'text'],
	])('%s is a %s', (specifier, kind) => {
		expect(getImportKind(specifier)).toBe(kind);
	});
});

describe('findImportFile: the file Vite finds', () => {
	const page = join(root, 'guides/page.mdx');
	it('finds a path, from the root or the page’s folder, with Vite’s extensions and index files', () => {
		expect(findImportFile('/snippets/note.mdx', page, root)).toBe(join(root, 'snippets/note.mdx'));
		expect(findImportFile('../snippets/card', page, root)).toBe(join(root, 'snippets/card.jsx'));
		expect(findImportFile('/snippets/cards', page, root)).toBe(
			join(root, 'snippets/cards/index.ts'),
		);
		expect(findImportFile('/snippets/card.jsx?v=2', page, root)).toBe(
			join(root, 'snippets/card.jsx'),
		);
	});

	it('finds nothing for a missing file, a wrong case, an MDX file named without its extension, a folder', () => {
		for (const specifier of [
			'/snippets/gone.mdx',
			'/snippets/Note.mdx',
			'/snippets/note',
			'/snippets/list',
			'../../note.mdx',
		]) {
			expect(findImportFile(specifier, page, root), specifier).toBeUndefined();
		}
	});
});

describe('locateImport: the line of an import and the names it takes', () => {
	const source = [
		'---',
		'title: A',
		'---',
		'',
		"import Card from '/snippets/card.jsx';",
		'import {',
		'  Note,',
		'  Tip as Hint,',
		"} from './notes.jsx';",
		'import "/styles/site.css";',
		"import * as all from './all.js';",
		"export { Shared } from './shared.mdx';",
		'',
		'Some prose that says import, then <Card />.',
	].join('\n');

	it('reads a default import', () => {
		expect(locateImport(source, '/snippets/card.jsx')).toEqual({
			line: 5,
			names: { default: true, named: [] },
		});
	});

	it('reads named imports over several lines, at the line of the path', () => {
		expect(locateImport(source, './notes.jsx')).toEqual({
			line: 9,
			names: { default: false, named: ['Note', 'Tip'] },
		});
	});

	it('reads a side-effect import, a namespace import and a re-export', () => {
		expect(locateImport(source, '/styles/site.css').line).toBe(10);
		expect(locateImport(source, './all.js')).toEqual({
			line: 11,
			names: { default: true, named: [] },
		});
		expect(locateImport(source, './shared.mdx').names.named).toEqual(['Shared']);
	});

	it('reads the path as the source wrote it, when MDX hands Vite `./../x` or `././x`', () => {
		const file = join(root, 'guides/relative.mdx');
		writeFileSync(
			file,
			"import { Banner } from '../snippets/banner.jsx';\nimport Card from './card.mdx';\n",
		);
		expect(locateImportInFile(file, './../snippets/banner.jsx')).toEqual({
			line: 1,
			names: { default: false, named: ['Banner'] },
			written: '../snippets/banner.jsx',
		});
		expect(locateImportInFile(file, '././card.mdx')).toMatchObject({
			line: 2,
			written: './card.mdx',
		});
	});

	it('has no line for an import the file does not spell', () => {
		expect(locateImport(source, './elsewhere.mdx').line).toBeUndefined();
	});
});
