/**
 * What the search middleware and the search index share (through registry.ts), with no import
 * of its own: the middleware is bundled into every built server, Workers included.
 */

/** What the middleware hands each rendered page (its HTML bytes) to; it settles once taken. */
export interface SearchCollector {
	add(pathname: string, page: Uint8Array): Promise<void>;
	/**
	 * The cache key of an HTML page the build renders or reuses (utils/incremental/), by its path
	 * without base and slashes; `undefined` when the page has none. Told before the page renders.
	 */
	expect(path: string, key: string | undefined): void;
	/** A page the build rendered that is not for the index (not HTML, not found, ...). */
	pass(pathname: string): void;
}
