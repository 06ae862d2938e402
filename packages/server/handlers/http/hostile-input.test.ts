import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	createGitRepo,
	createNoopProject,
	createTestConfig,
	type RecordingServer,
	startRecordingServer,
	startTestServer,
	type TestServer,
} from '../../test-utils/setup.ts';
import type { ServerConfig } from '../config.ts';

/** A raw HTTP GET with a Host header of our choosing (fetch would not send this one). */
function getWithHost(url: string, path: string, host: string) {
	return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
		const target = new URL(url);
		const outgoing = httpRequest(
			{ host: target.hostname, port: target.port, path, headers: { host } },
			(res) => {
				let body = '';
				res.on('data', (chunk) => (body += chunk));
				res.on('end', () =>
					resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
				);
			},
		);
		outgoing.on('error', reject);
		outgoing.end();
	});
}

describe('hostile input at the handlers', () => {
	let upstream: RecordingServer;
	let server: TestServer;
	let config: ServerConfig;

	beforeAll(async () => {
		upstream = await startRecordingServer((call, res) => {
			if (call.url.startsWith('/slow')) setTimeout(() => res.end('late'), 400);
			else res.end('ok');
		});
		const repo = createGitRepo({ 'a.md': 'a' });
		const base = createTestConfig({ projects: [createNoopProject('demo', repo)] });
		config = {
			...base,
			proxy: {
				...base.proxy,
				allow: [upstream.url],
				trusted: [upstream.url],
				maxInFlightPerClient: 2,
				requestsPerClient: 12,
			},
		};
		server = await startTestServer(config, { env: { KEY: 'right-key', TEST_ACCESS_TOKEN: 'tok' } });
	});
	afterAll(async () => {
		await server?.stop();
		await upstream?.close();
	});

	const proxy = (body: unknown, type = 'application/json') =>
		fetch(`${server.url}/api/playground/proxy`, {
			method: 'POST',
			headers: { 'content-type': type },
			body: JSON.stringify(body),
		});

	it('proxy: strips the caller’s forwarding headers', async () => {
		const response = await proxy({
			method: 'GET',
			url: `${upstream.url}/who`,
			headers: [
				{ name: 'X-Forwarded-For', value: '10.0.0.1' },
				{ name: 'Forwarded', value: 'for=10.0.0.1' },
				{ name: 'X-Real-IP', value: '10.0.0.1' },
				{ name: 'X-Kept', value: 'yes' },
			],
		});
		expect(response.status).toBe(200);
		const call = upstream.calls.at(-1);
		expect(call?.headers['x-kept']).toBe('yes');
		expect(call?.headers['x-forwarded-for']).toBeUndefined();
		expect(call?.headers.forwarded).toBeUndefined();
		expect(call?.headers['x-real-ip']).toBeUndefined();
	});

	it('proxy: 400 for undecodable base64 and header values outside Latin-1; 415 for text/plain', async () => {
		for (const body of [
			{ method: 'POST', url: `${upstream.url}/x`, bodyBase64: 'abcde' },
			{ method: 'POST', url: `${upstream.url}/x`, bodyBase64: 'a===' },
			{ method: 'GET', url: `${upstream.url}/x`, headers: [{ name: 'X-Name', value: 'José ✓' }] },
			{ method: 'GET', url: `${upstream.url}/x`, headers: [{ name: 'X-Name', value: '😀' }] },
		]) {
			const response = await proxy(body);
			expect(response.status).toBe(400);
			expect((await response.json()).error).toMatchObject({ code: 'invalid_request', status: 400 });
		}
		const plain = await proxy({ method: 'GET', url: `${upstream.url}/x` }, 'text/plain');
		expect(plain.status).toBe(415);
		expect((await plain.json()).error.code).toBe('unsupported_media_type');
	});

	it('proxy: a client gets 429 with Retry-After past its in-flight and per-window limits', async () => {
		const answers = await Promise.all(
			[1, 2, 3].map(() => proxy({ method: 'GET', url: `${upstream.url}/slow` })),
		);
		const statuses = answers.map((answer) => answer.status).sort();
		expect(statuses).toEqual([200, 200, 429]);
		const refused = answers.find((answer) => answer.status === 429);
		expect(refused?.headers.get('retry-after')).toBe('1');
		expect((await (refused as Response).json()).error.code).toBe('rate_limited');
		const more = [];
		for (let index = 0; index < 10; index++) {
			more.push((await proxy({ method: 'GET', url: `${upstream.url}/x` })).status);
		}
		expect(more.filter((status) => status === 429).length).toBeGreaterThan(0);
	});

	it('a Host header with `/`, `?` or `@` does not re-route the request', async () => {
		for (const host of ['evil/dashboard/deployments?', 'evil?x=', 'user@evil/api/v1/tickets/x#']) {
			const answer = await getWithHost(server.url, '/api/v1/tickets/tkt_1', host);
			expect({ host, status: answer.status, type: answer.type }).toEqual({
				host,
				status: 401,
				type: 'application/json; charset=utf-8',
			});
			expect(JSON.parse(answer.body).code).toBe('unauthorized');
		}
	});

	it('JSON answers carry `X-Content-Type-Options: nosniff`', async () => {
		const response = await fetch(`${server.url}/api/v1/tickets/x`);
		expect(response.headers.get('x-content-type-options')).toBe('nosniff');
	});

	it('tickets: invalid UTF-8 is a 400, not U+FFFD; text/plain is a 415', async () => {
		const bad = new Uint8Array([
			...new TextEncoder().encode('{"customer_id":"cus_1","subject":"caf'),
			0xe9,
			...new TextEncoder().encode('"}'),
		]);
		const response = await fetch(`${server.url}/api/v1/tickets`, {
			method: 'POST',
			headers: { authorization: 'Bearer tok', 'content-type': 'application/json' },
			body: bad,
		});
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({
			code: 'invalid_request',
			message: 'The ticket is not valid UTF-8; send UTF-8 JSON.',
		});
		const plain = await fetch(`${server.url}/api/v1/tickets`, {
			method: 'POST',
			headers: { authorization: 'Bearer tok', 'content-type': 'text/plain' },
			body: '{"customer_id":"cus_1","subject":"Hi"}',
		});
		expect(plain.status).toBe(415);
		expect((await plain.json()).code).toBe('unsupported_media_type');
	});
});

describe('wrong credentials are limited per client', () => {
	let server: TestServer;

	beforeAll(async () => {
		const repo = createGitRepo({ 'a.md': 'a' });
		server = await startTestServer(
			createTestConfig({ projects: [createNoopProject('demo', repo)] }),
			{
				env: { KEY: 'right-key', TEST_ACCESS_TOKEN: 'tok' },
			},
		);
	});
	afterAll(async () => {
		await server?.stop();
	});

	it('answers wrong credentials 429 with Retry-After in each interface’s shape after 10 of them, and never refuses a right one', async () => {
		const statuses: number[] = [];
		for (let index = 0; index < 11; index++) {
			const response = await fetch(`${server.url}/api/projects/demo/rebuild`, {
				method: 'POST',
				headers: { authorization: `Bearer guess-${index}` },
			});
			statuses.push(response.status);
		}
		expect(statuses).toEqual([...new Array(10).fill(401), 429]);
		const guess = await fetch(`${server.url}/api/projects/demo/rebuild`, {
			method: 'POST',
			headers: { authorization: 'Bearer guess-again' },
		});
		expect(guess.status).toBe(429);
		expect(Number(guess.headers.get('retry-after'))).toBeGreaterThan(0);
		expect((await guess.json()).error).toMatchObject({ code: 'rate_limited', status: 429 });
		const wrongToken = await fetch(`${server.url}/api/v1/tickets/tkt_1`, {
			headers: { authorization: 'Bearer not-the-token' },
		});
		expect(wrongToken.status).toBe(429);
		expect(wrongToken.headers.get('retry-after')).not.toBeNull();
		expect(await wrongToken.json()).toEqual({ code: 'rate_limited', message: expect.any(String) });
		// Behind one address (a NAT, a reverse proxy), the guesses of one client never lock out
		// another's right key: a CI's rebuild and a ticket read still go through.
		const rebuild = await fetch(`${server.url}/api/projects/demo/rebuild`, {
			method: 'POST',
			headers: { authorization: 'Bearer right-key' },
		});
		expect(rebuild.status).not.toBe(429);
		expect(rebuild.status).not.toBe(401);
		await rebuild.arrayBuffer();
		const ticket = await fetch(`${server.url}/api/v1/tickets/tkt_1`, {
			headers: { authorization: 'Bearer tok' },
		});
		expect(ticket.status).toBe(404);
		expect((await ticket.json()).code).toBe('not_found');
	});
});
