/**
 * A validator's errors as the parts of a document a writer fixes: one leaf per place, in plain
 * sentences, the deepest place of each failure and not again every place above it.
 */
import type { OutputUnit } from '@cfworker/json-schema';
import { showValue } from '../spec/check-spec.ts';
import { getSchemaAt } from './schema-at.ts';
import type { SchemaProblem } from './types.ts';

/** At most this many problems per document: the first ones name the pattern. */
const MAX_PROBLEMS = 10;

/** The keywords that only say a part below failed: the part below says what. */
const WRAPPERS = new Set([
	'$ref',
	'allOf',
	'anyOf',
	'oneOf',
	'if',
	'then',
	'else',
	'$dynamicRef',
	'dependentSchemas',
	'unevaluatedProperties',
	'unevaluatedItems',
	'prefixItems',
	'properties',
	'patternProperties',
	'additionalProperties',
	'items',
	'additionalItems',
	'dependencies',
	'propertyNames',
	'contains',
]);

/** `#/operations/a~1b` as `/operations/a~1b`. */
const toPointer = (location: string) => location.replace(/^#/, '');

/** One segment of a JSON pointer as the key it names. */
const decodePointerSegment = (raw: string) =>
	decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');

/** The value at a JSON pointer of the document. */
function getAt(doc: unknown, pointer: string): unknown {
	let value = doc;
	for (const raw of pointer.split('/').slice(1)) {
		const key = decodePointerSegment(raw);
		value =
			value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
	}
	return value;
}

/**
 * True for a `pattern` the validator refuses only because it reads regular expressions with
 * the `u` flag (`^[a-z\\-\\:]+$`: an escape Unicode mode forbids): JavaScript, and so the pages
 * and the playground, read it, and so does every tool built on it. A pattern no RegExp reads
 * is still reported.
 */
function isReadableRegex(error: OutputUnit, value: unknown): boolean {
	if (error.keyword !== 'format' || !/"regex"/.test(error.error) || typeof value !== 'string') {
		return false;
	}
	try {
		new RegExp(value);
		return true;
	} catch {
		return false;
	}
}

/** True for the `false` a closed object answers for a key it does not define. */
const isClosedKey = (error: OutputUnit) => /^False boolean schema/.test(error.error);

/**
 * The leaf errors, one per place, deepest places first, and no place whose deeper part is
 * already named (a bad `action` is said once, not again as "its operation does not match").
 * A key a closed object rejects only because its value failed (2020-12's
 * `unevaluatedProperties`) is not named: the failure inside it is.
 */
export function describeErrors(
	errors: OutputUnit[],
	doc: unknown,
	schema: object,
): SchemaProblem[] {
	const leaves = new Map<string, OutputUnit>();
	for (const error of errors) {
		if (WRAPPERS.has(error.keyword)) continue;
		const pointer = toPointer(error.instanceLocation);
		const known = leaves.get(pointer);
		if (!known || (isClosedKey(known) && !isClosedKey(error))) leaves.set(pointer, error);
	}
	// A value none of several alternatives accepts reports a leaf per alternative: a leaf under
	// another kept one is the more specific, the shallower one goes.
	const pointers = [...leaves.keys()].sort((a, b) => b.length - a.length);
	const kept: string[] = [];
	for (const pointer of pointers) {
		if (kept.some((deeper) => deeper.startsWith(`${pointer}/`))) continue;
		kept.push(pointer);
	}
	return kept
		.filter((pointer) => !isReadableRegex(leaves.get(pointer) as OutputUnit, getAt(doc, pointer)))
		.sort()
		.slice(0, MAX_PROBLEMS)
		.map((pointer) => {
			const error = leaves.get(pointer) as OutputUnit;
			const place = {
				pointer,
				value: getAt(doc, pointer),
				schema: getSchemaAt(schema, error.keywordLocation),
				owner: getSchemaAt(
					schema,
					error.keywordLocation.replace(/\/[^/]*$/, ''),
				) as ErrorPlace['owner'],
			};
			return { pointer, message: describeError(error, place) };
		});
}

/** Where an error sits: the value there and the value of the keyword that rejected it. */
interface ErrorPlace {
	pointer: string;
	value: unknown;
	schema: unknown;
	/** The subschema the keyword belongs to. */
	owner: Record<string, unknown> | undefined;
}

const code = (name: unknown) => `\`${String(name)}\``;

/** `a`, `a` and `b`, `a`, `b` and `c` (or `or`). */
const listNames = (names: unknown[], conjunction = 'and') =>
	names.length > 1
		? `${names.slice(0, -1).map(code).join(', ')} ${conjunction} ${code(names.at(-1))}`
		: code(names[0]);

/** An entry a `contains` asks for, told by the fixed values of its fields (`in: querystring`). */
function describeEntry(contains: unknown): string {
	const properties = (contains as { properties?: Record<string, { const?: unknown }> })?.properties;
	const fixed = Object.entries(properties ?? {}).filter(([, field]) => field?.const !== undefined);
	return fixed.length
		? `an entry with ${fixed.map(([name, field]) => code(`${name}: ${field.const}`)).join(', ')}`
		: 'an entry of one kind';
}

/** A validator's error as a sentence a writer reads. */
function describeError(error: OutputUnit, place: ErrorPlace): string {
	const text = error.error;
	const { pointer, value } = place;
	const key = decodePointerSegment(pointer.split('/').at(-1) ?? '');
	// `additionalProperties: false` rejects the key itself, at its own place.
	if (isClosedKey(error)) {
		return `${code(key)} is not a field the specification defines here (an extension is written \`x-${key}\`)`;
	}
	switch (error.keyword) {
		case 'required': {
			const name = /"([^"]+)"/.exec(text)?.[1];
			return name ? `lacks \`${name}\`, which it must have` : 'lacks a field it must have';
		}
		case 'type': {
			const wanted = /"([^"]+)"\.?$/.exec(text)?.[1] ?? /type "([^"]+)"/.exec(text)?.[1];
			return `${showValue(value)} is not ${wanted ? `of type \`${wanted}\`` : 'of the type the schema asks'}`;
		}
		case 'enum':
		case 'const': {
			const list = /\[(.*)\]/.exec(text)?.[1] ?? /"([^"]+)"\.?$/.exec(text)?.[1];
			const allowed = list?.split(',').map((entry) => `\`${entry.trim().replace(/^"|"$/g, '')}\``);
			return `${showValue(value)} is not ${allowed ? (allowed.length > 1 ? `one of ${allowed.join(', ')}` : allowed[0]) : 'a value the schema allows'}`;
		}
		case 'format':
			return `${showValue(value)} is not a valid ${/"([^"]+)"/.exec(text)?.[1] ?? 'value'}`;
		case 'not':
			return describeNot(
				place,
				error.keywordLocation.includes('/propertyNames/') ? key : undefined,
			);
		case 'pattern': {
			const pattern = typeof place.schema === 'string' ? place.schema : undefined;
			const shown = error.keywordLocation.includes('/propertyNames/')
				? code(key)
				: showValue(value);
			return `${shown} does not match the pattern ${pattern ? code(pattern) : 'the specification gives'}`;
		}
		case 'maxContains':
			return `has more than ${String(place.schema)} ${describeEntry(place.owner?.contains).replace(/^an entry/, 'entry')}, which the specification does not allow`;
		case 'minItems':
		case 'minProperties':
			return /\(0 </.test(text)
				? `${showValue(value)} is empty: give at least one entry, or leave it out`
				: `${showValue(value)} has too few entries (${text.replace(/\.$/, '')})`;
		default:
			return `${showValue(value)} is rejected: ${text.replace(/\.$/, '')}`;
	}
}

/** What a `not` forbids, told from its schema: fields together, reserved names, a combination. */
function describeNot({ value, schema }: ErrorPlace, name: string | undefined): string {
	const forbidden = (schema ?? {}) as Record<string, unknown>;
	const required = forbidden.required;
	if (Array.isArray(required) && Object.keys(forbidden).length === 1) {
		return required.length > 1
			? `has ${listNames(required)} together, which the specification does not allow: keep one`
			: `has ${code(required[0])}, which the specification does not allow here`;
	}
	if (Array.isArray(forbidden.enum)) {
		const shown = name === undefined ? showValue(value) : code(name);
		return `${shown} is one of the names the specification reserves here (${listNames(forbidden.enum, 'or')})`;
	}
	const together = Array.isArray(forbidden.allOf) ? forbidden.allOf : [];
	if (together.length > 1 && together.every((part) => part && 'contains' in part)) {
		const entries = together.map((part) => describeEntry(part.contains));
		return `has ${entries.join(' and ')} together, which the specification does not allow`;
	}
	return `${showValue(value)} is a combination the specification does not allow`;
}
