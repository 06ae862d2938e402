/**
 * An AsyncAPI document against the official JSON Schema of its version (asyncapi/spec-json-schemas,
 * vendored with its licence: `asyncapi-3.0.0.schema.json`, `LICENSE-asyncapi-schema`), the referee
 * of what the specification allows. The reader reads what it can of a document the schema rejects;
 * each rejected part comes back as a problem with its JSON pointer and a plain sentence, for the
 * caller to report as a warning. A version with no vendored schema is not checked.
 */
import { type OutputUnit, Validator } from '@cfworker/json-schema';
import { showValue } from '../spec/check-spec.ts';
import schema300 from './asyncapi-3.0.0.schema.json' with { type: 'json' };
import type { AsyncApiDocument } from './types.ts';

/** One part of a document its schema rejects. */
export interface SchemaProblem {
	/** The JSON pointer of the rejected value (`/operations/sendChat/action`), `` for the root. */
	pointer: string;
	/** What is wrong, as a sentence without the pointer. */
	message: string;
}

/** At most this many problems per document: the first ones name the pattern. */
const MAX_PROBLEMS = 10;

/**
 * The schemas by the exact version they referee (`const` in each). Imported, not loaded on
 * demand: `trydocs check` runs the readers in a module runner that is closed once they are
 * imported. Compiled once, on first use.
 */
const SCHEMAS: Record<string, object> = { '3.0.0': schema300 };

/** A version's two validators: one that stops at the first error, one that finds them all. */
interface Validators {
	first: Validator;
	all: Validator;
}

const validators = new Map<string, Validators>();

function getValidators(version: string): Validators | undefined {
	const schema = SCHEMAS[version];
	if (!schema) return undefined;
	let found = validators.get(version);
	if (!found) {
		found = {
			first: new Validator(schema, '7', true),
			all: new Validator(schema, '7', false),
		};
		validators.set(version, found);
	}
	return found;
}

/** True when the vendored schemas referee this version. */
export function hasAsyncApiSchema(version: unknown): boolean {
	return typeof version === 'string' && version in SCHEMAS;
}

/**
 * The parts of `doc` its version's JSON Schema rejects, most specific first per place; `[]`
 * when it has none or no schema is vendored for its version.
 */
export async function validateAsyncApi(doc: AsyncApiDocument): Promise<SchemaProblem[]> {
	const found = getValidators(doc.asyncapi);
	if (!found) return [];
	const { first, all } = found;
	// Most documents are valid: the validator that stops at the first error says so at a
	// fraction of the cost (slack-rtm: 30 ms against 975); only a rejected one is read in full.
	if (first.validate(doc).valid) return [];
	return describeErrors(all.validate(doc).errors, doc);
}

/** The keywords that only say a part below failed: the part below says what. */
const WRAPPERS = new Set([
	'$ref',
	'allOf',
	'anyOf',
	'oneOf',
	'if',
	'then',
	'else',
	'not',
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
 * The leaf errors, one per place, deepest places first, and no place whose deeper part is
 * already named (a bad `action` is said once, not again as "its operation does not match").
 */
function describeErrors(errors: OutputUnit[], doc: unknown): SchemaProblem[] {
	const leaves = new Map<string, OutputUnit>();
	for (const error of errors) {
		if (WRAPPERS.has(error.keyword)) continue;
		const pointer = toPointer(error.instanceLocation);
		if (!leaves.has(pointer)) leaves.set(pointer, error);
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
		.sort()
		.slice(0, MAX_PROBLEMS)
		.map((pointer) => ({
			pointer,
			message: describeError(leaves.get(pointer) as OutputUnit, getAt(doc, pointer), pointer),
		}));
}

/** A validator's error as a sentence a writer reads. */
function describeError(error: OutputUnit, value: unknown, pointer: string): string {
	const text = error.error;
	// `additionalProperties: false` rejects the key itself, at its own place.
	if (/^False boolean schema/.test(text)) {
		const name = decodePointerSegment(pointer.split('/').at(-1) ?? '');
		return `\`${name}\` is not a field the specification defines here (an extension is written \`x-${name}\`)`;
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
		default:
			return `${showValue(value)} is rejected: ${text.replace(/\.$/, '')}`;
	}
}
