import type { Operation } from '@trydocs/openapi/types';
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
});
