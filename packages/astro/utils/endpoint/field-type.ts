/**
 * The type a hand-written field names (`<ParamField type="string[]">`, `<ResponseField>`) as a
 * schema: read by the `api:` page step and by the field components when they render.
 */
import type { Schema } from '@trydocs/openapi';

/** Reads a ParamField `type`: `string`, `integer`, `object`, `string[]`, `enum<string>`, `file`. */
export function parseType(text: string): Schema {
	const type = text.trim();
	if (type.endsWith('[]')) return { type: 'array', items: parseType(type.slice(0, -2)) };
	const array = /^array<(.+)>$/i.exec(type);
	if (array) return { type: 'array', items: parseType(array[1] as string) };
	const enumType = /^enum<(.+)>$/i.exec(type);
	if (enumType) return parseType(enumType[1] as string);
	const lower = type.toLowerCase();
	if (lower === 'file') return { type: 'string', format: 'binary' };
	if (lower === 'int') return { type: 'integer' };
	if (lower === 'bool') return { type: 'boolean' };
	if (lower === 'any') return {};
	// A list of what its nested fields describe, if any: OpenAPI's arrays always say their items.
	if (lower === 'array') return { type: 'array', items: {} };
	return { type: lower || 'string' };
}
