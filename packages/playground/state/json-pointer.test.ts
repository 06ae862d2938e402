import { describe, expect, it } from 'vitest';
import { listScalarPointers, readPointer, suggestName, toVariableValue } from './json-pointer.ts';

describe('json pointers into a response', () => {
	const body = { id: 'pet_1', tags: ['a', { 'x/y~z': 2 }], empty: [], ok: true, none: null };

	it('lists the pointer of each value in the order the pretty-printed body shows it', () => {
		expect(listScalarPointers(body)).toEqual(['/id', '/tags/0', '/tags/1/x~1y~0z', '/ok', '/none']);
		expect(listScalarPointers(42)).toEqual(['']);
	});

	it('reads the value at a pointer, escapes included, and nothing where there is none', () => {
		expect(readPointer(body, '/tags/1/x~1y~0z')).toBe(2);
		expect(readPointer(body, '/tags/1')).toEqual({ 'x/y~z': 2 });
		expect(readPointer(body, '/none')).toBeNull();
		expect(readPointer(body, '/missing')).toBeUndefined();
		expect(readPointer(body, 'id')).toBeUndefined();
	});

	it('keeps a string as it is and anything else as JSON; suggests the last key as the name', () => {
		expect(toVariableValue('pet_1')).toBe('pet_1');
		expect(toVariableValue(7)).toBe('7');
		expect(toVariableValue({ a: 1 })).toBe('{"a":1}');
		expect(suggestName('/data/0/pet id')).toBe('pet_id');
		expect(suggestName('')).toBe('value');
	});
});
