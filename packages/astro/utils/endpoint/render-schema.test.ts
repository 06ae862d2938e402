import { getOperation, parseSpec } from '@trydocs/openapi';
import { describe, expect, it } from 'vitest';
import { createRenderContexts } from './render-context.ts';
import { renderParameters, renderResponseHeaders, renderSchemaBody } from './render-schema.ts';
import type { RenderContext } from './types.ts';

const request = (): RenderContext => ({ ids: 0, purpose: 'request' });
const response = (): RenderContext => ({ ids: 0, purpose: 'response' });

const pet = {
	type: 'object',
	required: ['name'],
	properties: {
		id: { type: 'integer', format: 'int64', readOnly: true },
		name: { type: 'string', description: 'The *given* name.', example: 'Rex' },
		secret: { type: 'string', writeOnly: true },
		status: { type: 'string', enum: ['available', 'sold'], default: 'available', deprecated: true },
		tags: { type: 'array', items: { type: 'object', properties: { label: { type: 'string' } } } },
		owner: {
			allOf: [
				{ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
				{ properties: { email: { type: 'string', format: 'email' } } },
			],
		},
		payment: {
			oneOf: [
				{ title: 'Card', type: 'object', properties: { number: { type: 'string' } } },
				{ title: 'Bank', type: 'object', properties: { iban: { type: 'string' } } },
			],
		},
		parent: { $ref: '#/components/schemas/Pet', 'x-circular': true },
	},
} as const;

describe('renderSchemaBody', () => {
	it('puts top-level fields in the search index and leaves nested ones out of it', () => {
		const html = renderSchemaBody(pet as never, 0, request());
		// Pagefind skips everything inside an element marked `data-pagefind-ignore`.
		const ignored = [...html.matchAll(/<details class="td-children" data-pagefind-ignore[^>]*>/g)];
		expect(ignored.length).toBeGreaterThan(0);
		const outside = html.replace(/<details class="td-children"[\s\S]*?<\/details>/g, '');
		expect(outside).toContain('>name</code>');
		expect(outside).toContain('>tags</code>');
		expect(outside).not.toContain('>label</code>');
		expect(html).toContain('>label</code>');
	});

	it('leaves readOnly fields out of requests and writeOnly ones out of responses', () => {
		const inRequest = renderSchemaBody(pet as never, 0, request());
		expect(inRequest).not.toContain('>id</code> <span class="td-prop-type">integer');
		expect(inRequest).toContain('>secret</code>');
		const inResponse = renderSchemaBody(pet as never, 0, response());
		expect(inResponse).toContain(
			'>id</code> <span class="td-prop-type">integer&lt;int64&gt;</span>',
		);
		expect(inResponse).not.toContain('>secret</code>');
	});

	it('shows required in text, Markdown descriptions, enums, defaults, examples and deprecation', () => {
		const html = renderSchemaBody(pet as never, 0, request());
		expect(html).toContain(
			'<code class="td-prop-name">name</code> <span class="td-prop-type">string</span> <span class="td-badge td-badge-required">required</span>',
		);
		expect(html).toContain('<p>The <em>given</em> name.</p>');
		expect(html).toContain('Example: <code>Rex</code>');
		expect(html).toContain('Allowed values: <code>available</code> <code>sold</code>');
		expect(html).toContain('Default: <code>available</code>');
		expect(html).toContain('<span class="td-badge td-badge-deprecated">deprecated</span>');
	});

	it('nests objects and array items behind <details>, with allOf merged', () => {
		const html = renderSchemaBody(pet as never, 0, request());
		expect(html).toContain('<span class="td-prop-type">object[]</span>');
		expect(html).toContain('<summary>Show 1 property of each item</summary>');
		expect(html).toMatch(
			/>owner<\/code> <span class="td-prop-type">object<\/span>.*<summary>Show 2 properties<\/summary>.*>id<\/code>.*required.*>email<\/code> <span class="td-prop-type">string&lt;email&gt;/s,
		);
	});

	it('shows oneOf branches as tabs that work without JavaScript', () => {
		const html = renderSchemaBody(pet as never, 0, request());
		expect(html).toContain('<p class="td-variants-title">One of</p>');
		expect(html).toContain(
			'<input type="radio" class="td-tab-input" name="td-v0" id="td-v0-0" checked><label class="td-tab" for="td-v0-0">Card</label>',
		);
		expect(html).toContain('<label class="td-tab" for="td-v0-1">Bank</label>');
		expect(html).toMatch(
			/<div class="td-tab-panel">.*>number<\/code>.*<\/div><div class="td-tab-panel">.*>iban<\/code>/s,
		);
	});

	it('names the schema a reference cycle points back to', () => {
		const html = renderSchemaBody(pet as never, 0, request());
		expect(html).toContain('>parent</code> <span class="td-prop-type">Pet</span>');
		expect(html).toContain('Circular reference to <code>Pet</code>');
	});

	it('escapes names and values', () => {
		const html = renderSchemaBody(
			{ type: 'object', properties: { '<b>': { type: 'string', default: '<i>' } } },
			0,
			request(),
		);
		expect(html).toContain('&lt;b&gt;');
		expect(html).toContain('<code>&lt;i&gt;</code>');
		expect(html).not.toContain('<b>');
	});
});

describe('renderSchemaBody on densely linked schemas (Stripe-like)', () => {
	// 60 schemas, each with a description and a property for every other schema: expanded as a
	// tree, one response is astronomically large.
	const names = Array.from({ length: 60 }, (_, index) => `Object${index}`);
	const schemas = Object.fromEntries(
		names.map((name) => [
			name,
			{
				type: 'object',
				description: `The ${name} object. ${'It has a long description. '.repeat(4)}`,
				properties: Object.fromEntries(
					names
						.filter((other) => other !== name)
						.map((other) => [other.toLowerCase(), { $ref: `#/components/schemas/${other}` }]),
				),
			},
		]),
	);
	const doc = parseSpec(
		JSON.stringify({
			openapi: '3.0.3',
			paths: {
				'/o': {
					get: {
						responses: {
							'200': {
								description: 'OK',
								content: {
									'application/json': { schema: { $ref: '#/components/schemas/Object0' } },
								},
							},
						},
					},
				},
			},
			components: { schemas },
		}),
	);
	const schema = getOperation(doc, 'GET', '/o').responses[0]?.content?.['application/json']
		?.schema as never;

	it('writes each named schema once and links to it after that', () => {
		const html = renderSchemaBody(schema, 0, createRenderContexts().response);
		const anchors = [
			...html.matchAll(/<details class="td-children" data-pagefind-ignore id="([^"]+)"/g),
		].map((match) => match[1]);
		expect(anchors.length).toBeGreaterThan(5);
		expect(new Set(anchors).size).toBe(anchors.length);
		expect(html).toContain(`same as <a href="#${anchors[0]}"><code>Object1</code></a> above.`);
	});

	it('stays bounded, naming what it does not expand once the page budget is spent', () => {
		const html = renderSchemaBody(schema, 0, createRenderContexts().response);
		expect(html.length).toBeLessThan(400_000);
		expect(html).toContain('not expanded here, this page has reached its size limit.');
	});

	it('follows a cut cycle to its schema when reached by another path', () => {
		// Object1 was expanded inside Object0, so its `object0` is a cut; shown from Object1's
		// own page position it still leads to Object0 (linked, since Object0 is on the page).
		const html = renderSchemaBody(schema, 0, createRenderContexts().response);
		expect(html).not.toContain('Circular reference to <code>Object0</code>');
	});
});

describe('renderParameters', () => {
	it('shows array item types, formats and deprecated parameters', () => {
		const html = renderParameters(
			[
				{
					name: 'ids',
					in: 'query',
					required: false,
					schema: { type: 'array', items: { type: 'string', format: 'uuid', enum: ['a', 'b'] } },
				},
				{ name: 'old', in: 'query', required: true, deprecated: true, description: 'Use `ids`.' },
			],
			request(),
		);
		expect(html).toContain('>ids</code> <span class="td-prop-type">string&lt;uuid&gt;[]</span>');
		expect(html).toContain('Allowed values: <code>a</code> <code>b</code>');
		expect(html).toContain('<div class="td-prop td-prop-deprecated">');
		expect(html).toContain('<p>Use <code>ids</code>.</p>');
	});
});

describe('renderResponseHeaders', () => {
	it('lists the headers of a response with their type and description', () => {
		const html = renderResponseHeaders(
			{ 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
			response(),
		);
		expect(html).toContain('<p class="td-resp-part">Headers</p>');
		expect(html).toContain('>Retry-After</code> <span class="td-prop-type">integer</span>');
		expect(html).toContain('<p>Seconds to wait.</p>');
		expect(renderResponseHeaders(undefined, response())).toBe('');
	});
});
