/**
 * What the search middleware and the search index share, with no import of its own: the
 * middleware is bundled into every built server, Workers included.
 */

/** Where the middleware finds the build's collector. */
export const SEARCH_COLLECTOR = Symbol.for('@trydocs/astro:search');

/** What the middleware hands each rendered page (its HTML bytes) to; it settles once taken. */
export interface SearchCollector {
	add(pathname: string, page: Uint8Array): Promise<void>;
}
