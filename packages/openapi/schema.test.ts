import { describe, expect, it } from 'vitest';
import { getTypeLabel, mergeAllOf } from './schema.ts';

describe('getTypeLabel', () => {
	it('names formats, array item types, nullable types and cycles', () => {
		expect(getTypeLabel({ type: 'string', format: 'date-time' })).toBe('string<date-time>');
		expect(getTypeLabel({ type: 'array', items: { type: 'integer' } })).toBe('integer[]');
		expect(
			getTypeLabel({ type: 'array', items: { type: 'array', items: { type: 'string' } } }),
		).toBe('string[][]');
		expect(getTypeLabel({ type: ['string', 'null'] })).toBe('string | null');
		expect(getTypeLabel({ type: 'integer', nullable: true })).toBe('integer | null');
		expect(getTypeLabel({ $ref: '#/components/schemas/Ticket', 'x-circular': true })).toBe(
			'Ticket',
		);
		expect(getTypeLabel({ oneOf: [{ type: 'string' }, { type: 'integer' }] })).toBe(
			'string | integer',
		);
		expect(getTypeLabel({ properties: { a: {} } })).toBe('object');
		expect(getTypeLabel(undefined)).toBe('any');
	});
});

describe('mergeAllOf', () => {
	it('merges properties and required lists, later members winning', () => {
		expect(
			mergeAllOf({
				description: 'A pet',
				allOf: [
					{ type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
					{ allOf: [{ required: ['name'], properties: { name: { type: 'string' } } }] },
				],
			}),
		).toEqual({
			type: 'object',
			description: 'A pet',
			required: ['id', 'name'],
			properties: { id: { type: 'string' }, name: { type: 'string' } },
		});
	});
});
