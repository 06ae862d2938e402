/**
 * What a loaded spec is, in a leaf module that every reader of a spec imports (loading, path
 * items, references, operations), so none of them imports another for its types.
 */
import type { HttpMethod } from '../types.ts';

/** A parsed OpenAPI document (3.0 or 3.1), before any resolution. */
export type OpenApiDocument = {
	openapi: string;
	info?: { title?: string; version?: string; description?: string };
	servers?: unknown[];
	paths?: Record<string, Record<string, unknown>>;
	components?: Record<string, Record<string, unknown>>;
	security?: unknown[];
	[key: string]: unknown;
};

/** One operation (or webhook) as `listOperations` names it, before it is read in full. */
export interface ListedOperation {
	method: HttpMethod;
	path: string;
	operationId?: string;
	summary?: string;
	tags: string[];
	/**
	 * The tag it is listed under and the labels of that tag's parents (OpenAPI 3.2 `parent`,
	 * `summary`, `kind`), root first; `undefined` when no tag is for navigation.
	 */
	navigationTag?: { name: string; path: string[] };
	/** `deprecated: true` on the operation. */
	deprecated: boolean;
	/** `x-hidden: true` (Mintlify's extension): the operation gets a page but no navigation entry. */
	hidden: boolean;
}

/**
 * Where a document came from, and the other files its relative `$ref`s point into (loaded
 * once, up front, so resolving an operation stays synchronous). Kept beside the document, not
 * in it, so the document itself stays plain JSON.
 */
export interface SpecSource {
	/** The file the document was read from, or the name it was parsed under. */
	file: string;
	/** Every document reachable through file references, keyed by absolute path. */
	documents: Map<string, unknown>;
}
