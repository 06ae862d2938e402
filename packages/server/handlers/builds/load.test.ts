import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	createGitRepo,
	createNoopProject,
	createTestConfig,
	startTestServer,
	type TestServer,
	triggerRebuilds,
} from '../../test-utils/setup.ts';

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

	it('gives exactly the limit in 200s and 429s for the rest; the accepted ones join the queued build, each stored once and run one at a time', async () => {
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

		// Counted against the store: every build an accepted trigger answered with is stored
		// once, and nothing else is.
		const ids = new Set(ok.map((r) => r.body.buildId as string));
		const { store } = server.runtime.deps;
		await server.runtime.queue.idle();
		const stored = await store.listBuilds('demo', 1000);
		expect(stored.map((b) => b.id).sort()).toEqual([...ids].sort());
		// A trigger while a build is queued joins it: far fewer builds than triggers.
		expect(ids.size).toBeLessThan(LIMIT);
		expect(stored.every((b) => b.status === 'deployed')).toBe(true);
		const spans = stored
			.map((b) => [Date.parse(b.startedAt ?? ''), Date.parse(b.finishedAt ?? '')] as const)
			.sort((x, y) => x[0] - y[0]);
		for (let i = 1; i < spans.length; i++) {
			expect(spans[i]?.[0]).toBeGreaterThanOrEqual(spans[i - 1]?.[1] ?? Number.NaN);
		}
		console.log(
			`[load] ${REQUESTS} concurrent triggers, limit ${LIMIT}: held (${ok.length} accepted, ${limited.length} refused 429 with Retry-After; the accepted ones joined ${ids.size} builds, ${stored.length} stored, all deployed one at a time)`,
		);
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
			const responses = await triggerRebuilds([a, b], 'shared', KEY, 200);
			const statuses = responses.map((r) => r.status);
			expect(statuses.filter((s) => s === 200)).toHaveLength(20);
			expect(statuses.filter((s) => s === 429)).toHaveLength(180);
			const ids = new Set(responses.filter((r) => r.status === 200).map((r) => r.body.buildId));
			expect(await a.runtime.deps.store.countBuilds('shared')).toBe(ids.size);
		} finally {
			await a.stop();
			await b.stop();
		}
	}, 60_000);
});

describe('a burst across a rate-limit window boundary', () => {
	it('accepts the limit once in any window: the limit just before a minute boundary, nothing just after', async () => {
		const limit = 30;
		const repo = createGitRepo({ 'a.md': 'a' });
		// The server's clock, moved by the test: 300 ms before a minute boundary, then 300 ms after.
		const boundary = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
		let now = boundary - 300;
		const server = await startTestServer(
			createTestConfig({
				projects: [createNoopProject('edge', repo)],
				rateLimit: { requests: limit, windowSeconds: 60 },
			}),
			{ env: { KEY, TEST_ACCESS_TOKEN: 'tok' }, now: () => now },
		);
		try {
			const before = await triggerRebuilds([server], 'edge', KEY, 2 * limit);
			now = boundary + 300;
			const after = await triggerRebuilds([server], 'edge', KEY, 2 * limit);
			const accepted = [...before, ...after].filter((r) => r.status === 200);
			expect(before.filter((r) => r.status === 200)).toHaveLength(limit);
			// A fixed window would accept `limit` more here (2x the limit in 0.6 s).
			expect(after.filter((r) => r.status === 200)).toHaveLength(0);
			for (const refused of after) {
				expect(refused.status).toBe(429);
				// The next one is allowed when the first accepted one is 60 s old: ~59.7 s on.
				expect(Number(refused.retryAfter)).toBe(60);
			}
			// Counted against the store: it holds exactly `limit` hits for the key.
			const db = createClient({
				url: `file:${join(server.runtime.deps.config.dataDir, 'trydocs.db')}`,
			});
			const hits = await db.execute(
				"SELECT COUNT(*) AS n FROM rate_limit_hits WHERE bucket LIKE 'rebuild:%'",
			);
			db.close();
			expect(Number(hits.rows[0]?.n)).toBe(limit);
			const { store } = server.runtime.deps;
			await server.runtime.queue.idle();
			const ids = new Set(accepted.map((r) => r.body.buildId));
			expect((await store.listBuilds('edge', 1000)).map((b) => b.id).sort()).toEqual(
				[...ids].sort(),
			);
			console.log(
				`[load] burst of ${4 * limit} triggers across a window boundary (limit ${limit}/60 s): held (${before.filter((r) => r.status === 200).length} accepted before it, ${after.filter((r) => r.status === 200).length} after, ${Number(hits.rows[0]?.n)} hits in the store; ${ids.size} builds stored)`,
			);
		} finally {
			await server.stop();
		}
	}, 60_000);
});
