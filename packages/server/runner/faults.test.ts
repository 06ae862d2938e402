import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibsqlStore } from '../store/libsql-store.ts';
import type { Store } from '../store/store.ts';
import {
	cleanup,
	createGitRepo,
	createQueuedBuild,
	createTempDir,
	waitFor,
} from '../test-utils/setup.ts';
import { createCommandRunner } from './command-runner.ts';
import { createBuildQueue } from './queue.ts';

describe('a build’s end is recorded through store failures', () => {
	let dir: string;
	let store: Store;

	beforeAll(async () => {
		dir = createTempDir();
		store = createLibsqlStore({ url: `file:${join(dir, 'trydocs.db')}` });
		await store.migrate();
	});
	afterAll(() => {
		store.close();
		cleanup(dir);
	});

	it('retries the final write when the database refuses it (SQLITE_BUSY, a blip), so the next build runs', async () => {
		// The real store, with its first three final writes failing as a busy database does.
		let failures = 3;
		const flaky: Store = Object.create(store, {
			finishBuild: {
				value: (...args: Parameters<Store['finishBuild']>) => {
					if (failures-- > 0) return Promise.reject(new Error('SQLITE_BUSY: database is locked'));
					return store.finishBuild(...args);
				},
			},
		});
		const warnings: string[] = [];
		const queue = createBuildQueue({
			store: flaky,
			run: () => async () => ({ ok: true, log: 'built' }),
			onChange: async () => {},
			log: { info: () => {}, warn: (line) => warnings.push(line), error: () => {} },
			retryDelaysMs: [10, 10, 10, 10],
			owner: 'test',
		});
		await store.insertBuild(createQueuedBuild('bld_first'));
		await store.insertBuild(createQueuedBuild('bld_second'));
		queue.kick('docs');
		await queue.idle();
		const first = await store.getBuild('bld_first');
		const second = await waitFor(async () => {
			const build = await store.getBuild('bld_second');
			return build?.status === 'deployed' ? build : undefined;
		}, 5000);
		expect(first?.status).toBe('deployed');
		expect(second.status).toBe('deployed');
		expect(warnings).toHaveLength(3);
		expect(warnings[0]).toContain(
			'Could not record the end of build bld_first (attempt 1): SQLITE_BUSY',
		);
		console.log(
			`[faults] final write failed 3 times: held (build recorded deployed after ${warnings.length} retries; the next build ran)`,
		);
	});
});

describe('the build’s environment', () => {
	it('does not inherit the server’s secrets, configured or not; tools still find PATH and HOME', async () => {
		const repo = createGitRepo({ 'a.md': 'a' });
		const outputs = createTempDir();
		const secrets = {
			TRYDOCS_DATABASE_URL: 'libsql://user:db-secret@db.example',
			AWS_SECRET_ACCESS_KEY: 'aws-secret',
			STRIPE_API_KEY: 'sk_live_secret',
		};
		Object.assign(process.env, secrets);
		try {
			const run = createCommandRunner({
				project: {
					id: 'docs',
					name: 'Docs',
					apiKeyEnv: 'KEY',
					root: repo,
					runner: { type: 'command', command: 'env', timeoutMs: 10_000, keep: 1 },
				},
				outputsDir: outputs,
				hiddenEnv: [],
			});
			const result = await run(createQueuedBuild('bld_env'));
			expect(result.ok).toBe(true);
			for (const value of Object.values(secrets)) expect(result.log).not.toContain(value);
			expect(result.log).toMatch(/^PATH=/m);
			expect(result.log).toMatch(/^HOME=/m);
			expect(result.log).toContain('TRYDOCS_BUILD_ID=bld_env');
		} finally {
			for (const name of Object.keys(secrets)) delete process.env[name];
			cleanup(repo, outputs);
		}
	});
});
