import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFreePort } from '../../../fixtures/utils/serve.ts';
import {
	createSqldAuth,
	findSqld,
	type SqldServer,
	startSqld,
} from '../../../fixtures/utils/sqld.ts';
import {
	cleanup,
	createGitRepo,
	createMemoryLogger,
	createNoopProject,
	createTestConfig,
	openDeployments,
	postDeploymentsForm,
	startTestServer,
	type TestServer,
	triggerRebuilds,
	waitFor,
} from '../test-utils/setup.ts';
import { createNodeRuntime } from './node.ts';

const sqld = findSqld();
const skipped = sqld.reason ? ` (skipped: ${sqld.reason})` : '';
const LIMIT = 15;
const LIMITS_KEY = 'td_key_limits_0123456789';
const TOKEN = 'td_tok_shared_0123456789';

describe.skipIf(!sqld.path)(
	`two server instances sharing one libSQL server (sqld, over HTTP)${skipped}`,
	() => {
		let db: SqldServer;
		let a: TestServer;
		let b: TestServer;
		let repo: string;

		beforeAll(async () => {
			db = await startSqld();
			repo = createGitRepo({ 'a.md': 'a' });
			// Each instance has its own data folder (as on two machines): only the database is shared.
			const config = () =>
				createTestConfig({
					database: { url: db.url },
					projects: [
						createNoopProject('limits', repo, 'LIMITS_KEY'),
						createNoopProject('generated', repo, 'GENERATED_KEY'),
					],
					rateLimit: { requests: LIMIT, windowSeconds: 3600 },
				});
			// `GENERATED_KEY` is unset: both instances start at once and race to generate it.
			const env = { LIMITS_KEY, TEST_ACCESS_TOKEN: TOKEN };
			[a, b] = await Promise.all([
				startTestServer(config(), { env }),
				startTestServer(config(), { env }),
			]);
		});
		afterAll(async () => {
			await a?.stop();
			await b?.stop();
			await db?.stop();
			if (repo) cleanup(repo);
		});

		const rebuild = (server: TestServer, project: string, key: string) =>
			fetch(`${server.url}/api/projects/${project}/rebuild`, {
				method: 'POST',
				headers: { authorization: `Bearer ${key}` },
			});

		it('generates one API key: only the instance that stored it prints it, and the other accepts it', async () => {
			const printed = [...a.printed, ...b.printed].filter((text) =>
				text.includes('Generated an API key for project `generated`'),
			);
			expect(printed).toHaveLength(1);
			const key = /Bearer (td_key_[a-z2-7]+)/.exec(printed[0] ?? '')?.[1] ?? '';
			expect(key).not.toBe('');
			const [printer, other] = a.printed.some((text) => text.includes(key)) ? [a, b] : [b, a];
			expect(other.printed.join('\n')).not.toContain('Generated an API key');

			const response = await rebuild(other, 'generated', key);
			expect(response.status).toBe(200);
			expect(await response.json()).toMatchObject({
				status: 'queued',
				project: { id: 'generated' },
			});
			expect((await rebuild(printer, 'generated', key)).status).toBe(200);
			expect((await rebuild(other, 'generated', 'td_key_wrong')).status).toBe(401);
		});

		it(`shares the rate limit: ${2 * LIMIT} concurrent triggers spread over both give exactly ${LIMIT} 200s; every build is stored once and runs once, one at a time, the project never holding two queued builds`, async () => {
			const responses = await triggerRebuilds([a, b], 'limits', LIMITS_KEY, 2 * LIMIT);
			const ok = responses.filter((r) => r.status === 200);
			const limited = responses.filter((r) => r.status === 429);
			expect(ok).toHaveLength(LIMIT);
			expect(limited).toHaveLength(LIMIT);
			for (const response of limited) {
				expect(response.body).toEqual({
					error: { code: 'rate_limited', message: 'Too many requests', status: 429 },
				});
				expect(Number(response.retryAfter)).toBeGreaterThan(0);
			}
			// Triggers while a build is queued join it, on either instance.
			const ids = [...new Set(ok.map((r) => r.body.buildId as string))];
			expect(ids.length).toBeLessThan(LIMIT);
			// Read back through the other instance's store: it is the same database.
			const stored = await b.runtime.deps.store.listBuilds('limits', 1000);
			expect(stored.map((build) => build.id).sort()).toEqual([...ids].sort());

			// The two queues claim from the same table: every build ends deployed, and no two
			// of the project's builds ever ran at the same time.
			const finished = await waitFor(async () => {
				const builds = await a.runtime.deps.store.listBuilds('limits', 1000);
				return builds.every((build) => build.status === 'deployed') && builds;
			});
			const spans = finished
				.map((build) => [Date.parse(build.startedAt ?? ''), Date.parse(build.finishedAt ?? '')])
				.sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0));
			for (let i = 1; i < spans.length; i++) {
				expect(spans[i]?.[0]).toBeGreaterThanOrEqual(spans[i - 1]?.[1] ?? Number.NaN);
			}
		});

		it('reads a ticket created through one instance through the other', async () => {
			const created = await fetch(`${a.url}/api/v1/tickets`, {
				method: 'POST',
				headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
				body: JSON.stringify({ customer_id: 'cus_9', subject: 'Shared between instances' }),
			});
			expect(created.status).toBe(201);
			const ticket = await created.json();
			const fetched = await fetch(`${b.url}/api/v1/tickets/${ticket.id}`, {
				headers: { authorization: `Bearer ${TOKEN}` },
			});
			expect(fetched.status).toBe(200);
			expect(await fetched.json()).toEqual(ticket);
			const missing = await fetch(`${b.url}/api/v1/tickets/tkt_missing`, {
				headers: { authorization: `Bearer ${TOKEN}` },
			});
			expect(missing.status).toBe(404);
			expect((await missing.json()).message).toContain('tkt_missing');
		});

		it('keeps a Deployments page session signed in on one instance valid on the other', async () => {
			const login = await postDeploymentsForm(a, { key: LIMITS_KEY });
			if (!(login instanceof Response)) throw new Error(`Not signed in: ${JSON.stringify(login)}`);
			expect(login.status).toBe(303);
			const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
			const page = await openDeployments(b, { headers: { cookie } });
			expect(page).toMatchObject({ kind: 'builds', status: 200, projectId: 'limits' });
			const builds = page instanceof Response || page.kind !== 'builds' ? [] : page.builds;
			expect(builds.map((build) => build.status)).toContain('deployed');
		});
	},
);

describe.skipIf(!sqld.path)(`database.authTokenEnv against sqld with JWT auth${skipped}`, () => {
	let db: SqldServer;
	const auth = createSqldAuth();
	beforeAll(async () => {
		db = await startSqld({ jwtPublicKey: auth.publicKey });
	});
	afterAll(async () => {
		await db?.stop();
	});

	const config = () =>
		createTestConfig({ database: { url: db.url, authTokenEnv: 'TEST_DB_TOKEN' } });
	const start = async (env: Record<string, string>) => {
		const cfg = config();
		try {
			return await createNodeRuntime(cfg, {
				env: { TEST_ACCESS_TOKEN: TOKEN, ...env },
				log: createMemoryLogger(),
				print: () => {},
			});
		} finally {
			cleanup(cfg.dataDir);
		}
	};

	it('starts with the token from the named variable, and the database holds the data', async () => {
		const runtime = await start({ TEST_DB_TOKEN: auth.createToken() });
		try {
			expect(await runtime.deps.store.getCredential('access_token', 'TEST_ACCESS_TOKEN')).toEqual(
				expect.objectContaining({ source: 'env' }),
			);
		} finally {
			await runtime.close();
		}
	});

	it('says the variable is not set when the token is missing', async () => {
		await expect(start({})).rejects.toThrow(
			`The database at ${db.url} needs an auth token, and the environment variable TEST_DB_TOKEN (named in \`database.authTokenEnv\`) is not set. Set TEST_DB_TOKEN to a token for this database (for Turso: \`turso db tokens create <database>\`).`,
		);
	});

	it('says the token was refused, without showing it, when it is wrong', async () => {
		const wrong = createSqldAuth().createToken();
		const error = await start({ TEST_DB_TOKEN: wrong }).then(
			() => undefined,
			(caught: Error) => caught,
		);
		expect(error?.message).toBe(
			`The database at ${db.url} did not accept the auth token in TEST_DB_TOKEN (HTTP 401). Check that TEST_DB_TOKEN holds a current token for this database, not an expired one or one for another database.`,
		);
		expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain(wrong);
	});
});

describe('a database that cannot be opened', () => {
	const start = async (database: { url?: string; authTokenEnv?: string }) => {
		const cfg = createTestConfig({ database });
		try {
			return await createNodeRuntime(cfg, {
				env: { TEST_ACCESS_TOKEN: TOKEN, DB_TOKEN: 'secret-token-123' },
				log: createMemoryLogger(),
				print: () => {},
			});
		} finally {
			cleanup(cfg.dataDir);
		}
	};

	it('names an unreachable server (without its token) and says what to check', async () => {
		const port = await getFreePort();
		const error = await start({
			url: `http://127.0.0.1:${port}?authToken=secret-in-url`,
			authTokenEnv: 'DB_TOKEN',
		}).then(
			() => undefined,
			(caught: Error) => caught,
		);
		expect(error?.message).toBe(
			`Could not reach the database at http://127.0.0.1:${port} (connect ECONNREFUSED 127.0.0.1:${port}). Check that the libSQL server is running and reachable from this machine at that address, and that \`database.url\` (or TRYDOCS_DATABASE_URL) names it.`,
		);
		expect(String(error?.stack)).not.toMatch(/secret/);
	});

	it('says a URL with an unknown scheme is not a libSQL URL', async () => {
		await expect(start({ url: 'postgres://db.example.com/docs' })).rejects.toThrow(
			'The database URL `postgres://db.example.com/docs` is not a libSQL URL. Set `database.url` in the `trydocsServer()` options (or TRYDOCS_DATABASE_URL) to `libsql://…`, `https://…` or `http://…` for a libSQL server, or to `file:…` for a database file; leave both unset for the embedded file in `dataDir`.',
		);
	});
});
