import type { Operation, Schema } from '@trydocs/openapi/types';
import { describe, expect, it } from 'vitest';
import { createIslandProps } from './island-props.ts';

const operation: Operation = {
	method: 'get',
	path: '/things/{id}',
	deprecated: false,
	tags: [],
	parameters: [],
	servers: [{ url: 'https://api.example.com' }],
	responses: [
		{
			status: '200',
			description: 'The thing.',
			content: {
				'application/json': {
					schema: {
						description: 'A thing, described at length.',
						allOf: [
							{
								type: 'object',
								required: ['id', 'secret'],
								properties: { id: { type: 'string' } },
							},
							{
								properties: {
									secret: { type: 'string', writeOnly: true },
									size: { type: 'integer', nullable: true, example: 3 },
								},
							},
						],
					},
				},
			},
		},
		{ status: '204', description: 'Nothing.' },
	],
	security: [],
};

describe('createIslandProps: documented responses', () => {
	it('keeps what validation reads: merged allOf, no writeOnly fields, no descriptions or examples', () => {
		expect(createIslandProps(operation).operation.responses).toEqual({
			'200': {
				content: {
					'application/json': {
						schema: {
							type: 'object',
							required: ['id'],
							properties: { id: { type: 'string' }, size: { type: 'integer', nullable: true } },
						},
					},
				},
			},
			'204': {},
		});
	});

	it('leaves them out where the playground cannot send', () => {
		expect(createIslandProps(operation, { display: 'simple' }).operation.responses).toBeUndefined();
	});

	it('stays small for densely linked schemas (Stripe): cut shallower, upper levels still checked', () => {
		// Ten levels of objects with ten properties each, every one the next level: 10^10 nodes
		// unfolded, shared in memory the way resolved specs share them.
		let level: Schema = { type: 'string' };
		for (let depth = 0; depth < 10; depth++) {
			const properties: Record<string, Schema> = {};
			for (let index = 0; index < 10; index++) properties[`p${index}`] = level;
			level = { type: 'object', required: ['p0'], properties };
		}
		const dense: Operation = {
			...operation,
			responses: [
				{ status: '200', description: 'OK', content: { 'application/json': { schema: level } } },
			],
		};
		const { responses } = createIslandProps(dense).operation;
		expect(JSON.stringify(responses).length).toBeLessThan(100_000);
		const schema = responses?.['200']?.content?.['application/json']?.schema;
		expect(schema?.type).toBe('object');
		expect(schema?.required).toEqual(['p0']);
		expect(schema?.properties?.p9?.type).toBe('object');
		expect(schema?.properties?.p0?.properties?.p0?.type).toBe('object');
	});
});
