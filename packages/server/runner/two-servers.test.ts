import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSqld, type SqldServer, startSqld } from '../../../fixtures/utils/sqld.ts';
import type { ServerConfig } from '../handlers/config.ts';
import { createLibsqlStore } from '../store/libsql-store.ts';
import type { BuildRecord, Store } from '../store/store.ts';
import { type ServerProcess, serveProcess } from '../test-utils/server-process.ts';
import { cleanup, createGitRepo, createTestConfig, waitFor } from '../test-utils/setup.ts';
import { LEASE_ENDED_REASON } from './watchdog.ts';

const KEY = 'td_key_two_servers_0123456789';
const LEASE_MS = 3000;

/**
 * A build that logs its start and end (so overlapping builds show), records its pid, and runs
 * while the repository holds `SLOW`.
 */
const BUILD = `
const fs = require('node:fs');
const id = process.env.TRYDOCS_BUILD_ID;
fs.appendFileSync('runs.log', 'start ' + id + ' ' + Date.now() + '\\n');
fs.writeFileSync('build.pid', String(process.pid));
const timer = setInterval(() => {
	if (fs.existsSync('SLOW')) return;
	clearInterval(timer);
	fs.appendFileSync('runs.log', 'end ' + id + ' ' + Date.now() + '\\n');
}, 20);
`;

const sqld = findSqld();

describe.skipIf(!sqld.path)(
	`two servers on one sqld, restarted mid-build (real server processes)${sqld.reason ? ` (skipped: ${sqld.reason})` : ''}`,
	() => {
		let db: SqldServer;
		let repo: string;
		let store: Store;
		const configs: ServerConfig[] = [];
		const files: string[] = [];
		const running: ServerProcess[] = [];

		beforeAll(async () => {
			db = await startSqld();
			repo = createGitRepo({ 'build.cjs': BUILD, 'a.md': 'a' });
			// Two machines: a data folder each, one database.
			for (const name of ['a', 'b']) {
				const config = createTestConfig({
					database: { url: db.url },
					projects: [
						{
							id: 'docs',
							name: 'Docs',
							apiKeyEnv: 'KEY',
							root: repo,
							runner: { type: 'command', command: 'node build.cjs', timeoutMs: 120_000, keep: 1 },
						},
					],
				});
				const file = join(config.dataDir, `${name}.json`);
				writeFileSync(file, JSON.stringify(config));
				configs.push(config);
				files.push(file);
			}
			store = createLibsqlStore({ url: db.url });
		});
		afterAll(async () => {
			for (const server of running) await server.kill();
			store?.close();
			await db?.stop();
			cleanup(repo, ...configs.map((config) => config.dataDir));
		});

		const start = (index: number) => {
			const server = serveProcess(files[index] ?? '', {
				KEY,
				TEST_ACCESS_TOKEN: 't',
				TRYDOCS_BUILD_LEASE_MS: String(LEASE_MS),
			});
			running.push(server);
			return server;
		};
		const trigger = async (url: string) => {
			const response = await fetch(`${url}/api/projects/docs/rebuild`, {
				method: 'POST',
				headers: { authorization: `Bearer ${KEY}` },
			});
			expect(response.status).toBe(200);
			return (await response.json()) as { buildId: string; status: string };
		};
		const read = async (id: string) => (await store.getBuild(id)) as BuildRecord;
		const until = (id: string, status: BuildRecord['status']) =>
			waitFor(async () => (await read(id))?.status === status && read(id), 30_000);
		/** The build processes' own start and end times, from `runs.log`. */
		const runs = () => {
			const spans = new Map<string, [number, number]>();
			for (const line of readFileSync(join(repo, 'runs.log'), 'utf8').trim().split('\n')) {
				const [event, id = '', at = ''] = line.split(' ');
				const span = spans.get(id) ?? [Number.NaN, Number.NaN];
				span[event === 'start' ? 0 : 1] = Number(at);
				spans.set(id, span);
			}
			return spans;
		};

		it('a restarted server leaves the build another one runs alone: no second build starts, its result is kept, the queued one runs after', async () => {
			writeFileSync(join(repo, 'SLOW'), '');
			const a = start(0);
			let b = start(1);
			const [urlA] = await Promise.all([a.url, b.url]);
			const first = await trigger(urlA);
			const running = await until(first.buildId, 'building');
			expect(running.owner).toContain(`/${a.child.pid}/`);

			// B is killed and started again while A builds.
			await b.kill();
			b = start(1);
			const urlB = await b.url;
			const second = await trigger(urlB);
			const third = await trigger(urlB);
			expect(second.status).toBe('queued');
			expect(third.buildId).toBe(second.buildId);
			// A renews its lease: after twice its length, neither B's start nor its watchdog
			// has failed the build, and nothing else started.
			await new Promise((resolve) => setTimeout(resolve, 2 * LEASE_MS));
			expect(await read(first.buildId)).toMatchObject({ status: 'building' });
			expect(await read(second.buildId)).toMatchObject({ status: 'queued' });
			expect(runs().size).toBe(1);

			rmSync(join(repo, 'SLOW'));
			expect((await until(first.buildId, 'deployed')).failureReason).toBeNull();
			await until(second.buildId, 'deployed');
			const spans = runs();
			const [one, two] = [spans.get(first.buildId), spans.get(second.buildId)];
			expect(two?.[0]).toBeGreaterThanOrEqual(one?.[1] ?? Number.NaN);
			expect(await store.countBuilds('docs')).toBe(2);
			console.log(
				`[faults] two servers on one sqld, one restarted mid-build: held (build ${first.buildId} kept building on the other and ended deployed; 2 triggers on the restarted one joined one queued build, which ran after it; build processes never overlapped)`,
			);
		}, 90_000);

		it('a server killed mid-build: its lease ends and the other server fails the build with a reason, then runs the next one', async () => {
			const alive = (server: ServerProcess) =>
				server.child.exitCode === null && server.child.signalCode === null;
			const urls = await Promise.all(running.filter(alive).map((server) => server.url));
			writeFileSync(join(repo, 'SLOW'), '');
			rmSync(join(repo, 'build.pid'), { force: true });
			const build = await trigger(urls[0] ?? '');
			const claimed = await until(build.buildId, 'building');
			const owner = running.find((s) => claimed.owner?.includes(`/${s.child.pid}/`));
			const survivor = running.find((server) => server !== owner && alive(server));
			if (!owner || !survivor) throw new Error(`No owner for ${claimed.owner}`);
			const pid = await waitFor(
				() =>
					existsSync(join(repo, 'build.pid')) &&
					Number(readFileSync(join(repo, 'build.pid'), 'utf8')),
			);
			const killedAt = Date.now();
			await owner.kill();
			const failed = await until(build.buildId, 'failed');
			const took = Date.now() - killedAt;
			expect(failed.failureReason).toBe(LEASE_ENDED_REASON);
			// Not before its lease ran out.
			expect(Date.parse(failed.finishedAt ?? '')).toBeGreaterThanOrEqual(
				(claimed.leaseUntil ?? 0) - LEASE_MS,
			);
			// The killed server's build process is detached and outlives it (on a lost machine it
			// is gone with it); the test stops it, as that server's next start would.
			expect(() => process.kill(pid, 0)).not.toThrow();
			process.kill(pid, 'SIGKILL');
			rmSync(join(repo, 'SLOW'));
			const next = await trigger(await survivor.url);
			expect(next.buildId).not.toBe(build.buildId);
			await until(next.buildId, 'deployed');
			console.log(
				`[faults] two servers on one sqld, the one building killed -9: held (build ${build.buildId} failed by the other ${took} ms later with its lease (${LEASE_MS} ms) over; the next build deployed)`,
			);
		}, 90_000);
	},
);
