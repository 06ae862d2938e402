import type { Operation } from '@trydocs/openapi/types';
import { afterEach, describe, expect, it } from 'vitest';
import { createIslandProps } from '../island-props.ts';
import { createPlaygroundState } from './create-playground-state.ts';
import { credentials } from './credentials.ts';
import {
	HISTORY_SIZE,
	isOfOperation,
	openRequest,
	recordRequest,
	requestHistory,
	settleRequest,
} from './history.ts';

const widgets: Operation = {
	method: 'get',
	path: '/widgets',
	deprecated: false,
	tags: [],
	responses: [],
	servers: [{ url: 'https://api.example.com' }],
	parameters: [{ name: 'color', in: 'query', required: false, schema: { type: 'string' } }],
	security: [
		[{ name: 'key', scheme: { type: 'apiKey', in: 'query', name: 'api_key' }, scopes: [] }],
		[{ name: 'token', scheme: { type: 'http', scheme: 'bearer' }, scopes: [] }],
	],
};

const response = { kind: 'response', status: 200, statusText: 'OK' } as const;

describe('request history', () => {
	afterEach(() => {
		requestHistory.value = [];
		credentials.value = {};
	});

	it('lists method, URL, status and time, the newest first, and never a credential', () => {
		const state = createPlaygroundState(createIslandProps(widgets), 'https://docs.example.com');
		state.setAuth('key', { type: 'apiKey', in: 'query', name: 'api_key', value: 'k-secret' });
		state.setValue('query', 'color', 'red');
		expect(state.request.value.url).toBe(
			'https://api.example.com/widgets?color=red&api_key=k-secret',
		);
		const id = recordRequest(state, '/widgets/', 1_000);
		expect(requestHistory.value[0]).toMatchObject({
			method: 'GET',
			status: 'Sending…',
			time: 1_000,
		});
		settleRequest(id, {
			...response,
			durationMs: 1,
			size: 0,
			headers: [],
			contentType: '',
			bodyKind: 'empty',
			body: '',
			via: 'direct',
		});
		state.setAlternative(1);
		state.setAuth('token', { type: 'bearer', token: 't-secret' });
		state.setValue('query', 'color', 'blue');
		settleRequest(recordRequest(state, '/widgets/', 2_000), {
			kind: 'error',
			reason: 'network',
			message: '',
			hint: '',
		});
		expect(
			requestHistory.value.map(({ method, url, status, time, page }) => ({
				method,
				url,
				status,
				time,
				page,
			})),
		).toEqual([
			{
				method: 'GET',
				url: 'https://api.example.com/widgets?color=blue',
				status: 'Network error',
				time: 2_000,
				page: '/widgets/',
			},
			{
				method: 'GET',
				url: 'https://api.example.com/widgets?color=red',
				status: '200 OK',
				time: 1_000,
				page: '/widgets/',
			},
		]);
		expect(JSON.stringify(requestHistory.value)).not.toMatch(/k-secret|t-secret/);
	});

	it(`keeps the last ${HISTORY_SIZE} requests and opens one again into the form`, () => {
		const state = createPlaygroundState(createIslandProps(widgets), 'https://docs.example.com');
		for (let index = 1; index <= HISTORY_SIZE + 5; index++) {
			state.setValue('query', 'color', `c${index}`);
			recordRequest(state, '/widgets/');
		}
		expect(requestHistory.value).toHaveLength(HISTORY_SIZE);
		expect(requestHistory.value[0]?.url).toContain('color=c25');
		expect(requestHistory.value.at(-1)?.url).toContain('color=c6');
		const entry = requestHistory.value.at(-1);
		if (!entry) throw new Error('no entry');
		expect(isOfOperation(state, entry)).toBe(true);
		openRequest(state, entry);
		expect(state.values.value.query?.color).toBe('c6');
		const other = createPlaygroundState(
			createIslandProps({ ...widgets, path: '/gadgets' }),
			'https://docs.example.com',
		);
		expect(isOfOperation(other, entry)).toBe(false);
		// A request that was not sent after all (the form stopped it) leaves the history.
		settleRequest(requestHistory.value[0]?.id ?? 0, undefined);
		expect(requestHistory.value[0]?.url).toContain('color=c24');
	});
});
