/**
 * The process-wide state of `@trydocs/astro`, and the one file of the package that names
 * `globalThis`. Everything else travels through arguments, return values and `Astro.locals`
 * (per-page ids: components/mintlify/page-ids.ts). What is here has no other way through:
 * Astro gives no channel from the pages it renders back to the integration, and a build or the
 * dev server evaluates the same module more than once (the integration's copy, the build's
 * module graph, the dev server's SSR graph, each with module state of its own). Each key is a
 * `Symbol.for` key, so every copy of this module finds the same value.
 *
 * Imports types only: the search middleware bundles this file into every built server,
 * Workers included.
 */
import type { SearchCollector } from './integrations/search/search-collector.ts';
import type { LlmsFullPlan } from './utils/agents/types.ts';
import type { ProblemStore } from './utils/problems/types.ts';
import type { BuildTimings } from './utils/timings/types.ts';

/** What is shared across the copies of the package's modules, by key. */
export interface SharedState {
	/**
	 * The one problem list (utils/problems/problems.ts). Reported by the Markdown steps and the
	 * hooks (the integration's module graph) and by the routes as they render (the build's), read
	 * by the integration at the end of a build and by `trydocs check`.
	 */
	problems: ProblemStore;
	/**
	 * The search index's page collector of the build under way (integrations/search/pagefind.ts):
	 * set by the integration, found by the search middleware, which runs in the rendered pages'
	 * module graph. Absent outside a build.
	 */
	search: SearchCollector;
	/**
	 * How many JSON or YAML files `astro dev` saw change (utils/specs/data-edits.ts): counted by
	 * the integration's Vite plugin, read by the pages' modules, which the dev server evaluates
	 * apart and again after each reload.
	 */
	dataEdits: number;
	/**
	 * The phase timings of the build under way, when it is timed (utils/timings/timings.ts): started
	 * by the integration, added to by the pages and the middleware as they render in the build's
	 * module graph, read by the integration when the build is done. Absent otherwise.
	 */
	timings: BuildTimings;
	/**
	 * llms-full.txt's plan of the build under way (utils/agents/types.ts): recorded by the llms.txt
	 * route as it renders in the build's module graph, taken by the integration when the build is
	 * done to write the file from the `.md` pages. Absent otherwise.
	 */
	llmsFull: LlmsFullPlan;
}

const KEYS: { readonly [Key in keyof SharedState]: symbol } = {
	problems: Symbol.for('trydocs.problems'),
	search: Symbol.for('@trydocs/astro:search'),
	dataEdits: Symbol.for('@trydocs/astro:data-edits'),
	timings: Symbol.for('@trydocs/astro:timings'),
	llmsFull: Symbol.for('@trydocs/astro:llms-full'),
};

const holder = globalThis as { [key: symbol]: unknown };

/** The shared value under `key`, or `undefined` when none is set. */
export function getShared<Key extends keyof SharedState>(key: Key): SharedState[Key] | undefined {
	return holder[KEYS[key]] as SharedState[Key] | undefined;
}

/** Sets the shared value under `key`; `undefined` removes it. */
export function setShared<Key extends keyof SharedState>(
	key: Key,
	value: SharedState[Key] | undefined,
): void {
	if (value === undefined) delete holder[KEYS[key]];
	else holder[KEYS[key]] = value;
}
