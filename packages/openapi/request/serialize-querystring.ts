/**
 * The whole query string of an OpenAPI 3.2 `in: querystring` parameter, written by its media
 * type: `application/x-www-form-urlencoded` (or none) as form pairs, an object's properties
 * each a pair of its own and a list's items repeated, as form style with `explode` writes them;
 * any other media type (`application/json`, ...) as its text, percent-encoded whole.
 * Browser-safe.
 */
import type { Parameter } from '../types.ts';
import type { HarPair } from './types.ts';

type Value = string | string[] | undefined;

/**
 * What a querystring parameter adds to the URL: pairs for a form, the encoded text for any other
 * media type, `undefined` when nothing was typed. A form value is the typed object (JSON text)
 * or a query string written out (`a=1&b=2`, with or without its `?`).
 */
export function serializeQuerystring(parameter: Parameter, value: Value): HarPair[] | string {
	const text = (Array.isArray(value) ? value.join('&') : (value ?? '')).trim();
	if (text === '') return [];
	const type = parameter.contentType ?? 'application/x-www-form-urlencoded';
	if (type !== 'application/x-www-form-urlencoded') return encodeURIComponent(text);
	const object = readJsonObject(text);
	if (!object) {
		return [...new URLSearchParams(text.replace(/^\?/, ''))].map(([name, entry]) => ({
			name,
			value: entry,
		}));
	}
	return Object.entries(object).flatMap(([name, entry]) =>
		(Array.isArray(entry) ? entry : [entry])
			.filter((item) => item !== undefined && item !== null)
			.map((item) => ({
				name,
				value: typeof item === 'object' ? JSON.stringify(item) : String(item),
			})),
	);
}

function readJsonObject(text: string): Record<string, unknown> | undefined {
	if (!text.startsWith('{')) return undefined;
	try {
		const parsed: unknown = JSON.parse(text);
		return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
			? (parsed as Record<string, unknown>)
			: undefined;
	} catch {
		return undefined;
	}
}
