import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../handlers/config.ts';
import type { RunBuild } from '../runner/queue.ts';
import { createLibsqlStore } from '../store/libsql-store.ts';
import {
	cleanup,
	createMemoryLogger,
	createQueuedBuild,
	createTestConfig,
} from '../test-utils/setup.ts';
import { createServerRuntime, type RuntimeHost } from './server-runtime.ts';

const dirs: string[] = [];
afterEach(() => {
	for (const dir of dirs.splice(0)) cleanup(dir);
});

/** A configuration with one project of each runner kind, none of whose builds can reach out. */
function createConfig(): ServerConfig {
	const base = createTestConfig();
	dirs.push(base.dataDir);
	const project = { name: 'P', apiKeyEnv: 'KEY', root: base.dataDir };
	return {
		...base,
		projects: [
			{
				...project,
				id: 'local',
				runner: { type: 'command', command: 'true', timeoutMs: 5000, keep: 1 },
			},
			{ ...project, id: 'hooked', runner: { type: 'hook', timeoutMs: 5000 } },
		],
	};
}

/** A host of the shared set-up, as a test plays it: a real store, nothing sent anywhere. */
function createHost(dir: string, parts: Partial<RuntimeHost> = {}): RuntimeHost {
	const offline: typeof fetch = async () => {
		throw new Error('offline');
	};
	return {
		env: { KEY: 'td_key_test', TEST_ACCESS_TOKEN: 'td_tok_test' },
		store: createLibsqlStore({ url: `file:${join(dir, 'trydocs.db')}` }),
		owner: 'test-host',
		fetch: offline,
		proxyFetch: offline,
		hashSecret: (secret) => `hash:${secret}`,
		readAsset: async () => undefined,
		log: createMemoryLogger(),
		...parts,
	};
}

describe('the runtimes’ shared set-up', () => {
	it('runs a project on the host’s own runner, and keeps the work after a response alive', async () => {
		const config = createConfig();
		const ran: string[] = [];
		const local: RunBuild = async (build) => {
			ran.push(build.projectId);
			return { ok: true, log: 'built' };
		};
		const kept: Promise<unknown>[] = [];
		const { deps, store } = await createServerRuntime(
			config,
			createHost(config.dataDir, {
				createRunner: (project) => (project.runner.type === 'command' ? local : undefined),
				keepAlive: (work) => kept.push(work),
			}),
		);
		try {
			expect(deps.apiKeys.map((key) => key.subject)).toEqual(['local', 'hooked']);
			await store.insertBuild(createQueuedBuild('bld_local', 'local'));
			deps.kickBuilds('local');
			// What a Worker hands to `waitUntil` settles only once the build has ended.
			expect(kept).toHaveLength(1);
			await kept[0];
			expect(ran).toEqual(['local']);
			expect((await store.getBuild('bld_local'))?.status).toBe('deployed');
			// A project of a runner the host lacks gets the shared one: a hook with no URL fails.
			await store.insertBuild(createQueuedBuild('bld_hooked', 'hooked'));
			deps.kickBuilds('hooked');
			await kept[1];
			const hooked = await store.getBuild('bld_hooked');
			expect(hooked?.status).toBe('failed');
			expect(ran).toEqual(['local']);
		} finally {
			store.close();
		}
	});

	it('reads a commit from the host’s checkout, and from the repository’s API when a sha is given', async () => {
		const config = createConfig();
		const checkout = { sha: 'abc1234', fullSha: 'abc1234def', message: 'Local', author: 'a@b.c' };
		const { deps, store } = await createServerRuntime(
			config,
			createHost(config.dataDir, { readLocalCommit: async () => checkout }),
		);
		try {
			const [local] = config.projects;
			expect(await deps.readCommit(local as (typeof config.projects)[0])).toBe(checkout);
			// A rebuild that names its commit builds that one, not the checkout's.
			expect(await deps.readCommit(local as (typeof config.projects)[0], 'f'.repeat(40))).toEqual({
				sha: 'fffffff',
				fullSha: 'f'.repeat(40),
				message: '',
				author: '',
			});
		} finally {
			store.close();
		}
	});

	it('closes the store when its tables cannot be brought up to date, so a retry starts afresh', async () => {
		const config = createConfig();
		const store = createLibsqlStore({ url: `file:${join(config.dataDir, 'trydocs.db')}` });
		let closed = false;
		const broken = Object.create(store, {
			migrate: { value: () => Promise.reject(new Error('the database is read-only')) },
			close: {
				value: () => {
					closed = true;
					store.close();
				},
			},
		});
		await expect(
			createServerRuntime(config, createHost(config.dataDir, { store: broken })),
		).rejects.toThrow('the database is read-only');
		expect(closed).toBe(true);
	});
});
