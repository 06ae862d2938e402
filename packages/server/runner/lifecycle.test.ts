import { existsSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectConfig, ServerConfig } from '../handlers/config.ts';
import { createNodeRuntime } from '../runtime/node.ts';
import type { BuildRecord } from '../store/store.ts';
import {
	createGitRepo,
	createTempDir,
	createTestConfig,
	type RecordingServer,
	readHead,
	startRecordingServer,
	startTestServer,
	type TestServer,
	waitFor,
} from '../test-utils/setup.ts';

const KEY = 'td_key_lifecycle_0123456789';

/** A build script: writes index.html into the output folder, or fails when FAIL is in the repo. */
const BUILD_SCRIPT = `
const fs = require('node:fs');
const out = process.env.TRYDOCS_OUT_DIR;
console.log('building into', out);
if (fs.existsSync('FAIL')) { console.error('error: broken page in docs/index.mdx'); process.exit(3); }
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(out + '/index.html', '<h1>' + fs.readFileSync('VERSION', 'utf8') + '</h1>');
console.log('secret seen by the build:', process.env.LIFECYCLE_KEY ?? 'none');
`;

function project(
	root: string,
	github: RecordingServer,
	overrides: Partial<ProjectConfig> = {},
): ProjectConfig {
	return {
		id: 'docs',
		name: 'Docs',
		apiKeyEnv: 'LIFECYCLE_KEY',
		root,
		runner: { type: 'command', command: 'node build.cjs {outDir}', timeoutMs: 20_000, keep: 2 },
		repository: {
			name: 'acme/docs',
			apiBaseUrl: github.url,
			tokenEnv: 'GH_TOKEN',
			context: 'trydocs/build',
		},
		...overrides,
	};
}

async function trigger(server: TestServer, projectId = 'docs') {
	const response = await fetch(`${server.url}/api/projects/${projectId}/rebuild`, {
		method: 'POST',
		headers: { authorization: `Bearer ${KEY}` },
	});
	expect(response.status).toBe(200);
	return (await response.json()) as { buildId: string; status: string };
}

async function waitForFinal(server: TestServer, id: string): Promise<BuildRecord> {
	return waitFor(async () => {
		const build = await server.runtime.deps.store.getBuild(id);
		return build && (build.status === 'deployed' || build.status === 'failed') ? build : undefined;
	});
}

describe('build lifecycle with the command runner', () => {
	let github: RecordingServer;
	let server: TestServer;
	let repo: string;
	let config: ServerConfig;

	beforeAll(async () => {
		github = await startRecordingServer();
		repo = createGitRepo({ 'build.cjs': BUILD_SCRIPT, VERSION: 'v1' });
		config = createTestConfig({ projects: [project(repo, github)] });
		server = await startTestServer(config, {
			env: { LIFECYCLE_KEY: KEY, GH_TOKEN: 'gh-token', TEST_ACCESS_TOKEN: 't' },
		});
	});
	afterAll(async () => {
		await server?.stop();
		await github?.close();
	});

	it('goes queued -> building -> deployed, keeps the log, switches `current` and posts pending then success', async () => {
		const { buildId, status } = await trigger(server);
		expect(status).toBe('queued');
		const build = await waitForFinal(server, buildId);
		expect(build.status).toBe('deployed');
		expect(build.startedAt).not.toBeNull();
		expect(Date.parse(build.finishedAt ?? '')).toBeGreaterThanOrEqual(
			Date.parse(build.startedAt ?? ''),
		);
		expect(build.log).toContain('building into');
		// The build never sees the API key.
		expect(build.log).toContain('secret seen by the build: none');
		const outputs = join(config.dataDir, 'builds', 'docs');
		expect(readlinkSync(join(outputs, 'current'))).toBe(buildId);
		expect(readFileSync(join(outputs, 'current', 'index.html'), 'utf8')).toBe('<h1>v1</h1>');

		const head = readHead(repo);
		await waitFor(() => github.calls.length >= 2);
		expect(github.calls.map((call) => [call.method, call.url])).toEqual([
			['POST', `/repos/acme/docs/statuses/${head.fullSha}`],
			['POST', `/repos/acme/docs/statuses/${head.fullSha}`],
		]);
		expect(github.calls[0]?.headers.authorization).toBe('Bearer gh-token');
		expect(github.calls[0]?.headers.accept).toBe('application/vnd.github+json');
		expect(JSON.parse(github.calls[0]?.body ?? '')).toEqual({
			state: 'pending',
			target_url: `https://docs.example.com/dashboard/deployments#${buildId}`,
			description: 'Building the docs…',
			context: 'trydocs/build',
		});
		expect(JSON.parse(github.calls[1]?.body ?? '')).toMatchObject({
			state: 'success',
			description: 'The docs are deployed.',
		});
	});

	it('goes to failed with the log and reason, keeps the live output, and posts failure (the red X)', async () => {
		const live = readFileSync(join(config.dataDir, 'builds/docs/current/index.html'), 'utf8');
		const failing = createGitRepo(
			{ 'build.cjs': BUILD_SCRIPT, VERSION: 'v2', FAIL: '' },
			{ message: 'Break it', email: 'bob@example.com' },
		);
		const failingConfig = { ...config, projects: [project(failing, github)] };
		const other = await startTestServer(failingConfig, {
			env: { LIFECYCLE_KEY: KEY, GH_TOKEN: 'gh-token', TEST_ACCESS_TOKEN: 't' },
		});
		github.calls.length = 0;
		try {
			const { buildId } = await trigger(other);
			const build = await waitForFinal(other, buildId);
			expect(build.status).toBe('failed');
			expect(build.failureReason).toBe('The build command exited with code 3.');
			expect(build.log).toContain('error: broken page in docs/index.mdx');
			expect(build.log).toContain('[trydocs] The build command exited with code 3.');
			// The failed output is gone and the live one is untouched.
			expect(existsSync(join(config.dataDir, 'builds/docs', buildId))).toBe(false);
			expect(readFileSync(join(config.dataDir, 'builds/docs/current/index.html'), 'utf8')).toBe(
				live,
			);
			await waitFor(() => github.calls.length >= 2);
			expect(github.calls.map((call) => JSON.parse(call.body).state)).toEqual([
				'pending',
				'failure',
			]);
			expect(JSON.parse(github.calls[1]?.body ?? '').description).toBe(
				'The docs build failed: The build command exited with code 3.',
			);
			expect(github.calls[1]?.url).toBe(`/repos/acme/docs/statuses/${readHead(failing).fullSha}`);
		} finally {
			await other.stop();
		}
	});

	it('runs one build at a time per project, in order; a trigger while a build is queued joins it', async () => {
		// Each build waits for GO in the repository, so the test decides when one ends.
		const slow = createGitRepo({
			'build.cjs':
				"const fs = require('node:fs'); const t = setInterval(() => { if (fs.existsSync('GO')) { fs.rmSync('GO'); clearInterval(t); } }, 20);",
		});
		const slowServer = await startTestServer(
			createTestConfig({
				projects: [
					project(slow, github, {
						repository: undefined,
						runner: { type: 'command', command: 'node build.cjs', timeoutMs: 20_000, keep: 2 },
					}),
				],
			}),
			{
				env: { LIFECYCLE_KEY: KEY, TEST_ACCESS_TOKEN: 't' },
			},
		);
		const { store } = slowServer.runtime.deps;
		const go = () => writeFileSync(join(slow, 'GO'), '');
		try {
			const first = await trigger(slowServer);
			await waitFor(async () => (await store.getBuild(first.buildId))?.status === 'building');
			const second = await trigger(slowServer);
			const third = await trigger(slowServer);
			expect(second.status).toBe('queued');
			// The project already had a queued build: the trigger got that one, nothing new queued.
			expect(third.buildId).toBe(second.buildId);
			expect(second.buildId).not.toBe(first.buildId);
			expect(await store.countBuilds('docs')).toBe(2);
			go();
			await waitFor(async () => (await store.getBuild(second.buildId))?.status === 'building');
			go();
			const builds = await Promise.all(
				[first.buildId, second.buildId].map((id) => waitForFinal(slowServer, id)),
			);
			expect(builds.map((b) => b.status)).toEqual(['deployed', 'deployed']);
			expect(Date.parse(builds[1]?.startedAt ?? '')).toBeGreaterThanOrEqual(
				Date.parse(builds[0]?.finishedAt ?? ''),
			);
		} finally {
			await slowServer.stop();
		}
	});

	it('records a clear failure when the project folder is not a git repository', async () => {
		const plain = createTempDir('trydocs-plain-');
		const plainServer = await startTestServer(
			createTestConfig({ projects: [project(plain, github)] }),
			{
				env: { LIFECYCLE_KEY: KEY, TEST_ACCESS_TOKEN: 't' },
			},
		);
		try {
			const response = await fetch(`${plainServer.url}/api/projects/docs/rebuild`, {
				method: 'POST',
				headers: { authorization: `Bearer ${KEY}` },
			});
			expect(response.status).toBe(200);
			const build = await response.json();
			expect(build.status).toBe('failed');
			expect(build.commit).toEqual({ sha: '', message: '', author: '' });
			const stored = await plainServer.runtime.deps.store.getBuild(build.buildId);
			expect(stored?.failureReason).toBe(
				`\`${plain}\` is not a git repository, so the build has no commit. Point the project's \`root\` at the repository's folder, or run \`git init\` and commit there.`,
			);
		} finally {
			await plainServer.stop();
		}
	});
});

describe('hook runner', () => {
	it('POSTs to the deploy hook and deploys on 2xx, fails on 5xx with the status in the reason', async () => {
		let answer = 200;
		const hook = await startRecordingServer((_call, res) => {
			res.writeHead(answer, { 'content-type': 'application/json' });
			res.end('{"job":"1"}');
		});
		const repo = createGitRepo({ 'README.md': 'x' });
		const github = await startRecordingServer();
		const server = await startTestServer(
			createTestConfig({
				projects: [
					project(repo, github, {
						runner: { type: 'hook', urlEnv: 'HOOK_URL', timeoutMs: 5000 },
						repository: undefined,
					}),
				],
			}),
			{
				env: {
					LIFECYCLE_KEY: KEY,
					HOOK_URL: `${hook.url}/build_hooks/secret-id`,
					TEST_ACCESS_TOKEN: 't',
				},
			},
		);
		try {
			const ok = await waitForFinal(server, (await trigger(server)).buildId);
			expect(ok.status).toBe('deployed');
			expect(hook.calls[0]?.method).toBe('POST');
			expect(hook.calls[0]?.url).toBe('/build_hooks/secret-id');
			expect(JSON.parse(hook.calls[0]?.body ?? '')).toEqual({
				buildId: ok.id,
				commit: readHead(repo).fullSha,
			});
			// The hook URL is a secret: the log shows only its origin.
			expect(ok.log).not.toContain('secret-id');
			expect(ok.log).toContain('200 OK');

			answer = 503;
			const failed = await waitForFinal(server, (await trigger(server)).buildId);
			expect(failed.status).toBe('failed');
			expect(failed.failureReason).toBe('The deploy hook answered 503 Service Unavailable.');
		} finally {
			await server.stop();
			await hook.close();
			await github.close();
		}
	});
});

describe('restart recovery', () => {
	it('marks builds left `building` as failed with a reason, posts failure, and runs the queued ones', async () => {
		const github = await startRecordingServer();
		const repo = createGitRepo({ 'build.cjs': BUILD_SCRIPT, VERSION: 'v1' });
		const config = createTestConfig({ projects: [project(repo, github)] });
		const head = readHead(repo);
		const env = { LIFECYCLE_KEY: KEY, GH_TOKEN: 'gh', TEST_ACCESS_TOKEN: 't' };

		// A first process that dies mid-build: one build running, one queued behind it.
		const first = await createNodeRuntime(config, {
			env,
			print: () => {},
			log: { info() {}, warn() {}, error() {} },
		});
		const commit = { sha: head.sha, fullSha: head.fullSha, message: 'm', author: 'a@example.com' };
		const base = {
			projectId: 'docs',
			createdAt: new Date().toISOString(),
			finishedAt: null,
			commit,
			log: '',
			failureReason: null,
		};
		await first.deps.store.insertBuild({
			...base,
			id: 'bld_interrupted',
			status: 'building',
			startedAt: new Date().toISOString(),
		});
		await first.deps.store.insertBuild({
			...base,
			id: 'bld_waiting',
			status: 'queued',
			startedAt: null,
		});

		// A build another server is running, its lease renewed: left alone.
		await first.deps.store.insertBuild({
			...base,
			projectId: 'other',
			id: 'bld_elsewhere',
			status: 'queued',
			startedAt: null,
		});
		await first.deps.store.claimNextBuild('other', {
			owner: 'another-server',
			startedAt: new Date().toISOString(),
			leaseUntil: Date.now() + 60_000,
		});
		await first.close();

		const second = await startTestServer(config, { env });
		try {
			// Its lease ended with the process that ran it (here: it never had one).
			const interrupted = await second.runtime.deps.store.getBuild('bld_interrupted');
			expect(interrupted?.status).toBe('failed');
			expect(interrupted?.failureReason).toBe(
				'The server running this build stopped reporting (it was stopped, or lost the database); trigger a rebuild to run it again.',
			);
			expect(interrupted?.finishedAt).not.toBeNull();
			expect(second.log.lines).toContain(
				'warn Build bld_interrupted of docs stopped reporting; marked failed.',
			);
			expect(await second.runtime.deps.store.getBuild('bld_elsewhere')).toMatchObject({
				status: 'building',
				owner: 'another-server',
			});
			const waiting = await waitForFinal(second, 'bld_waiting');
			expect(waiting.status).toBe('deployed');
			await waitFor(() => github.calls.length >= 3);
			const states = github.calls.map((call) => JSON.parse(call.body).state);
			expect(states).toEqual(['failure', 'pending', 'success']);
			expect(JSON.parse(github.calls[0]?.body ?? '').target_url).toBe(
				'https://docs.example.com/dashboard/deployments#bld_interrupted',
			);
		} finally {
			await second.stop();
			await github.close();
		}
	});
});
