import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	cleanup,
	createGitRepo,
	createNoopProject,
	createTestConfig,
	openDeployments,
	postDeploymentsForm,
	startTestServer,
	type TestServer,
} from '../../test-utils/setup.ts';
import type { ServerConfig } from '../config.ts';

describe('Deployments sessions under a rotated key, a TLS proxy and guessing', () => {
	let config: ServerConfig;
	const servers: TestServer[] = [];
	const start = async (key: string) => {
		// Stopping a test server removes its data folder; keep it by stopping only the runtime.
		const server = await startTestServer(config, { env: { KEY: key, TEST_ACCESS_TOKEN: 't' } });
		servers.push(server);
		return server;
	};
	const tokenOf = (answer: unknown) =>
		((answer as Response).headers.get('set-cookie') ?? '').split(';')[0]?.split('=')[1] ?? '';

	beforeAll(() => {
		config = createTestConfig({
			projects: [createNoopProject('demo', createGitRepo({ 'a.md': 'a' }))],
		});
	});
	afterAll(async () => {
		for (const server of servers) {
			await server.close();
			await server.runtime.close();
		}
		cleanup(config.dataDir);
	});

	it('a session opened with a key ends when the key is rotated', async () => {
		const first = await start('key-one');
		const token = tokenOf(await postDeploymentsForm(first, { key: 'key-one' }));
		const cookie = { cookie: `trydocs_session=${token}` };
		expect(await openDeployments(first, { headers: cookie })).toMatchObject({ kind: 'builds' });
		await first.close();
		await first.runtime.close();

		const rotated = await start('key-two');
		expect(await openDeployments(rotated, { headers: cookie })).toEqual({
			kind: 'login',
			status: 200,
		});
		const fresh = tokenOf(await postDeploymentsForm(rotated, { key: 'key-two' }));
		expect(
			await openDeployments(rotated, { headers: { cookie: `trydocs_session=${fresh}` } }),
		).toMatchObject({ kind: 'builds' });
	});

	it('the cookie is Secure behind a TLS-terminating proxy (X-Forwarded-Proto: https)', async () => {
		const server = servers.at(-1) as TestServer;
		const answer = await postDeploymentsForm(
			server,
			{ key: 'key-two' },
			{ 'x-forwarded-proto': 'https' },
		);
		expect((answer as Response).headers.get('set-cookie')).toMatch(/; Secure$/);
		const plain = await postDeploymentsForm(server, { key: 'key-two' });
		expect((plain as Response).headers.get('set-cookie')).not.toContain('Secure');
	});

	it('the sign-in form answers 429 with Retry-After after 10 wrong keys, and still signs in with the right one', async () => {
		const server = servers.at(-1) as TestServer;
		const statuses: number[] = [];
		for (let index = 0; index < 11; index++) {
			const answer = await postDeploymentsForm(server, { key: `guess-${index}` });
			statuses.push((answer as { status: number }).status);
		}
		expect(statuses).toEqual([...new Array(10).fill(401), 429]);
		expect(await postDeploymentsForm(server, { key: 'guess-again' })).toMatchObject({
			kind: 'message',
			status: 429,
			title: 'Too many attempts',
			headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
		});
		const signedIn = (await postDeploymentsForm(server, { key: 'key-two' })) as Response;
		expect(signedIn.status).toBe(303);
		expect(signedIn.headers.get('set-cookie')).toMatch(/^trydocs_session=/);
	});
});
