/**
 * Operations whose page could not be built from the spec during this build. A generated page
 * whose operation is invalid records itself here and shows what it can; the integration reports
 * them all when the build is done (`trydocs({ invalidOperations })`). Kept on `globalThis`: the
 * routes run in the build's module graph, the hook in the integration's.
 */

/** One operation whose page shows an error instead of its reference. */
export interface BrokenOperation {
	/** The page's URL path, e.g. `/reference/get-pets/`. */
	page: string;
	/** `METHOD /path`. */
	operation: string;
	message: string;
	hint: string;
}

const KEY = Symbol.for('trydocs.brokenOperations');
type Registry = { [KEY]?: BrokenOperation[] };

/** Records an operation whose page could not be built. */
export function reportBrokenOperation(entry: BrokenOperation): void {
	const registry = globalThis as Registry;
	registry[KEY] ??= [];
	registry[KEY].push(entry);
}

/** Returns the operations recorded since the last call, and forgets them. */
export function takeBrokenOperations(): BrokenOperation[] {
	const registry = globalThis as Registry;
	const taken = registry[KEY] ?? [];
	registry[KEY] = [];
	return taken;
}
