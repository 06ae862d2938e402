import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageFrontmatter } from './find-pages.ts';
import { parseFrontmatter } from './parse-frontmatter.ts';

const root = mkdtempSync(join(tmpdir(), 'trydocs-frontmatter-'));
writeFileSync(join(root, 'openapi.yaml'), 'openapi: 3.1.0\n');

function errorOf(run: () => unknown): Error & { hint?: string } {
	try {
		run();
	} catch (error) {
		return error as Error & { hint?: string };
	}
	throw new Error('no error');
}

describe('parseFrontmatter', () => {
	it('accepts the forms of `openapi:` and `api:`, with a spec file that exists', () => {
		expect(parseFrontmatter({ openapi: 'openapi.yaml GET /pets' }, 'a.mdx', root).openapi).toBe(
			'openapi.yaml GET /pets',
		);
		expect(
			parseFrontmatter({ openapi: 'openapi.yaml webhook created' }, 'a.mdx', root),
		).toBeTruthy();
		expect(
			parseFrontmatter({ openapi: 'https://x.test/o.yaml GET /pets' }, 'a.mdx', root),
		).toBeTruthy();
		expect(parseFrontmatter({ api: 'POST https://api.test/v1' }, 'a.mdx', root).api).toBe(
			'POST https://api.test/v1',
		);
	});

	it('names the file, the key and the value of every issue', () => {
		const error = errorOf(() =>
			parseFrontmatter({ api: 'FETCH /b', hidden: 'yes' }, 'a.mdx', root),
		);
		expect(error.name).toBe('AstroUserError');
		expect(error.message).toBe(
			'Invalid frontmatter in `a.mdx`:\n- `hidden` is `"yes"`; expected a boolean.\n- `api` is `"FETCH /b"`: must be `METHOD /path` or `METHOD https://...`, e.g. `POST /v1/tickets`.',
		);
		const both = errorOf(() =>
			parseFrontmatter({ openapi: 'GET /a', api: 'POST /b' }, 'a.mdx', root),
		);
		expect(both.message).toBe(
			'Invalid frontmatter in `a.mdx`:\n- `api` is `"POST /b"`: has both `openapi:` and `api:`; an endpoint page takes one of them.',
		);
	});
});

describe('readPageFrontmatter (a Mintlify repository) goes through the same path', () => {
	it('names the page file and the key', () => {
		const file = join(root, 'pet.mdx');
		writeFileSync(file, '---\nopenapi: nope.yaml GET /pets\n---\n');
		const error = errorOf(() => readPageFrontmatter(file, 'pet.mdx', root));
		expect(error.message).toBe(
			'Invalid frontmatter in `pet.mdx`:\n- `openapi` is `"nope.yaml GET /pets"`: names the spec file `nope.yaml`, which does not exist.',
		);
		expect(error.hint).toContain('Spec paths are read from the site root');
	});
});
