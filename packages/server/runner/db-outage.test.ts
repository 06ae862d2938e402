import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSqld, type SqldServer, startSqld } from '../../../fixtures/utils/sqld.ts';
import {
	cleanup,
	createGitRepo,
	createTestConfig,
	startTestServer,
	type TestServer,
	waitFor,
} from '../test-utils/setup.ts';

const KEY = 'td_key_outage_0123456789';
const TOKEN = 'td_tok_outage_0123456789';

/** A build that runs until the repository holds GO. */
const BUILD =
	"const fs = require('node:fs'); const t = setInterval(() => { if (fs.existsSync('GO')) { fs.rmSync('GO'); clearInterval(t); } }, 20);";

const sqld = findSqld();

describe.skipIf(!sqld.path)(
	`the database goes down mid-build and comes back (sqld)${sqld.reason ? ` (skipped: ${sqld.reason})` : ''}`,
	() => {
		let db: SqldServer;
		let repo: string;
		let server: TestServer;

		beforeAll(async () => {
			db = await startSqld();
			repo = createGitRepo({ 'build.cjs': BUILD });
			server = await startTestServer(
				createTestConfig({
					database: { url: db.url },
					projects: [
						{
							id: 'docs',
							name: 'Docs',
							apiKeyEnv: 'KEY',
							root: repo,
							runner: { type: 'command', command: 'node build.cjs', timeoutMs: 60_000, keep: 1 },
						},
					],
				}),
				// A short lease: the outage outlasts it, so the watchdog may fail the build before
				// its owner can record the end; the owner's real result must still win.
				{ env: { KEY, TEST_ACCESS_TOKEN: TOKEN }, leaseMs: 900 },
			);
		});
		afterAll(async () => {
			await server?.stop();
			await db?.stop();
			if (repo) cleanup(repo);
		});

		const trigger = () =>
			fetch(`${server.url}/api/projects/docs/rebuild`, {
				method: 'POST',
				headers: { authorization: `Bearer ${KEY}` },
			});
		const status = async (id: string) =>
			(await server.runtime.deps.store.getBuild(id).catch(() => undefined))?.status;

		it('answers JSON 500 while it is down, records the build’s real end once it is back, and runs the next build', async () => {
			const first = await trigger();
			expect(first.status).toBe(200);
			const { buildId } = await first.json();
			await waitFor(async () => (await status(buildId)) === 'building');

			await db.down();
			const downAt = Date.now();
			// The endpoints answer in their shapes while the database is away.
			const refused = await trigger();
			expect(refused.status).toBe(500);
			expect(await refused.json()).toEqual({
				error: { code: 'internal_error', message: 'Internal server error', status: 500 },
			});
			const ticket = await fetch(`${server.url}/api/v1/tickets/tkt_1`, {
				headers: { authorization: `Bearer ${TOKEN}` },
			});
			expect(ticket.status).toBe(500);
			expect(await ticket.json()).toEqual({
				code: 'internal_error',
				message: 'Internal server error',
			});

			// The build ends during the outage: its end cannot be written yet.
			writeFileSync(join(repo, 'GO'), '');
			await waitFor(() => !existsSync(join(repo, 'GO')));
			await waitFor(() =>
				server.log.lines.some((line) =>
					line.includes(`Could not record the end of build ${buildId} (attempt 2)`),
				),
			);
			await new Promise((resolve) =>
				setTimeout(resolve, Math.max(0, 2500 - (Date.now() - downAt))),
			);
			await db.up();
			const outage = Date.now() - downAt;

			const recorded = await waitFor(async () => (await status(buildId)) === 'deployed', 30_000);
			expect(recorded).toBe(true);
			const build = await server.runtime.deps.store.getBuild(buildId);
			expect(build?.failureReason).toBeNull();
			const attempts = server.log.lines.filter((line) =>
				line.includes(`Could not record the end of build ${buildId}`),
			).length;

			const watchdogFailedIt = server.log.lines.some((line) =>
				line.includes(`Build ${buildId} of docs stopped reporting`),
			);

			const next = await trigger();
			expect(next.status).toBe(200);
			const nextId = (await next.json()).buildId;
			writeFileSync(join(repo, 'GO'), '');
			await waitFor(async () => (await status(nextId)) === 'deployed', 30_000);
			console.log(
				`[faults] database down ${outage} ms mid-build, then back: held (rebuild and ticket answered JSON 500 while down; the build's end was retried ${attempts} times and recorded deployed once it was back${watchdogFailedIt ? ', over the failure the watchdog had recorded when its lease ran out' : ''}; the next build deployed)`,
			);
		}, 90_000);
	},
);
