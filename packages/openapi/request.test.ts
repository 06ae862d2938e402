import { describe, expect, it } from 'vitest';
import { buildRequest, getServerUrl } from './request.ts';
import type { Operation } from './types.ts';

const operation: Pick<Operation, 'method' | 'path' | 'parameters'> = {
	method: 'get',
	path: '/tickets/{ticket_id}',
	parameters: [
		{ name: 'ticket_id', in: 'path', required: true },
		{ name: 'expand', in: 'query', required: false },
	],
};

describe('buildRequest', () => {
	it('encodes path parameters and leaves empty optional ones out', () => {
		const request = buildRequest(operation, 'https://api.example.com/v1', {
			parameters: { path: { ticket_id: 'a b/c' }, query: { expand: '' } },
		});
		expect(request.method).toBe('GET');
		expect(request.url).toBe('https://api.example.com/v1/tickets/a%20b%2Fc');
		expect(request.queryString).toEqual([]);
	});

	it('adds encoded query parameters to the URL', () => {
		const request = buildRequest(operation, 'https://api.example.com/v1/', {
			parameters: { path: { ticket_id: 't1' }, query: { expand: 'a&b' } },
		});
		expect(request.url).toBe('https://api.example.com/v1/tickets/t1?expand=a%26b');
		expect(request.queryString).toEqual([{ name: 'expand', value: 'a&b' }]);
	});

	it('resolves a relative server against the page origin', () => {
		const request = buildRequest(
			operation,
			'/api/playground/demo',
			{ parameters: { path: { ticket_id: 't1' } } },
			'http://localhost:4321',
		);
		expect(request.url).toBe('http://localhost:4321/api/playground/demo/tickets/t1');
	});
});

describe('getServerUrl', () => {
	it('fills variables from values, then from defaults', () => {
		const server = {
			url: 'https://{region}.example.com/{version}',
			variables: { region: { default: 'eu' }, version: { default: 'v1' } },
		};
		expect(getServerUrl(server)).toBe('https://eu.example.com/v1');
		expect(getServerUrl(server, { region: 'us' })).toBe('https://us.example.com/v1');
	});
});
