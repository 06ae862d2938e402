import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../handlers/config.ts';
import { createLibsqlStore } from '../store/libsql-store.ts';
import type { BuildRecord, Store } from '../store/store.ts';
import { serveProcess } from '../test-utils/server-process.ts';
import { cleanup, createGitRepo, createTestConfig, waitFor } from '../test-utils/setup.ts';

const KEY = 'td_key_restart_0123456789';

/** A build that records its pid, then hangs while the repository holds `SLOW`. */
const BUILD = `
const fs = require('node:fs');
fs.writeFileSync('build.pid', String(process.pid));
if (fs.existsSync('SLOW')) setTimeout(() => {}, 600000);
`;

function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
}

/** A server process with this test's key and token. */
const serve = (configFile: string, env: Record<string, string> = {}) =>
	serveProcess(configFile, { KEY, TEST_ACCESS_TOKEN: 't', ...env });

describe('a server killed or stopped mid-build (real server processes)', () => {
	let repo: string;
	let config: ServerConfig;
	let configFile: string;
	let store: Store;

	beforeAll(async () => {
		repo = createGitRepo({ 'build.cjs': BUILD, 'a.md': 'a' });
		config = createTestConfig({
			projects: [
				{
					id: 'docs',
					name: 'Docs',
					apiKeyEnv: 'KEY',
					root: repo,
					runner: { type: 'command', command: 'node build.cjs', timeoutMs: 120_000, keep: 1 },
				},
			],
			shutdownOnSignals: true,
		});
		configFile = join(config.dataDir, 'config.json');
		writeFileSync(configFile, JSON.stringify(config));
	});
	afterAll(() => {
		store?.close();
		cleanup(config.dataDir, repo);
	});

	const trigger = async (url: string) => {
		const response = await fetch(`${url}/api/projects/docs/rebuild`, {
			method: 'POST',
			headers: { authorization: `Bearer ${KEY}` },
		});
		expect(response.status).toBe(200);
		return (await response.json()).buildId as string;
	};
	const readBuild = async (id: string): Promise<BuildRecord | undefined> => {
		store ??= createLibsqlStore({ url: `file:${join(config.dataDir, 'trydocs.db')}` });
		return store.getBuild(id);
	};
	const buildPid = () =>
		waitFor(
			() =>
				existsSync(join(repo, 'build.pid')) &&
				Number(readFileSync(join(repo, 'build.pid'), 'utf8')),
		);

	it('kill -9 mid-build, then a restart: the build is failed with a reason, its process stopped, the next one runs', async () => {
		writeFileSync(join(repo, 'SLOW'), '');
		const first = serve(configFile);
		const id = await trigger(await first.url);
		const pid = await buildPid();
		expect((await readBuild(id))?.status).toBe('building');
		await first.kill();
		// The build is detached: it outlives the server that started it.
		expect(isAlive(pid)).toBe(true);

		rmSync(join(repo, 'SLOW'));
		rmSync(join(repo, 'build.pid'));
		const second = serve(configFile);
		const url = await second.url;
		try {
			const failed = await readBuild(id);
			expect(failed?.status).toBe('failed');
			expect(failed?.failureReason).toContain('The server stopped while this build was running');
			await waitFor(() => !isAlive(pid), 5000);
			const next = await trigger(url);
			await waitFor(async () => (await readBuild(next))?.status === 'deployed');
			console.log(
				`[faults] kill -9 mid-build, restart: held (build ${id} failed with a reason, orphan ${pid} stopped, next build deployed)`,
			);
		} finally {
			await second.kill();
		}
	}, 60_000);

	it('without `shutdownOnSignals`, the server installs no signal handler: SIGTERM is the host’s', async () => {
		const hostConfig = join(config.dataDir, 'host-config.json');
		writeFileSync(hostConfig, JSON.stringify({ ...config, shutdownOnSignals: undefined }));
		const server = serve(hostConfig);
		await server.url;
		// Node's own answer to SIGTERM: the process ends by the signal, not by an exit of ours.
		expect(await server.kill('SIGTERM')).toBeNull();
		expect(server.child.signalCode).toBe('SIGTERM');
		expect(server.output()).not.toContain('SIGTERM: finishing');
	}, 60_000);

	it('SIGTERM mid-build with `shutdownOnSignals`: the build is stopped within the grace period and recorded failed; the server exits', async () => {
		writeFileSync(join(repo, 'SLOW'), '');
		rmSync(join(repo, 'build.pid'), { force: true });
		const server = serve(configFile, { TRYDOCS_SHUTDOWN_GRACE_MS: '300' });
		const id = await trigger(await server.url);
		const pid = await buildPid();
		const started = Date.now();
		expect(await server.kill('SIGTERM')).toBe(0);
		const took = Date.now() - started;
		await waitFor(() => !isAlive(pid), 2000);
		const build = await readBuild(id);
		expect(build?.status).toBe('failed');
		expect(build?.failureReason).toBe(
			'The server shut down while this build was running; trigger a rebuild to run it again.',
		);
		rmSync(join(repo, 'SLOW'));
		console.log(
			`[faults] SIGTERM mid-build: held (build ${id} stopped after the 300 ms grace period, recorded failed, server exited 0 in ${took} ms)`,
		);
	}, 60_000);
});
