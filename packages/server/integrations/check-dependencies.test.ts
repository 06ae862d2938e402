import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadDatabaseClient } from '../runtime/database-client.ts';
import { resolveDatabaseClient } from './check-dependencies.ts';

describe('the database client of a built server', () => {
	it('is the one @trydocs/server resolves, and loads from that file with its native SQLite', async () => {
		const entry = resolveDatabaseClient();
		expect(entry).toMatch(/^file:\/\/.*\/@libsql\/client\/.+\.js$/);
		const createClient = await loadDatabaseClient(entry);
		const client = createClient({ url: ':memory:' });
		expect((await client.execute('select 2 + 3 as n')).rows[0]?.n).toBe(5);
		client.close();
	});

	it('falls back to the name when the recorded file is gone (a site moved after its build)', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'trydocs-deps-'));
		try {
			const createClient = await loadDatabaseClient(pathToFileURL(join(dir, 'gone.js')).href);
			const client = createClient({ url: ':memory:' });
			expect((await client.execute('select 1 as n')).rows[0]?.n).toBe(1);
			client.close();
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
