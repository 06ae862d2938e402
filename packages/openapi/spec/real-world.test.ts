/**
 * Real specs nobody here wrote: every operation resolves into a finite, serialisable
 * `Operation`, and examples can be generated for it. GitHub's REST description (about a thousand
 * operations) is the large one; the others cover OpenAPI 3.1, YAML, server variables and
 * security schemes as their authors wrote them.
 */

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { getMediaExample } from '../examples.ts';
import type { Operation } from '../types.ts';
import { getOperation } from './get-operation.ts';
import { listOperations } from './list-operations.ts';
import { loadSpec } from './load-spec.ts';
import type { OpenApiDocument } from './types.ts';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const specs = fileURLToPath(new URL('../../../fixtures/specs/', import.meta.url));

const SPECS = {
	github: join(packageDir('@octokit/openapi'), 'generated/api.github.com.json'),
	figma: join(packageDir('@figma/rest-api-spec'), 'openapi/openapi.yaml'),
	blockfrost: join(packageDir('@blockfrost/openapi'), 'openapi.yaml'),
	trainTravel: join(packageDir('@readme/oas-examples'), '3.1/json/train-travel.json'),
	petstore: `${specs}petstore.json`,
	uspto: `${specs}uspto.json`,
};

/** Resolves every operation of a spec; each must be finite (it serialises) and well formed. */
function resolveAll(doc: OpenApiDocument): Operation[] {
	return listOperations(doc).map(({ method, path }) => {
		const op = getOperation(doc, method, path);
		expect(() => JSON.stringify(op)).not.toThrow();
		expect(op.servers.length).toBeGreaterThan(0);
		for (const parameter of op.parameters)
			expect(['path', 'query', 'header', 'cookie']).toContain(parameter.in);
		return op;
	});
}

/** Generates request and response examples for every `step`-th operation. */
function sampleSome(operations: Operation[], step: number): number {
	let sampled = 0;
	operations.forEach((op, index) => {
		if (index % step !== 0) return;
		const body = Object.values(op.requestBody?.content ?? {})[0];
		if (body?.schema) expect(getMediaExample(body, 'request')).toBeDefined();
		for (const response of op.responses) {
			const media = Object.values(response.content ?? {})[0];
			if (media?.schema) {
				expect(getMediaExample(media, 'response')).toBeDefined();
				sampled++;
			}
		}
	});
	return sampled;
}

describe('real-world spec: GitHub REST (@octokit/openapi)', () => {
	let doc: OpenApiDocument;
	let operations: Operation[];
	beforeAll(async () => {
		doc = await loadSpec(SPECS.github);
		operations = resolveAll(doc);
	}, 60_000);

	it('resolves every one of its ~1,000 operations', () => {
		expect(operations.length).toBeGreaterThan(900);
	});

	it('reads GET /repos/{owner}/{repo} as GitHub documents it', () => {
		const op = getOperation(doc, 'GET', '/repos/{owner}/{repo}');
		expect(op.operationId).toBe('repos/get');
		expect(op.servers[0]?.url).toBe('https://api.github.com');
		expect(op.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual([
			'owner',
			'repo',
		]);
		const repository = op.responses.find((r) => r.status === '200')?.content?.['application/json'];
		expect(repository?.schema?.properties?.full_name?.type).toBe('string');
		expect((repository?.examples ?? {}) as object).not.toEqual({});
		expect(getMediaExample(repository, 'response')).toMatchObject({
			full_name: 'octocat/Hello-World',
		});
	});

	it('generates examples across its operations', () => {
		expect(sampleSome(operations, 25)).toBeGreaterThan(20);
	});
});

describe('real-world spec: Figma REST API (@figma/rest-api-spec, OpenAPI 3.1 YAML)', () => {
	it('resolves every operation with its security schemes', async () => {
		const doc = await loadSpec(SPECS.figma);
		const operations = resolveAll(doc);
		expect(operations.length).toBeGreaterThan(40);
		const file = getOperation(doc, 'GET', '/v1/files/{file_key}');
		expect(file.servers[0]?.url).toBe('https://api.figma.com');
		expect(file.security.flatMap((alternative) => alternative.map((s) => s.scheme.type))).toEqual(
			expect.arrayContaining(['apiKey', 'oauth2']),
		);
		expect(sampleSome(operations, 3)).toBeGreaterThan(10);
	});
});

describe('real-world spec: Blockfrost (@blockfrost/openapi, OpenAPI 3.0 YAML)', () => {
	it('resolves every operation and reads its project_id header security', async () => {
		const doc = await loadSpec(SPECS.blockfrost);
		const operations = resolveAll(doc);
		expect(operations.length).toBeGreaterThan(100);
		const health = operations.find((op) => op.path === '/health');
		expect(health?.method).toBe('get');
		const schemes = operations.flatMap((op) => op.security.flat().map((s) => s.scheme));
		expect(schemes).toContainEqual(
			expect.objectContaining({ type: 'apiKey', in: 'header', name: 'project_id' }),
		);
		expect(sampleSome(operations, 10)).toBeGreaterThan(5);
	});
});

describe('real-world spec: Train Travel API (Bump.sh, OpenAPI 3.1)', () => {
	it('resolves every operation, with 3.1 examples and oneOf bodies', async () => {
		const doc = await loadSpec(SPECS.trainTravel);
		const operations = resolveAll(doc);
		expect(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`)).toContain(
			'POST /bookings',
		);
		expect(sampleSome(operations, 1)).toBeGreaterThan(5);
	});
});

describe('real-world spec: Swagger Petstore (fixtures/specs/petstore.json)', () => {
	it('resolves every operation, with form bodies and two security schemes', async () => {
		const doc = await loadSpec(SPECS.petstore);
		const operations = resolveAll(doc);
		expect(operations).toHaveLength(20);
		const update = getOperation(doc, 'POST', '/pet/{petId}');
		expect(Object.keys(update.requestBody?.content ?? {})).toEqual([
			'application/x-www-form-urlencoded',
		]);
		const upload = getOperation(doc, 'POST', '/pet/{petId}/uploadImage');
		expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
		expect(getOperation(doc, 'GET', '/store/inventory').security[0]?.[0]?.scheme).toEqual(
			expect.objectContaining({ type: 'apiKey', name: 'api_key', in: 'header' }),
		);
	});
});

describe('real-world spec: USPTO Data Set API (fixtures/specs/uspto.json)', () => {
	it('keeps server variables with their defaults and allowed values', async () => {
		const doc = await loadSpec(SPECS.uspto);
		const operations = resolveAll(doc);
		expect(operations).toHaveLength(3);
		expect(operations[0]?.servers[0]).toEqual({
			url: '{scheme}://developer.uspto.gov/ds-api',
			variables: {
				scheme: {
					description: 'The Data Set API is accessible via https and http',
					enum: ['https', 'http'],
					default: 'https',
				},
			},
		});
	});
});
