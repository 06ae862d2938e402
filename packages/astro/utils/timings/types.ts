/**
 * The types of the build's phase timings (timings.ts), in a leaf of their own: the registry
 * (registry.ts) holds the timings of the build under way and imports their shape from here.
 */

/** A phase of a build whose time `trydocs({ timings: true })` prints. */
export type TimingPhase =
	| 'read'
	| 'referee'
	| 'resolve'
	| 'keys'
	| 'render'
	| 'agents'
	| 'llms'
	| 'search'
	| 'compress';

/** One phase begun and not yet ended. */
export interface OpenSpan {
	phase: TimingPhase;
}

/**
 * The timings of one build. Time is charged to the phase begun last of those under way, so a
 * phase inside another (an operation resolved while its page renders) is not counted twice, and
 * the phases add up to no more than the build's wall time.
 */
export interface BuildTimings {
	/** `performance.now()` when the build started. */
	started: number;
	/** When time was last charged to a phase. */
	charged: number;
	/** Milliseconds charged to each phase. */
	totals: Record<TimingPhase, number>;
	/** How many times each phase began: pages rendered, operations resolved, files written. */
	counts: Record<TimingPhase, number>;
	/** The phases under way, the last begun last. */
	open: OpenSpan[];
}
