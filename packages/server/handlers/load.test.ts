import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	createGitRepo,
	createNoopProject,
	createTestConfig,
	startTestServer,
	type TestServer,
	triggerRebuilds,
} from '../test-utils/setup.ts';

const KEY = 'td_key_load_0123456789';
const LIMIT = 37;
const REQUESTS = 500;

describe('500 concurrent rebuild triggers for one key (loopback)', () => {
	let server: TestServer;
	beforeAll(async () => {
		const repo = createGitRepo({ 'a.md': 'a' });
		server = await startTestServer(
			createTestConfig({
				projects: [createNoopProject('demo', repo)],
				rateLimit: { requests: LIMIT, windowSeconds: 3600 },
			}),
			{ env: { KEY, TEST_ACCESS_TOKEN: 'tok' } },
		);
	});
	afterAll(async () => {
		await server?.stop();
	});

	it('gives exactly the limit in 200s and 429s for the rest; every 200 build is stored once', async () => {
		const responses = await triggerRebuilds([server], 'demo', KEY, REQUESTS);
		const ok = responses.filter((r) => r.status === 200);
		const limited = responses.filter((r) => r.status === 429);
		expect(ok).toHaveLength(LIMIT);
		expect(limited).toHaveLength(REQUESTS - LIMIT);
		for (const response of limited) {
			expect(response.body).toEqual({
				error: { code: 'rate_limited', message: 'Too many requests', status: 429 },
			});
			expect(Number(response.retryAfter)).toBeGreaterThan(0);
		}

		const ids = ok.map((r) => r.body.buildId as string);
		expect(new Set(ids).size).toBe(LIMIT);
		const { store } = server.runtime.deps;
		expect(await store.countBuilds('demo')).toBe(LIMIT);
		const stored = await store.listBuilds('demo', 1000);
		expect(stored.map((b) => b.id).sort()).toEqual([...ids].sort());

		// All of them run, one at a time, and none is lost.
		await server.runtime.queue.idle();
		const finished = await store.listBuilds('demo', 1000);
		expect(finished.filter((b) => b.status === 'deployed')).toHaveLength(LIMIT);
	}, 60_000);

	it('shares the limit between two server instances on the same database', async () => {
		const repo = createGitRepo({ 'a.md': 'a' });
		const config = createTestConfig({
			projects: [createNoopProject('shared', repo)],
			rateLimit: { requests: 20, windowSeconds: 3600 },
		});
		const env = { KEY, TEST_ACCESS_TOKEN: 'tok' };
		const [a, b] = await Promise.all([
			startTestServer(config, { env }),
			startTestServer(config, { env }),
		]);
		try {
			const statuses = (await triggerRebuilds([a, b], 'shared', KEY, 200)).map((r) => r.status);
			expect(statuses.filter((s) => s === 200)).toHaveLength(20);
			expect(statuses.filter((s) => s === 429)).toHaveLength(180);
			expect(await a.runtime.deps.store.countBuilds('shared')).toBe(20);
		} finally {
			await a.stop();
			await b.stop();
		}
	}, 60_000);
});
