import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeMissingImport, findNearestFile } from './missing-imports.ts';

const root = mkdtempSync(join(tmpdir(), 'trydocs-missing-imports-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const path of [
	'snippets/note.mdx',
	'snippets/Banner.jsx',
	'snippets/cards/first.mdx',
	'snippets/cards/second.mdx',
	'snippets/empty/.keep',
	'images/logo.png',
	'guides/page.mdx',
]) {
	mkdirSync(join(root, path, '..'), { recursive: true });
	writeFileSync(join(root, path), '');
}
const page = join(root, 'guides/page.mdx');
const describeImport = (specifier: string, importer = page) =>
	describeMissingImport({ specifier, importer, root, line: 4 });

describe('describeMissingImport: a missing import is a warning of its file, with the fix', () => {
	it('names the file, the line and the import of a file that is not there', () => {
		expect(describeImport('/snippets/mcp-server-card/unified-mcp-card.mdx')).toEqual({
			kind: 'import',
			file: 'guides/page.mdx',
			line: 4,
			message:
				'`/snippets/mcp-server-card/unified-mcp-card.mdx` is imported but is not a file of the site: the page is built without it (what it wraps is shown).',
			hint: 'Fix the path, or add the file: files are imported from the site root (`/snippets/note.mdx`) or from the page’s folder (`./note.mdx`).',
			severity: 'warning',
		});
	});

	it('suggests the nearest file of the folder for a misspelled name', () => {
		expect(describeImport('/snippets/nte.mdx').hint).toBe(
			'Did you mean `/snippets/note.mdx`? It is the nearest file of that folder.',
		);
		expect(describeImport('../snipets/note.mdx').hint).toBe(
			'Did you mean `../snippets/note.mdx`? It is the nearest file of that folder.',
		);
	});

	it('names the extension an MDX import lacks', () => {
		expect(describeImport('/snippets/note').hint).toBe(
			'Did you mean `/snippets/note.mdx`? It is the nearest file of that folder.',
		);
	});

	it('names the file whose name differs in case only, written as the import writes paths', () => {
		expect(describeImport('../snippets/banner.jsx').hint).toBe(
			'Write `../snippets/Banner.jsx`: the file’s name differs in case only, and names are read case by case once the site is published.',
		);
		expect(describeImport('/Snippets/NOTE.mdx').hint).toMatch(/^Write `\/snippets\/note\.mdx`:/);
	});

	it('suggests nothing far from what the folder holds', () => {
		expect(describeImport('/images/gone.png').hint).toMatch(/^Fix the path, or add the file/);
	});

	it('says an import leaves the site root, and names the file of that name inside it', () => {
		const outside = describeImport('../../note.mdx');
		expect(outside.message).toBe(
			'`../../note.mdx` is imported but leads outside the site root: the page is built without it (what it wraps is shown).',
		);
		expect(outside.hint).toBe(
			'Import `/snippets/note.mdx`, the file of that name in the site: a path that leaves the site root finds nothing once the site is published.',
		);
		expect(describeImport('../../../gone.mdx').hint).toMatch(/^Import the site’s own files/);
	});

	it('says a folder is not a file, and lists its files', () => {
		const folder = describeImport('/snippets/cards');
		expect(folder.message).toBe(
			'`/snippets/cards` is imported but is a folder, not a file: the page is built without it (what it wraps is shown).',
		);
		expect(folder.hint).toBe(
			'Import one of its files: `/snippets/cards/first.mdx`, `/snippets/cards/second.mdx`.',
		);
		expect(describeImport('/snippets/empty/').hint).toBe('Import a file: this folder holds none.');
	});

	it('is a problem of the snippet when a snippet imports a missing file', () => {
		const problem = describeImport('./inner.mdx', join(root, 'snippets/cards/first.mdx'));
		expect(problem.file).toBe('snippets/cards/first.mdx');
		expect(problem.message).toMatch(/^`\.\/inner\.mdx` is imported but is not a file of the site/);
	});

	it('says what the page is built with instead: no styles, empty data, a broken image', () => {
		expect(describeImport('/styles/site.css').message).toMatch(
			/: the page is built without its styles\.$/,
		);
		expect(describeImport('/data/plans.json').message).toMatch(
			/: the page is built with empty data in its place\.$/,
		);
		expect(describeImport('/images/logo.jpg').message).toMatch(
			/: the page is built with a broken image\.$/,
		);
		expect(describeImport('/images/logo.jpg').hint).toBe(
			'Did you mean `/images/logo.png`? It is the nearest file of that folder.',
		);
	});
});

describe('findNearestFile', () => {
	it('reads each folder of the path against what it holds', () => {
		expect(findNearestFile(root, 'snippets/note.mdx')).toBe('snippets/note.mdx');
		expect(findNearestFile(root, 'snipets/nte.mdx')).toBe('snippets/note.mdx');
		expect(findNearestFile(root, 'snippets/cards')).toBeUndefined();
		expect(findNearestFile(root, 'elsewhere/note.mdx')).toBeUndefined();
	});
});
