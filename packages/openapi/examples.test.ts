import { describe, expect, it } from 'vitest';
import { getMediaExample, getParameterExample, sampleSchema } from './examples.ts';
import type { Schema } from './types.ts';

const user: Schema = {
	type: 'object',
	required: ['id', 'email'],
	properties: {
		id: { type: 'string', readOnly: true, example: 'usr_1' },
		email: { type: 'string', format: 'email' },
		password: { type: 'string', writeOnly: true, example: 'hunter2' },
		age: { type: 'integer', minimum: 18 },
	},
};

describe('getMediaExample', () => {
	it('takes the media type example first, then the first named example', () => {
		expect(getMediaExample({ schema: user, example: { id: 'x' } }, 'response')).toEqual({
			id: 'x',
		});
		expect(
			getMediaExample(
				{ schema: user, examples: { a: { summary: 'A', value: { id: 'a' } }, b: { value: 2 } } },
				'response',
			),
		).toEqual({ id: 'a' });
	});

	it('generates a request example without readOnly properties', () => {
		const value = getMediaExample({ schema: user }, 'request') as Record<string, unknown>;
		expect(Object.keys(value)).toEqual(['email', 'password', 'age']);
		expect(value.password).toBe('hunter2');
		expect(value.email).toBe('user@example.com');
		expect(value.age).toBe(18);
	});

	it('generates a response example without writeOnly properties', () => {
		const value = getMediaExample({ schema: user }, 'response') as Record<string, unknown>;
		expect(Object.keys(value)).toEqual(['id', 'email', 'age']);
		expect(value.id).toBe('usr_1');
	});

	it('samples a schema that ends in a marked cycle', () => {
		const node: Schema = {
			type: 'object',
			properties: {
				name: { type: 'string' },
				parent: { $ref: '#/components/schemas/Node', 'x-circular': true },
			},
		};
		expect(sampleSchema(node, 'response')).toEqual({ name: 'string', parent: {} });
	});

	it('samples a shared schema once, and hands each caller an example of its own', () => {
		const error: Schema = {
			type: 'object',
			properties: { message: { type: 'string' }, readOnlyId: { type: 'string', readOnly: true } },
		};
		const first = sampleSchema(error, 'response') as Record<string, unknown>;
		first.message = 'changed by one page';
		expect(sampleSchema(error, 'response')).toEqual({ message: 'string', readOnlyId: 'string' });
		// A request leaves out `readOnly` properties: the purposes are kept apart.
		expect(sampleSchema(error, 'request')).toEqual({ message: 'string' });
	});

	it('has no example for a media type without schema or example', () => {
		expect(getMediaExample({}, 'request')).toBeUndefined();
		expect(getMediaExample(undefined, 'request')).toBeUndefined();
	});
});

describe('getParameterExample', () => {
	it('reads example, examples, then the schema example, and generates nothing', () => {
		expect(getParameterExample({ name: 'a', in: 'query', required: false, example: 3 })).toBe(3);
		expect(
			getParameterExample({
				name: 'a',
				in: 'query',
				required: false,
				examples: { x: { value: 'v' } },
			}),
		).toBe('v');
		expect(
			getParameterExample({
				name: 'a',
				in: 'query',
				required: false,
				schema: { type: 'string', examples: ['s'] },
			}),
		).toBe('s');
		expect(
			getParameterExample({ name: 'a', in: 'query', required: false, schema: { type: 'string' } }),
		).toBeUndefined();
	});
});
