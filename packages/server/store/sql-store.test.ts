import { join } from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { afterAll, describe, expect, it } from 'vitest';
import { findSqld, startSqld } from '../../../fixtures/utils/sqld.ts';
import { cleanup, createTempDir } from '../test-utils/setup.ts';
import { createD1Executor, type D1Database } from './executors/d1.ts';
import { createLibsqlStore } from './libsql-store.ts';
import { MIGRATIONS, type Migration } from './migrations.ts';
import { createSqlStore } from './sql-store.ts';
import type { BuildRecord, Store, TicketRecord } from './store.ts';

/** A fresh, empty database: stores on it, and a way to throw it away. */
interface Database {
	createStore(migrations?: readonly Migration[]): Store;
	close(): Promise<void>;
}

/** One workerd for the D1 runs, with a fresh database (binding) for each test. */
let miniflare: Miniflare | undefined;
let nextD1 = 0;
function getMiniflare(): Miniflare {
	miniflare ??= new Miniflare(
		convertV4MiniflareOptions({
			modules: true,
			script: 'export default { fetch: () => new Response(null) }',
			compatibilityDate: '2026-10-01',
			d1Databases: Array.from({ length: 16 }, (_, index) => `DB${index}`),
		}),
	);
	return miniflare;
}
afterAll(async () => {
	await miniflare?.dispose();
});

/** The same checks run on each engine the store runs on. */
const sqld = findSqld();
const backends: {
	name: string;
	skip: boolean;
	maxConcurrency?: number;
	open(): Promise<Database>;
}[] = [
	{
		name: 'an embedded file (libSQL client, file: URL)',
		skip: false,
		async open() {
			const dir = createTempDir();
			const url = `file:${join(dir, 'test.db')}`;
			return {
				createStore: (migrations) => createLibsqlStore({ url, migrations }),
				close: async () => cleanup(dir),
			};
		},
	},
	{
		name: sqld.path
			? 'a libSQL server (libSQL client, sqld over HTTP)'
			: `a libSQL server (skipped: ${sqld.reason})`,
		skip: !sqld.path,
		async open() {
			const server = await startSqld();
			return {
				createStore: (migrations) => createLibsqlStore({ url: server.url, migrations }),
				close: () => server.stop(),
			};
		},
	},
	{
		// A real D1 database in workerd (Miniflare, as `wrangler dev` runs it), through its binding.
		name: 'a D1 database (D1 binding, workerd)',
		skip: false,
		maxConcurrency: 10,
		async open() {
			const binding = (await getMiniflare().getD1Database(
				`DB${nextD1++}`,
			)) as unknown as D1Database;
			return {
				createStore: (migrations) => createSqlStore(createD1Executor(binding), migrations),
				close: async () => {},
			};
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
	// Each D1 call crosses from Node into workerd over loopback HTTP: slower than in a Worker.
	describe.skipIf(backend.skip)(`store on ${backend.name}`, { timeout: 60_000 }, () => {
		/** Runs `check` against a migrated store on a fresh database. */
		async function withStore(check: (store: Store, db: Database) => Promise<void>) {
			const db = await backend.open();
			const store = db.createStore();
			try {
				await store.migrate();
				await check(store, db);
			} finally {
				store.close();
				await db.close();
			}
		}

		it('creates the schema on first start, applying the numbered migrations once even from two processes at the same time', async () => {
			const db = await backend.open();
			const store = db.createStore();
			const second = db.createStore();
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
				const first = db.createStore();
				await first.migrate();
				first.close();
				const next = db.createStore([
					...MIGRATIONS,
					{
						version: 4,
						name: 'ticket tags',
						statements: ['ALTER TABLE tickets ADD COLUMN tags TEXT'],
					},
				]);
				expect(await next.migrate()).toEqual([4]);
				expect(await next.migrate()).toEqual([]);
				next.close();
			} finally {
				await db.close();
			}
		});

		it('counts a sliding-window limit atomically: 200 concurrent hits allow exactly the limit, and a burst across a window boundary gets nothing more', async () => {
			await withStore(async (store) => {
				const now = Date.now();
				// Miniflare's bridge from Node into workerd drops connections past a few dozen at
				// once, so D1 gets its 200 hits in concurrent waves.
				const wave = backend.maxConcurrency ?? 200;
				const results: Awaited<ReturnType<Store['hitRateLimit']>>[] = [];
				for (let sent = 0; sent < 200; sent += wave) {
					const count = Math.min(wave, 200 - sent);
					results.push(
						...(await Promise.all(
							Array.from({ length: count }, () => store.hitRateLimit('k', 50, 60, now)),
						)),
					);
				}
				expect(results.filter((r) => r.allowed)).toHaveLength(50);
				const refused = results.find((r) => !r.allowed);
				expect(refused).toMatchObject({ count: 50, retryAfterSeconds: 60 });
				// Another key has its own count.
				expect(await store.hitRateLimit('other', 50, 60, now)).toMatchObject({
					allowed: true,
					count: 1,
				});
				// Where a fixed window would start again (one minute on, minus nothing used): the
				// 50 allowed ones are still inside the last 60 s until now + 60 s.
				expect((await store.hitRateLimit('k', 50, 60, now + 59_999)).allowed).toBe(false);
				expect(await store.hitRateLimit('k', 50, 60, now + 60_000)).toMatchObject({
					allowed: true,
					count: 1,
				});

				// A burst of 2 x limit around a minute boundary (half just before, half just after),
				// the pattern that let 2 x the limit through a fixed window.
				const boundary = Math.ceil((now + 120_000) / 60_000) * 60_000;
				const burst: boolean[] = [];
				for (const at of [boundary - 300, boundary + 300]) {
					for (let sent = 0; sent < 50; sent += wave) {
						const count = Math.min(wave, 50 - sent);
						const answers = await Promise.all(
							Array.from({ length: count }, () => store.hitRateLimit('b', 50, 60, at)),
						);
						burst.push(...answers.map((answer) => answer.allowed));
					}
				}
				expect(burst.filter(Boolean)).toHaveLength(50);
			});
		});

		it('queues at most one build per project: a trigger while one is queued joins it and gives it its commit', async () => {
			await withStore(async (store) => {
				const newer = (id: string) => ({
					...build(id),
					commit: {
						sha: 'def5678',
						fullSha: 'def5678'.padEnd(40, '0'),
						message: 'n',
						author: 'b@c.d',
					},
				});
				const first = await store.queueBuild(build('b1'));
				expect(first).toMatchObject({ joined: false, build: { id: 'b1', status: 'queued' } });
				const answers = await Promise.all(
					Array.from({ length: 8 }, (_, index) => store.queueBuild(newer(`n${index}`))),
				);
				for (const answer of answers) {
					expect(answer).toMatchObject({
						joined: true,
						build: { id: 'b1', commit: { sha: 'def5678' } },
					});
				}
				expect(await store.countBuilds('p')).toBe(1);
				// Once it runs, the next trigger queues a new build; others join that one.
				await store.claimNextBuild('p', {
					owner: 'a',
					startedAt: new Date().toISOString(),
					leaseUntil: Date.now() + 60_000,
				});
				const racing = await Promise.all(
					Array.from({ length: 6 }, (_, index) => store.queueBuild(build(`r${index}`))),
				);
				expect(racing.filter((answer) => !answer.joined)).toHaveLength(1);
				expect(new Set(racing.map((answer) => answer.build.id)).size).toBe(1);
				expect(await store.countBuilds('p')).toBe(2);
			});
		});

		it('claims builds with an owner and a lease: one at a time per project, oldest first; only the owner ends it; expired leases and overdue builds are failed, live ones kept', async () => {
			await withStore(async (store) => {
				const now = Date.now();
				const claim = (owner: string, leaseUntil = now + 60_000) => ({
					owner,
					startedAt: new Date(now).toISOString(),
					leaseUntil,
				});
				await store.insertBuild(build('b1'));
				await store.insertBuild(build('b2'));
				await store.insertBuild(build('c1', 'q'));
				await store.insertBuild(build('d1', 'r'));
				expect((await store.listBuilds('p')).map((b) => b.id)).toEqual(['b2', 'b1']);
				expect(await store.countBuilds('p')).toBe(2);
				expect((await store.listProjectsWithQueuedBuilds()).sort()).toEqual(['p', 'q', 'r']);

				// Two servers claim at once: one gets the oldest build, the other nothing.
				const [first, second] = await Promise.all([
					store.claimNextBuild('p', claim('server-a')),
					store.claimNextBuild('p', claim('server-b')),
				]);
				const claimed = [first, second].filter(Boolean);
				expect(claimed.map((b) => b?.id)).toEqual(['b1']);
				const owner = claimed[0]?.owner ?? '';
				expect(['server-a', 'server-b']).toContain(owner);
				expect(claimed[0]?.leaseUntil).toBe(now + 60_000);

				// Only the owner renews or ends it.
				expect(await store.renewBuildLease('b1', 'someone-else', now + 90_000)).toBe(false);
				expect(await store.renewBuildLease('b1', owner, now + 90_000)).toBe(true);
				expect(
					await store.finishBuild(
						'b1',
						'someone-else',
						'failed',
						'2026-11-21T12:00:00.000Z',
						'x',
						'x',
					),
				).toBe(false);
				expect(
					await store.finishBuild(
						'b1',
						owner,
						'deployed',
						'2026-11-21T12:00:00.000Z',
						'built',
						null,
					),
				).toBe(true);
				expect(await store.getBuild('b1')).toMatchObject({
					status: 'deployed',
					finishedAt: '2026-11-21T12:00:00.000Z',
					log: 'built',
					failureReason: null,
					commit: { sha: 'abc1234', author: 'a@b.c' },
				});
				expect((await store.claimNextBuild('p', claim('server-a', now + 1000)))?.id).toBe('b2');
				expect((await store.claimNextBuild('q', claim('server-b', now + 60_000)))?.id).toBe('c1');

				// A server starting (or its watchdog) fails only builds whose lease ended.
				expect(await store.failBuilds({ leaseEndedBefore: now + 999 }, 'gone', 'x')).toEqual([]);
				// Its own watchdog leaves a server's builds alone: it knows they are alive.
				expect(
					await store.failBuilds(
						{ leaseEndedBefore: now + 1001, exceptOwner: 'server-a' },
						'gone',
						'x',
					),
				).toEqual([]);
				const expired = await store.failBuilds({ leaseEndedBefore: now + 1001 }, 'gone', 'then');
				expect(expired.map((b) => b.id)).toEqual(['b2']);
				expect(await store.getBuild('b2')).toMatchObject({
					status: 'failed',
					failureReason: 'gone',
					log: '\n[trydocs] gone\n',
				});
				expect(await store.getBuild('c1')).toMatchObject({ status: 'building', owner: 'server-b' });

				// A claim whose time was taken before the last build's end was stamped (two servers,
				// one database) starts at that end, never before it.
				await store.insertBuild(build('z1', 'z'));
				expect((await store.claimNextBuild('z', claim('server-a')))?.id).toBe('z1');
				const later = new Date(now + 5_000).toISOString();
				expect(await store.finishBuild('z1', 'server-a', 'deployed', later, '', null)).toBe(true);
				await store.insertBuild(build('z2', 'z'));
				expect((await store.claimNextBuild('z', claim('server-b')))?.startedAt).toBe(later);
				// Its owner was alive after all (a long database outage): its real result wins.
				expect(await store.finishBuild('b2', 'server-a', 'deployed', 'later', 'built', null)).toBe(
					true,
				);
				expect(await store.getBuild('b2')).toMatchObject({
					status: 'deployed',
					failureReason: null,
				});

				// The watchdog fails a build past its time limit, live lease or not; and one by id.
				expect(
					await store.failBuilds(
						{ projectId: 'q', startedBefore: new Date(now).toISOString() },
						'slow',
						'x',
					),
				).toEqual([]);
				const overdue = await store.failBuilds(
					{ projectId: 'q', startedBefore: new Date(now + 1).toISOString() },
					'slow',
					'x',
				);
				expect(overdue.map((b) => b.id)).toEqual(['c1']);
				await store.claimNextBuild('r', claim('server-a'));
				expect((await store.failBuilds({ id: 'd1' }, 'orphan', 'x')).map((b) => b.id)).toEqual([
					'd1',
				]);
				expect(await store.failBuilds({ id: 'd1' }, 'orphan', 'x')).toEqual([]);
				expect(await store.listProjectsWithQueuedBuilds()).toEqual([]);
				expect(await store.getBuild('nope')).toBeUndefined();
			});
		});

		it('pages builds newest first by cursor, and grows and reads a live log by characters', async () => {
			await withStore(async (store) => {
				const at = (second: number) => `2026-11-21T12:00:${String(second).padStart(2, '0')}.000Z`;
				// Two builds created in the same millisecond still page in a stable order.
				for (const [id, second] of [
					['b1', 1],
					['b3', 2],
					['b2', 2],
					['b4', 4],
				] as const) {
					await store.insertBuild({ ...build(id), createdAt: at(second), log: `log of ${id}` });
				}
				await store.insertBuild({ ...build('x1', 'q'), createdAt: at(3) });
				const first = await store.listBuildsPage('p', 2);
				expect(first.map((b) => b.id)).toEqual(['b4', 'b3']);
				expect(first.map((b) => b.log)).toEqual(['', '']);
				const last = first[1] as BuildRecord;
				const rest = await store.listBuildsPage(
					'p',
					10,
					{ createdAt: last.createdAt, id: last.id },
					true,
				);
				expect(rest.map((b) => [b.id, b.log])).toEqual([
					['b2', 'log of b2'],
					['b1', 'log of b1'],
				]);

				// Only a building build's log grows, and only up to the cap.
				await store.appendBuildLog('b1', 'not while queued', 100);
				await store.claimNextBuild('p', {
					owner: 'test',
					startedAt: at(5),
					leaseUntil: Date.now() + 60_000,
				});
				await store.appendBuildLog('b1', '\nstep 😀 1\n', 100);
				const whole = await store.readBuildLog('b1', 0, 1000);
				expect(whole?.build.log).toBe('log of b1\nstep 😀 1\n');
				// Offsets count code points, as SQLite counts text: the emoji is one character.
				expect(whole?.length).toBe(19);
				expect((await store.readBuildLog('b1', 16, 1000))?.build.log).toBe(' 1\n');
				expect(await store.readBuildLog('b1', 19, 1000)).toMatchObject({
					build: { id: 'b1', status: 'building', log: '' },
					length: 19,
				});
				await store.appendBuildLog('b1', 'x'.repeat(200), 100);
				await store.appendBuildLog('b1', 'past the cap', 100);
				expect((await store.readBuildLog('b1', 0, 0))?.length).toBe(219);
				expect(await store.readBuildLog('nope', 0, 10)).toBeUndefined();
			});
		});

		it('stores tickets and reads them back, from the instance that made them and from another', async () => {
			await withStore(async (store, db) => {
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
				const other = db.createStore();
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
