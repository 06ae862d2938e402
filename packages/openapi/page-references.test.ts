import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
	listPageReferences,
	listSpecSources,
	parseApiReference,
	parseOperationReference,
	readFrontmatter,
} from './page-references.ts';

const root = mkdtempSync(join(tmpdir(), 'trydocs-pages-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('parseOperationReference', () => {
	it('reads both forms', () => {
		expect(parseOperationReference('get /a/{b}')).toEqual({
			specFile: undefined,
			method: 'GET',
			path: '/a/{b}',
		});
		expect(parseOperationReference(' api/spec.yaml POST /a ')).toEqual({
			specFile: 'api/spec.yaml',
			method: 'POST',
			path: '/a',
		});
		expect(parseOperationReference('GET a')).toBeUndefined();
		// Any method in capitals: OpenAPI 3.2's `additionalOperations` may name it; the spec decides.
		expect(parseOperationReference('COPY /a')).toEqual({
			specFile: undefined,
			method: 'COPY',
			path: '/a',
		});
		expect(parseOperationReference('query /a')).toEqual({
			specFile: undefined,
			method: 'QUERY',
			path: '/a',
		});
		expect(parseOperationReference('fetch /a')).toBeUndefined();
	});
});

describe('parseApiReference', () => {
	it('reads a path relative to api.mdx.server, and an absolute URL with its origin', () => {
		expect(parseApiReference('POST /v1/tickets')).toEqual({
			method: 'post',
			origin: undefined,
			path: '/v1/tickets',
		});
		expect(parseApiReference('get https://api.example.com:8443/v1/things?x=1')).toEqual({
			method: 'get',
			origin: 'https://api.example.com:8443',
			path: '/v1/things?x=1',
		});
		expect(parseApiReference('GET http://127.0.0.1:9000')).toEqual({
			method: 'get',
			origin: 'http://127.0.0.1:9000',
			path: '/',
		});
	});

	it('refuses anything else', () => {
		for (const reference of ['GET things', 'FETCH /x', 'GRT /x', 'GET ftp://x.example', '/x GET']) {
			expect(parseApiReference(reference), reference).toBeUndefined();
		}
	});
});

describe('readFrontmatter', () => {
	it('reads the YAML block at the top of a page', () => {
		expect(readFrontmatter('---\r\ntitle: A\r\napi: "GET /x"\r\n---\r\n\r\n# A\n')).toEqual({
			title: 'A',
			api: 'GET /x',
		});
		expect(readFrontmatter('\uFEFF---\nopenapi: spec.yaml GET /x\n---')).toEqual({
			openapi: 'spec.yaml GET /x',
		});
	});

	it('gives nothing for no frontmatter, a block further down, broken YAML or a non-mapping', () => {
		expect(readFrontmatter('# Title\n')).toBeUndefined();
		expect(readFrontmatter('\n---\ntitle: A\n---\n')).toBeUndefined();
		expect(readFrontmatter('---\ntitle: [unclosed\n---\n')).toBeUndefined();
		expect(readFrontmatter('---\n- a\n---\n')).toBeUndefined();
	});
});

describe('listSpecSources', () => {
	it('resolves paths from the root, keeps URLs, and skips entries of the wrong type', () => {
		expect(
			listSpecSources(
				['a.yaml', { source: 'specs/b.json', directory: 'ref' }, 'https://x.example/c.yaml', 7],
				'/site',
			),
		).toEqual(['/site/a.yaml', '/site/specs/b.json', 'https://x.example/c.yaml']);
		expect(listSpecSources({ source: 'one.yaml' }, '/site')).toEqual(['/site/one.yaml']);
	});

	it('falls back to the openapi file at the root when none is named', () => {
		const site = join(root, 'fallback');
		mkdirSync(site);
		expect(listSpecSources(undefined, site)).toEqual([]);
		writeFileSync(join(site, 'openapi.yaml'), 'openapi: 3.1.0');
		expect(listSpecSources(undefined, site)).toEqual([join(site, 'openapi.yaml')]);
	});
});

describe('listPageReferences', () => {
	it('lists the .md and .mdx pages, in nested folders too, that have a valid reference', () => {
		const pages = join(root, 'pages');
		mkdirSync(join(pages, 'guides/deep'), { recursive: true });
		writeFileSync(join(pages, 'get.mdx'), '---\ntitle: Get\nopenapi: spec.yaml GET /a\n---\n');
		writeFileSync(join(pages, 'guides/deep/hook.md'), '---\napi: POST https://h.example/x\n---\n');
		writeFileSync(join(pages, 'guides/prose.mdx'), '---\ntitle: Prose\n---\n');
		writeFileSync(join(pages, 'guides/bad.mdx'), '---\napi: SEND /x\n---\n');
		writeFileSync(join(pages, 'notes.txt'), '---\napi: GET /x\n---\n');
		expect(listPageReferences(pages)).toEqual([
			{
				file: join(pages, 'get.mdx'),
				openapi: { specFile: 'spec.yaml', method: 'GET', path: '/a' },
			},
			{
				file: join(pages, 'guides/deep/hook.md'),
				api: { method: 'post', origin: 'https://h.example', path: '/x' },
			},
		]);
		expect(listPageReferences(join(root, 'missing'))).toEqual([]);
	});
});
