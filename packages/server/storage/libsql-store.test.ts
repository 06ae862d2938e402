import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanup, createTempDir } from '../test-utils/setup.ts';
import { createLibsqlStore } from './libsql-store.ts';
import { MIGRATIONS } from './migrations.ts';
import type { BuildRecord } from './store.ts';

function createStore() {
	const dir = createTempDir();
	const url = `file:${join(dir, 'test.db')}`;
	return { dir, url, store: createLibsqlStore({ url }) };
}

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

describe('libSQL store', () => {
	it('applies the numbered migrations once, even from two processes at the same time', async () => {
		const { dir, url, store } = createStore();
		const second = createLibsqlStore({ url });
		const [a, b] = await Promise.all([store.migrate(), second.migrate()]);
		expect([...a, ...b].sort()).toEqual(MIGRATIONS.map((m) => m.version));
		expect(await store.migrate()).toEqual([]);
		store.close();
		second.close();
		cleanup(dir);
	});

	it('applies a later migration on top of an existing database', async () => {
		const { dir, url, store } = createStore();
		await store.migrate();
		store.close();
		const next = createLibsqlStore({
			url,
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
		next.close();
		cleanup(dir);
	});

	it('counts a rate limit atomically: 200 concurrent hits give counts 1..200 and allow exactly the limit', async () => {
		const { dir, store } = createStore();
		await store.migrate();
		const now = Date.now();
		const results = await Promise.all(
			Array.from({ length: 200 }, () => store.hitRateLimit('k', 50, 60, now)),
		);
		expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
			Array.from({ length: 200 }, (_, i) => i + 1),
		);
		expect(results.filter((r) => r.allowed)).toHaveLength(50);
		// The next window starts from zero.
		expect(await store.hitRateLimit('k', 50, 60, now + 60_000)).toMatchObject({
			allowed: true,
			count: 1,
		});
		store.close();
		cleanup(dir);
	});

	it('claims one build at a time per project, oldest first', async () => {
		const { dir, store } = createStore();
		await store.migrate();
		await store.insertBuild(build('b1'));
		await store.insertBuild(build('b2'));
		await store.insertBuild(build('c1', 'q'));
		const [first, second] = await Promise.all([
			store.claimNextBuild('p', new Date().toISOString()),
			store.claimNextBuild('p', new Date().toISOString()),
		]);
		expect([first?.id, second?.id].filter(Boolean)).toEqual(['b1']);
		expect((await store.claimNextBuild('q', new Date().toISOString()))?.id).toBe('c1');
		await store.finishBuild('b1', 'deployed', new Date().toISOString(), 'log', null);
		expect((await store.claimNextBuild('p', new Date().toISOString()))?.id).toBe('b2');
		store.close();
		cleanup(dir);
	});
});
