import { fileURLToPath } from 'node:url';
import { AstroError } from 'astro/errors';
import { describe, expect, it } from 'vitest';
import { parseDocsJson } from './load-docs-json.ts';
import {
	getGeneratePages,
	InvalidOperationError,
	listGeneratedOperations,
	resolveOperation,
} from './resolve-operation.ts';

const specs = fileURLToPath(new URL('../../../fixtures/specs/', import.meta.url));
const withPetstore = parseDocsJson({ api: { openapi: 'petstore.json' } });

async function catchAstroError(run: () => Promise<unknown>): Promise<AstroError> {
	try {
		await run();
	} catch (error) {
		expect(error).toBeInstanceOf(AstroError);
		return error as AstroError;
	}
	throw new Error('expected an AstroError');
}

describe('resolveOperation', () => {
	it('resolves METHOD /path against the specs of docs.json', async () => {
		const op = await resolveOperation('GET /pet/{petId}', 'pet.mdx', withPetstore, specs);
		expect(op.summary).toBe('Find pet by ID');
		expect(op.servers).toEqual([{ url: 'http://petstore.swagger.io/v2' }]);
	});

	it('resolves the spec-file form against that file', async () => {
		const op = await resolveOperation(
			'uspto.json GET /{dataset}/{version}/fields',
			'f.mdx',
			parseDocsJson({}),
			specs,
		);
		expect(op.parameters.map((p) => p.name)).toEqual(['dataset', 'version']);
	});

	it('names the page, the reference and the closest operations when one is missing', async () => {
		const error = await catchAstroError(() =>
			resolveOperation('GET /pets/{petId}', 'src/content/docs/pet.mdx', withPetstore, specs),
		);
		expect(error.message).toBe(
			'`src/content/docs/pet.mdx` has `openapi: GET /pets/{petId}`, but `petstore.json` has no operation `GET /pets/{petId}`.',
		);
		expect(error.hint).toBe(
			'The closest operations are `GET /pet/{petId}`, `POST /pet/{petId}`, `DELETE /pet/{petId}`.',
		);
	});

	it('names the page and the missing spec file', async () => {
		const error = await catchAstroError(() =>
			resolveOperation('GET /a', 'a.mdx', parseDocsJson({ api: { openapi: 'gone.yaml' } }), specs),
		);
		expect(error.message).toBe(
			`In \`a.mdx\` (\`openapi: GET /a\`): The spec file \`${specs}gone.yaml\` does not exist or cannot be read.`,
		);
		expect(error.hint).toBe(
			'Check the path in `docs.json` (`api.openapi`) or in the page frontmatter; paths are relative to the site root.',
		);
	});

	it('passes on the line and column of a spec that does not parse', async () => {
		const error = await catchAstroError(() =>
			resolveOperation(
				'GET /pets',
				'a.mdx',
				parseDocsJson({ api: { openapi: 'broken/bad-yaml.yaml' } }),
				specs,
			),
		);
		expect(error.message).toMatch(
			/^In `a\.mdx` \(`openapi: GET \/pets`\): The spec `.*bad-yaml\.yaml` does not parse as YAML at line 8, column 16: /,
		);
		expect(error.hint).toMatch(/^Fix the syntax at line 8, column 16/);
	});

	it('an invalid operation: an InvalidOperationError naming the page, the spec file (from the site root) and the JSON pointer', async () => {
		const error = await resolveOperation(
			'POST /pets',
			'a.mdx',
			parseDocsJson({ api: { openapi: 'broken/bad-parameter.yaml' } }),
			specs,
		).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InvalidOperationError);
		const invalid = error as InvalidOperationError;
		expect(invalid.operation).toBe('POST /pets');
		expect(invalid.message).toBe(
			'In `a.mdx` (`openapi: POST /pets`): The spec `broken/bad-parameter.yaml` is invalid at `/paths/~1pets/post/parameters/0/in`: the value `body` is not a parameter location.',
		);
		expect(invalid.hint).toBeTruthy();
	});

	it('says how to add a spec when the site has none', async () => {
		const error = await catchAstroError(() =>
			resolveOperation('GET /a', 'a.mdx', parseDocsJson({}), `${specs}split/components`),
		);
		expect(error.message).toBe('`a.mdx` has `openapi: GET /a` but the site has no OpenAPI spec.');
		expect(error.hint).toContain('put `openapi.json` or `openapi.yaml` at the site root');
	});

	it('refuses a reference that is not METHOD /path', async () => {
		const error = await catchAstroError(() =>
			resolveOperation('/pets GET', 'a.mdx', withPetstore, specs),
		);
		expect(error.message).toBe(
			'`openapi: /pets GET` in `a.mdx` is not of the form `METHOD /path`.',
		);
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
			const op = await resolveOperation(
				'GET /store/inventory',
				'a.mdx',
				parseDocsJson({ api: { openapi: `${base}/openapi.json` } }),
				specs,
			);
			expect(op.summary).toBe('Returns pet inventories by status');
			const error = await catchAstroError(() =>
				resolveOperation(
					'GET /a',
					'a.mdx',
					parseDocsJson({ api: { openapi: `${base}/gone.json` } }),
					specs,
				),
			);
			expect(error.message).toBe(
				`In \`a.mdx\` (\`openapi: GET /a\`): The spec \`${base}/gone.json\` could not be downloaded (HTTP 404).`,
			);
			expect(error.hint).toBe(
				'Check the URL in `api.openapi`, or save the spec next to docs.json and name the file instead.',
			);
		} finally {
			server.close();
		}
	});
});
