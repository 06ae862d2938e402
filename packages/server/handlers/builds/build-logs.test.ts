import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	createGitRepo,
	createNoopProject,
	createTestConfig,
	startTestServer,
	type TestServer,
} from '../../test-utils/setup.ts';
import type { ServerConfig } from '../config.ts';
import { countOpenLogStreams, createLogStream } from './log-stream.ts';

const KEY = 'td_key_test_logs_0123456789';

/** A test server with one running build, `bld_running`, held by another instance. */
async function startWithRunningBuild(
	rateLimit: ServerConfig['rateLimit'] = { requests: 1000, windowSeconds: 60 },
): Promise<TestServer> {
	const repo = createGitRepo({ 'index.md': '# Docs' });
	const server = await startTestServer(
		createTestConfig({ projects: [createNoopProject('demo', repo, 'DEMO_KEY')], rateLimit }),
		{ env: { DEMO_KEY: KEY, TEST_ACCESS_TOKEN: 'tok' } },
	);
	const { store } = server.runtime.deps;
	const now = new Date().toISOString();
	await store.insertBuild({
		id: 'bld_running',
		projectId: 'demo',
		status: 'building',
		createdAt: now,
		startedAt: now,
		finishedAt: null,
		commit: { sha: 'abc1234', fullSha: 'abc1234', message: 'm', author: 'a@b.c' },
		log: '',
		failureReason: null,
	});
	// Held by another instance: nothing here claims it, and the watchdog leaves it alone.
	const db = createClient({
		url: `file:${join(server.runtime.deps.config.dataDir, 'trydocs.db')}`,
	});
	await db.execute({
		sql: "UPDATE builds SET owner = 'another-instance', lease_until = ? WHERE id = 'bld_running'",
		args: [Date.now() + 10 * 60_000],
	});
	db.close();
	return server;
}

describe('a build log stream: bounded, and gone with its client', () => {
	let server: TestServer;
	let reads = 0;

	beforeAll(async () => {
		server = await startWithRunningBuild();
		const { store } = server.runtime.deps;
		const read = store.readBuildLog.bind(store);
		store.readBuildLog = (...args) => {
			reads += 1;
			return read(...args);
		};
	});
	afterAll(async () => {
		await server?.stop();
	});

	it('stops reading the store once the client goes away', async () => {
		const abort = new AbortController();
		const response = await fetch(`${server.url}/api/projects/demo/builds/bld_running/logs`, {
			headers: { authorization: `Bearer ${KEY}` },
			signal: abort.signal,
		});
		expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
		const reader = (response.body as ReadableStream<Uint8Array>).getReader();
		const first = new TextDecoder().decode((await reader.read()).value);
		expect(first).toContain('event: status');
		// Polling while the client listens...
		const before = reads;
		await new Promise((resolve) => setTimeout(resolve, 1200));
		expect(reads).toBeGreaterThan(before);
		abort.abort();
		await reader.cancel().catch(() => {});
		await new Promise((resolve) => setTimeout(resolve, 700));
		// ...and none once it has gone (one read may have been under way).
		const after = reads;
		await new Promise((resolve) => setTimeout(resolve, 1500));
		expect(reads).toBe(after);
	});

	it('ends on its own after its longest time, for the client to reconnect from its last id', async () => {
		const stream = createLogStream({
			store: server.runtime.deps.store,
			buildId: 'bld_running',
			from: 0,
			describe: (build) => ({ status: build.status }),
			pollMs: 20,
			maxStreamMs: 200,
		});
		const started = Date.now();
		const text = await new Response(stream).text();
		expect(Date.now() - started).toBeLessThan(2000);
		expect(text).toContain('event: status\ndata: {"status":"building"}');
		expect(text).not.toContain('event: end');
	});
});

describe('open log streams per server instance', () => {
	let server: TestServer;
	beforeAll(async () => {
		server = await startWithRunningBuild({ requests: 1000, windowSeconds: 60, maxLogStreams: 2 });
	});
	afterAll(async () => {
		await server?.stop();
	});

	/** Opens the running build's log stream and reads its first event; returns how to leave. */
	async function follow() {
		const abort = new AbortController();
		const response = await fetch(`${server.url}/api/projects/demo/builds/bld_running/logs`, {
			headers: { authorization: `Bearer ${KEY}` },
			signal: abort.signal,
		});
		const reader = response.status === 200 ? response.body?.getReader() : undefined;
		await reader?.read();
		return {
			response,
			leave: async () => {
				abort.abort();
				await reader?.cancel().catch(() => {});
			},
		};
	}

	it('answers 503 in the builds shape with Retry-After past the cap, and opens again once one closes', async () => {
		const first = await follow();
		const second = await follow();
		expect(first.response.status).toBe(200);
		expect(second.response.status).toBe(200);
		const third = await follow();
		expect(third.response.status).toBe(503);
		expect(third.response.headers.get('retry-after')).toBe('10');
		expect(await third.response.json()).toEqual({
			error: {
				code: 'too_many_streams',
				message:
					'This server is following 2 build logs already, its most at once; try again in 10 s.',
				status: 503,
			},
		});
		// A client that goes away frees its place.
		await first.leave();
		await expect.poll(() => countOpenLogStreams(), { timeout: 5_000 }).toBe(1);
		const fourth = await follow();
		expect(fourth.response.status).toBe(200);
		await second.leave();
		await fourth.leave();
		await expect.poll(() => countOpenLogStreams(), { timeout: 5_000 }).toBe(0);
	});
});
