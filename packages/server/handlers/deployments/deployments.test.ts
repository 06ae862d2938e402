import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildRecord } from '../../store/store.ts';
import {
	createGitRepo,
	createTestConfig,
	openDeployments,
	postDeploymentsForm,
	readHead,
	startTestServer,
	type TestServer,
	waitFor,
} from '../../test-utils/setup.ts';
import type { ServerConfig } from '../config.ts';
import { type DeploymentsView, formatTime, getDuration } from './deployments.ts';

const KEY = 'td_key_dashboard_0123456789';

describe('Deployments page (its handler; the fixture sites check the rendered page)', () => {
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

	const login = (key: string, headers: Record<string, string> = {}) =>
		postDeploymentsForm(server, { key }, headers);
	const asResponse = (answer: Response | DeploymentsView) => {
		if (!(answer instanceof Response))
			throw new Error(`Expected a response: ${JSON.stringify(answer)}`);
		return answer;
	};

	it('asks for the API key when there is no session', async () => {
		expect(await openDeployments(server)).toEqual({ kind: 'login', status: 200 });
	});

	it('refuses a wrong key with 401 and says so', async () => {
		expect(await login('td_key_wrong')).toEqual({
			kind: 'login',
			status: 401,
			error: 'Invalid API key.',
		});
	});

	it('exchanges the key for an HttpOnly SameSite=Strict session cookie; the key is never in a URL or the page', async () => {
		const response = asResponse(await login(KEY));
		expect(response.status).toBe(303);
		expect(response.headers.get('location')).toBe('/dashboard/deployments');
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

		const view = await openDeployments(server, { headers: { cookie: `trydocs_session=${token}` } });
		expect(JSON.stringify(view)).not.toContain(KEY);
		const head = readHead(repo);
		expect(view).toMatchObject({
			kind: 'builds',
			status: 200,
			projectId: 'demo',
			projectName: 'Demo docs',
			refresh: false,
		});
		const build = view instanceof Response || view.kind !== 'builds' ? undefined : view.builds[0];
		expect(build).toMatchObject({
			id: buildId,
			status: 'deployed',
			commit: { sha: head.sha, message: 'Add <b>bold</b> page', author: 'eve@example.com' },
		});
		expect(build?.log).toContain('compiled 3 pages');
		expect(formatTime(build?.createdAt ?? '')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
		expect(getDuration(build as BuildRecord)).toMatch(/^\d+ (ms|s)$/);
	});

	it('signs out: the session is deleted and the cookie cleared', async () => {
		const token =
			(asResponse(await login(KEY)).headers.get('set-cookie') ?? '').split(';')[0]?.split('=')[1] ??
			'';
		const out = asResponse(
			await postDeploymentsForm(
				server,
				{ action: 'logout' },
				{ cookie: `trydocs_session=${token}` },
			),
		);
		expect(out.status).toBe(303);
		expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
		const after = await openDeployments(server, {
			headers: { cookie: `trydocs_session=${token}` },
		});
		expect(after).toEqual({ kind: 'login', status: 200 });
	});

	it('refuses cross-site form posts', async () => {
		expect(await login(KEY, { origin: 'https://evil.example' })).toMatchObject({
			kind: 'message',
			status: 403,
			message: 'Cross-site form posts are refused.',
		});
	});
});
