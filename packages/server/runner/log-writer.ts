import type { Logger } from '../handlers/deps.ts';
import type { Store } from '../store/store.ts';

/** Where a runner writes a build's output as it comes, so readers can follow the build live. */
export interface BuildLogWriter {
	/** Adds output of a running build; written to the store shortly after, in order. */
	append(buildId: string, text: string): void;
	/** Writes what is pending for the build; resolves once it is stored (or failed to be). */
	flush(buildId: string): Promise<void>;
}

/** Options of `createBuildLogWriter`. */
export interface BuildLogWriterOptions {
	store: Store;
	log: Logger;
	/** Most characters a build's live log grows to (the runner's final log replaces it). */
	maxLength: number;
	/** How long output gathers before one write (fewer, larger writes). */
	delayMs?: number;
}

/**
 * Gathers a build's output and appends it to the build's log in the store, one write per
 * `delayMs` at most and never two at once for a build, so the stored log grows in order.
 * A failed write is logged and dropped: the build goes on, and its final log is complete.
 */
export function createBuildLogWriter(options: BuildLogWriterOptions): BuildLogWriter {
	const { store, log, maxLength } = options;
	const delayMs = options.delayMs ?? 250;
	const pending = new Map<string, string>();
	const writing = new Map<string, Promise<void>>();
	const timers = new Map<string, ReturnType<typeof setTimeout>>();

	function write(buildId: string): Promise<void> {
		const timer = timers.get(buildId);
		if (timer) clearTimeout(timer);
		timers.delete(buildId);
		const previous = writing.get(buildId) ?? Promise.resolve();
		const next = previous.then(async () => {
			const text = pending.get(buildId);
			pending.delete(buildId);
			if (!text) return;
			try {
				await store.appendBuildLog(buildId, text, maxLength);
			} catch (error) {
				log.warn(
					`Could not store the live log of build ${buildId}: ${error instanceof Error ? error.message : String(error)}; its full log is kept when it ends.`,
				);
			}
		});
		writing.set(buildId, next);
		void next.finally(() => {
			if (writing.get(buildId) === next) writing.delete(buildId);
		});
		return next;
	}

	return {
		append(buildId, text) {
			if (!text) return;
			const before = pending.get(buildId) ?? '';
			// Bounded while the store is slow: past the limit, the stored log stops growing anyway.
			if (before.length >= maxLength) return;
			pending.set(buildId, before + text);
			if (!timers.has(buildId)) {
				const timer = setTimeout(() => void write(buildId), delayMs);
				(timer as { unref?: () => void }).unref?.();
				timers.set(buildId, timer);
			}
		},
		flush: write,
	};
}
