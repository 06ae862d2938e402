import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ProjectConfig, ServerConfig } from '../handlers/config.ts';
import type { Logger, ServerDeps } from '../handlers/deps.ts';
import { createCommandRunner } from '../runner/command-runner.ts';
import { createCommitStatusNotifier } from '../runner/commit-status.ts';
import { readGitCommit } from '../runner/git.ts';
import { createHookRunner } from '../runner/hook-runner.ts';
import { type BuildQueue, createBuildQueue, type RunBuild } from '../runner/queue.ts';
import { createLibsqlStore } from '../store/libsql-store.ts';
import { getPublicOrigin, getSecretEnvNames, loadServerCredentials } from './credentials.ts';

/** The Node runtime of the server: its deps, its build queue and a way to stop it. */
export interface NodeRuntime {
	deps: ServerDeps;
	queue: BuildQueue;
	/** Waits for running builds, then closes the store. */
	close(): Promise<void>;
}

/** Options of `createNodeRuntime`, mostly for tests. */
export interface NodeRuntimeOptions {
	env?: Record<string, string | undefined>;
	log?: Logger;
	fetch?: typeof fetch;
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
	for (const project of config.projects) {
		const runner =
			project.runner.type === 'command'
				? createCommandRunner({
						project: project as ProjectConfig & { runner: { type: 'command' } },
						outputsDir: join(dataDir, 'builds', project.id),
						hiddenEnv,
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
		fetch: fetcher,
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

/** The handlers' deps on Node: what `virtual:trydocs/server-runtime` gives the routes there. */
export async function getNodeDeps(config: ServerConfig): Promise<ServerDeps> {
	return (await getNodeRuntime(config)).deps;
}
