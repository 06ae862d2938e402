/**
 * OpenAPI 3.2's `in: querystring` parameter: the whole query string as one value, described by
 * `content` (one media type, e.g. `application/x-www-form-urlencoded`) and never by `schema`; at
 * most one per operation, and never beside `in: query` parameters (Parameter Object, "in").
 */
import { isObject, type Json } from './json.ts';
import { invalidSpec } from './spec-error.ts';

/** A list of raw parameters and the pointer of the list. */
interface ParameterList {
	list: Json[];
	pointer: string;
}

/**
 * Checks the querystring rules on the parameters an operation takes: its path item's and its
 * own, the operation's winning by location and name as `mergeParameters` merges them.
 */
export function checkQuerystring(lists: ParameterList[], file: string): void {
	const effective = new Map<string, { p: Json; pointer: string }>();
	for (const { list, pointer } of lists) {
		list.forEach((p, index) => {
			effective.set(`${String(p.in)}:${String(p.name)}`, { p, pointer: `${pointer}/${index}` });
		});
	}
	const entries = [...effective.values()];
	const whole = entries.filter(({ p }) => p.in === 'querystring');
	for (const { p, pointer } of whole) {
		if (p.schema !== undefined || !isObject(p.content)) {
			throw invalidSpec(
				file,
				p.schema !== undefined ? `${pointer}/schema` : pointer,
				p.schema !== undefined
					? 'is a `schema`, which a `querystring` parameter cannot have'
					: 'is a `querystring` parameter without `content`',
				'Describe the whole query string with `content`, one media type and its schema, e.g. `content: { application/x-www-form-urlencoded: { schema: { type: object, properties: ... } } }`.',
			);
		}
	}
	const second = whole[1];
	if (second) {
		throw invalidSpec(
			file,
			second.pointer,
			'is a second `querystring` parameter',
			'An operation takes at most one `in: querystring` parameter (it is the whole query string): merge their schemas into one.',
		);
	}
	const query = entries.find(({ p }) => p.in === 'query');
	if (whole.length > 0 && query) {
		throw invalidSpec(
			file,
			query.pointer,
			'is a `query` parameter beside a `querystring` parameter',
			'A `querystring` parameter is the whole query string: make this value a property of its schema, or use `query` parameters only.',
		);
	}
}
