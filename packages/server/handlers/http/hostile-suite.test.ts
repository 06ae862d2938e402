import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHostileCases, tryHostileCases } from '../../test-utils/hostile-cases.ts';
import {
	createGitRepo,
	createNoopProject,
	createTestConfig,
	type RecordingServer,
	startRecordingServer,
	startTestServer,
	type TestServer,
} from '../../test-utils/setup.ts';

const KEY = 'td_key_hostile_suite_0123456789';
const TOKEN = 'td_tok_hostile_suite_0123456789';

describe('hostile-input suite: every bad input gets its status and error shape, never a 500', () => {
	let server: TestServer;
	let upstream: RecordingServer;

	beforeAll(async () => {
		upstream = await startRecordingServer();
		const repo = createGitRepo({ 'a.md': 'a' });
		const base = createTestConfig({ projects: [createNoopProject('demo', repo)] });
		server = await startTestServer(
			{ ...base, proxy: { ...base.proxy, allow: ['https://api.example.com'] } },
			{ env: { KEY, TEST_ACCESS_TOKEN: TOKEN } },
		);
	});
	afterAll(async () => {
		await server?.stop();
		await upstream?.close();
	});

	it('answers each case as expected', async () => {
		const cases = buildHostileCases({ key: KEY, token: TOKEN });
		const failed = await tryHostileCases(server.url, cases);
		console.log(
			`[hostile] tried ${cases.length} bad inputs (tickets, content types, proxy envelopes, ids, paths, methods, credentials); held ${cases.length - failed.length}`,
		);
		expect(failed).toEqual([]);
		expect(cases.length).toBeGreaterThanOrEqual(150);
		expect(upstream.calls).toHaveLength(0);
		// About 170 requests in sequence: seconds on a loaded machine.
	}, 30_000);
});
