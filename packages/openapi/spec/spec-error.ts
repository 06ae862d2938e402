/**
 * The error a spec's author can fix, and the helpers its messages use to name where the bad
 * value sits (a JSON pointer). A leaf: every check of a spec imports it.
 */

/**
 * Why a spec cannot be used: `version`, a document of a version Trydocs does not read (Swagger
 * 2.0, OpenAPI 4), which a site must not publish as an empty reference; `invalid`, any other.
 */
export type SpecErrorReason = 'invalid' | 'version';

/** A problem with a spec that its author can fix; `hint` says how. */
export class SpecError extends Error {
	/** How to fix it. */
	readonly hint: string;
	readonly reason: SpecErrorReason;
	constructor(message: string, hint: string, reason: SpecErrorReason = 'invalid') {
		super(message);
		this.name = 'SpecError';
		this.hint = hint;
		this.reason = reason;
	}
}

/** An "invalid spec" error naming the file and the JSON pointer of the bad value. */
export function invalidSpec(file: string, pointer: string, problem: string, hint: string) {
	return new SpecError(
		`The spec \`${file}\` is invalid at \`${pointer}\`: the value ${problem}.`,
		hint,
	);
}

/** True for a specification extension key (`x-...`), allowed in most OpenAPI objects. */
export function isExtension(key: string): boolean {
	return key.startsWith('x-');
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function escapePointer(segment: string): string {
	return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}
