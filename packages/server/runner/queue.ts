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

/**
 * How long a build's claim holds without renewal. Its owner renews it every third of it; when a
 * lease ends unconfirmed (the database unreachable all that time), the owner stops the build
 * itself. Other instances fail it only `leaseGraceMs(lease)` later, once it surely stopped, so a
 * project never has two builds running, outage or not.
 */
export const BUILD_LEASE_MS = 60_000;

/** How long past a lease's end other instances wait before they fail its build: half a lease. */
export const leaseGraceMs = (leaseMs: number): number => Math.round(leaseMs / 2);

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
	const { log } = options;
	const queue: QueueParts = {
		options,
		store: options.store,
		log,
		now: options.now ?? Date.now,
		leaseMs: options.leaseMs ?? BUILD_LEASE_MS,
		owner: options.owner,
		notify: async (build) => {
			try {
				await options.onChange(build);
			} catch (error) {
				log.error(`Could not report the status of build ${build.id}`, error);
			}
		},
	};
	const draining = new Map<string, Promise<void>>();
	const again = new Set<string>();
	let paused = false;

	async function drain(projectId: string): Promise<void> {
		for (;;) {
			again.delete(projectId);
			if (paused) return;
			const claimedUntil = queue.now() + queue.leaseMs;
			const build = await queue.store.claimNextBuild(projectId, {
				owner: queue.owner,
				startedAt: new Date(queue.now()).toISOString(),
				leaseUntil: claimedUntil,
			});
			if (!build) {
				if (again.has(projectId)) continue;
				return;
			}
			await runClaimed(queue, build, claimedUntil);
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

/** What the queue's steps share: its options, resolved, and how it reports a build's change. */
interface QueueParts {
	options: BuildQueueOptions;
	store: Store;
	log: Logger;
	now: () => number;
	leaseMs: number;
	owner: string;
	notify(build: BuildRecord): Promise<void>;
}

/** Runs a build this instance claimed, holding its lease, and records how it ended. */
async function runClaimed(
	queue: QueueParts,
	build: BuildRecord,
	claimedUntil: number,
): Promise<void> {
	const { options, log } = queue;
	const projectId = build.projectId;
	await queue.notify(build);
	const lost = new AbortController();
	const lease = keepLease(queue, build, claimedUntil, lost);
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
		lease.end();
	}
	if (result.ok && result.pending) await recordWait(queue, build, result);
	else await recordEnd(queue, build, result);
}

/**
 * A build that runs elsewhere (a hook, a workflow) and reports its end later. Nothing here renews
 * its lease from now on: it holds until the report is due, so neither the watchdog nor a restart
 * fails a build that is running elsewhere. Nothing runs here to stop either: the watchdog's grace
 * past the lease ends when it is due.
 */
async function recordWait(queue: QueueParts, build: BuildRecord, result: RunResult): Promise<void> {
	const { store, log, leaseMs } = queue;
	const leaseUntil = queue.now() + (result.waitMs ?? leaseMs) - leaseGraceMs(leaseMs);
	await Promise.all([
		store.renewBuildLease(build.id, queue.owner, leaseUntil),
		store.setBuildLog(build.id, result.log),
	]).catch((error) =>
		log.warn(`Could not record the wait of build ${build.id}: ${describe(error)}.`),
	);
}

/** Records a build's end, retrying: while it reads `building`, the project takes no other. */
async function recordEnd(queue: QueueParts, build: BuildRecord, result: RunResult): Promise<void> {
	const { store, log, owner, options } = queue;
	const finishedAt = new Date(queue.now()).toISOString();
	const status = result.ok ? 'deployed' : 'failed';
	const failureReason = result.ok ? null : (result.reason ?? 'The build failed.');
	const text = failureReason ? `${result.log}\n[trydocs] ${failureReason}\n` : result.log;
	const recorded = await retry(
		() => store.finishBuild(build.id, owner, status, finishedAt, text, failureReason),
		(attempt, error) =>
			log.warn(
				`Could not record the end of build ${build.id} (attempt ${attempt}): ${describe(error)}; retrying.`,
			),
		options.retryDelaysMs ?? FINISH_RETRY_DELAYS_MS,
	);
	if (!recorded) {
		log.warn(`Build ${build.id} of ${build.projectId} ended ${status}, but it is no longer ours.`);
		return;
	}
	await queue.notify({ ...build, status, finishedAt, log: text, failureReason });
}

function keepLease(
	queue: QueueParts,
	build: BuildRecord,
	claimedUntil: number,
	lost: AbortController,
) {
	const { store, log, now, leaseMs, owner } = queue;
	let ended = false;
	let renewal: ReturnType<typeof setTimeout> | undefined;
	let fence: ReturnType<typeof setTimeout> | undefined;
	const stop = (why: string) => {
		if (ended || lost.signal.aborted) return;
		log.warn(`Build ${build.id} of ${build.projectId} ${why}; stopping it.`);
		lost.abort();
	};
	const unref = (timer: ReturnType<typeof setTimeout>) => {
		(timer as { unref?: () => void }).unref?.();
		return timer;
	};
	const holdUntil = (until: number) => {
		if (fence) clearTimeout(fence);
		fence = unref(
			setTimeout(
				() => stop('lost its lease: the database did not confirm it in time'),
				Math.max(0, until - now()),
			),
		);
	};
	const renew = () => {
		if (ended) return;
		const until = now() + leaseMs;
		store.renewBuildLease(build.id, owner, until).then(
			(held) => {
				if (ended) return;
				if (!held) return stop('was failed by another instance');
				holdUntil(until);
				renewal = unref(setTimeout(renew, leaseMs / 3));
			},
			(error) => {
				if (ended) return;
				log.warn(`Could not renew the lease of build ${build.id}: ${describe(error)}`);
				renewal = unref(setTimeout(renew, leaseMs / 20));
			},
		);
	};
	holdUntil(claimedUntil);
	renewal = unref(setTimeout(renew, leaseMs / 3));
	return {
		end() {
			ended = true;
			clearTimeout(renewal);
			clearTimeout(fence);
		},
	};
}
