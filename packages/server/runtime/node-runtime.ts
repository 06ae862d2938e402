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
import { readGitCommit } from '../runner/git.ts';
import { createBuildLogWriter } from '../runner/log-writer.ts';
import { BUILD_LEASE_MS, type BuildQueue, type RunBuild } from '../runner/queue.ts';
import { recoverBuilds, startWatchdog, type WatchdogOptions } from '../runner/watchdog.ts';
import { createLibsqlExecutor } from '../store/executors/libsql.ts';
import { createSqlStore } from '../store/sql-store.ts';
import type { Store } from '../store/store.ts';
import { getSecretEnvNames, type RevealSecret } from './credentials.ts';
import { loadDatabaseClient } from './database-client.ts';
import { createGuardedFetch, type Resolve } from './guarded-fetch.ts';
import { consoleLogger } from './log.ts';
import { createSecretFile } from './secret-file.ts';
import { createServerRuntime } from './server-runtime.ts';

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
	/** The origins the proxy forwards to now (`proxy.allow` by default; live in `astro dev`). */
	proxyAllow?: () => readonly string[];
}

/**
 * Starts the server runtime on Node: opens (and migrates) the store, loads or generates the
 * credentials, marks builds a previous process left `building` as `failed`, and resumes the
 * queued ones.
 */
export async function createNodeRuntime(
	declared: ServerConfig,
	options: NodeRuntimeOptions = {},
): Promise<NodeRuntime> {
	const env = options.env ?? process.env;
	const config = withTrustedOrigins(declared, env);
	const log = options.log ?? consoleLogger;
	// The data folder can move at start time (a benchmark, a second instance on one machine).
	const dataDir = env.TRYDOCS_DATA_DIR ? resolve(env.TRYDOCS_DATA_DIR) : config.dataDir;
	const store = await openNodeStore(config, env, dataDir);
	const leaseMs = options.leaseMs ?? (Number(env.TRYDOCS_BUILD_LEASE_MS) || BUILD_LEASE_MS);
	const { deps, queue, watchdog } = await createServerRuntime(config, {
		env,
		store,
		// Builds this process claims carry its name; other instances on the database leave them
		// alone while their lease is renewed.
		owner: `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`,
		fetch: options.fetch ?? fetch,
		// The proxy's requests go only to checked addresses; the runners' to configured URLs.
		proxyFetch: options.fetch ?? createGuardedFetch(config.proxy.trusted, options.resolve),
		hashSecret: (secret) => createHash('sha256').update(secret).digest('hex'),
		readAsset: (path) => readBuiltBytes(config.agents?.clientDir, path),
		revealSecret: getSecretReveal(options.print, dataDir, log),
		createRunner: createNodeRunners(config, store, log, dataDir),
		readLocalCommit: (project) => readGitCommit(project.root),
		log,
		now: options.now ?? Date.now,
		leaseMs,
		...(options.proxyAllow ? { proxyAllow: options.proxyAllow } : {}),
	});
	await failOrphanedBuilds(config, dataDir, watchdog);
	// Builds of other instances are failed only once their lease ended (that server is gone);
	// then every round of the watchdog does the same, and fails builds past their time limit.
	await recoverBuilds(watchdog);
	const stopWatchdog = startWatchdog(watchdog, Math.max(250, Math.round(leaseMs / 2)));
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
			await stopQueue(queue, graceMs, log);
			store.close();
		},
	};
}

/**
 * `TRYDOCS_PROXY_TRUSTED` (comma-separated origins) lets one deployment's proxy reach declared
 * servers on internal addresses, as `proxy.allow` does at build time; it allows nothing new.
 * Gives a copy with them added: the configuration passed in is left as it is.
 */
export function withTrustedOrigins(
	config: ServerConfig,
	env: Record<string, string | undefined>,
): ServerConfig {
	const trusted = [...config.proxy.trusted];
	for (const origin of (env.TRYDOCS_PROXY_TRUSTED ?? '').split(',')) {
		const trimmed = origin.trim();
		if (trimmed && !trusted.includes(trimmed)) trusted.push(trimmed);
	}
	if (trusted.length === config.proxy.trusted.length) return config;
	return { ...config, proxy: { ...config.proxy, trusted } };
}

/**
 * The store on the embedded SQLite file in the data folder, or on the libSQL server of
 * `TRYDOCS_DATABASE_URL` / `database.url` (a built site pointed at its shared database).
 */
async function openNodeStore(
	config: ServerConfig,
	env: Record<string, string | undefined>,
	dataDir: string,
): Promise<Store> {
	const url =
		env.TRYDOCS_DATABASE_URL?.trim() ||
		config.database.url ||
		`file:${join(dataDir, 'trydocs.db')}`;
	if (url.startsWith('file:')) mkdirSync(dataDir, { recursive: true });
	const { authTokenEnv } = config.database;
	return createSqlStore(
		createLibsqlExecutor({
			createClient: await loadDatabaseClient(config.databaseClient),
			url,
			authToken: (authTokenEnv && env[authTokenEnv]?.trim()) || undefined,
			authTokenEnv,
		}),
	);
}

/** Generated credentials go to `print` (tests), else to a file only this user can read. */
function getSecretReveal(
	print: NodeRuntimeOptions['print'],
	dataDir: string,
	log: Logger,
): RevealSecret {
	return print
		? ({ notice, secret }) => print(`${notice}\n${secret}`)
		: createSecretFile(dataDir, log, Boolean(process.stdout.isTTY));
}

/** The `command` runner, which only Node has: the site's build command in its folder. */
function createNodeRunners(
	config: ServerConfig,
	store: Store,
	log: Logger,
	dataDir: string,
): (project: ProjectConfig) => RunBuild | undefined {
	const hiddenEnv = getSecretEnvNames(config);
	// Command output reaches the store as it comes: the logs endpoint streams it live.
	const output = createBuildLogWriter({ store, log, maxLength: MAX_LOG });
	return (project) =>
		project.runner.type === 'command'
			? createCommandRunner({
					project: project as ProjectConfig & { runner: { type: 'command' } },
					outputsDir: join(dataDir, 'builds', project.id),
					hiddenEnv,
					output,
				})
			: undefined;
}

/**
 * A build a killed process of this server left running would go on (detached) and could switch
 * `current`: it is stopped, and recorded failed, whatever its lease says.
 */
async function failOrphanedBuilds(
	config: ServerConfig,
	dataDir: string,
	{ store, notify, log, now }: WatchdogOptions,
): Promise<void> {
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
}

/**
 * Takes no more builds and gives running ones `graceMs` to finish; past it they are stopped
 * (their end is recorded `failed` with the reason). Resolves once none runs.
 */
async function stopQueue(queue: BuildQueue, graceMs: number, log: Logger): Promise<void> {
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
}

/** A file of the built site (`clientDir`), as text; `undefined` when absent or outside it. */
export async function readBuiltFile(
	clientDir: string | undefined,
	path: string,
): Promise<string | undefined> {
	const bytes = await readBuiltBytes(clientDir, path);
	return bytes && new TextDecoder().decode(bytes);
}

/** A file of the built site (`clientDir`), as bytes; `undefined` when absent or outside it. */
export async function readBuiltBytes(
	clientDir: string | undefined,
	path: string,
): Promise<Uint8Array | undefined> {
	if (!clientDir) return undefined;
	// Not `.${path}`: a function host's file tracer (@vercel/nft, in the Vercel and Netlify
	// adapters) reads a template like that as the glob `.*` and ships every dotfile it finds
	// around the site (a sibling project's `.env`, `.dev.vars`) inside the function. A path built
	// by a call is one it does not guess at.
	const file = resolve(clientDir, path.replace(/^\/+/, ''));
	const inside = relative(clientDir, file);
	if (!inside || inside.startsWith('..')) return undefined;
	try {
		return new Uint8Array(await readFile(file));
	} catch {
		return undefined;
	}
}
