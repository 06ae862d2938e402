/**
 * Where a build's time goes, by phase (`trydocs({ timings: true })`, or `DEBUG=trydocs:timings`):
 * reading docs.json and specs, the specs against their official schemas, resolving operations,
 * the pages' cache keys, rendering pages, Markdown for agents, the llms files, the search index,
 * compression. The pages render in the build's module graph and
 * the hooks run in the integration's, so the timings of the build under way are in the registry
 * (registry.ts); without them (timings off, `astro dev`) each call here does nothing.
 */
import { getShared, setShared } from '../../registry.ts';
import type { BuildTimings, OpenSpan, TimingPhase } from './types.ts';

/** The phases in the order they are printed, with their labels. */
const PHASES: ReadonlyArray<readonly [TimingPhase, string, string]> = [
	['read', 'reading docs.json and specs', 'files'],
	['referee', 'specs against their official schemas', 'specs'],
	['resolve', 'resolving operations', 'operations'],
	['keys', 'cache keys of pages', 'keys'],
	['render', 'rendering pages', 'pages'],
	['agents', 'Markdown for agents', 'files'],
	['llms', 'llms.txt and llms-full.txt', 'files'],
	['search', 'search index', 'pages'],
	['compress', 'compression', 'runs'],
];

/** True when the `DEBUG` environment variable names the timings (`trydocs:timings`, `trydocs:*`). */
export function isTimingsDebug(debug: string | undefined): boolean {
	return (debug ?? '')
		.split(/[\s,]+/)
		.some((name) => name === 'trydocs:timings' || name === 'trydocs:*' || name === '*');
}

const zero = (): Record<TimingPhase, number> =>
	Object.fromEntries(PHASES.map(([phase]) => [phase, 0])) as Record<TimingPhase, number>;

/** Starts timing a build: the phases of what follows are timed until `stopTimings`. */
export function startTimings(): void {
	const now = performance.now();
	setShared('timings', { started: now, charged: now, totals: zero(), counts: zero(), open: [] });
}

/** Charges the time since the last charge to the phase under way begun last. */
function charge(timings: BuildTimings) {
	const now = performance.now();
	const current = timings.open.at(-1);
	if (current) timings.totals[current.phase] += now - timings.charged;
	timings.charged = now;
}

/**
 * Begins a phase; the function returned ends it (once, later calls do nothing). Costs nothing
 * when no build is timed.
 */
export function beginPhase(phase: TimingPhase): () => void {
	const timings = getShared('timings');
	if (!timings) return () => {};
	charge(timings);
	const span: OpenSpan = { phase };
	timings.open.push(span);
	timings.counts[phase]++;
	return () => {
		const index = timings.open.indexOf(span);
		if (index === -1) return;
		charge(timings);
		timings.open.splice(index, 1);
	};
}

/** Runs `work` as a phase: a promise ends the phase when it settles. */
export function timePhase<T>(phase: TimingPhase, work: () => T): T {
	const end = beginPhase(phase);
	let result: T;
	try {
		result = work();
	} catch (error) {
		end();
		throw error;
	}
	if (result instanceof Promise) result.then(end, end);
	else end();
	return result;
}

/** One phase's figures: wall time charged to it, and how often it began. */
export interface PhaseTiming {
	label: string;
	milliseconds: number;
	count: number;
	unit: string;
}

/**
 * Stops timing the build and returns each phase, then Astro's own work (what no phase took:
 * the content layer, Vite's bundling, writing the files), then the total; `undefined` when the
 * build was not timed.
 */
export function stopTimings(): PhaseTiming[] | undefined {
	const timings = getShared('timings');
	if (!timings) return undefined;
	setShared('timings', undefined);
	charge(timings);
	const total = timings.charged - timings.started;
	const phases = PHASES.map(([phase, label, unit]) => ({
		label,
		milliseconds: timings.totals[phase],
		count: timings.counts[phase],
		unit,
	}));
	const own = total - phases.reduce((sum, phase) => sum + phase.milliseconds, 0);
	return [
		...phases,
		{ label: 'Astro (content layer, bundling, writing)', milliseconds: own, count: 0, unit: '' },
		{ label: 'total', milliseconds: total, count: 0, unit: '' },
	];
}

/** The timings as lines of a table: label, seconds, share of the total, and the count. */
export function formatTimings(phases: PhaseTiming[]): string[] {
	const total = phases.at(-1)?.milliseconds || 1;
	return phases.map(({ label, milliseconds, count, unit }) => {
		const seconds = `${(milliseconds / 1000).toFixed(2)} s`.padStart(9);
		const share = `${((milliseconds / total) * 100).toFixed(0)}%`.padStart(5);
		const each =
			count > 0 ? `  ${count} ${unit}, ${(milliseconds / count).toFixed(1)} ms each` : '';
		return `${label.padEnd(42)}${seconds}${share}${each}`;
	});
}
