import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearProblems, listProblems } from '../problems/problems.ts';
import { readPageFrontmatter } from './find-pages.ts';
import { parseFrontmatter } from './parse-frontmatter.ts';

const root = mkdtempSync(join(tmpdir(), 'trydocs-frontmatter-'));

/** Writes a page and reads its frontmatter as a Mintlify repository's pages are read. */
function readPage(text: string) {
	const file = join(root, 'pet.mdx');
	writeFileSync(file, text);
	return readPageFrontmatter(file, 'pet.mdx');
}

describe('parseFrontmatter', () => {
	beforeEach(() => clearProblems());

	it('accepts the forms of `openapi:` and `api:`', () => {
		expect(parseFrontmatter({ openapi: 'openapi.yaml GET /pets' }, 'a.mdx').openapi).toBe(
			'openapi.yaml GET /pets',
		);
		expect(parseFrontmatter({ openapi: 'openapi webhook created' }, 'a.mdx').openapi).toBe(
			'openapi webhook created',
		);
		expect(parseFrontmatter({ api: 'post https://api.test/v1' }, 'a.mdx').api).toBe(
			'post https://api.test/v1',
		);
		expect(listProblems()).toEqual([]);
	});

	it('records one problem per bad key, naming the file, key and value, and keeps the other keys', () => {
		const data = parseFrontmatter({ title: 'Pets', api: 'FETCH /b', hidden: 'yes' }, 'a.mdx');
		expect(data).toEqual({ title: 'Pets' });
		expect(listProblems()).toEqual([
			expect.objectContaining({
				kind: 'frontmatter',
				file: 'a.mdx',
				key: 'hidden',
				message: '`hidden` is `"yes"`; expected a boolean. The page is built without it.',
				hint: 'Set `hidden` to a boolean.',
				severity: 'warning',
			}),
			expect.objectContaining({
				key: 'api',
				message:
					'`api` is `"FETCH /b"`: must be `METHOD /path` or `METHOD https://...`, e.g. `POST /v1/tickets`. The page is built without it.',
			}),
		]);
		expect(parseFrontmatter({ openapi: 'GET /a', api: 'POST /b' }, 'b.mdx')).toEqual({
			openapi: 'GET /a',
		});
		expect(listProblems()[2]?.message).toBe(
			'`api` is `"POST /b"`: has both `openapi:` and `api:`; an endpoint page takes one of them. The page is built without it.',
		);
	});

	it('a key with no value is absent, with no problem', () => {
		const data = readPage('---\ntitle: Pets\nicon:\ndescription: null\nsidebarTitle: ~\n---\n');
		expect(data).toEqual({ title: 'Pets' });
		expect(listProblems()).toEqual([]);
	});
});

describe('readPageFrontmatter reads YAML as Mintlify does (js-yaml)', () => {
	beforeEach(() => clearProblems());

	it('a quoted value continued on an unindented line is one value', () => {
		const data = readPage(
			'---\ntitle: "Connect your\naccount"\ndescription: "Steps: one,\ntwo"\n---\n\nText.\n',
		);
		expect(data.title).toBe('Connect your account');
		expect(data.description).toBe('Steps: one, two');
		expect(listProblems()).toEqual([]);
	});

	it('a date is kept as text, and `...` may end the frontmatter', () => {
		expect(readPage('---\ntitle: 2024-05-01\n...\nText.\n').title).toBe('2024-05-01');
	});

	it('YAML js-yaml refuses too: one problem with the line, and the page is built without frontmatter', () => {
		expect(readPage('---\ntitle: Pets\ntitle: Again\n---\n')).toEqual({});
		expect(listProblems()).toEqual([
			expect.objectContaining({
				kind: 'frontmatter',
				file: 'pet.mdx',
				line: 3,
				message:
					'The frontmatter is not valid YAML (duplicated mapping key); the page is built without it.',
			}),
		]);
	});

	it('a bad value is reported at the line of its key', () => {
		expect(readPage('---\ntitle: Pets\nmode: huge\n---\n')).toEqual({ title: 'Pets' });
		expect(listProblems()[0]).toMatchObject({ file: 'pet.mdx', line: 3, key: 'mode' });
	});
});
