import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../runtime/config.ts';
import {
	createGitRepo,
	createTestConfig,
	readHead,
	startTestServer,
	type TestServer,
	waitFor,
} from '../test-utils/setup.ts';

const KEY = 'td_key_dashboard_0123456789';

describe('Deployments page', () => {
	let server: TestServer;
	let config: ServerConfig;
	let repo: string;
	let buildId: string;

	beforeAll(async () => {
		repo = createGitRepo(
			{ 'a.md': 'a' },
			{ message: 'Add <b>bold</b> page', email: 'eve@example.com' },
		);
		config = createTestConfig({
			projects: [
				{
					id: 'demo',
					name: 'Demo docs',
					apiKeyEnv: 'KEY',
					root: repo,
					runner: { type: 'command', command: 'echo compiled 3 pages', timeoutMs: 5000, keep: 1 },
				},
			],
		});
		server = await startTestServer(config, { env: { KEY, TEST_ACCESS_TOKEN: 'tok' } });
		const response = await fetch(`${server.url}/api/projects/demo/rebuild`, {
			method: 'POST',
			headers: { authorization: `Bearer ${KEY}` },
		});
		buildId = (await response.json()).buildId;
		await waitFor(
			async () => (await server.runtime.deps.store.getBuild(buildId))?.status === 'deployed',
		);
	});
	afterAll(async () => {
		await server?.stop();
	});

	const page = `/dashboard/deployments`;
	const login = (key: string, headers: Record<string, string> = {}) =>
		fetch(`${server.url}${page}`, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
			body: new URLSearchParams({ key }),
			redirect: 'manual',
		});

	it('asks for the API key in a password field when there is no session', async () => {
		const response = await fetch(`${server.url}${page}`);
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
		const html = await response.text();
		expect(html).toContain('<label for="key">Project API key</label>');
		expect(html).toContain('<input id="key" name="key" type="password"');
		expect(html).not.toContain('<table');
	});

	it('refuses a wrong key with 401 and says so', async () => {
		const response = await login('td_key_wrong');
		expect(response.status).toBe(401);
		expect(await response.text()).toContain('<p class="error" role="alert">Invalid API key.</p>');
		expect(response.headers.get('set-cookie')).toBeNull();
	});

	it('exchanges the key for an HttpOnly SameSite=Strict session cookie; the key is never in a URL or the page', async () => {
		const response = await login(KEY);
		expect(response.status).toBe(303);
		expect(response.headers.get('location')).toBe(page);
		const cookie = response.headers.get('set-cookie') ?? '';
		expect(cookie).toMatch(
			/^trydocs_session=[a-z2-7]{52}; Path=\/dashboard\/deployments; HttpOnly; SameSite=Strict$/,
		);
		expect(cookie).not.toContain(KEY);
		const token = cookie.split(';')[0]?.split('=')[1] ?? '';

		// Only the session's hash is stored.
		const db = createClient({ url: `file:${config.dataDir}/trydocs.db` });
		const sessions = await db.execute('SELECT hash FROM sessions');
		db.close();
		expect(sessions.rows).toHaveLength(1);
		expect(JSON.stringify(sessions.rows)).not.toContain(token);

		const list = await fetch(`${server.url}${page}`, {
			headers: { cookie: `trydocs_session=${token}` },
		});
		expect(list.status).toBe(200);
		const html = await list.text();
		expect(html).not.toContain(KEY);
		const head = readHead(repo);
		expect(html).toContain('<strong>Demo docs</strong> (<code>demo</code>)');
		for (const column of ['Build', 'Status', 'Commit', 'Created', 'Finished', 'Duration', 'Log']) {
			expect(html).toContain(`<th scope="col">${column}</th>`);
		}
		const row = html.slice(html.indexOf(`<tr id="${buildId}">`));
		expect(row).toContain('<span class="status status-deployed">deployed</span>');
		expect(row).toContain(`<code>${head.sha}</code> Add &lt;b&gt;bold&lt;/b&gt; page`);
		expect(row).toContain('eve@example.com');
		expect(row).toMatch(/<time datetime="[^"]+">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/);
		expect(row).toMatch(/<td class="time">\d+ (ms|s)<\/td>/);
		expect(row).toContain('compiled 3 pages');
	});

	it('signs out: the session is deleted and the cookie cleared', async () => {
		const token =
			((await login(KEY)).headers.get('set-cookie') ?? '').split(';')[0]?.split('=')[1] ?? '';
		const out = await fetch(`${server.url}${page}`, {
			method: 'POST',
			headers: {
				cookie: `trydocs_session=${token}`,
				'content-type': 'application/x-www-form-urlencoded',
			},
			body: 'action=logout',
			redirect: 'manual',
		});
		expect(out.status).toBe(303);
		expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
		const after = await fetch(`${server.url}${page}`, {
			headers: { cookie: `trydocs_session=${token}` },
		});
		expect(await after.text()).toContain('Project API key');
	});

	it('refuses cross-site form posts', async () => {
		const response = await login(KEY, { origin: 'https://evil.example' });
		expect(response.status).toBe(403);
		expect(response.headers.get('set-cookie')).toBeNull();
	});
});
