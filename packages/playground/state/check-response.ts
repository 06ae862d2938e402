/**
 * Checks a response against the documented one for its status and media type: the schema of an
 * `openapi:` page, or the `<ResponseField>`s of an `api:` page (which the page turns into a
 * schema). Loaded on demand after the first response, with its validator, @cfworker/json-schema
 * (JSON Schema 2020-12, which OpenAPI 3.1 uses; OpenAPI 3.0's `nullable` and boolean
 * `exclusiveMinimum`/`exclusiveMaximum` are rewritten into it first, by `toJsonSchema`).
 */
import { type OutputUnit, Validator } from '@cfworker/json-schema';
import { toJsonSchema } from '@trydocs/openapi/schema';
import type { Schema } from '@trydocs/openapi/types';
import type { PlaygroundResponse } from '../types.ts';

/** One way the response differs from its documentation. */
export interface Mismatch {
	/** JSON pointer into the body (`/items/0/id`), empty for the response as a whole. */
	pointer: string;
	/** What was expected, in words. */
	message: string;
}

/** The outcome of checking a response against the docs. */
export interface ResponseCheck {
	/** True when the response matches its documented status, media type and schema. */
	matches: boolean;
	/** One line: "Matches the documented 200 response" or what differs. */
	summary: string;
	mismatches: Mismatch[];
}

/** Stop listing after this many: the first ones say what is wrong. */
const MAX_MISMATCHES = 20;

/**
 * Checks `status`, `contentType` and `body` (the text of the response) against the documented
 * responses of the operation (status code keys, `2XX` ranges and `default`).
 */
export function checkResponse(
	documented: Record<string, PlaygroundResponse>,
	response: { status: number; contentType: string; body: string },
): ResponseCheck {
	const key = findDocumentedStatus(documented, response.status);
	if (!key) {
		const listed = Object.keys(documented);
		return mismatch(`Undocumented status code ${response.status}`, {
			pointer: '',
			message: listed.length
				? `The docs list ${listed.join(', ')} for this endpoint, not ${response.status}.`
				: `The docs list no responses for this endpoint.`,
		});
	}
	const name = key === 'default' ? 'default' : key;
	const content = documented[key]?.content ?? {};
	const mediaTypes = Object.keys(content);
	const mime = response.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
	if (mediaTypes.length === 0) {
		return { matches: true, summary: `Matches the documented ${name} response`, mismatches: [] };
	}
	const mediaType = findMediaType(mediaTypes, mime);
	if (!mediaType) {
		return mismatch(`Does not match the documented ${name} response`, {
			pointer: '',
			message: `Content-Type is ${mime ? `\`${mime}\`` : 'missing'}; the docs say ${mediaTypes.map((type) => `\`${type}\``).join(' or ')}.`,
		});
	}
	const schema = content[mediaType]?.schema;
	if (!schema || !/json/.test(mediaType)) {
		return { matches: true, summary: `Matches the documented ${name} response`, mismatches: [] };
	}
	let body: unknown;
	try {
		body = JSON.parse(response.body);
	} catch {
		return mismatch(`Does not match the documented ${name} response`, {
			pointer: '',
			message: 'The body is not valid JSON.',
		});
	}
	const result = new Validator(toJsonSchema(schema), '2020-12', false).validate(body);
	if (result.valid) {
		return { matches: true, summary: `Matches the documented ${name} response`, mismatches: [] };
	}
	const mismatches = describeErrors(result.errors, schema, body).slice(0, MAX_MISMATCHES);
	const count = mismatches.length;
	return {
		matches: false,
		summary: `Does not match the documented ${name} response: ${count} ${count === 1 ? 'difference' : 'differences'}`,
		mismatches,
	};
}

function mismatch(summary: string, detail: Mismatch): ResponseCheck {
	return { matches: false, summary, mismatches: [detail] };
}

/** The documented key for a status: itself, its range (`4XX`), else `default`. */
function findDocumentedStatus(
	documented: Record<string, PlaygroundResponse>,
	status: number,
): string | undefined {
	const keys = Object.keys(documented);
	return (
		keys.find((key) => key === String(status)) ??
		keys.find((key) => key.toUpperCase() === `${String(status)[0]}XX`) ??
		keys.find((key) => key === 'default')
	);
}

/** The documented media type for a response's: exact, then `type/*`, then `*\/*`. */
function findMediaType(documented: string[], mime: string): string | undefined {
	const lower = documented.map((type) => type.toLowerCase());
	const index = [mime, `${mime.split('/')[0]}/*`, '*/*']
		.map((candidate) => lower.indexOf(candidate))
		.find((found) => found >= 0);
	return index === undefined ? undefined : documented[index];
}

/** Keywords whose errors only say that something inside failed: the inner error says what. */
const CONTAINERS = new Set([
	'properties',
	'items',
	'prefixItems',
	'additionalItems',
	'allOf',
	'$ref',
	'if',
	'then',
	'else',
	'dependentSchemas',
	'patternProperties',
	'unevaluatedItems',
	'unevaluatedProperties',
]);

/** Turns the validator's errors into one line per leaf mismatch, with its JSON pointer. */
function describeErrors(errors: OutputUnit[], schema: Schema, body: unknown): Mismatch[] {
	const json = toJsonSchema(schema);
	// An error inside a failed oneOf/anyOf branch is noise: the composite says none matched.
	const composites = errors
		.filter((error) => error.keyword === 'oneOf' || error.keyword === 'anyOf')
		.map((error) => `${error.keywordLocation}/`);
	const out: Mismatch[] = [];
	const seen = new Set<string>();
	for (const error of errors) {
		if (CONTAINERS.has(error.keyword)) continue;
		if (composites.some((prefix) => error.keywordLocation.startsWith(prefix))) continue;
		const pointer = toPointer(error.instanceLocation);
		const rule = resolve(json, toPointer(error.keywordLocation));
		const value = resolve(body, pointer);
		const described = describe(error, pointer, rule, value);
		const id = `${described.pointer} ${described.message}`;
		if (seen.has(id)) continue;
		seen.add(id);
		out.push(described);
	}
	return out;
}

function describe(error: OutputUnit, pointer: string, rule: unknown, value: unknown): Mismatch {
	switch (error.keyword) {
		case 'required': {
			const name = /"([^"]*)"/.exec(error.error)?.[1] ?? '';
			return {
				pointer: `${pointer}/${escapeToken(name)}`,
				message: 'Missing required field.',
			};
		}
		case 'type': {
			const expected = (Array.isArray(rule) ? rule : [rule]).map(String);
			return {
				pointer,
				message: `Wrong type: expected ${expected.join(' or ')}, got ${typeOf(value)}.`,
			};
		}
		case 'enum':
			return {
				pointer,
				message: `${JSON.stringify(value)} is not one of the documented values: ${(Array.isArray(rule) ? rule : []).map((v) => JSON.stringify(v)).join(', ')}.`,
			};
		case 'const':
			return {
				pointer,
				message: `Expected ${JSON.stringify(rule)}, got ${JSON.stringify(value)}.`,
			};
		case 'oneOf':
		case 'anyOf':
			return { pointer, message: 'Matches none of the documented variants.' };
		case 'additionalProperties':
		case 'false':
			return { pointer, message: 'A field the docs do not allow here.' };
		default:
			return { pointer, message: error.error.replace(/^Instance /, 'The value ') };
	}
}

function typeOf(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'array';
	if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
	return typeof value;
}

/** `#/items/0` (the validator's locations) as a JSON pointer, `/items/0`. */
function toPointer(location: string): string {
	const pointer = location.replace(/^#/, '');
	try {
		return decodeURIComponent(pointer);
	} catch {
		return pointer;
	}
}

function escapeToken(token: string): string {
	return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The value at a JSON pointer, or undefined. */
function resolve(root: unknown, pointer: string): unknown {
	if (pointer === '') return root;
	let current: unknown = root;
	for (const raw of pointer.slice(1).split('/')) {
		const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
		if (current === null || typeof current !== 'object') return undefined;
		current = (current as Record<string, unknown>)[token];
	}
	return current;
}
