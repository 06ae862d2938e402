import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, relative, resolve } from 'node:path';
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
import {
	createGithubRunner,
	type GithubProject,
	getBuildStatusUrl,
} from '../runner/github-runner.ts';
import { createHookRunner } from '../runner/hook-runner.ts';
import { createBuildLogWriter } from '../runner/log-writer.ts';
import {
	BUILD_LEASE_MS,
	type BuildQueue,
	createBuildQueue,
	type RunBuild,
} from '../runner/queue.ts';
import { readRepositoryCommit } from '../runner/repository-commit.ts';
import { recoverBuilds, startWatchdog } from '../runner/watchdog.ts';
import { createLibsqlExecutor } from '../store/executors/libsql.ts';
import { createSqlStore } from '../store/sql-store.ts';
import { getPublicOrigin, getSecretEnvNames, loadServerCredentials } from './credentials.ts';
import { loadDatabaseClient } from './database-client.ts';
import { createGuardedFetch, type Resolve } from './guarded-fetch.ts';
import { consoleLogger } from './log.ts';
import { createSecretFile } from './secret-file.ts';

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
	/**
	 * Where generated credentials go, notice and secret in one text (tests read them here). By
	 * default they are written to `<dataDir>/generated-secrets.txt` (0600) and only that path is
	 * logged; an interactive terminal also shows them.
	 */
	print?: (text: string) => void;
	/** How long a build's claim holds unrenewed (`TRYDOCS_BUILD_LEASE_MS`, 60 s by default). */
	leaseMs?: number;
}

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

	// The data folder and the database can move at start time (a benchmark, a second instance
	// on one machine, or a built site pointed at its shared database where it is deployed).
	const dataDir = env.TRYDOCS_DATA_DIR ? resolve(env.TRYDOCS_DATA_DIR) : config.dataDir;
	const url =
		env.TRYDOCS_DATABASE_URL?.trim() ||
		config.database.url ||
		`file:${join(dataDir, 'trydocs.db')}`;
	if (url.startsWith('file:')) mkdirSync(dataDir, { recursive: true });
	const { authTokenEnv } = config.database;
	const store = createSqlStore(
		createLibsqlExecutor({
			createClient: await loadDatabaseClient(config.databaseClient),
			url,
			authToken: (authTokenEnv && env[authTokenEnv]?.trim()) || undefined,
			authTokenEnv,
		}),
	);
	// A database that cannot be opened throws a `DatabaseError` naming it and what to check.
	await store.migrate().catch((error) => {
		store.close();
		throw error;
	});

	const publicOrigin = getPublicOrigin(config, env);
	const { print } = options;
	const { apiKeys, accessTokens } = await loadServerCredentials(
		store,
		config,
		env,
		print
			? ({ notice, secret }) => print(`${notice}\n${secret}`)
			: createSecretFile(dataDir, log, Boolean(process.stdout.isTTY)),
	);

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
				: project.runner.type === 'github'
					? createGithubRunner({
							project: project as GithubProject,
							env,
							fetch: fetcher,
							getStatusUrl: (build) => getBuildStatusUrl(publicOrigin, config, build),
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
	const leaseMs = options.leaseMs ?? (Number(env.TRYDOCS_BUILD_LEASE_MS) || BUILD_LEASE_MS);
	// Builds this process claims carry its name; other instances on the database leave them
	// alone while their lease is renewed.
	const owner = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
	const queue = createBuildQueue({
		store,
		run: (projectId) => runners.get(projectId),
		onChange: notify,
		log,
		now,
		owner,
		leaseMs,
	});

	// A build a killed process of this server left running would go on (detached) and could
	// switch `current`: it is stopped, and recorded failed, whatever its lease says.
	for (const project of config.projects) {
		if (project.runner.type !== 'command') continue;
		const orphan = await reapOrphanedBuild(join(dataDir, 'builds', project.id));
		if (!orphan) continue;
		const [build] = await store.failBuilds(
			{ id: orphan.buildId },
			'The server stopped while this build was running (a restart or a crash); trigger a rebuild to run it again.',
			new Date(now()).toISOString(),
		);
		if (orphan.stopped)
			log.warn(
				`Stopped build ${orphan.buildId} of ${project.id}, left running by a previous process.`,
			);
		if (build) {
			log.warn(`Build ${build.id} of ${build.projectId} was interrupted; marked failed.`);
			await notify(build).catch((error) => log.error('Could not post a commit status', error));
		}
	}
	// Builds of other instances are failed only once their lease ended (that server is gone);
	// then every round of the watchdog does the same, and fails builds past their time limit.
	const watchdog = {
		store,
		projects: config.projects,
		queue,
		notify,
		log,
		now,
		owner,
		leaseMs,
	};
	await recoverBuilds(watchdog);
	const stopWatchdog = startWatchdog(watchdog, Math.max(250, Math.round(leaseMs / 2)));

	const deps: ServerDeps = {
		config,
		store,
		apiKeys,
		accessTokens,
		hashSecret: (secret) => createHash('sha256').update(secret).digest('hex'),
		// A `github` build runs on GitHub's checkout: its commit comes from the repository's API.
		readCommit: (project, sha) =>
			sha || project.runner.type === 'github'
				? readRepositoryCommit(project, env, fetcher, sha)
				: readGitCommit(project.root),
		kickBuilds: (projectId) => queue.kick(projectId),
		buildEnded(build) {
			notify(build)
				.catch((error) => log.error(`Could not post the commit status of ${build.id}`, error))
				.finally(() => queue.kick(build.projectId));
		},
		readAsset: (path) => readBuiltFile(config.agents?.clientDir, path),
		// The proxy's requests go only to checked addresses; the runners' to configured URLs.
		fetch: options.fetch ?? createGuardedFetch(config.proxy.trusted, options.resolve),
		now,
		log,
	};
	return {
		deps,
		queue,
		async close() {
			stopWatchdog();
			await queue.idle();
			store.close();
		},
		async shutdown(graceMs = SHUTDOWN_GRACE_MS) {
			stopWatchdog();
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
	if (config.shutdownOnSignals) stopOnSignals(started);
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

/** The grace period of a shutdown: `TRYDOCS_SHUTDOWN_GRACE_MS`, else the runtime's default. */
function getGraceMs(): number | undefined {
	return Number(process.env.TRYDOCS_SHUTDOWN_GRACE_MS) || undefined;
}

/**
 * Shuts down every server runtime this process started: no more builds are taken (triggers
 * still queue them for the next start), a running build gets `graceMs` to finish, else it is
 * stopped and recorded `failed` with the reason, and the database is closed. Call it from your
 * host's own shutdown; it never exits the process. Without it, a process that ends mid-build
 * leaves the build to the next start, which records it failed.
 */
export async function shutdownNodeRuntimes(graceMs = getGraceMs()): Promise<void> {
	const holder = globalThis as typeof globalThis & {
		[RUNTIMES]?: Map<string, Promise<NodeRuntime>>;
	};
	const runtimes = [...(holder[RUNTIMES]?.values() ?? [])];
	holder[RUNTIMES]?.clear();
	await Promise.all(
		runtimes.map((runtime) =>
			runtime.then(
				(started) => started.shutdown(graceMs),
				() => {},
			),
		),
	);
}

let signalsHandled = false;

/**
 * The opt-in (`shutdownOnSignals`) for a server with no shutdown of its own (`@astrojs/node`
 * standalone): on SIGTERM or SIGINT (a deploy, `docker stop`, Ctrl-C) the runtimes shut down,
 * then the process exits.
 */
function stopOnSignals(runtime: Promise<NodeRuntime>): void {
	if (signalsHandled) return;
	signalsHandled = true;
	for (const signal of ['SIGTERM', 'SIGINT'] as const) {
		process.once(signal, () => {
			consoleLogger.info(`${signal}: finishing or stopping the running build, then exiting.`);
			runtime
				.then(() => shutdownNodeRuntimes())
				.catch((error) => consoleLogger.error('Shutdown failed', error))
				.finally(() => process.exit(0));
		});
	}
}

/** The handlers' deps on Node: what `virtual:trydocs/server-runtime` gives the routes there. */
export async function getNodeDeps(config: ServerConfig): Promise<ServerDeps> {
	return (await getNodeRuntime(config)).deps;
}

/** A file of the built site (`clientDir`), as text; `undefined` when absent or outside it. */
export async function readBuiltFile(
	clientDir: string | undefined,
	path: string,
): Promise<string | undefined> {
	if (!clientDir) return undefined;
	const file = resolve(clientDir, `.${path}`);
	const inside = relative(clientDir, file);
	if (!inside || inside.startsWith('..')) return undefined;
	try {
		return await readFile(file, 'utf8');
	} catch {
		return undefined;
	}
}
