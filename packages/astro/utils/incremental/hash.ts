/**
 * A stable hash of a value: of JSON-like data, maps and sets, by content, each object hashed
 * once per hasher (the operations of a spec share their resolved schemas). A value that cannot be
 * hashed for sure (a cycle, a function) throws `UnhashableError`: the page then gets no key and
 * is rendered, as in a clean build.
 */
import { createHash } from 'node:crypto';

/** A value whose hash would not name its content: the page is rendered, never reused. */
export class UnhashableError extends Error {}

export type Hasher = (value: unknown) => string;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * A part this short stands for itself inside its parent's description, undigested: a page's
 * navigation is hundreds of small links, and a SHA-256 for each cost most of the keys' time. The
 * descriptions are self-delimiting (brackets, JSON strings), so an inlined part and a digest (43
 * letters, digits, `-` and `_`) never read alike.
 */
const INLINE = 120;

/** A hasher with its own memory of the objects it hashed (one per build). */
export function createHasher(): Hasher {
	const done = new WeakMap<object, string>();
	const open = new WeakSet<object>();
	const part = (value: unknown): string => {
		if (value === null || typeof value !== 'object') return hashScalar(value);
		const known = done.get(value);
		if (known) return known;
		if (open.has(value)) throw new UnhashableError('The value holds a cycle.');
		open.add(value);
		const parts = describeObject(value, part);
		open.delete(value);
		const result = parts.length <= INLINE ? parts : digest(parts);
		done.set(value, result);
		return result;
	};
	// An object's hash is a digest (of its description, or of its digest), never its description.
	return (value) => {
		const result = part(value);
		return value !== null && typeof value === 'object' && result.length <= INLINE
			? digest(result)
			: result;
	};
}

function hashScalar(value: unknown): string {
	switch (typeof value) {
		case 'function':
		case 'symbol':
			throw new UnhashableError(`A ${typeof value} has no content to hash.`);
		case 'undefined':
			return 'u';
		case 'bigint':
			return `n${value}`;
		default:
			return JSON.stringify(value);
	}
}

function describeObject(value: object, hash: (value: unknown) => string): string {
	if (Array.isArray(value)) return `[${value.map(hash).join(',')}]`;
	if (value instanceof Map) {
		return `M{${[...value].map(([key, entry]) => `${hash(key)}:${hash(entry)}`).join(',')}}`;
	}
	if (value instanceof Set) return `S[${[...value].map(hash).join(',')}]`;
	if (value instanceof URL) return `L${JSON.stringify(value.href)}`;
	if (value instanceof Date) return `D${value.getTime()}`;
	const prototype = Object.getPrototypeOf(value);
	if (prototype !== Object.prototype && prototype !== null) {
		throw new UnhashableError(`An instance of ${prototype?.constructor?.name} is not data.`);
	}
	// In their order: a page lists properties as the spec orders them.
	const keys = Object.keys(value);
	return `{${keys.map((key) => `${JSON.stringify(key)}:${hash((value as Record<string, unknown>)[key])}`).join(',')}}`;
}
