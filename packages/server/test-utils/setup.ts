/**
 * Test helpers of @trydocs/server: a real store in a temporary folder, a real git repository,
 * the runtime behind a real `node:http` server, and a recording HTTP server that plays the
 * code-hosting service or a deploy hook.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ProjectConfig, ServerConfig } from '../handlers/config.ts';
import {
	type DeploymentsView,
	handleDeploymentsRequest,
} from '../handlers/deployments/deployments.ts';
import type { Logger } from '../handlers/deps.ts';
import { UNKNOWN_CLIENT } from '../handlers/http/types.ts';
import { createNodeRuntime, type NodeRuntime, type NodeRuntimeOptions } from '../runtime/node.ts';
import { resolveServerConfig, ServerOptionsSchema } from '../schemas/options.ts';
import type { BuildRecord } from '../store/store.ts';
import { listenNode, type NodeServer } from './node-http.ts';

/** A temporary folder, removed by `cleanup`. */
export function createTempDir(prefix = 'trydocs-server-'): string {
	return mkdtempSync(join(tmpdir(), prefix));
}

/** A git repository with one commit holding `files`. */
export function createGitRepo(
	files: Record<string, string>,
	commit = { message: 'Update the docs', email: 'ada@example.com' },
): string {
	const root = createTempDir('trydocs-repo-');
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(root, path)), { recursive: true });
		writeFileSync(join(root, path), text);
	}
	const git = (...args: string[]) =>
		execFileSync('git', args, {
			cwd: root,
			env: {
				...process.env,
				GIT_AUTHOR_NAME: 'Ada',
				GIT_AUTHOR_EMAIL: commit.email,
				GIT_COMMITTER_NAME: 'Ada',
				GIT_COMMITTER_EMAIL: commit.email,
			},
		});
	git('init', '-q');
	git('add', '-A');
	git('commit', '-q', '-m', commit.message);
	return root;
}

/** Reads `git log` of a repository, for expected values. */
export function readHead(root: string): { sha: string; fullSha: string } {
	const out = execFileSync('git', ['-C', root, 'log', '-1', '--format=%H %h'], {
		encoding: 'utf8',
	}).trim();
	const [fullSha = '', sha = ''] = out.split(' ');
	return { sha, fullSha };
}

/** A server configuration for tests, with its data in a fresh temporary folder. */
export function createTestConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
	const dataDir = createTempDir('trydocs-data-');
	const options = ServerOptionsSchema.parse({
		tickets: { accessTokenEnv: ['TEST_ACCESS_TOKEN'] },
		rateLimit: { requests: 1000, windowSeconds: 60 },
		proxy: { maxResponseBytes: 1024 * 1024 },
	});
	return {
		...resolveServerConfig(options, { root: dataDir, siteOrigin: 'https://docs.example.com' }),
		dataDir,
		...overrides,
	};
}

/** A build record as the rebuild trigger stores it, `queued` for `projectId` (`docs`). */
export function createQueuedBuild(id: string, projectId = 'docs'): BuildRecord {
	return {
		id,
		projectId,
		status: 'queued',
		createdAt: new Date().toISOString(),
		startedAt: null,
		finishedAt: null,
		commit: { sha: 'abc1234', fullSha: 'abc1234', message: 'm', author: 'a@example.com' },
		log: '',
		failureReason: null,
	};
}

/** A logger that keeps what it was told, so tests can check that nothing secret was logged. */
export function createMemoryLogger(): Logger & { lines: string[] } {
	const lines: string[] = [];
	return {
		lines,
		info: (message) => lines.push(`info ${message}`),
		warn: (message) => lines.push(`warn ${message}`),
		error: (message, cause) => lines.push(`error ${message} ${String(cause ?? '')}`),
	};
}

/**
 * A project in `root` whose build command does nothing and succeeds at once: for tests about
 * the interface (auth, limits, bad input), not about what a build does.
 */
export function createNoopProject(
	id: string,
	root: string,
	apiKeyEnv = 'KEY',
	name = id[0]?.toUpperCase() + id.slice(1),
): ProjectConfig {
	return {
		id,
		name,
		apiKeyEnv,
		root,
		runner: { type: 'command', command: 'true', timeoutMs: 10_000, keep: 2 },
	};
}

/** The runtime behind a real HTTP server. */
export interface TestServer extends NodeServer {
	runtime: NodeRuntime;
	printed: string[];
	log: ReturnType<typeof createMemoryLogger>;
	stop(): Promise<void>;
}

/** Starts the runtime for `config` and serves it on a free loopback port. */
export async function startTestServer(
	config: ServerConfig,
	options: NodeRuntimeOptions = {},
): Promise<TestServer> {
	const printed: string[] = [];
	const log = createMemoryLogger();
	const runtime = await createNodeRuntime(config, {
		print: (text) => printed.push(text),
		log,
		...options,
	});
	const http = await listenNode(runtime.deps);
	return {
		...http,
		runtime,
		printed,
		log,
		async stop() {
			await http.close();
			await runtime.close();
			cleanup(config.dataDir);
		},
	};
}

/** A rebuild trigger's answer, read whole. */
export interface TriggerAnswer {
	status: number;
	retryAfter: string | null;
	// biome-ignore lint/suspicious/noExplicitAny: a Build or an error body, checked by each test
	body: any;
}

/** Sends `count` rebuild triggers for one project at once, spread over `servers` in turn. */
export function triggerRebuilds(
	servers: readonly { url: string }[],
	projectId: string,
	key: string,
	count: number,
): Promise<TriggerAnswer[]> {
	return Promise.all(
		Array.from({ length: count }, async (_, index) => {
			const server = servers[index % servers.length] as { url: string };
			const response = await fetch(`${server.url}/api/projects/${projectId}/rebuild`, {
				method: 'POST',
				headers: { authorization: `Bearer ${key}` },
			});
			return {
				status: response.status,
				retryAfter: response.headers.get('retry-after'),
				body: await response.json(),
			};
		}),
	);
}

/** One request a `RecordingServer` received. */
export interface RecordedCall {
	method: string;
	url: string;
	headers: IncomingMessage['headers'];
	body: string;
}

/** A local HTTP server that records every call and answers with `respond`. */
export interface RecordingServer {
	url: string;
	calls: RecordedCall[];
	close(): Promise<void>;
}

/** Starts a recording server (a stand-in code-hosting API, deploy hook or upstream API). */
export function startRecordingServer(
	respond: (call: RecordedCall, res: ServerResponse) => void = (_call, res) => {
		res.writeHead(201, { 'content-type': 'application/json' });
		res.end('{}');
	},
): Promise<RecordingServer> {
	const calls: RecordedCall[] = [];
	const server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk) => chunks.push(chunk));
		req.on('end', () => {
			const call = {
				method: req.method ?? '',
				url: req.url ?? '',
				headers: req.headers,
				body: Buffer.concat(chunks).toString('utf8'),
			};
			calls.push(call);
			respond(call, res);
		});
	});
	return new Promise((resolve) => {
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as AddressInfo;
			resolve({
				url: `http://127.0.0.1:${port}`,
				calls,
				close: () =>
					new Promise((done) => {
						server.closeAllConnections();
						server.close(() => done());
					}),
			});
		});
	});
}

/** Removes temporary folders. */
export function cleanup(...paths: string[]) {
	for (const path of paths) rmSync(path, { recursive: true, force: true });
}

/** Waits until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function waitFor<T>(
	check: () => Promise<T | undefined | false> | T | undefined | false,
	timeoutMs = 15_000,
): Promise<T> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = await check();
		if (value) return value;
		if (Date.now() > deadline) throw new Error('Timed out waiting');
		await new Promise((resolve) => setTimeout(resolve, 25));
	}
}

/**
 * Asks the Deployments page's handler (the logic behind `routes/deployments.astro`, which only
 * Astro renders) for an answer: a `Response` (a redirect) or what the page would show.
 */
export function openDeployments(
	server: TestServer,
	init: RequestInit = {},
): Promise<Response | DeploymentsView> {
	return handleDeploymentsRequest(
		new Request(`${server.url}${server.runtime.deps.config.routes.deployments}`, init),
		server.runtime.deps,
		UNKNOWN_CLIENT,
	);
}

/** A sign-in form post to the Deployments page. */
export function postDeploymentsForm(
	server: TestServer,
	form: Record<string, string>,
	headers: Record<string, string> = {},
): Promise<Response | DeploymentsView> {
	return openDeployments(server, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
		body: new URLSearchParams(form),
	});
}
