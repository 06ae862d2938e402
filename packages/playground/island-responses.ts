/**
 * The documented responses in the island prop, for checking a response against the docs: per
 * status and media type, the schema cut down to what validation reads (no descriptions or
 * examples, `allOf` merged, `writeOnly` properties dropped, nesting bounded).
 */
import { mergeAllOf } from '@trydocs/openapi/schema';
import type { Operation, Schema } from '@trydocs/openapi/types';
import type { PlaygroundResponse } from './types.ts';

/** Deeper parts of a response schema are not checked. */
const MAX_DEPTH = 8;

/** The keywords validation reads; everything else is dropped from the prop. */
const KEPT = [
	'type',
	'format',
	'enum',
	'const',
	'nullable',
	'minimum',
	'maximum',
	'exclusiveMinimum',
	'exclusiveMaximum',
	'minLength',
	'maxLength',
	'pattern',
	'minItems',
	'maxItems',
	'x-circular',
] as const;

/** The operation's documented responses, by status key (`200`, `4XX`, `default`). */
export function getDocumentedResponses(operation: Operation): Record<string, PlaygroundResponse> {
	const out: Record<string, PlaygroundResponse> = {};
	for (const response of operation.responses) {
		const content: NonNullable<PlaygroundResponse['content']> = {};
		for (const [mediaType, media] of Object.entries(response.content ?? {})) {
			content[mediaType] = media.schema ? { schema: trimResponseSchema(media.schema, 0) } : {};
		}
		out[response.status] = Object.keys(content).length > 0 ? { content } : {};
	}
	return out;
}

/** Keeps what validation reads of a response schema. */
export function trimResponseSchema(schema: Schema, depth: number): Schema {
	if (depth > MAX_DEPTH || schema['x-circular']) return { 'x-circular': true };
	const merged = mergeAllOf(schema);
	const out: Schema = {};
	for (const key of KEPT) {
		if (merged[key] !== undefined) (out as Record<string, unknown>)[key] = merged[key];
	}
	if (merged.items) out.items = trimResponseSchema(merged.items, depth + 1);
	if (merged.properties) {
		out.properties = {};
		for (const [name, property] of Object.entries(merged.properties)) {
			// A write-only field is never in a response.
			if (property.writeOnly) continue;
			out.properties[name] = trimResponseSchema(property, depth + 1);
		}
		if (merged.required) {
			out.required = merged.required.filter((name) => name in (out.properties ?? {}));
		}
	}
	if (merged.additionalProperties && typeof merged.additionalProperties === 'object') {
		out.additionalProperties = trimResponseSchema(merged.additionalProperties, depth + 1);
	} else if (typeof merged.additionalProperties === 'boolean') {
		out.additionalProperties = merged.additionalProperties;
	}
	for (const key of ['oneOf', 'anyOf'] as const) {
		const branches = merged[key];
		if (Array.isArray(branches)) out[key] = branches.map((b) => trimResponseSchema(b, depth + 1));
	}
	return out;
}
