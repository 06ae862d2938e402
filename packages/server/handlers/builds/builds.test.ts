import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	createGitRepo,
	createNoopProject,
	createTestConfig,
	readHead,
	startTestServer,
	type TestServer,
} from '../../test-utils/setup.ts';
import type { ServerConfig } from '../config.ts';

const KEY = 'td_key_test_demo_0123456789';
const OTHER_KEY = 'td_key_test_other_0123456789';

describe('builds interface: POST /api/projects/{project_id}/rebuild over HTTP', () => {
	let server: TestServer;
	let repo: string;
	let config: ServerConfig;

	beforeAll(async () => {
		repo = createGitRepo(
			{ 'index.md': '# Docs' },
			{ message: 'Describe the rebuild', email: 'ada@example.com' },
		);
		config = createTestConfig({
			projects: [
				createNoopProject('demo', repo, 'DEMO_KEY', 'Demo docs'),
				createNoopProject('other', repo, 'OTHER_KEY', 'Other docs'),
			],
			rateLimit: { requests: 3, windowSeconds: 3600 },
		});
		server = await startTestServer(config, {
			env: { DEMO_KEY: KEY, OTHER_KEY, TEST_ACCESS_TOKEN: 'tok' },
		});
	});
	afterAll(async () => {
		await server?.stop();
	});

	const rebuild = (project: string, headers: Record<string, string> = {}) =>
		fetch(`${server.url}/api/projects/${project}/rebuild`, { method: 'POST', headers });

	it('answers 200 with the Build: queued, ISO createdAt, the commit and the project', async () => {
		const response = await rebuild('demo', { authorization: `Bearer ${KEY}` });
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
		const build = await response.json();
		const head = readHead(repo);
		expect(build).toEqual({
			buildId: expect.stringMatching(/^bld_[a-z2-7]{26}$/),
			status: 'queued',
			createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
			commit: { sha: head.sha, message: 'Describe the rebuild', author: 'ada@example.com' },
			project: { id: 'demo', name: 'Demo docs' },
		});
		expect(Math.abs(Date.parse(build.createdAt) - Date.now())).toBeLessThan(10_000);
		expect(await server.runtime.deps.store.getBuild(build.buildId)).toMatchObject({
			projectId: 'demo',
		});
	});

	it('answers 401 unauthorized "Invalid API key" without a key', async () => {
		const response = await rebuild('demo');
		expect(response.status).toBe(401);
		expect(await response.json()).toEqual({
			error: { code: 'unauthorized', message: 'Invalid API key', status: 401 },
		});
	});

	it('answers 401 for an unknown key, another scheme or an empty bearer', async () => {
		for (const authorization of [
			'Bearer not-a-key',
			`Basic ${btoa(`demo:${KEY}`)}`,
			`Token ${KEY}`,
			'Bearer',
			'Bearer ',
			`Bearer ${KEY} extra`,
			KEY,
		]) {
			const response = await rebuild('demo', { authorization });
			expect(response.status, authorization).toBe(401);
			expect(await response.json()).toEqual({
				error: { code: 'unauthorized', message: 'Invalid API key', status: 401 },
			});
		}
	});

	it('accepts the scheme in any case, as RFC 9110 allows', async () => {
		const response = await rebuild('other', { authorization: `bearer ${OTHER_KEY}` });
		expect(response.status).toBe(200);
	});

	it('answers 403 forbidden "Unauthorized project access" for another project\'s key', async () => {
		const response = await rebuild('other', { authorization: `Bearer ${KEY}` });
		expect(response.status).toBe(403);
		expect(await response.json()).toEqual({
			error: { code: 'forbidden', message: 'Unauthorized project access', status: 403 },
		});
	});

	it('answers 404 project_not_found "Project not found" for an unknown project', async () => {
		const response = await rebuild('nope', { authorization: `Bearer ${OTHER_KEY}` });
		expect(response.status).toBe(404);
		expect(await response.json()).toEqual({
			error: { code: 'project_not_found', message: 'Project not found', status: 404 },
		});
	});

	it('answers 429 rate_limited "Too many requests" with Retry-After past the limit', async () => {
		// OTHER_KEY has used 2 of its 3 requests above.
		expect((await rebuild('other', { authorization: `Bearer ${OTHER_KEY}` })).status).toBe(200);
		const response = await rebuild('other', { authorization: `Bearer ${OTHER_KEY}` });
		expect(response.status).toBe(429);
		expect(await response.json()).toEqual({
			error: { code: 'rate_limited', message: 'Too many requests', status: 429 },
		});
		const retryAfter = Number(response.headers.get('retry-after'));
		expect(retryAfter).toBeGreaterThan(0);
		expect(retryAfter).toBeLessThanOrEqual(3600);
	});

	it('answers 405 in the builds shape for another method, naming it', async () => {
		for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
			const response = await fetch(`${server.url}/api/projects/demo/rebuild`, { method });
			expect(response.status).toBe(405);
			expect(response.headers.get('allow')).toBe('POST, OPTIONS');
			expect(await response.json()).toEqual({
				error: {
					code: 'method_not_allowed',
					message: `\`${method}\` is not allowed on \`/projects/{project_id}/rebuild\`; use \`POST\`.`,
					status: 405,
				},
			});
		}
	});

	it('answers 404 in the builds shape for unknown paths under the prefix', async () => {
		for (const path of [
			'/api/projects',
			'/api/projects/demo',
			'/api/projects/demo/rebuild/x',
			'/api/builds',
		]) {
			const response = await fetch(`${server.url}${path}`, { method: 'POST' });
			expect(response.status, path).toBe(404);
			const body = await response.json();
			expect(body.error.code).toBe('not_found');
			expect(body.error.status).toBe(404);
			expect(body.error.message).toContain(`\`${path}\``);
			expect(body.error.message).toContain('POST /api/projects/{project_id}/rebuild');
		}
	});

	it('answers 500 internal_error "Internal server error" when the store fails, and logs the cause', async () => {
		const failing = createTestConfig({ projects: config.projects });
		const broken = await startTestServer(failing, {
			env: { DEMO_KEY: KEY, TEST_ACCESS_TOKEN: 't' },
		});
		broken.runtime.deps.store.close();
		try {
			const response = await fetch(`${broken.url}/api/projects/demo/rebuild`, {
				method: 'POST',
				headers: { authorization: `Bearer ${KEY}` },
			});
			expect(response.status).toBe(500);
			expect(await response.json()).toEqual({
				error: { code: 'internal_error', message: 'Internal server error', status: 500 },
			});
			expect(broken.log.lines.join('\n')).toMatch(
				/error POST \/api\/projects\/demo\/rebuild failed/,
			);
			expect(broken.log.lines.join('\n')).not.toContain(KEY);
		} finally {
			await broken.close();
		}
	});
});
