import { createServer as createNetServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendProxyBurst } from '../../test-utils/held-answers.ts';
import {
	createTestConfig,
	type RecordingServer,
	startRecordingServer,
	startTestServer,
	type TestServer,
} from '../../test-utils/setup.ts';

/** The 8-byte PNG signature plus a few bytes: binary that is not UTF-8. */
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0xff]);

async function getClosedPortUrl(): Promise<string> {
	const server = createNetServer();
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as { port: number };
	await new Promise((resolve) => server.close(resolve));
	return `http://127.0.0.1:${port}`;
}

describe('playground proxy: POST /api/playground/proxy', () => {
	let upstream: RecordingServer;
	let server: TestServer;
	let closed: string;

	beforeAll(async () => {
		upstream = await startRecordingServer((call, res) => {
			if (call.url.startsWith('/image')) {
				res.writeHead(200, { 'content-type': 'image/png' });
				res.end(Buffer.from(PNG));
			} else if (call.url.startsWith('/slow')) {
				setTimeout(() => res.end('late'), 1500);
			} else if (call.url.startsWith('/redirect')) {
				res.writeHead(302, { location: 'https://elsewhere.example/' });
				res.end();
			} else if (call.url.startsWith('/big')) {
				res.writeHead(200, { 'content-type': 'text/plain' });
				res.end('x'.repeat(300 * 1024));
			} else {
				res.writeHead(404, {
					'content-type': 'application/json',
					'x-request-id': 'r1',
					connection: 'keep-alive',
				});
				res.end(JSON.stringify({ code: 'not_found', message: 'Ticket `x` does not exist.' }));
			}
		});
		closed = await getClosedPortUrl();
		server = await startTestServer(
			createTestConfig({
				proxy: {
					allow: [upstream.url, closed],
					trusted: [upstream.url, closed],
					timeoutMs: 500,
					maxRequestBytes: 64 * 1024,
					maxResponseBytes: 256 * 1024,
					requestsPerClient: 1000,
					maxInFlightPerClient: 100,
					maxInFlight: 100,
					maxInFlightBytes: 16 * 1024 * 1024,
				},
			}),
			{ env: { TEST_ACCESS_TOKEN: 't' } },
		);
	});
	afterAll(async () => {
		await server?.stop();
		await upstream?.close();
	});

	const proxy = (body: unknown, headers: Record<string, string> = {}) =>
		fetch(`${server.url}/api/playground/proxy`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', ...headers },
			body: typeof body === 'string' ? body : JSON.stringify(body),
		});

	it('forwards method, URL and headers and returns the upstream status inside a 200', async () => {
		upstream.calls.length = 0;
		const response = await proxy(
			{
				method: 'GET',
				url: `${upstream.url}/v1/tickets/x?expand=1`,
				headers: [
					{ name: 'Authorization', value: 'Bearer t' },
					{ name: 'Connection', value: 'close' },
					{ name: 'Proxy-Authorization', value: 'Basic eDp5' },
					{ name: 'X-Trace', value: 'abc' },
				],
			},
			{ cookie: 'trydocs_session=docs-site-secret' },
		);
		expect(response.status).toBe(200);
		const result = await response.json();
		expect(result).toEqual({
			status: 404,
			statusText: 'Not Found',
			headers: expect.arrayContaining([
				{ name: 'content-type', value: 'application/json' },
				{ name: 'x-request-id', value: 'r1' },
			]),
			body: '{"code":"not_found","message":"Ticket `x` does not exist."}',
			bodyEncoding: 'utf8',
			durationMs: expect.any(Number),
		});
		expect(result.headers.map((h: { name: string }) => h.name)).not.toContain('connection');
		const call = upstream.calls[0];
		expect(call?.method).toBe('GET');
		expect(call?.url).toBe('/v1/tickets/x?expand=1');
		expect(call?.headers.authorization).toBe('Bearer t');
		expect(call?.headers['x-trace']).toBe('abc');
		expect(call?.headers['proxy-authorization']).toBeUndefined();
		// The docs site's own cookie never leaves it.
		expect(call?.headers.cookie).toBeUndefined();
		expect(server.log.lines.join('\n')).not.toContain('Bearer t');
	});

	it('forwards a text body and a base64 body byte for byte', async () => {
		upstream.calls.length = 0;
		await proxy({
			method: 'post',
			url: `${upstream.url}/things`,
			headers: [{ name: 'Content-Type', value: 'application/json' }],
			body: '{"a":"é"}',
		});
		expect(upstream.calls[0]?.method).toBe('POST');
		expect(upstream.calls[0]?.body).toBe('{"a":"é"}');
		expect(upstream.calls[0]?.headers['content-type']).toBe('application/json');
		await proxy({
			method: 'PUT',
			url: `${upstream.url}/upload`,
			bodyBase64: btoa('multipart\r\n--x--'),
		});
		expect(upstream.calls[1]?.body).toBe('multipart\r\n--x--');
	});

	it("forwards OpenAPI 3.2's QUERY and additional methods with their bodies, in capitals", async () => {
		upstream.calls.length = 0;
		await proxy({ method: 'query', url: `${upstream.url}/search`, body: '{"q":"a"}' });
		await proxy({ method: 'PROPFIND', url: `${upstream.url}/files` });
		expect(upstream.calls.map((call) => call.method)).toEqual(['QUERY', 'PROPFIND']);
		expect(upstream.calls[0]?.body).toBe('{"q":"a"}');
	});

	it('returns a binary (image) body as base64', async () => {
		const result = await (await proxy({ method: 'GET', url: `${upstream.url}/image.png` })).json();
		expect(result.status).toBe(200);
		expect(result.bodyEncoding).toBe('base64');
		expect(Uint8Array.from(atob(result.body), (c) => c.charCodeAt(0))).toEqual(PNG);
	});

	it('does not follow redirects to undeclared hosts', async () => {
		const result = await (await proxy({ method: 'GET', url: `${upstream.url}/redirect` })).json();
		expect(result.status).toBe(302);
		expect(result.headers).toContainEqual({
			name: 'location',
			value: 'https://elsewhere.example/',
		});
	});

	it('refuses an undeclared origin with 403 target_not_allowed naming it, never the allowed ones', async () => {
		const response = await proxy({ method: 'GET', url: 'https://evil.example.net/steal' });
		expect(response.status).toBe(403);
		expect(await response.json()).toEqual({
			error: {
				code: 'target_not_allowed',
				message: `The playground proxy forwards only to servers this site declares; \`https://evil.example.net\` is not one of them. To allow it, add it to the spec's \`servers\` (or \`api.mdx.server\` in docs.json) and rebuild.`,
				status: 403,
			},
		});
		const text = JSON.stringify(
			await (await proxy({ method: 'GET', url: 'https://x.example' })).json(),
		);
		expect(text).not.toContain(upstream.url);
	});

	it('refuses the site itself, so the proxy cannot loop', async () => {
		for (const url of [
			`${server.url}/api/playground/proxy`,
			'https://docs.example.com/api/v1/tickets/1',
		]) {
			const response = await proxy({ method: 'GET', url });
			expect(response.status).toBe(403);
			const body = await response.json();
			expect(body.error.code).toBe('target_not_allowed');
			expect(body.error.message).toContain('is this docs site itself');
		}
	});

	it('answers 400 invalid_request saying which field is wrong', async () => {
		const cases: [unknown, RegExp][] = [
			['{not json', /^The proxy request is not valid JSON/],
			[{ url: `${upstream.url}/x` }, /`method`/],
			[{ method: 'GET' }, /`url`/],
			[{ method: 'GET', url: 'ftp://files.example' }, /`url` must be an absolute http\(s\) URL/],
			[
				{ method: 'GET', url: upstream.url.replace('://', '://user:secret@') },
				/`url` must not carry credentials \(`user:password@`\); send them in an `Authorization` header/,
			],
			[
				{ method: 'GET', url: upstream.url.replace('://', '://token@') },
				/`url` must not carry credentials/,
			],
			[
				{ method: 'CONNECT', url: `${upstream.url}/x` },
				/`method` must be an HTTP method a browser can send/,
			],
			[{ method: 'trace', url: `${upstream.url}/x` }, /not `CONNECT`, `TRACE` or `TRACK`/],
			[{ method: 'GET /x', url: `${upstream.url}/x` }, /`method` must be an HTTP method/],
			[
				{
					method: 'GET',
					url: `${upstream.url}/x`,
					headers: [{ name: 'X-A', value: 'a\r\nInjected: 1' }],
				},
				/`headers.0.value` must not contain line breaks/,
			],
			[
				{ method: 'GET', url: `${upstream.url}/x`, headers: [{ name: 'Bad Name', value: 'a' }] },
				/`headers.0.name`/,
			],
			[{ method: 'POST', url: `${upstream.url}/x`, body: 'a', bodyBase64: 'YQ==' }, /not both/],
			[
				{ method: 'POST', url: `${upstream.url}/x`, bodyBase64: '***' },
				/`bodyBase64` must be base64/,
			],
			[
				{ method: 'GET', url: `${upstream.url}/x`, body: 'a' },
				/a `GET` request cannot have a body/,
			],
			[{ method: 'GET', url: `${upstream.url}/x`, cookies: 'a' }, /cookies/],
		];
		for (const [body, message] of cases) {
			const response = await proxy(body);
			expect(response.status, JSON.stringify(body)).toBe(400);
			const json = await response.json();
			expect(json.error.code).toBe('invalid_request');
			expect(json.error.status).toBe(400);
			expect(json.error.message).toMatch(message);
		}
	});

	it('answers 413 for a body over the limit', async () => {
		const response = await proxy({
			method: 'POST',
			url: `${upstream.url}/x`,
			body: 'x'.repeat(70 * 1024),
		});
		expect(response.status).toBe(413);
		expect(await response.json()).toEqual({
			error: {
				code: 'payload_too_large',
				message: 'The request body is larger than 64 KB, the most the playground proxy forwards.',
				status: 413,
			},
		});
	});

	it('answers 502 upstream_unreachable when the declared server is down', async () => {
		const response = await proxy({ method: 'GET', url: `${closed}/x` });
		expect(response.status).toBe(502);
		expect(await response.json()).toEqual({
			error: {
				code: 'upstream_unreachable',
				message: `Could not reach \`${closed}\`: the connection was refused (ECONNREFUSED). Check the server URL and that the API is up.`,
				status: 502,
			},
		});
	});

	it('answers 504 upstream_timeout after the configured timeout', async () => {
		const started = Date.now();
		const response = await proxy({ method: 'GET', url: `${upstream.url}/slow` });
		expect(response.status).toBe(504);
		expect(Date.now() - started).toBeLessThan(1400);
		expect(await response.json()).toEqual({
			error: {
				code: 'upstream_timeout',
				message: `\`${upstream.url}\` did not answer within 500 ms. Try again, or check that the server is up.`,
				status: 504,
			},
		});
	});

	it('answers 502 when the upstream response is larger than the proxy returns', async () => {
		const response = await proxy({ method: 'GET', url: `${upstream.url}/big` });
		expect(response.status).toBe(502);
		expect((await response.json()).error.code).toBe('upstream_response_too_large');
	});

	it('holds at most maxInFlightBytes of answers at once: the rest get 429 with Retry-After, and the budget comes back', async () => {
		// 1 MiB of budget, ten answers of 200 KiB held in flight: five fit, five are refused.
		const held = await getClosedPortUrl();
		const base = createTestConfig();
		const budgeted = await startTestServer(
			{
				...base,
				proxy: {
					...base.proxy,
					allow: [held],
					trusted: [held],
					maxInFlightPerClient: 100,
					maxInFlightBytes: 1024 * 1024,
				},
			},
			{ env: { TEST_ACCESS_TOKEN: 't' } },
		);
		try {
			const burst = await sendProxyBurst({
				proxyUrl: `${budgeted.url}/api/playground/proxy`,
				count: 10,
				size: 200 * 1024,
				refusals: 5,
				port: Number(new URL(held).port),
			});
			expect(burst.releasedByRefusals).toBe(true);
			const served = burst.answers.filter((answer) => answer.status === 200);
			const refused = burst.answers.filter((answer) => answer.status === 429);
			expect(served.map((answer) => answer.bodyBytes)).toEqual(Array(5).fill(200 * 1024));
			expect(refused).toEqual(
				Array(5).fill({ status: 429, retryAfter: '1', code: 'rate_limited', bodyBytes: 0 }),
			);
			// The bytes of the answers sent are given back: a new burst of five fits whole.
			const again = await sendProxyBurst({
				proxyUrl: `${budgeted.url}/api/playground/proxy`,
				count: 5,
				size: 200 * 1024,
				refusals: 0,
				port: Number(new URL(held).port),
			});
			expect(again.answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
		} finally {
			await budgeted.stop();
		}
	});

	it('refuses pages of other origins, and answers 405 for GET', async () => {
		const foreign = await proxy(
			{ method: 'GET', url: `${upstream.url}/x` },
			{ origin: 'https://attacker.example' },
		);
		expect(foreign.status).toBe(403);
		expect((await foreign.json()).error.code).toBe('origin_not_allowed');
		const own = await proxy(
			{ method: 'GET', url: `${upstream.url}/x` },
			{ origin: 'https://docs.example.com' },
		);
		expect(own.status).toBe(200);
		const get = await fetch(`${server.url}/api/playground/proxy`);
		expect(get.status).toBe(405);
		expect(await get.json()).toEqual({
			error: {
				code: 'method_not_allowed',
				message: '`GET` is not allowed on the playground proxy; use `POST`.',
				status: 405,
			},
		});
	});
});
