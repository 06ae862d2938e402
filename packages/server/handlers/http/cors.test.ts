import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConfig, startTestServer, type TestServer } from '../../test-utils/setup.ts';

describe('CORS on the three interfaces', () => {
	let server: TestServer;
	let byDefault: TestServer;
	beforeAll(async () => {
		server = await startTestServer(
			createTestConfig({ cors: { origins: ['https://app.example.com'] } }),
			{
				env: { TEST_ACCESS_TOKEN: 'tok' },
			},
		);
		byDefault = await startTestServer(createTestConfig(), { env: { TEST_ACCESS_TOKEN: 'tok' } });
	});
	afterAll(async () => {
		await server?.stop();
		await byDefault?.stop();
	});

	const preflight = (base: string, path: string, origin: string, method: string) =>
		fetch(`${base}${path}`, {
			method: 'OPTIONS',
			headers: {
				origin,
				'access-control-request-method': method,
				'access-control-request-headers': 'authorization, content-type',
			},
		});

	const endpoints: [string, string][] = [
		['/api/projects/demo/rebuild', 'POST'],
		['/api/v1/tickets/tkt_1', 'GET'],
		['/api/v1/tickets', 'POST'],
		['/api/playground/demo/tickets/tkt_1001', 'GET'],
		['/api/playground/proxy', 'POST'],
	];

	it('answers preflight from a configured origin with Authorization and Content-Type allowed', async () => {
		for (const [path, method] of endpoints) {
			const response = await preflight(server.url, path, 'https://app.example.com', method);
			expect(response.status, path).toBe(204);
			expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
			expect(response.headers.get('access-control-allow-methods')).toBe(`${method}, OPTIONS`);
			expect(response.headers.get('access-control-allow-headers')).toBe(
				'Authorization, Content-Type',
			);
			expect(response.headers.get('vary')).toContain('Origin');
		}
	});

	it('lets a cross-origin client resume a build log stream: the logs preflight allows Last-Event-ID', async () => {
		const response = await fetch(`${server.url}/api/projects/demo/builds/bld_1/logs`, {
			method: 'OPTIONS',
			headers: {
				origin: 'https://app.example.com',
				'access-control-request-method': 'GET',
				'access-control-request-headers': 'authorization, last-event-id',
			},
		});
		expect(response.status).toBe(204);
		expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
		expect(response.headers.get('access-control-allow-headers')).toBe(
			'Authorization, Content-Type, Last-Event-ID',
		);
	});

	it("allows the site's own origin by default", async () => {
		const response = await preflight(
			byDefault.url,
			'/api/v1/tickets/tkt_1',
			'https://docs.example.com',
			'GET',
		);
		expect(response.status).toBe(204);
		expect(response.headers.get('access-control-allow-origin')).toBe('https://docs.example.com');
	});

	it("refuses other origins' preflight in each interface's error shape", async () => {
		const builds = await preflight(
			server.url,
			'/api/projects/demo/rebuild',
			'https://evil.example',
			'POST',
		);
		expect(builds.status).toBe(403);
		expect(builds.headers.get('access-control-allow-origin')).toBeNull();
		expect(await builds.json()).toEqual({
			error: {
				code: 'origin_not_allowed',
				message:
					'Origin `https://evil.example` may not call this interface from a browser. Allowed origins: https://app.example.com. Add it to `trydocsServer({ cors: { origins: [...] } })`.',
				status: 403,
			},
		});
		const tickets = await preflight(
			server.url,
			'/api/v1/tickets/tkt_1',
			'https://evil.example',
			'GET',
		);
		expect(tickets.status).toBe(403);
		expect((await tickets.json()).code).toBe('origin_not_allowed');
	});

	it('adds Access-Control-Allow-Origin to real responses, errors included, for allowed origins only', async () => {
		const allowed = await fetch(`${server.url}/api/v1/tickets/tkt_1`, {
			headers: { origin: 'https://app.example.com', authorization: 'Bearer tok' },
		});
		expect(allowed.status).toBe(404);
		expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
		const rateLimited = await fetch(`${server.url}/api/projects/demo/rebuild`, {
			method: 'POST',
			headers: { origin: 'https://app.example.com' },
		});
		expect(rateLimited.headers.get('access-control-expose-headers')).toContain('Retry-After');
		const other = await fetch(`${server.url}/api/playground/demo/tickets/tkt_1001`, {
			headers: { origin: 'https://evil.example', authorization: 'Bearer x' },
		});
		expect(other.headers.get('access-control-allow-origin')).toBeNull();
	});
});
