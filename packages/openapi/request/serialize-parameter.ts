/**
 * How a parameter's value travels, by its `style` and `explode` (OpenAPI 3, "Style Values"): a
 * list as repeated query pairs or one comma-separated value, an object as `name[key]=value`
 * (deepObject), as pairs of its own (form, exploded) or as `key,value` text. Browser-safe.
 */

import type { Parameter, ParameterLocation, ParameterStyle } from '../types.ts';
import type { HarPair } from './types.ts';

/** The styles OpenAPI allows in each location; the first is the default. */
export const PARAMETER_STYLES: Record<ParameterLocation, ParameterStyle[]> = {
	path: ['simple', 'label', 'matrix'],
	query: ['form', 'spaceDelimited', 'pipeDelimited', 'deepObject'],
	// The whole query string: its media type, not a style, says how it is written.
	querystring: ['form'],
	header: ['simple'],
	cookie: ['form', 'cookie'],
};

type Value = string | string[] | undefined;
type Fields = Array<[string, string]>;

/** The style a parameter is sent with: its own when its location allows it, else the default. */
export function getParameterStyle(parameter: Pick<Parameter, 'in' | 'style'>): ParameterStyle {
	const allowed = PARAMETER_STYLES[parameter.in];
	return parameter.style && allowed.includes(parameter.style)
		? parameter.style
		: (allowed[0] as ParameterStyle);
}

function isExploded(parameter: Pick<Parameter, 'in' | 'style' | 'explode'>): boolean {
	const style = getParameterStyle(parameter);
	return parameter.explode ?? (style === 'form' || style === 'cookie');
}

/**
 * The object typed for an object parameter serialised by style (a JSON object), or undefined
 * for anything else: a `content` parameter is sent as its text, whole.
 */
function readObject(parameter: Parameter, value: Value): Record<string, unknown> | undefined {
	if (parameter.contentType || typeof value !== 'string' || !value.trim().startsWith('{')) {
		return undefined;
	}
	const type = parameter.schema?.type;
	if (
		type !== undefined &&
		type !== 'object' &&
		!(Array.isArray(type) && type.includes('object'))
	) {
		return undefined;
	}
	try {
		const parsed: unknown = JSON.parse(value);
		return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
			? (parsed as Record<string, unknown>)
			: undefined;
	} catch {
		return undefined;
	}
}

/**
 * An object's fields as name/value pairs, nested ones named with brackets (`a[b]`, a list's
 * items `a[]`, or `a[0][b]` for objects), as deepObject APIs (Stripe's) read them.
 */
function flatten(object: Record<string, unknown>, prefix: string): Fields {
	return Object.entries(object).flatMap(([key, entry]) =>
		flattenEntry(prefix ? `${prefix}[${key}]` : key, entry),
	);
}

function flattenEntry(name: string, entry: unknown): Fields {
	if (entry === undefined || entry === null) return [];
	if (Array.isArray(entry)) {
		return entry.flatMap((item, index) =>
			item && typeof item === 'object'
				? flattenEntry(`${name}[${index}]`, item)
				: flattenEntry(`${name}[]`, item),
		);
	}
	if (typeof entry === 'object') return flatten(entry as Record<string, unknown>, name);
	return [[name, String(entry)]];
}

function toList(value: Value): string[] {
	return (Array.isArray(value) ? value : [value ?? '']).filter((entry) => entry !== '');
}

/**
 * The query, header or cookie pairs one parameter adds to a request. Empty values add none.
 * Values are text; the URL encodes them once, where the query string is written.
 */
export function serializeParameter(parameter: Parameter, value: Value): HarPair[] {
	const { name } = parameter;
	const style = getParameterStyle(parameter);
	const explode = isExploded(parameter);
	if (style === 'cookie') return serializeCookie(parameter, value, explode);
	const object = readObject(parameter, value);
	if (object) {
		const fields = flatten(object, style === 'deepObject' ? name : '');
		if (fields.length === 0) return [];
		// deepObject, and form exploded: each field is a pair of its own.
		if (style === 'deepObject' || (style === 'form' && explode)) {
			return fields.map(([key, entry]) => ({ name: key, value: entry }));
		}
		const text = explode
			? fields.map(([key, entry]) => `${key}=${entry}`).join(',')
			: fields.flat().join(',');
		return [{ name, value: text }];
	}
	const list = toList(value);
	if (list.length === 0) return [];
	if (parameter.in === 'query' && (explode || list.length === 1)) {
		return list.map((entry) => ({ name, value: entry }));
	}
	const separator = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
	return [{ name, value: list.join(separator) }];
}

/**
 * A `style: cookie` parameter (OpenAPI 3.2, Appendix D): exploded, a list is one `name=item`
 * cookie per item and an object one cookie per field (`R=100; G=200`); not exploded, a value
 * is one cookie. Never percent-encoded: the value is sent as it was written.
 */
function serializeCookie(parameter: Parameter, value: Value, explode: boolean): HarPair[] {
	const { name } = parameter;
	const object = readObject(parameter, value);
	if (object) {
		const fields = flatten(object, '');
		if (!explode) return [{ name, value: fields.flat().join(','), raw: true }];
		return fields.map(([key, entry]) => ({ name: key, value: entry, raw: true }));
	}
	const list = toList(value);
	if (list.length === 0) return [];
	if (!explode) return [{ name, value: list.join(','), raw: true }];
	return list.map((entry) => ({ name, value: entry, raw: true }));
}

/**
 * A path parameter's text in the URL, percent-encoded: `simple` (`a,b`), `label` (`.a.b` or
 * `.a,b`) or `matrix` (`;id=a;id=b` or `;id=a,b`). Undefined when no value was typed.
 */
export function expandPathParameter(parameter: Parameter, value: Value): string | undefined {
	const style = getParameterStyle(parameter);
	const explode = parameter.explode ?? false;
	const object = readObject(parameter, value);
	const fields = object && flatten(object, '');
	const items = fields
		? explode
			? fields.map(([key, entry]) => `${encodeURIComponent(key)}=${encodeURIComponent(entry)}`)
			: fields.flat().map(encodeURIComponent)
		: toList(value).map(encodeURIComponent);
	if (items.length === 0) return undefined;
	const name = encodeURIComponent(parameter.name);
	if (style === 'label') return `.${items.join(explode ? '.' : ',')}`;
	if (style === 'matrix') {
		if (explode && !fields) return items.map((item) => `;${name}=${item}`).join('');
		return explode ? `;${items.join(';')}` : `;${name}=${items.join(',')}`;
	}
	return items.join(',');
}
