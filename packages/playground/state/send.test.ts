/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildRequest } from '@trydocs/openapi/request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRequest } from './send.ts';

const operation = {
	method: 'post' as const,
	path: '/things/{id}',
	parameters: [{ name: 'id', in: 'path' as const, required: true }],
};

describe('sendRequest (a real HTTP server on loopback)', () => {
	let server: Server;
	let origin: string;
	beforeAll(async () => {
		server = createServer((request, response) => {
			if (request.url?.startsWith('/things/slow')) return; // never answers
			let body = '';
			request.on('data', (chunk) => {
				body += chunk;
			});
			request.on('end', () => {
				response.writeHead(201, { 'Content-Type': 'application/json' });
				response.end(JSON.stringify({ got: body, type: request.headers['content-type'] }));
			});
		});
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	});
	afterAll(async () => {
		server.closeAllConnections();
		await new Promise((resolve) => server.close(resolve));
	});

	it('sends the body and describes the JSON response with status, size and duration', async () => {
		const request = buildRequest(operation, origin, {
			parameters: { path: { id: 'a' } },
			body: { mimeType: 'application/json', text: '{"x":1}' },
		});
		const result = await sendRequest(request, { origin, proxy: true, proxyUrl: '/proxy' });
		expect(result).toMatchObject({
			kind: 'response',
			status: 201,
			statusText: 'Created',
			bodyKind: 'json',
			via: 'direct',
			body: '{"got":"{\\"x\\":1}","type":"application/json"}',
		});
		if (result.kind === 'response') {
			expect(result.size).toBe(result.body.length);
			expect(result.durationMs).toBeGreaterThanOrEqual(0);
		}
	});

	it('gives up after the timeout and says the request timed out', async () => {
		const request = buildRequest(operation, origin, { parameters: { path: { id: 'slow' } } });
		const result = await sendRequest(request, {
			origin,
			proxy: false,
			proxyUrl: '/proxy',
			timeoutMs: 300,
		});
		expect(result).toEqual({
			kind: 'error',
			reason: 'timeout',
			message: `${origin} did not answer within 300 ms: the request timed out.`,
			hint: 'The server may be slow or down; try again, or check its status.',
		});
	});

	it('names an unfilled path parameter instead of sending', async () => {
		const request = buildRequest(operation, origin, {});
		expect(await sendRequest(request, { origin, proxy: false, proxyUrl: '/proxy' })).toEqual({
			kind: 'error',
			reason: 'invalid-url',
			message: 'The URL still contains `{id}`.',
			hint: 'Fill in the path parameter `id`.',
		});
	});
});
