import type { Logger } from '../handlers/deps.ts';
import type { BuildRecord, Store } from '../store/store.ts';

/** What a runner reports when a build ends. */
export interface RunResult {
	ok: boolean;
	log: string;
	/** Why it failed, in one sentence, when it did. */
	reason?: string;
	/**
	 * The build was handed to another service (a GitHub workflow) that reports its end through
	 * the status endpoint: it stays `building`, with `log` so far, until then.
	 */
	pending?: boolean;
	/** How long a pending build may wait for its report: its lease is held that long. */
	waitMs?: number;
}

/**
 * Runs one build of a project (a command, a deploy hook, ...). `signal` aborts when this server
 * lost the build (its lease ended and another instance failed it): a runner that can stop
 * should, so a project never runs two builds at once.
 */
export type RunBuild = (build: BuildRecord, signal?: AbortSignal) => Promise<RunResult>;

/** Told about every status change, e.g. to post commit statuses. */
export type OnBuildChange = (build: BuildRecord) => Promise<void>;

/** The build queue: one build at a time per project, taken from the store oldest first. */
export interface BuildQueue {
	/** Looks for queued builds of the project and runs them, unless it is already doing so. */
	kick(projectId: string): void;
	/** Resolves when no project has a build running in this process. */
	idle(): Promise<void>;
	/** Takes no more builds (they stay queued for the next start); running ones go on. */
	pause(): void;
}

/** Options of `createBuildQueue`. */
export interface BuildQueueOptions {
	store: Store;
	run: (projectId: string) => RunBuild | undefined;
	onChange: OnBuildChange;
	log: Logger;
	now?: () => number;
	/** Waits between attempts to record a build's end (tests shorten them). */
	retryDelaysMs?: readonly number[];
	/** This instance, as builds' owner: unique per process (or isolate). */
	owner: string;
	/** How long a claim holds unrenewed; renewed every third of it while the build runs. */
	leaseMs?: number;
}

/** How long a build's claim holds without renewal: past it, other instances may fail the build. */
export const BUILD_LEASE_MS = 60_000;

/** Waits between attempts to record a build's end: about two minutes in all, then it gives up. */
const FINISH_RETRY_DELAYS_MS = [100, 500, 1000, 2000, 5000, 10_000, 20_000, 30_000, 60_000];

/** Runs `work`, again after each delay while it throws; throws the last error after the last. */
export async function retry<T>(
	work: () => Promise<T>,
	onRetry: (attempt: number, error: unknown) => void,
	delaysMs: readonly number[],
): Promise<T> {
	for (let attempt = 1; ; attempt++) {
		try {
			return await work();
		} catch (error) {
			const delay = delaysMs[attempt - 1];
			if (delay === undefined) throw error;
			onRetry(attempt, error);
			await new Promise((resolve) => setTimeout(resolve, delay));
		}
	}
}

function describe(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

/**
 * Creates the queue. Claiming a build is one atomic update in the store that also checks no
 * build of the project is running, so instances sharing a database never run two at once.
 */
export function createBuildQueue(options: BuildQueueOptions): BuildQueue {
	const { store, log } = options;
	const now = options.now ?? Date.now;
	const draining = new Map<string, Promise<void>>();
	const again = new Set<string>();
	let paused = false;

	const leaseMs = options.leaseMs ?? BUILD_LEASE_MS;
	const { owner } = options;

	async function drain(projectId: string): Promise<void> {
		for (;;) {
			again.delete(projectId);
			if (paused) return;
			const build = await store.claimNextBuild(projectId, {
				owner,
				startedAt: new Date(now()).toISOString(),
				leaseUntil: now() + leaseMs,
			});
			if (!build) {
				if (again.has(projectId)) continue;
				return;
			}
			await notify(build);
			const lost = new AbortController();
			const renewal = keepLease(build, lost);
			let result: RunResult;
			try {
				const runner = options.run(projectId);
				result = runner
					? await runner(build, lost.signal)
					: { ok: false, log: '', reason: `Project \`${projectId}\` is no longer configured.` };
			} catch (error) {
				log.error(`Build ${build.id} of ${projectId} crashed`, error);
				result = { ok: false, log: '', reason: 'The runner crashed; see the server log.' };
			} finally {
				clearInterval(renewal);
			}
			if (result.ok && result.pending) {
				// Nothing here renews its lease from now on: it holds until the report is due, so
				// neither the watchdog nor a restart fails a build that is running elsewhere.
				const leaseUntil = now() + (result.waitMs ?? leaseMs);
				await Promise.all([
					store.renewBuildLease(build.id, owner, leaseUntil),
					store.setBuildLog(build.id, result.log),
				]).catch((error) =>
					log.warn(`Could not record the wait of build ${build.id}: ${describe(error)}.`),
				);
				continue;
			}
			const finishedAt = new Date(now()).toISOString();
			const status = result.ok ? 'deployed' : 'failed';
			const failureReason = result.ok ? null : (result.reason ?? 'The build failed.');
			const text = failureReason ? `${result.log}\n[trydocs] ${failureReason}\n` : result.log;
			// A build's end must be recorded: while it reads `building`, the project takes no other.
			const recorded = await retry(
				() => store.finishBuild(build.id, owner, status, finishedAt, text, failureReason),
				(attempt, error) =>
					log.warn(
						`Could not record the end of build ${build.id} (attempt ${attempt}): ${describe(error)}; retrying.`,
					),
				options.retryDelaysMs ?? FINISH_RETRY_DELAYS_MS,
			);
			if (!recorded) {
				log.warn(`Build ${build.id} of ${projectId} ended ${status}, but it is no longer ours.`);
				continue;
			}
			await notify({ ...build, status, finishedAt, log: text, failureReason });
		}
	}

	/**
	 * Renews a running build's lease every third of it. A failed renewal (a database blip) is
	 * tried again next time; a refused one means the build is no longer ours: the runner is told.
	 */
	function keepLease(build: BuildRecord, lost: AbortController) {
		const timer = setInterval(() => {
			store.renewBuildLease(build.id, owner, now() + leaseMs).then(
				(held) => {
					if (held || lost.signal.aborted) return;
					log.warn(
						`Build ${build.id} of ${build.projectId} was failed by another instance; stopping it.`,
					);
					lost.abort();
				},
				(error) => log.warn(`Could not renew the lease of build ${build.id}: ${describe(error)}`),
			);
		}, leaseMs / 3);
		(timer as { unref?: () => void }).unref?.();
		return timer;
	}

	async function notify(build: BuildRecord) {
		try {
			await options.onChange(build);
		} catch (error) {
			log.error(`Could not report the status of build ${build.id}`, error);
		}
	}

	return {
		kick(projectId) {
			if (paused) return;
			if (draining.has(projectId)) {
				again.add(projectId);
				return;
			}
			const run = drain(projectId)
				.catch((error) => log.error(`The build queue of ${projectId} stopped`, error))
				.finally(() => draining.delete(projectId));
			draining.set(projectId, run);
		},
		pause() {
			paused = true;
		},
		async idle() {
			while (draining.size > 0) await Promise.all(draining.values());
		},
	};
}
