import type { Operation } from '@trydocs/openapi/types';
import { afterEach, describe, expect, it } from 'vitest';
import { createIslandProps } from '../island-props.ts';
import { describeIssue } from '../strings/fill.ts';
import { MODAL_STRINGS } from '../strings/modal.ts';
import { createPlaygroundState } from './create-playground-state.ts';
import { credentials } from './credentials.ts';
import { findAuthIssues } from './send/auth-check.ts';
import { findMissing, resolveTree, variables } from './variables.ts';

const operation: Operation = {
	method: 'post',
	path: '/pets/{petId}',
	deprecated: false,
	tags: [],
	responses: [],
	servers: [{ url: 'https://{region}.api.test', variables: { region: { default: 'eu' } } }],
	parameters: [
		{ name: 'petId', in: 'path', required: true, schema: { type: 'integer' } },
		{ name: 'owner', in: 'query', required: false, schema: { type: 'string' } },
		{ name: 'X-Trace', in: 'header', required: false, schema: { type: 'string' } },
		{ name: 'session', in: 'cookie', required: false, schema: { type: 'string' } },
	],
	requestBody: {
		required: true,
		content: {
			'application/json': {
				schema: {
					type: 'object',
					properties: { name: { type: 'string' }, age: { type: 'integer' } },
				},
			},
		},
	},
	security: [
		[
			{ name: 'key', scheme: { type: 'apiKey', in: 'header', name: 'X-Key' }, scopes: [] },
			{ name: 'bearer', scheme: { type: 'http', scheme: 'bearer' }, scopes: [] },
		],
		[],
	],
};

afterEach(() => {
	variables.value = [];
	credentials.value = {};
});

describe('variables', () => {
	it('resolves {{name}} in text and trees, keeping undefined ones and files as they are', () => {
		variables.value = [{ name: 'id', value: '42' }];
		expect(resolveTree('/pets/{{id}}/{{ id }}/{{other}}')).toBe('/pets/42/42/{{other}}');
		const file = new File(['x'], 'x.txt');
		expect(resolveTree({ a: ['{{id}}', file], b: { c: '{{id}}' } })).toEqual({
			a: ['42', file],
			b: { c: '42' },
		});
		expect(findMissing({ a: '{{id}} {{other}} {{other}}' })).toEqual(['other']);
	});

	it('sends and shows resolved values in every field: path, query, header, cookie, body, server', () => {
		const state = createPlaygroundState(createIslandProps(operation), 'https://docs.test');
		state.setValue('path', 'petId', '{{petId}}');
		state.setValue('query', 'owner', 'ada-{{petId}}');
		state.setValue('header', 'X-Trace', '{{trace}}');
		state.setValue('cookie', 'session', '{{trace}}');
		state.setBodyAt(['name'], '{{name}}');
		state.setBodyAt(['age'], '{{petId}}');
		state.setServerVariable('region', '{{region}}');
		expect(state.missingVariables.value).toEqual(['petId', 'trace', 'name', 'region']);
		// Send refuses, naming each variable, rather than sending `{{petId}}`.
		expect(state.validate()).toBe(false);
		expect(
			state.issues.value.map((issue) => describeIssue(MODAL_STRINGS, issue, issue.path)),
		).toContain('{{petId}} is not defined: add it under Variables');
		variables.value = [
			{ name: 'petId', value: '7' },
			{ name: 'trace', value: 't-1' },
			{ name: 'name', value: 'Rex' },
			{ name: 'region', value: 'us' },
		];
		expect(state.missingVariables.value).toEqual([]);
		expect(state.validate()).toBe(true);
		const request = state.request.value;
		expect(request.url).toBe('https://us.api.test/pets/7?owner=ada-7');
		expect(request.headers).toContainEqual({ name: 'X-Trace', value: 't-1' });
		expect(request.cookies).toContainEqual({ name: 'session', value: 't-1' });
		expect(JSON.parse(request.postData?.text ?? '')).toEqual({ name: 'Rex', age: 7 });
		// The form keeps what was typed: `{{petId}}`, not its value.
		expect(state.values.value.path?.petId).toBe('{{petId}}');
	});

	it('resolves the raw body too', () => {
		const state = createPlaygroundState(createIslandProps(operation), 'https://docs.test');
		state.setValue('path', 'petId', '1');
		state.setBodyMode('raw');
		state.setRawBody('{"age": {{age}}}');
		expect(state.validate()).toBe(false);
		variables.value = [{ name: 'age', value: '3' }];
		expect(state.validate()).toBe(true);
		expect(state.request.value.postData?.text).toBe('{"age": 3}');
	});

	it('blocks an AND option with one scheme filled and another empty, naming the empty one', async () => {
		const state = createPlaygroundState(createIslandProps(operation), 'https://docs.test');
		state.setValue('path', 'petId', '1');
		state.setAuth('key', { type: 'apiKey', in: 'header', name: 'X-Key', value: 'k-1' });
		expect(await state.send()).toBeUndefined();
		expect(
			state.issues.value.map((issue) => describeIssue(MODAL_STRINGS, issue, issue.path)),
		).toEqual(['bearer is empty: key + bearer go together']);
		const [both, none] = state.security;
		state.setAuth('bearer', { type: 'bearer', token: 't-1' });
		expect(findAuthIssues(both ?? [], state.credentials.value)).toEqual([]);
		// The option of no credentials sends none, whatever was typed for the other.
		expect(findAuthIssues(none ?? [], state.credentials.value)).toEqual([]);
		state.setAuth('bearer', { type: 'bearer', token: '' });
		state.setAuth('key', { type: 'apiKey', in: 'header', name: 'X-Key', value: '' });
		expect(findAuthIssues(both ?? [], state.credentials.value)).toEqual([]);
	});
});
