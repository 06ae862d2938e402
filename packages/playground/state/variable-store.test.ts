import { signal } from '@preact/signals';
import type { AuthCredentials } from '@trydocs/openapi/request';
import { describe, expect, it, vi } from 'vitest';
import { isSecretVariable, keepVariables, VARIABLES_KEY } from './variable-store.ts';
import type { Variable } from './variables.ts';

describe('variables kept on a site that opts in', () => {
	it('reads back what was kept, then keeps only the variables not secret and no credential', () => {
		const stored = new Map<string, string>([
			[VARIABLES_KEY, JSON.stringify([{ name: 'petId', value: 'pet_1', secret: false }])],
		]);
		vi.stubGlobal('localStorage', {
			getItem: (key: string) => stored.get(key) ?? null,
			setItem: (key: string, value: string) => stored.set(key, value),
			removeItem: (key: string) => stored.delete(key),
		});
		const variables = signal<Variable[]>([]);
		const credentials = signal<Record<string, AuthCredentials>>({});
		keepVariables(variables, credentials);
		expect(variables.value).toEqual([{ name: 'petId', value: 'pet_1', secret: false }]);

		variables.value = [
			{ name: 'petId', value: 'pet_2' },
			{ name: 'apiToken', value: 'looks-secret' },
			{ name: 'marked', value: 'm', secret: true },
			{ name: 'copied', value: 'tok-1' },
		];
		credentials.value = { 'x bearer': { type: 'bearer', token: 'tok-1' } };
		expect(JSON.parse(stored.get(VARIABLES_KEY) ?? '')).toEqual([
			{ name: 'petId', value: 'pet_2', secret: false },
		]);
		variables.value = [];
		expect(stored.has(VARIABLES_KEY)).toBe(false);
		vi.unstubAllGlobals();
	});

	it('takes a name like a token, a key or a password for a secret unless marked otherwise', () => {
		expect(isSecretVariable({ name: 'access_token', value: '' })).toBe(true);
		expect(isSecretVariable({ name: 'access_token', value: '', secret: false })).toBe(false);
		expect(isSecretVariable({ name: 'petId', value: '' })).toBe(false);
		expect(isSecretVariable({ name: 'petId', value: '', secret: true })).toBe(true);
	});
});
