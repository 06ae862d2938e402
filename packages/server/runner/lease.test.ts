import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../store/libsql-store.ts';
import type { Store } from '../store/store.ts';
import { cleanup, createQueuedBuild, createTempDir, waitFor } from '../test-utils/setup.ts';
import { createBuildQueue, type RunBuild } from './queue.ts';
import { recoverBuilds } from './watchdog.ts';

const LEASE_MS = 600;

/** A build that runs until it is stopped or released, recording when each happened. */
function createHeldRunner() {
	const events: Array<{ event: 'start' | 'stop'; at: number }> = [];
	let release: () => void = () => {};
	const run: RunBuild = (_build, signal) =>
		new Promise((resolve) => {
			events.push({ event: 'start', at: Date.now() });
			signal?.addEventListener('abort', () => {
				events.push({ event: 'stop', at: Date.now() });
				resolve({ ok: false, log: '', reason: 'stopped' });
			});
			release = () => resolve({ ok: true, log: 'built' });
		});
	return { run, events, release: () => release() };
}

describe('a build’s lease through a database outage', () => {
	let dir: string;
	let store: Store;
	/** The owner's view of the database: down while `down` is true. */
	let down = false;
	let owned: Store;

	beforeAll(async () => {
		dir = createTempDir();
		store = createLibsqlStore({ url: `file:${join(dir, 'trydocs.db')}` });
		await store.migrate();
		// The owner's writes fail while the database is down (other servers reach it).
		const unreachable = <K extends 'renewBuildLease' | 'finishBuild'>(name: K) => ({
			value: (...args: Parameters<Store[K]>) =>
				down
					? Promise.reject(new Error('ECONNREFUSED: the database is unreachable'))
					: (store[name] as (...a: Parameters<Store[K]>) => ReturnType<Store[K]>)(...args),
		});
		owned = Object.create(store, {
			renewBuildLease: unreachable('renewBuildLease'),
			finishBuild: unreachable('finishBuild'),
		});
	});
	afterAll(() => {
		store.close();
		cleanup(dir);
	});

	const watchdogOf = (owner: string) => ({
		store,
		projects: [],
		queue: { kick: () => {}, idle: async () => {}, pause: () => {} },
		notify: async () => {},
		log: { info: () => {}, warn: () => {}, error: () => {} },
		now: Date.now,
		owner,
		leaseMs: LEASE_MS,
	});

	it('an outage longer than the lease: the owner stops its build before another server may fail it', async () => {
		const held = createHeldRunner();
		const warnings: string[] = [];
		const queue = createBuildQueue({
			store: owned,
			run: () => held.run,
			onChange: async () => {},
			log: { info: () => {}, warn: (line) => warnings.push(line), error: () => {} },
			owner: 'server-a',
			leaseMs: LEASE_MS,
			retryDelaysMs: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100],
		});
		await store.insertBuild(createQueuedBuild('bld_outage'));
		const claimed = Date.now();
		queue.kick('docs');
		await waitFor(async () => held.events.length > 0 || undefined, 5000);
		down = true;
		// Server B's watchdog runs all along: it fails the build only once its owner stopped it.
		let failedAt = 0;
		await waitFor(async () => {
			const [failed] = await recoverBuilds(watchdogOf('server-b'));
			if (failed) failedAt = Date.now();
			return failed;
		}, 5000);
		down = false;
		await queue.idle();
		const stop = held.events.find((event) => event.event === 'stop');
		expect(stop, 'the owner stopped the build when its lease ended unconfirmed').toBeDefined();
		expect(stop?.at).toBeLessThan(failedAt);
		// The owner held on for its whole lease (a blip shorter than it stops nothing).
		expect((stop?.at ?? 0) - claimed).toBeGreaterThanOrEqual(LEASE_MS - 50);
		expect(warnings.some((line) => line.includes('lost its lease'))).toBe(true);
		expect((await store.getBuild('bld_outage'))?.status).toBe('failed');
	}, 15_000);

	it('an outage shorter than the lease: the build goes on, renewed once the database is back, and no one fails it', async () => {
		const held = createHeldRunner();
		const queue = createBuildQueue({
			store: owned,
			run: () => held.run,
			onChange: async () => {},
			log: { info: () => {}, warn: () => {}, error: () => {} },
			owner: 'server-a',
			leaseMs: LEASE_MS,
		});
		await store.insertBuild(createQueuedBuild('bld_blip'));
		queue.kick('docs');
		await waitFor(async () => held.events.length > 0 || undefined, 5000);
		down = true;
		await new Promise((resolve) => setTimeout(resolve, LEASE_MS / 2));
		down = false;
		// Well past the first lease's end: renewed, so other servers leave it alone.
		for (let round = 0; round < 4; round++) {
			await new Promise((resolve) => setTimeout(resolve, LEASE_MS / 2));
			expect(await recoverBuilds(watchdogOf('server-b'))).toEqual([]);
		}
		held.release();
		await queue.idle();
		expect(held.events.map((event) => event.event)).toEqual(['start']);
		expect((await store.getBuild('bld_blip'))?.status).toBe('deployed');
	}, 15_000);
});
