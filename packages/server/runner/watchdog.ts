import type { ProjectConfig } from '../handlers/config.ts';
import type { Logger } from '../handlers/deps.ts';
import type { BuildRecord, Store } from '../store/store.ts';
import { BUILD_LEASE_MS, type BuildQueue, leaseGraceMs, type OnBuildChange } from './queue.ts';

/** Why a build whose owner stopped renewing its lease is failed. */
export const LEASE_ENDED_REASON =
	'The server running this build stopped reporting (it was stopped, or lost the database); trigger a rebuild to run it again.';

/** How long past its runner's time limit a build may still read `building` before it is failed. */
export const OVERDUE_MARGIN_MS = 60_000;

/** What the watchdog needs: the store, the projects' time limits, and who to tell. */
export interface WatchdogOptions {
	store: Store;
	projects: readonly ProjectConfig[];
	queue: BuildQueue;
	notify: OnBuildChange;
	log: Logger;
	now: () => number;
	/**
	 * This instance's owner name: its own builds are alive whatever their lease says (it renews
	 * them once the database answers again), so only builds past their time limit are failed.
	 */
	owner?: string;
	/** How long a build's claim holds unrenewed (`BUILD_LEASE_MS` unless the server sets it). */
	leaseMs?: number;
}

/**
 * One round of the watchdog, on any runtime: fails the builds whose lease ended (their server
 * is gone; a live server's builds are left alone) and those still `building` well past their
 * runner's time limit, reports them, then starts the queued builds of every project (ones
 * another instance queued, or that waited behind a failed build).
 */
export async function recoverBuilds(options: WatchdogOptions): Promise<BuildRecord[]> {
	const { store, log } = options;
	const nowMs = options.now();
	const at = new Date(nowMs).toISOString();
	// Its owner stops a build whose lease ended; it is failed here only once it surely stopped.
	const grace = leaseGraceMs(options.leaseMs ?? BUILD_LEASE_MS);
	const failed = await store.failBuilds(
		{ leaseEndedBefore: nowMs - grace, exceptOwner: options.owner },
		LEASE_ENDED_REASON,
		at,
	);
	for (const project of options.projects) {
		const limit = project.runner.timeoutMs;
		failed.push(
			...(await store.failBuilds(
				{
					projectId: project.id,
					startedBefore: new Date(nowMs - limit - OVERDUE_MARGIN_MS).toISOString(),
				},
				`The build did not finish within its time limit (${Math.round(limit / 1000)} s); trigger a rebuild to run it again.`,
				at,
			)),
		);
	}
	for (const build of failed) {
		log.warn(`Build ${build.id} of ${build.projectId} stopped reporting; marked failed.`);
		await options
			.notify(build)
			.catch((error) => log.error('Could not post a commit status', error));
	}
	for (const projectId of await store.listProjectsWithQueuedBuilds()) options.queue.kick(projectId);
	return failed;
}

/**
 * Runs `recoverBuilds` every `intervalMs` until the returned function is called. A round that
 * fails (the database is unreachable) is logged once until one succeeds again.
 */
export function startWatchdog(options: WatchdogOptions, intervalMs: number): () => void {
	let running = false;
	let failing = false;
	const timer = setInterval(() => {
		if (running) return;
		running = true;
		recoverBuilds(options)
			.then(() => {
				if (failing) options.log.info('The build watchdog reaches the database again.');
				failing = false;
			})
			.catch((error) => {
				if (!failing)
					options.log.warn(`The build watchdog could not check builds: ${String(error)}`);
				failing = true;
			})
			.finally(() => {
				running = false;
			});
	}, intervalMs);
	(timer as { unref?: () => void }).unref?.();
	return () => clearInterval(timer);
}
