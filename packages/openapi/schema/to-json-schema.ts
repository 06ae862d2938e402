/**
 * OpenAPI schemas as JSON Schema 2020-12, one conversion for every reader that validates with
 * JSON Schema: the playground's response checker and the MCP tools' input schemas. What differs
 * between them is policy, given as options.
 */
import type { Schema } from '../types.ts';
import { SCHEMA_KEYS, SCHEMA_MAP_KEYS } from './keywords.ts';

/** A JSON Schema 2020-12 document, as plain JSON. */
export type JsonSchema = Record<string, unknown>;

/** How `toJsonSchema` converts: the defaults keep everything a validator of responses needs. */
export interface JsonSchemaOptions {
	/**
	 * The keywords copied, in this order (schemas inside them converted too); the rest are left
	 * out. Default: every keyword of the schema but OpenAPI's own (`nullable`, `x-...`).
	 */
	keywords?: readonly string[];
	/**
	 * For what a client sends: properties marked `readOnly` are left out, and `required` names
	 * only the writable properties declared beside it (left out when none). Default: kept.
	 */
	omitReadOnly?: boolean;
	/** OpenAPI 3.0's single `example` becomes `examples: [example]`. Default: kept as it is. */
	exampleAsExamples?: boolean;
	/** Schemas nested deeper than this accept any value (`{}`). Default: no limit. */
	maxDepth?: number;
}

/**
 * An OpenAPI schema (3.0 or 3.1, resolved) as JSON Schema 2020-12: `nullable: true` adds `null`
 * to `type` (and to `enum`), boolean `exclusiveMinimum`/`exclusiveMaximum` (3.0) become numbers,
 * and the parts the resolver cut off (`x-circular`) accept anything.
 */
export function toJsonSchema(schema: Schema, options: JsonSchemaOptions = {}): JsonSchema {
	return convert(schema, options, 0);
}

function convert(schema: Schema, options: JsonSchemaOptions, depth: number): JsonSchema {
	if (schema['x-circular']) return {};
	if (options.maxDepth !== undefined && depth > options.maxDepth) return {};
	const out: JsonSchema = {};
	for (const key of options.keywords ?? Object.keys(schema)) {
		const value = schema[key];
		if (value === undefined || key === 'nullable' || key.startsWith('x-')) continue;
		if (key === 'example' && options.exampleAsExamples) out.examples = [value];
		else if (key === 'required' && options.omitReadOnly) {
			const writable = readWritable(schema);
			if (writable) out.required = writable;
		} else out[key] = convertKeyword(key, value, options, depth + 1);
	}
	if (schema.nullable === true) addNull(out);
	for (const [bound, limit] of [
		['exclusiveMinimum', 'minimum'],
		['exclusiveMaximum', 'maximum'],
	] as const) {
		if (typeof out[bound] === 'boolean') {
			if (out[bound] === true && typeof out[limit] === 'number') {
				out[bound] = out[limit];
				delete out[limit];
			} else delete out[bound];
		}
	}
	return out;
}

/** A keyword's value, with the schemas it holds converted. */
function convertKeyword(
	key: string,
	value: unknown,
	options: JsonSchemaOptions,
	depth: number,
): unknown {
	if (SCHEMA_MAP_KEYS.has(key) && isObject(value)) {
		const entries = Object.entries(value as Record<string, Schema>).filter(
			([, child]) => !(key === 'properties' && options.omitReadOnly && child?.readOnly),
		);
		return Object.fromEntries(
			entries.map(([name, child]) => [
				name,
				isObject(child) ? convert(child, options, depth) : child,
			]),
		);
	}
	if (!SCHEMA_KEYS.has(key)) return value;
	if (Array.isArray(value)) {
		return value.map((child) =>
			isObject(child) ? convert(child as Schema, options, depth) : child,
		);
	}
	return isObject(value) ? convert(value as Schema, options, depth) : value;
}

/** `required` without the read-only properties; `undefined` when none is left. */
function readWritable(schema: Schema): string[] | undefined {
	if (!Array.isArray(schema.required) || !schema.properties) return undefined;
	const writable = schema.required.filter((key) => !schema.properties?.[key]?.readOnly);
	return writable.length > 0 ? writable : undefined;
}

/** OpenAPI 3.0's `nullable`: `null` joins the types and the allowed values. */
function addNull(out: JsonSchema) {
	if (typeof out.type === 'string') out.type = [out.type, 'null'];
	else if (Array.isArray(out.type) && !out.type.includes('null')) out.type = [...out.type, 'null'];
	if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
}

function isObject(value: unknown): value is Record<string, unknown> {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}
