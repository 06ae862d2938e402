import { env as bindings, waitUntil } from 'cloudflare:workers';
import { createClient } from '@libsql/client';
import { hashSecret } from '../handlers/auth.ts';
import type { ProjectConfig, ServerConfig } from '../handlers/config.ts';
import type { Logger, ServerDeps } from '../handlers/deps.ts';
import { createCommitStatusNotifier } from '../runner/commit-status.ts';
import {
	createGithubRunner,
	type GithubProject,
	getBuildStatusUrl,
} from '../runner/github-runner.ts';
import { createHookRunner } from '../runner/hook-runner.ts';
import { type BuildQueue, createBuildQueue, type RunBuild } from '../runner/queue.ts';
import { readRepositoryCommit } from '../runner/repository-commit.ts';
import { recoverBuilds as recover } from '../runner/watchdog.ts';
import type { D1Database } from '../store/executors/d1.ts';
import { createD1Executor } from '../store/executors/d1.ts';
import { createLibsqlExecutor } from '../store/executors/libsql.ts';
import { createSqlStore } from '../store/sql-store.ts';
import type { Store } from '../store/store.ts';
import { getPublicOrigin, loadServerCredentials } from './credentials.ts';
import { consoleLogger } from './log.ts';

/**
 * The Workers runtime (`@astrojs/cloudflare`, served by workerd): the store on a D1 binding or a
 * libSQL server, hook runners, `waitUntil` for the work after a response, and a scheduled
 * handler that recovers builds an evicted isolate left behind. Nothing here imports a Node
 * builtin.
 */
interface WorkersRuntime {
	deps: ServerDeps;
	store: Store;
	queue: BuildQueue;
	notify(build: import('../store/store.ts').BuildRecord): Promise<void>;
	/** This isolate, as the owner of the builds it runs. */
	owner: string;
}

const log: Logger = consoleLogger;

/** Text bindings (vars and secrets) by name; other bindings read as unset. */
function getTextEnv(): Record<string, string | undefined> {
	const all = bindings as unknown as Record<string, unknown>;
	return new Proxy({} as Record<string, string | undefined>, {
		get: (_target, name) => {
			const value = typeof name === 'string' ? all[name] : undefined;
			return typeof value === 'string' ? value : undefined;
		},
	});
}

async function createWorkersRuntime(config: ServerConfig): Promise<WorkersRuntime> {
	const env = getTextEnv();
	const url = env.TRYDOCS_DATABASE_URL?.trim() || config.database.url;
	const { authTokenEnv, binding } = config.database;
	let store: Store;
	if (url) {
		store = createSqlStore(
			createLibsqlExecutor({
				// The client queues operations past its `concurrency` (20) and starts a queued one
				// from the request whose operation ended: on workerd that is I/O on behalf of another
				// request, and a burst of requests hung (500 'your Worker's code had hung'). Each
				// request's operations run in its own request instead, within the platform's limits.
				createClient: (options) =>
					createClient({ ...options, concurrency: Number.MAX_SAFE_INTEGER }),
				url,
				authToken: (authTokenEnv && env[authTokenEnv]?.trim()) || undefined,
				authTokenEnv,
			}),
		);
	} else {
		const db = binding
			? ((bindings as unknown as Record<string, unknown>)[binding] as D1Database | undefined)
			: undefined;
		if (!db || typeof db.prepare !== 'function') {
			throw new Error(
				`The D1 binding \`${binding}\` is missing: add it to \`d1_databases\` in the wrangler config, or set \`database.url\` (or TRYDOCS_DATABASE_URL) to a libSQL server.`,
			);
		}
		store = createSqlStore(createD1Executor(db));
	}
	await store.migrate();

	// A Worker's logs are kept by the platform, and it has no private file to write to: it never
	// generates a secret; an unset one is named in the log, and nothing is accepted for it.
	const { apiKeys, accessTokens } = await loadServerCredentials(
		store,
		config,
		env,
		undefined,
		(notice) => log.warn(notice),
	);
	const projects = new Map(config.projects.map((project) => [project.id, project]));
	const publicOrigin = getPublicOrigin(config, env);
	const runners = new Map<string, RunBuild>();
	for (const project of config.projects) {
		if (project.runner.type === 'hook') {
			runners.set(
				project.id,
				createHookRunner(project as ProjectConfig & { runner: { type: 'hook' } }, env, fetch),
			);
		} else if (project.runner.type === 'github') {
			runners.set(
				project.id,
				createGithubRunner({
					project: project as GithubProject,
					env,
					fetch: (input, init) => fetch(input, init),
					getStatusUrl: (build) => getBuildStatusUrl(publicOrigin, config, build),
				}),
			);
		}
	}
	const notify = createCommitStatusNotifier({
		getProject: (id) => projects.get(id),
		env,
		fetch: (input, init) => fetch(input, init),
		getTargetUrl: (build) => `${publicOrigin}${config.routes.deployments}#${build.id}`,
		log,
	});
	const owner = `worker/${crypto.randomUUID()}`;
	const queue = createBuildQueue({
		store,
		run: (projectId) => runners.get(projectId),
		onChange: notify,
		log,
		// Each isolate is an owner of its own: a build whose isolate was evicted stops renewing
		// its lease, and the scheduled recovery fails it.
		owner,
	});
	const deps: ServerDeps = {
		config,
		store,
		apiKeys,
		accessTokens,
		hashSecret,
		readCommit: (project, sha) =>
			readRepositoryCommit(project, env, (input, init) => fetch(input, init), sha),
		// The build runs after the response: without `waitUntil` the Worker would cancel it.
		kickBuilds(projectId) {
			queue.kick(projectId);
			waitUntil(queue.idle());
		},
		buildEnded(build) {
			waitUntil(
				notify(build)
					.catch((error) => log.error(`Could not post the commit status of ${build.id}`, error))
					.then(() => {
						queue.kick(build.projectId);
						return queue.idle();
					}),
			);
		},
		readAsset: (path) => readAsset(path),
		fetch: (input, init) => fetch(input, init),
		now: Date.now,
		log,
	};
	return { deps, store, queue, notify, owner };
}

/** A file of the built site through the assets binding (`ASSETS`, which the adapter declares). */
async function readAsset(path: string): Promise<string | undefined> {
	const assets = (bindings as unknown as Record<string, unknown>).ASSETS as
		| { fetch(request: Request): Promise<Response> }
		| undefined;
	if (!assets || typeof assets.fetch !== 'function') return undefined;
	// The binding serves by path; the host name is not looked at.
	const response = await assets.fetch(new Request(new URL(path, 'https://assets.invalid')));
	return response.ok ? response.text() : undefined;
}

let runtime: Promise<WorkersRuntime> | undefined;

function getWorkersRuntime(config: ServerConfig): Promise<WorkersRuntime> {
	if (!runtime) {
		const started = createWorkersRuntime(config);
		runtime = started;
		started.catch((error) => {
			if (runtime === started) runtime = undefined;
			log.error(
				'The server runtime could not start; its endpoints answer 500 until it can.',
				error,
			);
		});
	}
	return runtime;
}

/** The handlers' deps on Workers: what `virtual:trydocs/server-runtime` gives the routes there. */
export async function getWorkersDeps(config: ServerConfig): Promise<ServerDeps> {
	return (await getWorkersRuntime(config)).deps;
}

/**
 * The scheduled handler's work (a Cron Trigger): a build whose lease ended was left behind by an
 * isolate that stopped (builds other isolates are running renew theirs and are left alone), and
 * one still `building` well past its runner's time limit is stuck: both are marked `failed`,
 * their commit statuses follow, and queued builds are started.
 */
export async function recoverBuilds(config: ServerConfig, now = Date.now()): Promise<void> {
	const { store, queue, notify, owner } = await getWorkersRuntime(config);
	await recover({ store, projects: config.projects, queue, notify, log, now: () => now, owner });
	await queue.idle();
}
