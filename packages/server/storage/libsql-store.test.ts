import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSqld, startSqld } from '../../../fixtures/utils/sqld.ts';
import { cleanup, createTempDir } from '../test-utils/setup.ts';
import { createLibsqlStore } from './libsql-store.ts';
import { MIGRATIONS } from './migrations.ts';
import type { BuildRecord, TicketRecord } from './store.ts';

/** A fresh, empty database and a way to throw it away. */
interface Database {
	url: string;
	close(): Promise<void>;
}

/** The same checks run on each place the store can live. */
const sqld = findSqld();
const backends: { name: string; skip: boolean; open(): Promise<Database> }[] = [
	{
		name: 'an embedded file (file: URL)',
		skip: false,
		async open() {
			const dir = createTempDir();
			return { url: `file:${join(dir, 'test.db')}`, close: async () => cleanup(dir) };
		},
	},
	{
		name: sqld.path
			? 'a libSQL server (sqld, over HTTP)'
			: `a libSQL server (skipped: ${sqld.reason})`,
		skip: !sqld.path,
		async open() {
			const server = await startSqld();
			return { url: server.url, close: () => server.stop() };
		},
	},
];

function build(id: string, projectId = 'p'): BuildRecord {
	return {
		id,
		projectId,
		status: 'queued',
		createdAt: new Date().toISOString(),
		startedAt: null,
		finishedAt: null,
		commit: { sha: 'abc1234', fullSha: 'abc1234'.padEnd(40, '0'), message: 'm', author: 'a@b.c' },
		log: '',
		failureReason: null,
	};
}

for (const backend of backends) {
	describe.skipIf(backend.skip)(`libSQL store on ${backend.name}`, () => {
		/** Runs `check` against a migrated store on a fresh database. */
		async function withStore(
			check: (store: ReturnType<typeof createLibsqlStore>, url: string) => Promise<void>,
		) {
			const db = await backend.open();
			const store = createLibsqlStore({ url: db.url });
			try {
				await store.migrate();
				await check(store, db.url);
			} finally {
				store.close();
				await db.close();
			}
		}

		it('creates the schema on first start, applying the numbered migrations once even from two processes at the same time', async () => {
			const db = await backend.open();
			const store = createLibsqlStore({ url: db.url });
			const second = createLibsqlStore({ url: db.url });
			try {
				const [a, b] = await Promise.all([store.migrate(), second.migrate()]);
				expect([...a, ...b].sort()).toEqual(MIGRATIONS.map((m) => m.version));
				// The second start finds everything applied.
				expect(await store.migrate()).toEqual([]);
				expect(await second.migrate()).toEqual([]);
				await store.insertBuild(build('b1'));
				expect(await second.countBuilds('p')).toBe(1);
			} finally {
				store.close();
				second.close();
				await db.close();
			}
		});

		it('applies a later migration on top of an existing database', async () => {
			const db = await backend.open();
			try {
				const first = createLibsqlStore({ url: db.url });
				await first.migrate();
				first.close();
				const next = createLibsqlStore({
					url: db.url,
					migrations: [
						...MIGRATIONS,
						{
							version: 3,
							name: 'ticket tags',
							statements: ['ALTER TABLE tickets ADD COLUMN tags TEXT'],
						},
					],
				});
				expect(await next.migrate()).toEqual([3]);
				expect(await next.migrate()).toEqual([]);
				next.close();
			} finally {
				await db.close();
			}
		});

		it('counts a rate limit atomically: 200 concurrent hits give counts 1..200 and allow exactly the limit', async () => {
			await withStore(async (store) => {
				const now = Date.now();
				const results = await Promise.all(
					Array.from({ length: 200 }, () => store.hitRateLimit('k', 50, 60, now)),
				);
				expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
					Array.from({ length: 200 }, (_, i) => i + 1),
				);
				expect(results.filter((r) => r.allowed)).toHaveLength(50);
				expect(results[0]?.retryAfterSeconds).toBeGreaterThan(0);
				// Another key has its own count; the next window starts from zero.
				expect(await store.hitRateLimit('other', 50, 60, now)).toMatchObject({ count: 1 });
				expect(await store.hitRateLimit('k', 50, 60, now + 60_000)).toMatchObject({
					allowed: true,
					count: 1,
				});
			});
		});

		it('inserts, lists, claims and finishes builds: one at a time per project, oldest first', async () => {
			await withStore(async (store) => {
				await store.insertBuild(build('b1'));
				await store.insertBuild(build('b2'));
				await store.insertBuild(build('c1', 'q'));
				expect((await store.listBuilds('p')).map((b) => b.id)).toEqual(['b2', 'b1']);
				expect(await store.countBuilds('p')).toBe(2);
				expect((await store.listProjectsWithQueuedBuilds()).sort()).toEqual(['p', 'q']);

				const [first, second] = await Promise.all([
					store.claimNextBuild('p', new Date().toISOString()),
					store.claimNextBuild('p', new Date().toISOString()),
				]);
				expect([first?.id, second?.id].filter(Boolean)).toEqual(['b1']);
				expect((await store.claimNextBuild('q', new Date().toISOString()))?.id).toBe('c1');
				await store.finishBuild('b1', 'deployed', '2026-11-21T12:00:00.000Z', 'built', null);
				expect(await store.getBuild('b1')).toMatchObject({
					status: 'deployed',
					finishedAt: '2026-11-21T12:00:00.000Z',
					log: 'built',
					failureReason: null,
					commit: { sha: 'abc1234', author: 'a@b.c' },
				});
				expect((await store.claimNextBuild('p', new Date().toISOString()))?.id).toBe('b2');

				// A restart marks what was left building as failed, with the reason in the log.
				const failed = await store.failInterruptedBuilds('stopped', '2026-11-21T12:01:00.000Z');
				expect(failed.map((b) => b.id).sort()).toEqual(['b2', 'c1']);
				expect(await store.getBuild('b2')).toMatchObject({
					status: 'failed',
					failureReason: 'stopped',
					log: '\n[trydocs] stopped\n',
				});
				expect(await store.listProjectsWithQueuedBuilds()).toEqual([]);
				expect(await store.getBuild('nope')).toBeUndefined();
			});
		});

		it('stores tickets and reads them back, from the instance that made them and from another', async () => {
			await withStore(async (store, url) => {
				const ticket: TicketRecord = {
					id: 'tkt_x1',
					status: 'open',
					created_at: '2026-11-21T12:00:00.000Z',
					customer_id: 'cus_1',
					subject: 'Export fails — ünïcode',
					priority: 'high',
				};
				await store.insertTicket(ticket);
				expect(await store.getTicket('tkt_x1')).toEqual(ticket);
				const other = createLibsqlStore({ url });
				try {
					expect(await other.getTicket('tkt_x1')).toEqual(ticket);
					expect(await other.getTicket('tkt_nope')).toBeUndefined();
				} finally {
					other.close();
				}
				await expect(store.insertTicket(ticket)).rejects.toThrow(/UNIQUE/);
			});
		});

		it('keeps credential hashes: put replaces, insert-if-missing keeps the first', async () => {
			await withStore(async (store) => {
				await store.putCredential({ kind: 'api_key', subject: 'p', hash: 'h1', source: 'env' });
				await store.putCredential({ kind: 'api_key', subject: 'p', hash: 'h2', source: 'env' });
				expect(await store.getCredential('api_key', 'p')).toEqual({
					kind: 'api_key',
					subject: 'p',
					hash: 'h2',
					source: 'env',
				});
				const [a, b] = await Promise.all([
					store.insertCredentialIfMissing({
						kind: 'access_token',
						subject: 'T',
						hash: 'first',
						source: 'generated',
					}),
					store.insertCredentialIfMissing({
						kind: 'access_token',
						subject: 'T',
						hash: 'second',
						source: 'generated',
					}),
				]);
				// Both callers see the one that won.
				expect(a.hash).toBe(b.hash);
				expect((await store.listCredentials('access_token')).map((c) => c.hash)).toEqual([a.hash]);
				expect(await store.listCredentials('api_key')).toHaveLength(1);
				expect(await store.getCredential('api_key', 'other')).toBeUndefined();
			});
		});

		it('keeps sessions until they expire or are deleted', async () => {
			await withStore(async (store) => {
				const now = Date.now();
				await store.insertSession('s1', { projectId: 'p', expiresAt: now + 60_000 });
				await store.insertSession('s2', { projectId: 'q', expiresAt: now + 60_000 });
				expect(await store.getSession('s1', now)).toEqual({
					projectId: 'p',
					expiresAt: now + 60_000,
				});
				expect(await store.getSession('s1', now + 60_001)).toBeUndefined();
				await store.deleteSession('s1');
				expect(await store.getSession('s1', now)).toBeUndefined();
				expect(await store.getSession('s2', now)).toMatchObject({ projectId: 'q' });
			});
		});
	});
}
