import type { Parameter, Schema } from '@trydocs/openapi/types';
import { getType, type IssueText, parseNumber } from '../../state/body.ts';
import { resolveTree } from '../../state/variables.ts';

const FORMAT_HINTS: Record<string, string> = {
	'date-time': 'e.g. 2025-01-31T09:30:00Z',
	date: 'e.g. 2025-01-31',
	time: 'e.g. 09:30:00',
	email: 'e.g. ada@example.com',
	uuid: 'e.g. 123e4567-e89b-12d3-a456-426614174000',
	uri: 'e.g. https://example.com',
	url: 'e.g. https://example.com',
	ipv4: 'e.g. 192.0.2.1',
	ipv6: 'e.g. 2001:db8::1',
	hostname: 'e.g. api.example.com',
	byte: 'base64 text',
	password: 'hidden text',
};

/** A DOM id from parts, safe for `for`/`id` pairs. */
export function toId(...parts: string[]): string {
	return `td-pg-${parts.join('-').replace(/[^\w-]/g, '_')}`;
}

/** "string · date-time", "integer[]", "enum", for the hint beside a field. */
export function describeType(schema: Schema | undefined): string {
	if (!schema) return 'string';
	const type = getType(schema);
	if (type === 'array') return `${describeType(schema.items)}[]`;
	const parts = [type ?? 'any'];
	if (schema.format) parts.push(schema.format);
	if (typeof schema.minimum === 'number') parts.push(`≥ ${schema.minimum}`);
	if (typeof schema.maximum === 'number') parts.push(`≤ ${schema.maximum}`);
	return parts.join(' · ');
}

/** The placeholder of a field: `x-placeholder`, the default, an example or a format hint. */
export function placeholderFor(schema: Schema | undefined, parameterExample?: unknown): string {
	if (!schema) return '';
	const explicit = schema['x-placeholder'];
	if (typeof explicit === 'string') return explicit;
	if (schema.default !== undefined) return `default: ${String(schema.default)}`;
	const example = parameterExample ?? schema.example;
	if (example !== undefined && typeof example !== 'object') return `e.g. ${String(example)}`;
	return schema.format ? (FORMAT_HINTS[schema.format] ?? '') : '';
}

/**
 * The hint of an OpenAPI 3.2 `querystring` field, the whole query string: its properties as a
 * form (`author=…&year=…`) or as JSON, the two ways it may be typed.
 */
export function querystringPlaceholder(parameter: Parameter): string {
	const names = Object.keys(parameter.schema?.properties ?? {}).slice(0, 3);
	if (names.length === 0) return '';
	const form = !parameter.contentType || parameter.contentType.includes('form-urlencoded');
	return form
		? `e.g. ${names.map((name) => `${name}=…`).join('&')}`
		: `e.g. {${names.map((name) => `"${name}": …`).join(', ')}}`;
}

/** The live error of a number field, before Send: "must be an integer". */
export function numberError(schema: Schema | undefined, value: string): IssueText | undefined {
	const type = getType(schema);
	if (!schema || schema.enum || (type !== 'number' && type !== 'integer')) return undefined;
	const parsed = parseNumber(resolveTree(value), schema);
	return parsed && 'error' in parsed ? parsed.error : undefined;
}
