import { describe, expect, it } from 'vitest';
import type { Schema } from '../types.ts';
import { toJsonSchema } from './to-json-schema.ts';

const ticket: Schema = {
	type: 'object',
	required: ['id', 'title'],
	properties: {
		id: { type: 'string', readOnly: true },
		title: { type: 'string', nullable: true, example: 'Printer on fire', 'x-order': 1 },
		priority: { type: 'integer', minimum: 1, exclusiveMinimum: true, enum: [1, 2, 3] },
		parent: { $ref: '#/components/schemas/Ticket', 'x-circular': true },
	},
};

describe('toJsonSchema', () => {
	it("by default keeps every keyword but OpenAPI's own, in JSON Schema 2020-12 terms", () => {
		expect(toJsonSchema(ticket)).toEqual({
			type: 'object',
			required: ['id', 'title'],
			properties: {
				id: { type: 'string', readOnly: true },
				title: { type: ['string', 'null'], example: 'Printer on fire' },
				priority: { type: 'integer', exclusiveMinimum: 1, enum: [1, 2, 3] },
				parent: {},
			},
		});
	});

	it('adds null to the allowed values of a nullable enum', () => {
		expect(toJsonSchema({ type: 'string', enum: ['a'], nullable: true })).toEqual({
			type: ['string', 'null'],
			enum: ['a', null],
		});
	});

	it('writes an input schema: the listed keywords, no read-only fields, examples, a depth limit', () => {
		const options = {
			keywords: ['type', 'example', 'properties', 'required', 'items'],
			omitReadOnly: true,
			exampleAsExamples: true,
			maxDepth: 1,
		};
		expect(toJsonSchema(ticket, options)).toEqual({
			type: 'object',
			properties: {
				title: { type: ['string', 'null'], examples: ['Printer on fire'] },
				priority: { type: 'integer' },
				parent: {},
			},
			required: ['title'],
		});
		const deep: Schema = { type: 'array', items: { type: 'array', items: { type: 'array' } } };
		expect(toJsonSchema(deep, options)).toEqual({
			type: 'array',
			items: { type: 'array', items: {} },
		});
	});
});
