import type { Operation } from '@trydocs/openapi/types';
import { describe, expect, it } from 'vitest';
import { createIslandProps } from './island-props.ts';

const operation: Operation = {
	method: 'post',
	path: '/things',
	summary: 'Create a thing',
	deprecated: false,
	tags: [],
	servers: [{ url: 'https://api.example.com' }],
	parameters: [
		{
			name: 'q',
			in: 'query',
			required: false,
			description: 'Search text. Matches names and descriptions.',
			example: 'lamp',
			schema: { type: 'string', description: 'long text' },
		},
	],
	requestBody: {
		required: true,
		content: {
			'application/json': {
				example: { name: 'Lamp' },
				schema: {
					allOf: [
						{ type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
						{ properties: { id: { type: 'string', readOnly: true }, size: { type: 'integer' } } },
					],
				},
			},
		},
	},
	responses: [{ status: '200', description: 'ok', content: { 'application/json': {} } }],
	security: [],
};

describe('createIslandProps', () => {
	it('keeps what the form needs: merged allOf, no readOnly fields, no responses', () => {
		const props = createIslandProps(operation, {
			display: 'simple',
			languages: ['sh', 'py', 'curl'],
		});
		expect(props).toMatchObject({
			title: 'Create a thing',
			display: 'simple',
			dev: false,
			proxy: true,
			prefill: false,
		});
		// Resolved on the server: each language once, by its key, with what the code panel shows.
		expect(props.languages).toEqual([
			{ key: 'bash', label: 'cURL', target: 'shell', client: 'curl', syntax: 'bash' },
			{ key: 'python', label: 'Python', target: 'python', client: 'requests', syntax: 'python' },
		]);
		expect(props.operation.requestBody?.content['application/json']).toEqual({
			schema: {
				type: 'object',
				required: ['name'],
				properties: { name: { type: 'string' }, size: { type: 'integer' } },
			},
		});
		expect(props.operation.parameters[0]).toEqual({
			name: 'q',
			in: 'query',
			required: false,
			description: 'Search text.',
			schema: { type: 'string', description: 'long text' },
		});
		expect(JSON.stringify(props)).not.toContain('responses');
	});

	it("keeps a parameter's style, explode and content type, so Send serialises it as the spec says", () => {
		const fields = {
			...operation,
			parameters: [
				{ name: 'fields', in: 'query' as const, required: false, explode: false },
				{ name: 'filter', in: 'query' as const, required: false, style: 'deepObject' as const },
				{ name: 'where', in: 'query' as const, required: false, contentType: 'application/json' },
			],
		};
		expect(createIslandProps(fields, {}).operation.parameters).toEqual(fields.parameters);
	});

	it('keeps examples only when prefill is on', () => {
		const props = createIslandProps(operation, { prefill: true });
		expect(props.operation.parameters[0]?.example).toBe('lamp');
		expect(props.operation.requestBody?.content['application/json']?.example).toEqual({
			name: 'Lamp',
		});
	});

	it("turns an api: page's auth method into a scheme", () => {
		expect(
			createIslandProps(operation, { auth: { method: 'key', name: 'X-Key' } }).operation.security,
		).toEqual([
			[
				{
					name: 'key',
					scheme: { type: 'apiKey', in: 'header', name: 'X-Key' },
					// Its credential class: the API (its server, no `api` given) and the kind.
					credential: 'https://api.example.com apiKey header x-key',
				},
			],
		]);
		expect(
			createIslandProps(operation, { auth: { method: 'basic' }, api: 'openapi/tickets.yaml' })
				.operation.security,
		).toEqual([
			[
				{
					name: 'basic',
					scheme: { type: 'http', scheme: 'basic' },
					credential: 'openapi/tickets.yaml http basic',
				},
			],
		]);
		expect(createIslandProps(operation, { auth: { method: 'none' } }).operation.security).toEqual(
			[],
		);
	});

	it('cuts schemas deeper than the form shows into raw JSON fields', () => {
		let deep: Record<string, unknown> = { type: 'string' };
		for (let i = 0; i < 12; i++) deep = { type: 'object', properties: { next: deep } };
		const props = createIslandProps({
			...operation,
			requestBody: { required: false, content: { 'application/json': { schema: deep } } },
		});
		expect(JSON.stringify(props)).toContain('"x-circular":true');
		expect(JSON.stringify(props).length).toBeLessThan(2000);
	});
});

describe('createIslandProps on a schema graph that shares subtrees', () => {
	it('keeps the prop small: shared parts are copied up to a budget, the rest is raw JSON', () => {
		// Each of 40 schemas links to every other; the resolved model shares them, so a full copy
		// of the tree would never end.
		const nodes: Record<string, { type: string; properties: Record<string, unknown> }> = {};
		for (let index = 0; index < 40; index++)
			nodes[`N${index}`] = { type: 'object', properties: {} };
		for (const [name, node] of Object.entries(nodes)) {
			for (const [other, target] of Object.entries(nodes)) {
				if (other !== name) node.properties[other.toLowerCase()] = target;
			}
		}
		const dense: Operation = {
			...operation,
			requestBody: {
				required: true,
				content: { 'application/json': { schema: nodes.N0 as never } },
			},
		};
		const json = JSON.stringify(createIslandProps(dense));
		expect(json.length).toBeLessThan(60_000);
		expect(json).toContain('"x-circular":true');
	});
});
