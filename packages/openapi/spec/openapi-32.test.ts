/**
 * OpenAPI 3.2, read as the specification words it: the `query` method and `additionalOperations`
 * are operations like any other (listed in document order, resolved, found by `METHOD /path`,
 * in callbacks and webhooks too), and the OpenAPI Initiative's own 3.2 test documents load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getOperation, getWebhook } from './get-operation.ts';
import { listOperations, listWebhooks } from './list-operations.ts';
import { parseSpec } from './load-spec.ts';
import { SpecError } from './spec-error.ts';

const oas32 = fileURLToPath(new URL('../../../fixtures/specs/oas-3.2/', import.meta.url));

const doc = () =>
	parseSpec(
		JSON.stringify({
			openapi: '3.2.0',
			info: { title: 'Files', version: '1' },
			servers: [{ url: 'https://files.example.com' }],
			paths: {
				'/files/{id}': {
					parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
					get: { summary: 'Read a file', responses: { 200: { description: 'The file' } } },
					query: {
						summary: 'Search the files',
						requestBody: {
							content: { 'application/json': { schema: { type: 'object' } } },
						},
						responses: { 200: { description: 'Matches' } },
					},
					additionalOperations: {
						COPY: {
							summary: 'Copy a file',
							parameters: [{ name: 'Destination', in: 'header', schema: { type: 'string' } }],
							responses: { 201: { description: 'Copied' } },
						},
						PURGE: { $ref: '#/components/x-operations/purge' },
					},
					delete: { summary: 'Delete a file', responses: { 204: { description: 'Gone' } } },
				},
				'/clash': {
					post: { responses: { 200: { description: 'ok' } } },
					additionalOperations: { POST: { responses: { 200: { description: 'again' } } } },
				},
			},
			webhooks: {
				fileLocked: {
					additionalOperations: { LOCK: { responses: { 200: { description: 'ok' } } } },
				},
			},
			components: {
				'x-operations': {
					purge: { summary: 'Purge a file', responses: { 204: { description: 'ok' } } },
				},
			},
		}),
		'files.json',
	);

describe('OpenAPI 3.2 methods', () => {
	it('lists query and additionalOperations in document order, beside the fixed methods', () => {
		const names = listOperations(doc()).map((op) => `${op.method} ${op.path} ${op.summary ?? ''}`);
		expect(names).toEqual([
			'get /files/{id} Read a file',
			'query /files/{id} Search the files',
			'copy /files/{id} Copy a file',
			'purge /files/{id} Purge a file',
			'delete /files/{id} Delete a file',
			'post /clash ',
		]);
		expect(listWebhooks(doc()).map((hook) => `${hook.method} ${hook.path}`)).toEqual([
			'lock fileLocked',
		]);
	});

	it('resolves a QUERY operation with its body, and an additional one in any case', () => {
		const query = getOperation(doc(), 'QUERY', '/files/{id}');
		expect(query.method).toBe('query');
		expect(Object.keys(query.requestBody?.content ?? {})).toEqual(['application/json']);
		expect(query.parameters.map((p) => p.name)).toEqual(['id']);
		const copy = getOperation(doc(), 'copy', '/files/{id}');
		expect(copy.summary).toBe('Copy a file');
		expect(copy.parameters.map((p) => `${p.in} ${p.name}`)).toEqual([
			'path id',
			'header Destination',
		]);
		expect(getOperation(doc(), 'PURGE', '/files/{id}').summary).toBe('Purge a file');
		expect(getWebhook(doc(), 'fileLocked', 'LOCK').method).toBe('lock');
	});

	it('names a fixed method written again under additionalOperations, with its pointer', () => {
		expect(() => getOperation(doc(), 'POST', '/clash')).toThrow(
			'The spec `files.json` is invalid at `/paths/~1clash/additionalOperations/POST`',
		);
	});

	it('says which operations there are when a method is not one of them', () => {
		expect(() => getOperation(doc(), 'MOVE', '/files/{id}')).toThrow(SpecError);
	});
});

describe("the OpenAPI Initiative's 3.2 test documents", () => {
	const files = readdirSync(`${oas32}pass`).filter((file) => file.endsWith('.yaml'));

	it.each(files)('pass/%s loads, and every operation it lists resolves', (file) => {
		const spec = parseSpec(readFileSync(`${oas32}pass/${file}`, 'utf8'), file);
		for (const { method, path } of listOperations(spec)) {
			expect(() => JSON.stringify(getOperation(spec, method, path))).not.toThrow();
		}
		for (const { method, path } of listWebhooks(spec)) {
			expect(getWebhook(spec, path, method).method).toBe(method);
		}
	});
});
