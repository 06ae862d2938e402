import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	GITHUB_HEAD_SHA,
	type GithubApi,
	startGithubApi,
} from '../../../fixtures/utils/github-api.ts';
import type { ProjectConfig, ServerConfig } from '../handlers/config.ts';
import { createNodeRuntime } from '../runtime/node.ts';
import {
	createGitRepo,
	createNoopProject,
	createTestConfig,
	startTestServer,
	type TestServer,
	waitFor,
} from '../test-utils/setup.ts';

const KEY = 'td_key_actions_0123456789';
const OTHER_KEY = 'td_key_checkout_0123456789';
const BROKEN_KEY = 'td_key_broken_0123456789';
const QUICK_KEY = 'td_key_quick_0123456789';
const GH_TOKEN = 'ghp_secret_token_0123456789';
const SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';

function githubProject(id: string, workflow = 'docs.yml'): ProjectConfig {
	return {
		id,
		name: 'Actions docs',
		apiKeyEnv: 'ACTIONS_KEY',
		root: '.',
		runner: { type: 'github', workflow, ref: 'main', timeoutMs: 60 * 60_000 },
		// An unreachable base: the stand-in is reached through TRYDOCS_GITHUB_API_URL.
		repository: {
			name: 'acme/docs',
			apiBaseUrl: 'https://github.invalid',
			tokenEnv: 'GH_TOKEN',
			context: 'trydocs/build',
		},
	};
}

describe('the github runner: a workflow_dispatch, then the status endpoint', () => {
	let github: GithubApi;
	let server: TestServer;
	let config: ServerConfig;
	let env: Record<string, string>;

	beforeAll(async () => {
		github = await startGithubApi();
		const checkout = createGitRepo({ 'index.md': '# Docs' });
		config = createTestConfig({
			projects: [
				githubProject('docs'),
				{ ...githubProject('broken', 'missing.yml'), apiKeyEnv: 'BROKEN_KEY' },
				createNoopProject('checkout', checkout, 'OTHER_KEY'),
				{
					...githubProject('quick'),
					apiKeyEnv: 'QUICK_KEY',
					runner: { type: 'github', workflow: 'docs.yml', ref: 'main', timeoutMs: 200 },
				},
			],
		});
		env = {
			ACTIONS_KEY: KEY,
			BROKEN_KEY,
			QUICK_KEY,
			OTHER_KEY,
			GH_TOKEN,
			TEST_ACCESS_TOKEN: 't',
			TRYDOCS_GITHUB_API_URL: github.url,
		};
		server = await startTestServer(config, { env });
	});
	afterAll(async () => {
		await server?.stop();
		await github?.stop();
	});

	const rebuild = (project: string, body?: unknown, key = KEY) =>
		fetch(`${server.url}/api/projects/${project}/rebuild`, {
			method: 'POST',
			headers: {
				authorization: `Bearer ${key}`,
				...(body === undefined ? {} : { 'content-type': 'application/json' }),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});
	const report = (project: string, buildId: string, body: unknown, key = KEY) =>
		fetch(`${server.url}/api/projects/${project}/builds/${buildId}/status`, {
			method: 'POST',
			headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
			body: JSON.stringify(body),
		});
	const getBuild = (id: string) => server.runtime.deps.store.getBuild(id);

	it('starts the workflow with the commit from the body, waits, and deploys on the report', async () => {
		const response = await rebuild('docs', { commit: SHA.toUpperCase() });
		expect(response.status).toBe(200);
		const build = await response.json();
		expect(build).toMatchObject({
			status: 'queued',
			commit: {
				sha: SHA.slice(0, 7),
				message: `Commit ${SHA.slice(0, 7)}`,
				author: 'gh@example.com',
			},
		});

		const dispatch = await waitFor(() => github.callsTo('/dispatches')[0]);
		expect(dispatch).toEqual({
			method: 'POST',
			path: '/repos/acme/docs/actions/workflows/docs.yml/dispatches',
			authorization: `Bearer ${GH_TOKEN}`,
			apiVersion: '2022-11-28',
			body: {
				ref: 'main',
				inputs: {
					build_id: build.buildId,
					commit: SHA,
					status_url: `https://docs.example.com/api/projects/docs/builds/${build.buildId}/status`,
				},
			},
		});
		expect(github.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
			`GET /repos/acme/docs/commits/${SHA}`,
			`POST /repos/acme/docs/statuses/${SHA}`,
			'POST /repos/acme/docs/actions/workflows/docs.yml/dispatches',
		]);
		expect(github.callsTo(`/statuses/${SHA}`)[0]?.body).toMatchObject({ state: 'pending' });
		// Dispatched: the build stays `building` until the workflow reports.
		const waiting = await waitFor(async () => {
			const stored = await getBuild(build.buildId);
			return stored?.log.includes('Waiting for the workflow') ? stored : undefined;
		});
		expect(waiting.status).toBe('building');

		expect(
			(await report('docs', build.buildId, { status: 'deployed' }, 'td_key_wrong')).status,
		).toBe(401);
		const forbidden = await report('docs', build.buildId, { status: 'deployed' }, OTHER_KEY);
		expect(forbidden.status).toBe(403);
		const unknown = await report('docs', 'bld_nope', { status: 'deployed' });
		expect(await unknown.json()).toEqual({
			error: {
				code: 'build_not_found',
				message: 'Build `bld_nope` not found in project `docs`.',
				status: 404,
			},
		});
		const bad = await report('docs', build.buildId, { status: 'done' });
		expect(bad.status).toBe(400);
		expect((await bad.json()).error.message).toBe('`status`: must be `deployed` or `failed`.');
		expect((await getBuild(build.buildId))?.status).toBe('building');

		const runUrl = 'https://github.com/acme/docs/actions/runs/42';
		const done = await report('docs', build.buildId, {
			status: 'deployed',
			url: runUrl,
			log: 'Built 12 pages.',
		});
		expect(done.status).toBe(200);
		expect(await done.json()).toMatchObject({ buildId: build.buildId, status: 'deployed' });
		const stored = await getBuild(build.buildId);
		expect(stored).toMatchObject({ status: 'deployed', failureReason: null });
		expect(stored?.finishedAt).toBeTruthy();
		expect(stored?.log).toContain(`Built 12 pages.\nRun: ${runUrl}\n`);
		await waitFor(() => github.callsTo(`/statuses/${SHA}`).length === 2);
		expect(github.callsTo(`/statuses/${SHA}`)[1]?.body).toMatchObject({
			state: 'success',
			context: 'trydocs/build',
		});

		const again = await report('docs', build.buildId, { status: 'failed' });
		expect(again.status).toBe(409);
		expect((await again.json()).error.code).toBe('build_not_building');
		// The token went only to GitHub: not in the store, not in the log.
		expect(JSON.stringify(await server.runtime.deps.store.listBuilds('docs'))).not.toContain(
			GH_TOKEN,
		);
		expect(server.log.lines.join('\n')).not.toContain(GH_TOKEN);
	});

	it('reads the head commit from the API without a body; a failure report fails the build', async () => {
		const build = await (await rebuild('docs')).json();
		expect(build.commit.sha).toBe(GITHUB_HEAD_SHA.slice(0, 7));
		await waitFor(() =>
			github
				.callsTo('/dispatches')
				.find((call) => JSON.stringify(call.body).includes(build.buildId)),
		);
		await waitFor(async () => (await getBuild(build.buildId))?.status === 'building');
		const failed = await report('docs', build.buildId, {
			status: 'failed',
			reason: 'Link check found 3 broken links.',
			url: 'https://github.com/acme/docs/actions/runs/43',
		});
		expect(failed.status).toBe(200);
		expect(await getBuild(build.buildId)).toMatchObject({
			status: 'failed',
			failureReason:
				'Link check found 3 broken links. See https://github.com/acme/docs/actions/runs/43',
		});
		await waitFor(() =>
			github
				.callsTo(`/statuses/${GITHUB_HEAD_SHA}`)
				.find((call) => (call.body as { state?: string }).state === 'failure'),
		);
	});

	it('runs one build at a time: the next queued build starts when the first reports', async () => {
		const first = await (await rebuild('docs', { commit: SHA })).json();
		const second = await (await rebuild('docs', { commit: SHA })).json();
		const dispatchedFor = (id: string) =>
			github.callsTo('/dispatches').some((call) => JSON.stringify(call.body).includes(id));
		await waitFor(() => dispatchedFor(first.buildId));
		await new Promise((resolve) => setTimeout(resolve, 300));
		expect(dispatchedFor(second.buildId)).toBe(false);
		expect((await getBuild(second.buildId))?.status).toBe('queued');
		expect((await report('docs', first.buildId, { status: 'deployed' })).status).toBe(200);
		await waitFor(() => dispatchedFor(second.buildId));
		expect((await report('docs', second.buildId, { status: 'deployed' })).status).toBe(200);
	});

	it('fails the build with what to fix when GitHub refuses the dispatch', async () => {
		const build = await (await rebuild('broken', undefined, BROKEN_KEY)).json();
		const failed = await waitFor(async () => {
			const stored = await getBuild(build.buildId);
			return stored?.status === 'failed' ? stored : undefined;
		});
		expect(failed.failureReason).toBe(
			'GitHub refused to start `missing.yml` on `main` (422): check that the ref exists and that the workflow has a `workflow_dispatch` trigger with the inputs build_id, commit and status_url.',
		);
		expect(failed.log).toContain("Workflow does not have 'workflow_dispatch' trigger");
	});

	it('validates the rebuild body', async () => {
		const error = async (response: Response) => [response.status, (await response.json()).error];
		expect(await error(await rebuild('docs', { commit: 'abc123' }))).toEqual([
			400,
			{
				code: 'invalid_request',
				message:
					'`commit`: must be a full commit hash: 40 hexadecimal characters (64 in a SHA-256 repository).',
				status: 400,
			},
		]);
		expect(await error(await rebuild('docs', { sha: SHA }))).toEqual([
			400,
			{
				code: 'invalid_request',
				message: 'The body: unknown field `sha`; the body takes only `commit`.',
				status: 400,
			},
		]);
		expect(await error(await rebuild('checkout', { commit: SHA }, OTHER_KEY))).toEqual([
			400,
			{
				code: 'invalid_request',
				message:
					'Project `checkout` builds its own checkout (the `command` runner), so it cannot build a commit named in the body; send no `commit`.',
				status: 400,
			},
		]);
		const text = await fetch(`${server.url}/api/projects/docs/rebuild`, {
			method: 'POST',
			headers: { authorization: `Bearer ${KEY}`, 'content-type': 'text/plain' },
			body: `{"commit":"${SHA}"}`,
		});
		// A body in a form's type is refused, as on every interface (415).
		expect(await error(text)).toEqual([
			415,
			{
				code: 'unsupported_media_type',
				message:
					'The rebuild body must be sent as JSON with `Content-Type: application/json`, e.g. `{"commit": "<hash>"}`.',
				status: 415,
			},
		]);
		// A commit the repository does not have: the build is recorded failed, with why.
		const missing = await (await rebuild('docs', { commit: `dead${SHA.slice(4)}` })).json();
		expect(missing.status).toBe('failed');
		expect((await getBuild(missing.buildId))?.failureReason).toContain(
			`Reading commit dead${SHA.slice(4)} of \`acme/docs\` answered 404`,
		);
	});

	it('a restart leaves a dispatched build building; one whose wait ran out is failed', async () => {
		const waiting = await (await rebuild('docs', { commit: SHA })).json();
		const lapsed = await (await rebuild('quick', { commit: SHA }, QUICK_KEY)).json();
		for (const id of [waiting.buildId, lapsed.buildId]) {
			await waitFor(async () => (await getBuild(id))?.log.includes('Waiting for the workflow'));
		}
		// `quick` waits 200 ms for its report; `docs` an hour.
		await new Promise((resolve) => setTimeout(resolve, 400));
		const restarted = await createNodeRuntime(config, { env, log: server.log, print: () => {} });
		try {
			expect((await getBuild(waiting.buildId))?.status).toBe('building');
			expect((await getBuild(lapsed.buildId))?.status).toBe('failed');
			expect((await report('docs', waiting.buildId, { status: 'deployed' })).status).toBe(200);
		} finally {
			restarted.queue.pause();
			await restarted.close();
		}
	});
});
