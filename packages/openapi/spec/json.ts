/** The values of a parsed spec before they are read: plain JSON objects, told apart once. */

/** A JSON object of a spec, its keys not yet read. */
export type Json = Record<string, unknown>;

/** True for a JSON object (not `null`, not a list). */
export function isObject(value: unknown): value is Json {
	return !!value && typeof value === 'object' && !Array.isArray(value);
}
