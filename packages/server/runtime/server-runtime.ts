/**
 * The set-up both runtimes share (`runtime/node.ts`, `runtime/workers.ts`): the store migrated,
 * the credentials loaded, a runner per project, commit statuses, the build queue and the
 * handlers' deps. What differs by host arrives as a `RuntimeHost`. The Workers bundle imports
 * this file: nothing here (or below it) may import a Node builtin.
 */
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
import type { WatchdogOptions } from '../runner/watchdog.ts';
import type { CommitInfo, Store } from '../store/store.ts';
import { getPublicOrigin, loadServerCredentials, type RevealSecret } from './credentials.ts';
import { consoleLogger } from './log.ts';

/** What a host gives the shared set-up. */
export interface RuntimeHost {
	/** Text settings and secrets by name (`process.env`, a Worker's text bindings). */
	env: Record<string, string | undefined>;
	/** The store on this host's database, not migrated yet. */
	store: Store;
	/** Builds this instance claims carry its name (unique per process or isolate). */
	owner: string;
	/** Outbound HTTP of the runners, commit statuses and the repository's API. */
	fetch: typeof fetch;
	/** Outbound HTTP of the playground proxy (checked addresses only, on Node). */
	proxyFetch: typeof fetch;
	hashSecret: ServerDeps['hashSecret'];
	readAsset: ServerDeps['readAsset'];
	/**
	 * Hands a generated credential to its owner; `undefined` where nothing can show a secret
	 * safely (a Worker's logs are kept), so none is generated and `reportMissing` names the unset
	 * variable instead.
	 */
	revealSecret?: RevealSecret;
	reportMissing?: (notice: string) => void;
	/** A runner for the runner types only this host has (`command` on Node). */
	createRunner?: (project: ProjectConfig) => RunBuild | undefined;
	/** The commit of a project's own checkout, where the host has one (git on Node). */
	readLocalCommit?: (project: ProjectConfig) => Promise<CommitInfo>;
	/** Keeps work that follows a response alive (`waitUntil` on Workers). */
	keepAlive?: (work: Promise<unknown>) => void;
	log?: Logger;
	now?: () => number;
	/** How long a build's claim holds unrenewed (the queue's default when unset). */
	leaseMs?: number;
	/**
	 * The origins the playground proxy forwards to now: `proxy.allow` unless the host keeps a
	 * live list (the Node runtime in `astro dev`).
	 */
	proxyAllow?: () => readonly string[];
}

/** A started runtime: the handlers' deps, and what the host's recovery and shutdown need. */
export interface ServerRuntime {
	deps: ServerDeps;
	store: Store;
	queue: BuildQueue;
	/** What the watchdog and the recovery of builds other instances left behind read. */
	watchdog: WatchdogOptions;
}

/**
 * Starts the server on a host: migrates the store (a database that cannot be opened throws a
 * `DatabaseError` naming it), loads or generates the credentials, and wires runners, commit
 * statuses and the build queue into the handlers' deps. Recovering builds is the host's next step.
 */
export async function createServerRuntime(
	config: ServerConfig,
	host: RuntimeHost,
): Promise<ServerRuntime> {
	const { store, env, owner, leaseMs } = host;
	const log = host.log ?? consoleLogger;
	const now = host.now ?? Date.now;
	await migrateStore(store);
	const { apiKeys, accessTokens } = await loadServerCredentials(
		store,
		config,
		env,
		host.revealSecret,
		host.reportMissing,
	);
	const runners = createRunners(config, host);
	const notify = createNotifier(config, host, log);
	const queue = createBuildQueue({
		store,
		run: (projectId) => runners.get(projectId),
		onChange: notify,
		log,
		now,
		owner,
		...(leaseMs ? { leaseMs } : {}),
	});
	const deps: ServerDeps = {
		config,
		store,
		apiKeys,
		accessTokens,
		hashSecret: host.hashSecret,
		readCommit: createCommitReader(host),
		kickBuilds(projectId) {
			queue.kick(projectId);
			host.keepAlive?.(queue.idle());
		},
		buildEnded(build) {
			const next = notify(build)
				.catch((error) => log.error(`Could not post the commit status of ${build.id}`, error))
				.then(() => {
					queue.kick(build.projectId);
					return queue.idle();
				});
			host.keepAlive?.(next);
		},
		readAsset: host.readAsset,
		proxyAllow: host.proxyAllow ?? (() => config.proxy.allow),
		fetch: host.proxyFetch,
		now,
		log,
	};
	const watchdog: WatchdogOptions = {
		store,
		projects: config.projects,
		queue,
		notify,
		log,
		now,
		owner,
		...(leaseMs ? { leaseMs } : {}),
	};
	return { deps, store, queue, watchdog };
}

/** Brings the store's tables up to date; closes it when that fails, so a retry starts afresh. */
async function migrateStore(store: Store): Promise<void> {
	try {
		await store.migrate();
	} catch (error) {
		store.close();
		throw error;
	}
}

/** One runner per project: the host's own for its runner types, else a hook or a workflow. */
export function createRunners(config: ServerConfig, host: RuntimeHost): Map<string, RunBuild> {
	const publicOrigin = getPublicOrigin(config, host.env);
	const runners = new Map<string, RunBuild>();
	for (const project of config.projects) {
		const runner =
			host.createRunner?.(project) ??
			(project.runner.type === 'hook'
				? createHookRunner(
						project as ProjectConfig & { runner: { type: 'hook' } },
						host.env,
						host.fetch,
					)
				: project.runner.type === 'github'
					? createGithubRunner({
							project: project as GithubProject,
							env: host.env,
							fetch: host.fetch,
							getStatusUrl: (build) => getBuildStatusUrl(publicOrigin, config, build),
						})
					: undefined);
		if (runner) runners.set(project.id, runner);
	}
	return runners;
}

/** Posts each status change of a build to its repository's commit, linking the Deployments page. */
function createNotifier(config: ServerConfig, host: RuntimeHost, log: Logger) {
	const projects = new Map(config.projects.map((project) => [project.id, project]));
	const publicOrigin = getPublicOrigin(config, host.env);
	return createCommitStatusNotifier({
		getProject: (id) => projects.get(id),
		env: host.env,
		fetch: host.fetch,
		getTargetUrl: (build) => `${publicOrigin}${config.routes.deployments}#${build.id}`,
		log,
	});
}

/**
 * Reads a build's commit: a given `sha`, or the head of a `github` project (built on GitHub's
 * checkout), from the repository's API; any other from the host's checkout when it has one.
 */
export function createCommitReader(host: RuntimeHost): ServerDeps['readCommit'] {
	return (project, sha) =>
		sha || project.runner.type === 'github' || !host.readLocalCommit
			? readRepositoryCommit(project, host.env, host.fetch, sha)
			: host.readLocalCommit(project);
}
