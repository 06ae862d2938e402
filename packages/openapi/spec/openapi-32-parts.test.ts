/**
 * OpenAPI 3.2's smaller additions as the model reads them: response `summary`, server `name`,
 * examples' `dataValue` / `serializedValue`, reusable `components.mediaTypes`, and the
 * `querystring` parameter (the whole query string, one per operation, never beside `query`).
 */
import { describe, expect, it } from 'vitest';
import { getExampleValue } from '../example-value.ts';
import { getMediaExample } from '../examples.ts';
import { buildRequest } from '../request.ts';
import { isSequentialMediaType, serializeSequence } from '../sequential-media.ts';
import { getOperation } from './get-operation.ts';
import { parseSpec } from './load-spec.ts';

const spec = (paths: Record<string, unknown>, components: Record<string, unknown> = {}) =>
	parseSpec(
		JSON.stringify({
			openapi: '3.2.0',
			info: { title: 'Library', version: '1' },
			servers: [
				{ url: 'https://api.example.com', name: 'Production' },
				{ url: 'https://sandbox.example.com', name: 'Sandbox', description: 'Reset nightly' },
			],
			paths,
			components,
		}),
		'library.json',
	);

const form = {
	name: 'filter',
	in: 'querystring',
	content: {
		'application/x-www-form-urlencoded': {
			schema: { type: 'object', properties: { author: { type: 'string' } } },
		},
	},
};

describe('OpenAPI 3.2 parts', () => {
	it('keeps a response summary apart from its description, and a server name', () => {
		const doc = spec({
			'/books': {
				get: {
					responses: {
						200: { summary: 'The books', description: 'Best match first.' },
						404: { summary: 'No such shelf' },
					},
				},
			},
		});
		const op = getOperation(doc, 'GET', '/books');
		expect(op.responses.map((r) => [r.status, r.summary, r.description])).toEqual([
			['200', 'The books', 'Best match first.'],
			['404', 'No such shelf', ''],
		]);
		expect(op.servers).toEqual([
			{ url: 'https://api.example.com', name: 'Production' },
			{ url: 'https://sandbox.example.com', name: 'Sandbox', description: 'Reset nightly' },
		]);
	});

	it('reads dataValue first, then value, then serializedValue as data for JSON', () => {
		expect(getExampleValue({ dataValue: { a: 1 }, serializedValue: '{"a":2}' })).toEqual({ a: 1 });
		expect(getExampleValue({ serializedValue: '{"a":2}' }, 'application/json')).toEqual({ a: 2 });
		expect(getExampleValue({ serializedValue: '{"a":2}' }, 'application/problem+json')).toEqual({
			a: 2,
		});
		expect(getExampleValue({ serializedValue: 'a,b' }, 'text/csv')).toBe('a,b');
		expect(getExampleValue({ externalValue: 'https://example.com/x.json' })).toBeUndefined();
		expect(
			getMediaExample(
				{ examples: { ext: { externalValue: 'x' }, wire: { serializedValue: '[1]' } } as never },
				'response',
				'application/json',
			),
		).toEqual([1]);
	});

	it('resolves a media type of components.mediaTypes with its examples', () => {
		const doc = spec(
			{
				'/loans': {
					post: {
						requestBody: {
							content: { 'application/json': { $ref: '#/components/mediaTypes/Loan' } },
						},
						responses: { 201: { description: 'ok' } },
					},
				},
			},
			{
				mediaTypes: {
					Loan: {
						schema: { type: 'object', properties: { book: { type: 'string' } } },
						examples: { one: { dataValue: { book: 'bk_1' } } },
					},
				},
			},
		);
		const media = getOperation(doc, 'POST', '/loans').requestBody?.content['application/json'];
		expect(Object.keys(media?.schema?.properties ?? {})).toEqual(['book']);
		expect(getMediaExample(media, 'request', 'application/json')).toEqual({ book: 'bk_1' });
	});

	it('sends a querystring parameter as the whole query string, by its media type', () => {
		const doc = spec({
			'/books': { get: { parameters: [form], responses: { 200: { description: 'ok' } } } },
		});
		const op = getOperation(doc, 'GET', '/books');
		expect(op.parameters).toMatchObject([
			{ name: 'filter', in: 'querystring', contentType: 'application/x-www-form-urlencoded' },
		]);
		const typed = (value: string) =>
			buildRequest(op, 'https://api.example.com', {
				parameters: { querystring: { filter: value } },
			});
		expect(typed('{"author":"Le Guin","tag":["sf","classic"]}').url).toBe(
			'https://api.example.com/books?author=Le%20Guin&tag=sf&tag=classic',
		);
		expect(typed('?author=Le+Guin').queryString).toEqual([{ name: 'author', value: 'Le Guin' }]);
		const json = { ...form, content: { 'application/json': { schema: { type: 'object' } } } };
		const jsonOp = getOperation(
			spec({
				'/books': { get: { parameters: [json], responses: { 200: { description: 'ok' } } } },
			}),
			'GET',
			'/books',
		);
		expect(
			buildRequest(jsonOp, 'https://api.example.com', {
				parameters: { querystring: { filter: '{"a":[1,2]}' } },
			}).url,
		).toBe('https://api.example.com/books?%7B%22a%22%3A%5B1%2C2%5D%7D');
	});

	it('names a querystring parameter the specification forbids, with its pointer', () => {
		const op =
			(parameters: unknown[], shared: unknown[] = []) =>
			() =>
				getOperation(
					spec({
						'/books': {
							parameters: shared,
							get: { parameters, responses: { 200: { description: 'ok' } } },
						},
					}),
					'GET',
					'/books',
				);
		expect(op([{ ...form, content: undefined, schema: { type: 'object' } }])).toThrow(
			'`/paths/~1books/get/parameters/0/schema`',
		);
		expect(op([form, { ...form, name: 'other' }])).toThrow('/paths/~1books/get/parameters/1`');
		expect(op([form], [{ name: 'page', in: 'query', schema: { type: 'integer' } }])).toThrow(
			'`/paths/~1books/parameters/0`: the value is a `query` parameter beside a `querystring` parameter',
		);
	});

	it('writes a sequential body as its media type does, and samples one item of its itemSchema', () => {
		const items = [{ id: 1 }, { id: 2 }];
		expect(serializeSequence(items, 'application/jsonl')).toBe('{"id":1}\n{"id":2}\n');
		expect(serializeSequence(items, 'application/json-seq')).toBe(
			'\u001e{"id":1}\n\u001e{"id":2}\n',
		);
		expect(
			serializeSequence(
				[{ event: 'a', data: 'line 1\nline 2' }, { data: { n: 1 } }],
				'text/event-stream; charset=utf-8',
			),
		).toBe('event: a\ndata: line 1\ndata: line 2\n\ndata: {"n":1}\n');
		expect(['application/x-ndjson', 'text/event-stream'].map(isSequentialMediaType)).toEqual([
			true,
			true,
		]);
		expect(isSequentialMediaType('application/json')).toBe(false);
		expect(
			getMediaExample(
				{ itemSchema: { type: 'object', properties: { id: { type: 'string', example: 'x' } } } },
				'response',
				'application/jsonl',
			),
		).toEqual([{ id: 'x' }]);
	});
});
