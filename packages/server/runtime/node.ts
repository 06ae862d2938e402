import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ProjectConfig, ServerConfig } from '../handlers/config.ts';
import type { Logger, ServerDeps } from '../handlers/deps.ts';
import {
	createCommandRunner,
	MAX_LOG,
	reapOrphanedBuild,
	stopRunningBuilds,
} from '../runner/command-runner.ts';
import { createCommitStatusNotifier } from '../runner/commit-status.ts';
import { readGitCommit } from '../runner/git.ts';
import { createHookRunner } from '../runner/hook-runner.ts';
import { createBuildLogWriter } from '../runner/log-writer.ts';
import { type BuildQueue, createBuildQueue, type RunBuild } from '../runner/queue.ts';
import { createLibsqlStore } from '../store/libsql-store.ts';
import { getPublicOrigin, getSecretEnvNames, loadServerCredentials } from './credentials.ts';
import { createGuardedFetch, type Resolve } from './guarded-fetch.ts';

/** The Node runtime of the server: its deps, its build queue and a way to stop it. */
export interface NodeRuntime {
	deps: ServerDeps;
	queue: BuildQueue;
	/** Waits for running builds, then closes the store. */
	close(): Promise<void>;
	/**
	 * Stops for good: takes no more builds, gives running ones `graceMs` to finish, then stops
	 * them (their process groups) and records them `failed`, then closes the store.
	 */
	shutdown(graceMs?: number): Promise<void>;
}

/** How long a shutdown waits for a running build before stopping it. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Options of `createNodeRuntime`, mostly for tests. */
export interface NodeRuntimeOptions {
	env?: Record<string, string | undefined>;
	log?: Logger;
	fetch?: typeof fetch;
	/** How the proxy resolves host names (`dns.lookup` by default; tests play a rebinding DNS). */
	resolve?: Resolve;
	now?: () => number;
	/** Where generated credentials are shown once (stdout by default). */
	print?: (text: string) => void;
}

/** The console logger of the server runtime. */
export const consoleLogger: Logger = {
	info: (message) => console.log(`[trydocs] ${message}`),
	warn: (message) => console.warn(`[trydocs] ${message}`),
	error: (message, cause) => console.error(`[trydocs] ${message}`, cause ?? ''),
};

/**
 * Starts the server runtime on Node: opens (and migrates) the store, loads or generates the
 * credentials, marks builds a previous process left `building` as `failed`, and resumes the
 * queued ones.
 */
export async function createNodeRuntime(
	config: ServerConfig,
	options: NodeRuntimeOptions = {},
): Promise<NodeRuntime> {
	const env = options.env ?? process.env;
	// `TRYDOCS_PROXY_TRUSTED` (comma-separated origins) lets one deployment's proxy reach declared
	// servers on internal addresses, as `proxy.allow` does at build time; it allows nothing new.
	// Added in place: in dev, `proxy.allow` is a live getter that a copy would freeze.
	for (const origin of (env.TRYDOCS_PROXY_TRUSTED ?? '').split(',')) {
		const trimmed = origin.trim();
		if (trimmed && !config.proxy.trusted.includes(trimmed)) config.proxy.trusted.push(trimmed);
	}
	const log = options.log ?? consoleLogger;
	const fetcher = options.fetch ?? fetch;
	const now = options.now ?? Date.now;
	const print = options.print ?? ((text: string) => console.log(text));

	// The data folder and the database can move at start time (a benchmark, a second instance
	// on one machine, or a built site pointed at its shared database where it is deployed).
	const dataDir = env.TRYDOCS_DATA_DIR ? resolve(env.TRYDOCS_DATA_DIR) : config.dataDir;
	const url =
		env.TRYDOCS_DATABASE_URL?.trim() ||
		config.database.url ||
		`file:${join(dataDir, 'trydocs.db')}`;
	if (url.startsWith('file:')) mkdirSync(dataDir, { recursive: true });
	const { authTokenEnv } = config.database;
	const store = createLibsqlStore({
		url,
		authToken: (authTokenEnv && env[authTokenEnv]?.trim()) || undefined,
		authTokenEnv,
	});
	// A database that cannot be opened throws a `DatabaseError` naming it and what to check.
	await store.migrate().catch((error) => {
		store.close();
		throw error;
	});

	const publicOrigin = getPublicOrigin(config, env);
	const { apiKeys, accessTokens } = await loadServerCredentials(store, config, env, print);

	const projects = new Map(config.projects.map((project) => [project.id, project]));
	const hiddenEnv = getSecretEnvNames(config);
	const runners = new Map<string, RunBuild>();
	// Command output reaches the store as it comes: the logs endpoint streams it live.
	const output = createBuildLogWriter({ store, log, maxLength: MAX_LOG });
	for (const project of config.projects) {
		const runner =
			project.runner.type === 'command'
				? createCommandRunner({
						project: project as ProjectConfig & { runner: { type: 'command' } },
						outputsDir: join(dataDir, 'builds', project.id),
						hiddenEnv,
						output,
					})
				: createHookRunner(project as ProjectConfig & { runner: { type: 'hook' } }, env, fetcher);
		runners.set(project.id, runner);
	}
	const notify = createCommitStatusNotifier({
		getProject: (id) => projects.get(id),
		env,
		fetch: fetcher,
		getTargetUrl: (build) => `${publicOrigin}${config.routes.deployments}#${build.id}`,
		log,
	});
	const queue = createBuildQueue({
		store,
		run: (projectId) => runners.get(projectId),
		onChange: notify,
		log,
		now,
	});

	// A build a killed process left running would go on (detached) and could switch `current`.
	for (const project of config.projects) {
		if (project.runner.type !== 'command') continue;
		const orphan = await reapOrphanedBuild(join(dataDir, 'builds', project.id));
		if (orphan)
			log.warn(`Stopped build ${orphan} of ${project.id}, left running by a previous process.`);
	}
	const interrupted = await store.failInterruptedBuilds(
		'The server stopped while this build was running (a restart or a crash); trigger a rebuild to run it again.',
		new Date(now()).toISOString(),
	);
	for (const build of interrupted) {
		log.warn(`Build ${build.id} of ${build.projectId} was interrupted; marked failed.`);
		await notify(build).catch((error) => log.error('Could not post a commit status', error));
	}
	for (const projectId of await store.listProjectsWithQueuedBuilds()) queue.kick(projectId);

	const deps: ServerDeps = {
		config,
		store,
		apiKeys,
		accessTokens,
		hashSecret: (secret) => createHash('sha256').update(secret).digest('hex'),
		readCommit: (project) => readGitCommit(project.root),
		kickBuilds: (projectId) => queue.kick(projectId),
		// The proxy's requests go only to checked addresses; the runners' to configured URLs.
		fetch: options.fetch ?? createGuardedFetch(config.proxy.trusted, options.resolve),
		now,
		log,
	};
	return {
		deps,
		queue,
		async close() {
			await queue.idle();
			store.close();
		},
		async shutdown(graceMs = SHUTDOWN_GRACE_MS) {
			queue.pause();
			let timer: ReturnType<typeof setTimeout> | undefined;
			const graceOver = new Promise<'late'>((resolve) => {
				timer = setTimeout(() => resolve('late'), graceMs);
			});
			if ((await Promise.race([queue.idle(), graceOver])) === 'late') {
				const stopped = stopRunningBuilds(
					'The server shut down while this build was running; trigger a rebuild to run it again.',
				);
				log.warn(`Shutting down: stopped ${stopped} running build(s); their end is recorded.`);
			}
			clearTimeout(timer);
			await queue.idle();
			store.close();
		},
	};
}

const RUNTIMES = Symbol.for('trydocs.server.runtimes');
const BY_OBJECT = new WeakMap<ServerConfig, Promise<NodeRuntime>>();

/**
 * The one runtime of this process for a configuration, started on first use and shared by the
 * routes and the opt-in Node middleware (different module instances, so the runtimes live on
 * `globalThis`, by the configuration's JSON). A request costs one lookup by object; the JSON is
 * made only when a configuration object is first seen. A failed start is retried on the next
 * request rather than cached.
 */
export function getNodeRuntime(config: ServerConfig): Promise<NodeRuntime> {
	const known = BY_OBJECT.get(config);
	if (known) return known;
	const holder = globalThis as typeof globalThis & {
		[RUNTIMES]?: Map<string, Promise<NodeRuntime>>;
	};
	holder[RUNTIMES] ??= new Map();
	const key = JSON.stringify(config);
	let runtime = holder[RUNTIMES].get(key);
	if (!runtime) {
		runtime = createNodeRuntime(config);
		holder[RUNTIMES].set(key, runtime);
	}
	const started = runtime;
	BY_OBJECT.set(config, started);
	stopOnSignals(started);
	started.catch((error) => {
		if (holder[RUNTIMES]?.get(key) === started) holder[RUNTIMES].delete(key);
		if (BY_OBJECT.get(config) === started) BY_OBJECT.delete(config);
		consoleLogger.error(
			'The server runtime could not start; its endpoints answer 500 until it can.',
			error,
		);
	});
	return started;
}

let signalsHandled = false;

/**
 * On SIGTERM or SIGINT (a deploy, `docker stop`, Ctrl-C) the server shuts its runtime down
 * (running builds finish within the grace period or are stopped, and recorded), then exits.
 * Without this the process would die at once and leave its detached build running.
 */
function stopOnSignals(runtime: Promise<NodeRuntime>): void {
	if (signalsHandled) return;
	signalsHandled = true;
	for (const signal of ['SIGTERM', 'SIGINT'] as const) {
		process.once(signal, () => {
			consoleLogger.info(`${signal}: finishing or stopping the running build, then exiting.`);
			runtime
				.then((started) =>
					started.shutdown(Number(process.env.TRYDOCS_SHUTDOWN_GRACE_MS) || undefined),
				)
				.catch((error) => consoleLogger.error('Shutdown failed', error))
				.finally(() => process.exit(0));
		});
	}
}

/** The handlers' deps on Node: what `virtual:trydocs/server-runtime` gives the routes there. */
export async function getNodeDeps(config: ServerConfig): Promise<ServerDeps> {
	return (await getNodeRuntime(config)).deps;
}
