import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../../store/libsql-store.ts';
import { cleanup, createTempDir } from '../../test-utils/setup.ts';
import { hitRateLimit } from './rate-limit.ts';

const WINDOW_SECONDS = 60;
// 10 s into a window, so it ends 50 s later.
const START = 1_800_000_000_000 - (1_800_000_000_000 % 60_000) + 10_000;

describe('hitRateLimit (sliding windows counted in the store)', () => {
	const dirs: string[] = [];
	afterEach(() => {
		for (const dir of dirs.splice(0)) cleanup(dir);
	});

	async function createStores() {
		const dir = createTempDir();
		dirs.push(dir);
		const url = `file:${join(dir, 'limits.db')}`;
		const first = createLibsqlStore({ url });
		const second = createLibsqlStore({ url });
		await first.migrate();
		await second.migrate();
		const reader = createClient({ url });
		const countInStore = async () => {
			const result = await reader.execute(
				'SELECT COUNT(*) AS n FROM rate_limit_hits WHERE bucket = ?',
				['k'],
			);
			return Number(result.rows[0]?.n ?? 0);
		};
		return {
			first,
			second,
			countInStore,
			close: () => {
				for (const client of [first, second, reader]) client.close();
			},
		};
	}

	it('refuses a flood past the limit from memory: the store is written only until the first refusal', async () => {
		const { first, countInStore, close } = await createStores();
		const hit = (now: number) => hitRateLimit(first, 'k', 2, WINDOW_SECONDS, now);
		expect((await hit(START)).allowed).toBe(true);
		expect((await hit(START + 1)).allowed).toBe(true);
		const refused = await hit(START + 2);
		// The next request is allowed once the first one leaves the last 60 s.
		expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
		expect(await countInStore()).toBe(2);
		for (let index = 0; index < 100; index++) {
			expect((await hit(START + 1000)).allowed).toBe(false);
		}
		expect((await hit(START + 40_500)).retryAfterSeconds).toBe(20);
		expect(await countInStore()).toBe(2);
		close();
	});

	it('allows a request again as soon as the oldest counted one is a full window old, not at a fixed boundary', async () => {
		const { first, close } = await createStores();
		const hit = (now: number) => hitRateLimit(first, 'k', 1, WINDOW_SECONDS, now);
		expect((await hit(START)).allowed).toBe(true);
		expect((await hit(START + 1)).allowed).toBe(false);
		// A fixed window would start again here, 50 s on: one request in 60 s still holds.
		expect((await hit(START + 50_000)).allowed).toBe(false);
		expect((await hit(START + 59_999)).allowed).toBe(false);
		expect((await hit(START + 60_000)).allowed).toBe(true);
		expect((await hit(START + 60_001)).allowed).toBe(false);
		close();
	});

	it('still shares the count between instances on one database', async () => {
		const { first, second, close } = await createStores();
		expect((await hitRateLimit(first, 'k', 2, WINDOW_SECONDS, START)).allowed).toBe(true);
		expect((await hitRateLimit(second, 'k', 2, WINDOW_SECONDS, START)).allowed).toBe(true);
		// The third request is refused on either instance, whichever saw the refusal first.
		expect((await hitRateLimit(first, 'k', 2, WINDOW_SECONDS, START)).allowed).toBe(false);
		expect((await hitRateLimit(second, 'k', 2, WINDOW_SECONDS, START)).allowed).toBe(false);
		close();
	});
});
