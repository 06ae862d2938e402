/**
 * JSON pointers (RFC 6901) into a response body, for taking a value of a response into a
 * variable: the pointer of each value in the order the pretty-printed body shows it, and the
 * value at a pointer. Pure, so Node tests it.
 */

/** The pointer of each scalar (string, number, boolean, null) of `value`, in document order. */
export function listScalarPointers(value: unknown, pointer = ''): string[] {
	if (value === null || typeof value !== 'object') return [pointer];
	const entries = Array.isArray(value)
		? value.map((item, i) => [String(i), item])
		: Object.entries(value);
	return entries.flatMap(([key, item]) =>
		listScalarPointers(item, `${pointer}/${escapeToken(key as string)}`),
	);
}

/** The value at `pointer` in `value`, or undefined when there is none. */
export function readPointer(value: unknown, pointer: string): unknown {
	if (pointer === '') return value;
	if (!pointer.startsWith('/')) return undefined;
	let current: unknown = value;
	for (const token of pointer.slice(1).split('/')) {
		const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
		if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) {
			return undefined;
		}
		current = (current as Record<string, unknown>)[key];
	}
	return current;
}

/** A value as a variable holds it: a string as it is, anything else as JSON text. */
export function toVariableValue(value: unknown): string {
	return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A variable name suggested for the value at `pointer`: its last key, made a valid name. */
export function suggestName(pointer: string): string {
	const last = pointer.split('/').at(-1)?.replaceAll('~1', '/').replaceAll('~0', '~') ?? '';
	return last.replace(/[^\w.-]+/g, '_') || 'value';
}

function escapeToken(key: string): string {
	return key.replaceAll('~', '~0').replaceAll('/', '~1');
}
