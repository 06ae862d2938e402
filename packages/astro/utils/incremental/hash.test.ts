import { describe, expect, it } from 'vitest';
import { createHasher, UnhashableError } from './hash.ts';

describe('the hash of a page key', () => {
	it('is the same for equal data, and differs for any change', () => {
		const hash = createHasher();
		const value = { a: [1, 'two', null], b: { c: true }, d: new Map([['e', 1]]) };
		expect(hash(value)).toBe(createHasher()(structuredClone(value)));
		expect(hash({ ...value, b: { c: false } })).not.toBe(hash(value));
		expect(hash({ ...value, a: [1, 'two'] })).not.toBe(hash(value));
		expect(hash('1')).not.toBe(hash(1));
		expect(hash([undefined])).not.toBe(hash([null]));
	});

	it('differs when only the order of properties changes: a page shows them in that order', () => {
		const hash = createHasher();
		expect(hash({ name: 'x', id: 'y' })).not.toBe(hash({ id: 'y', name: 'x' }));
	});

	it('hashes a value shared by many objects once, and refuses a cycle or a function', () => {
		const hash = createHasher();
		const shared = { type: 'object', properties: { id: { type: 'string' } } };
		expect(hash({ a: shared, b: shared })).toBe(hash({ a: structuredClone(shared), b: shared }));
		const cycle: Record<string, unknown> = {};
		cycle.self = cycle;
		expect(() => hash(cycle)).toThrow(UnhashableError);
		expect(() => hash({ run: () => 1 })).toThrow(UnhashableError);
	});
});
