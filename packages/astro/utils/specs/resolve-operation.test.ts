import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocsJson } from '../docs-json/load-docs-json.ts';
import { clearProblems, listProblems } from '../problems/problems.ts';
import { listGeneratedOperations, resolveOperation } from './resolve-operation.ts';
import { getGeneratePages } from './spec-files.ts';

const specs = fileURLToPath(new URL('../../../../fixtures/specs/', import.meta.url));
const withPetstore = parseDocsJson({ api: { openapi: 'petstore.json' } });

/** Resolves and returns the result with the problems it recorded. */
async function resolve(reference: string, docsJson = withPetstore, root = specs) {
	clearProblems();
	const result = await resolveOperation(reference, 'pet.mdx', docsJson, root);
	return { ...result, problems: listProblems() };
}

describe('resolveOperation', () => {
	it('resolves METHOD /path against the specs of docs.json, the method in any case', async () => {
		const { operation, problems } = await resolve('get /pet/{petId}');
		expect(operation?.summary).toBe('Find pet by ID');
		expect(operation?.servers).toEqual([{ url: 'http://petstore.swagger.io/v2' }]);
		expect(problems).toEqual([]);
	});

	it('resolves the spec-file form by path or file name, with or without the extension', async () => {
		for (const named of ['uspto.json', 'uspto', '/uspto', './uspto.json']) {
			const { operation, problems } = await resolve(
				`${named} GET /{dataset}/{version}/fields`,
				parseDocsJson({}),
			);
			expect(operation?.parameters.map((p) => p.name)).toEqual(['dataset', 'version']);
			expect(problems).toEqual([]);
		}
		const { operation } = await resolve('bad-parameter GET /pets', parseDocsJson({}), specs);
		expect(operation).toBeUndefined();
	});

	it("resolves a spec named from the page's own folder (`../spec.json`), as generated reference pages name it", async () => {
		// Two specs of one file name: only the page's folder tells which one `../uspto.json` means.
		const root = mkdtempSync(join(tmpdir(), 'trydocs-page-spec-'));
		mkdirSync(join(root, 'reference/endpoints'), { recursive: true });
		mkdirSync(join(root, 'archive'));
		copyFileSync(join(specs, 'uspto.json'), join(root, 'reference/uspto.json'));
		copyFileSync(join(specs, 'petstore.json'), join(root, 'archive/uspto.json'));
		clearProblems();
		const result = await resolveOperation(
			'../uspto.json GET /{dataset}/{version}/fields',
			'reference/endpoints/fields.mdx',
			parseDocsJson({}),
			root,
		);
		expect(result.specFile).toBe(join(root, 'reference/uspto.json'));
		expect(result.operation?.parameters.map((p) => p.name)).toEqual(['dataset', 'version']);
		expect(listProblems()).toEqual([]);
	});

	it('a path differing from one operation by a trailing slash, letter case or parameter names resolves to it, with a warning giving its spelling', async () => {
		for (const path of ['/PET/{petId}/', '/pet/{petId}/', '/pet/{pet_id}']) {
			const { operation, problems } = await resolve(`GET ${path}`);
			expect(operation?.summary).toBe('Find pet by ID');
			expect(problems).toHaveLength(1);
			expect(problems[0]).toMatchObject({ kind: 'openapi', file: 'pet.mdx', key: 'openapi' });
			expect(problems[0]?.hint).toBe(
				"Write `openapi: GET /pet/{petId}`, the spec's exact spelling.",
			);
		}
	});

	it('an operation not found: a warning naming the page and the nearest operations of every spec, near-identical spellings first', async () => {
		// A site of two specs: every spec of a repository is searched, docs.json's first.
		const site = mkdtempSync(join(tmpdir(), 'trydocs-two-specs-'));
		for (const name of ['uspto.json', 'petstore.json'])
			copyFileSync(specs + name, join(site, name));
		const both = parseDocsJson({ api: { openapi: ['uspto.json'] } });
		const { operation, missing, problems } = await resolve('GET /pets/{petId}', both, site);
		expect(operation).toBeUndefined();
		expect(missing?.message).toBe(
			'`openapi: GET /pets/{petId}`: no operation `GET /pets/{petId}` in `uspto.json`, `petstore.json`; the page shows its own content.',
		);
		expect(problems).toEqual([
			{
				kind: 'openapi',
				file: 'pet.mdx',
				line: undefined,
				key: 'openapi',
				message: missing?.message,
				hint: 'The nearest operations are `GET /pet/{petId}` (in `petstore.json`), `POST /pet/{petId}` (in `petstore.json`), `DELETE /pet/{petId}` (in `petstore.json`).',
				severity: 'warning',
			},
		]);
	});

	it('records the missing spec file and the missing operation', async () => {
		const { missing, problems } = await resolve(
			'GET /a',
			parseDocsJson({ api: { openapi: 'gone.yaml' } }),
		);
		expect(missing).toBeDefined();
		expect(problems[0]?.kind).toBe('spec');
		expect(problems[0]?.message).toBe(
			'The spec file `gone.yaml` does not exist or cannot be read. The pages of its operations are built without it.',
		);
		expect(problems[0]?.hint).toBe(
			'Check the path in `docs.json` (`api.openapi`) or in the page frontmatter; paths are relative to the site root.',
		);
	});

	it('passes on the line and column of a spec that does not parse', async () => {
		const { problems } = await resolve(
			'GET /pets',
			parseDocsJson({ api: { openapi: 'broken/bad-yaml.yaml' } }),
		);
		expect(problems[0]?.message).toMatch(
			/^The spec `broken\/bad-yaml\.yaml` does not parse as YAML at line 8, column 16: /,
		);
		expect(problems[0]?.hint).toMatch(/^Fix the syntax at line 8, column 16/);
	});

	it('an invalid operation: the page, the spec file (from the site root) and the JSON pointer', async () => {
		const { invalid, problems } = await resolve(
			'POST /pets',
			parseDocsJson({ api: { openapi: 'broken/bad-parameter.yaml' } }),
		);
		expect(invalid).toMatchObject({ method: 'POST', path: '/pets' });
		expect(invalid?.message).toBe(
			'In `pet.mdx` (`openapi: POST /pets`): The spec `broken/bad-parameter.yaml` is invalid at `/paths/~1pets/post/parameters/0/in`: the value `body` is not a parameter location.',
		);
		expect(problems.map((problem) => problem.kind)).toEqual(['spec']);
	});

	it('says how to add a spec when the site has none', async () => {
		const { problems } = await resolve('GET /a', parseDocsJson({}), `${specs}split/components`);
		expect(problems[0]?.message).toBe(
			'`openapi: GET /a` names an operation, but the site has no OpenAPI spec.',
		);
		expect(problems[0]?.hint).toContain('put `openapi.json` or `openapi.yaml` at the site root');
	});

	it('refuses a reference that is not METHOD /path', async () => {
		const { problems } = await resolve('/pets GET');
		expect(problems[0]?.message).toBe('`openapi: /pets GET` is not of the form `METHOD /path`.');
	});
});

describe('listGeneratedOperations', () => {
	it('lists a page per operation, skipping the ones written by hand', async () => {
		const all = await listGeneratedOperations(withPetstore, specs, new Set());
		expect(all).toHaveLength(20);
		expect(all[0]).toMatchObject({
			slug: 'add-pet',
			method: 'POST',
			path: '/pet',
			title: 'Add a new pet to the store',
			tag: 'pet',
		});
		const some = await listGeneratedOperations(withPetstore, specs, new Set(['POST /pet']));
		expect(some).toHaveLength(19);
		expect(some.some((op) => op.path === '/pet' && op.method === 'POST')).toBe(false);
	});
});

describe('getGeneratePages', () => {
	it('takes the option, else the directory of api.openapi, else none', () => {
		const withDirectory = parseDocsJson({
			api: { openapi: { source: 'openapi.json', directory: 'api-reference/' } },
		});
		expect(getGeneratePages({ prefix: '/reference' }, withDirectory)).toEqual({
			prefix: '/reference',
		});
		expect(getGeneratePages(undefined, withDirectory)).toEqual({ prefix: '/api-reference' });
		expect(getGeneratePages(undefined, withPetstore)).toBeUndefined();
	});
});

describe('specs given by URL', () => {
	it('downloads a spec named by URL in api.openapi, and says when it cannot', async () => {
		const { createServer } = await import('node:http');
		const { readFile } = await import('node:fs/promises');
		const petstore = await readFile(`${specs}petstore.json`, 'utf8');
		const server = createServer((request, response) => {
			if (request.url === '/openapi.json') {
				response.writeHead(200, { 'content-type': 'application/json' }).end(petstore);
			} else {
				response.writeHead(404).end();
			}
		});
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		const { port } = server.address() as { port: number };
		try {
			const base = `http://127.0.0.1:${port}`;
			const { operation } = await resolve(
				'GET /store/inventory',
				parseDocsJson({ api: { openapi: `${base}/openapi.json` } }),
			);
			expect(operation?.summary).toBe('Returns pet inventories by status');
			const { problems } = await resolve(
				'GET /a',
				parseDocsJson({ api: { openapi: `${base}/gone.json` } }),
			);
			// Once for the site (against docs.json), then what the page does about it.
			expect(problems[0]).toMatchObject({
				file: 'docs.json',
				message: `The spec \`${base}/gone.json\` could not be downloaded (HTTP 404). The pages of its operations are built without it.`,
				hint: 'Check the URL in `api.openapi`, or save the spec next to docs.json and name the file instead.',
			});
			expect(problems[1]?.message).toBe(
				`\`openapi: GET /a\`: the site's spec \`${base}/gone.json\` could not be read, and no other spec has \`GET /a\`; the page shows its own content.`,
			);
		} finally {
			server.close();
		}
	});
});
