/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildRequest } from '@trydocs/openapi/request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIslandProps } from '../../island-props.ts';
import { createPlaygroundState } from '../create-playground-state.ts';
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

	it('a binary body: a file input, Send sends the file as the body, the snippets read that file', async () => {
		const island = createIslandProps({
			method: 'put',
			path: '/things/{id}',
			deprecated: false,
			tags: [],
			responses: [],
			security: [],
			servers: [{ url: origin }],
			parameters: [{ name: 'id', in: 'path', required: true }],
			requestBody: {
				required: true,
				content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
			},
		});
		const state = createPlaygroundState({ ...island, display: 'interactive', dev: false }, origin);
		state.setValue('path', 'id', 'b');
		expect(state.isBinary()).toBe(true);
		expect(state.validate()).toBe(false);
		expect(state.issues.value).toEqual([{ path: 'body', issue: 'chooseFile' }]);
		state.setBodyAt([], [new File(['PNG bytes'], 'photo.png', { type: 'image/png' })]);
		expect(state.request.value.postData).toEqual({ mimeType: 'image/png', fileName: 'photo.png' });
		await state.selectLanguage('bash');
		expect(state.snippet.value).toContain('--data-binary @photo.png');
		expect(state.snippet.value).toContain("--header 'Content-Type: image/png'");
		await state.selectLanguage('python');
		expect(state.snippet.value).toContain('payload = open("photo.png", "rb")');
		const result = await state.send();
		expect(result).toMatchObject({
			kind: 'response',
			status: 201,
			body: '{"got":"PNG bytes","type":"image/png"}',
		});
	});

	it('a multipart/mixed body: its parts written by their encodings, sent with the boundary the snippet shows', async () => {
		const island = createIslandProps(
			{
				method: 'post',
				path: '/things/{id}',
				deprecated: false,
				tags: [],
				responses: [],
				security: [],
				servers: [{ url: origin }],
				parameters: [{ name: 'id', in: 'path', required: true }],
				requestBody: {
					required: true,
					content: {
						'multipart/mixed': {
							schema: { type: 'array' },
							example: [{ title: 'Dune' }, 'page one'],
							prefixEncoding: [{ contentType: 'application/json' }],
							itemEncoding: {
								contentType: 'text/plain',
								headers: { 'X-Page': { required: true } },
							},
						},
					},
				},
			},
			{ prefill: true },
		);
		const state = createPlaygroundState({ ...island, display: 'interactive', dev: false }, origin);
		state.setValue('path', 'id', 'c');
		const type = 'multipart/mixed; boundary=trydocs-part-boundary';
		const body = [
			'--trydocs-part-boundary',
			'Content-Type: application/json',
			'',
			'{\n  "title": "Dune"\n}',
			'--trydocs-part-boundary',
			'Content-Type: text/plain',
			'X-Page: {X-Page}',
			'',
			'page one',
			'--trydocs-part-boundary--',
			'',
		].join('\r\n');
		expect(state.rawBody.value).toBe(body);
		expect(state.request.value.postData).toEqual({ mimeType: type, text: body });
		await state.selectLanguage('bash');
		expect(state.snippet.value).toContain(`--header 'Content-Type: ${type}'`);
		expect(state.snippet.value).toContain("--data-binary $'--trydocs-part-boundary\\r\\n");
		const result = await state.send();
		expect(result).toMatchObject({ kind: 'response', status: 201 });
		const answer = result?.kind === 'response' ? result.body : '{}';
		expect(JSON.parse(answer)).toEqual({ got: body, type });
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
