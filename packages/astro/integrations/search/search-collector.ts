/**
 * What the search middleware and the search index share (through registry.ts), with no import
 * of its own: the middleware is bundled into every built server, Workers included.
 */

/** What the middleware hands each rendered page (its HTML bytes) to; it settles once taken. */
export interface SearchCollector {
	add(pathname: string, page: Uint8Array): Promise<void>;
	/** A page the build rendered that is not for the index (not HTML, not found, ...). */
	pass(pathname: string): void;
}
