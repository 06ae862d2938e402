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

/**
 * Schema nodes the responses of one operation may take in the prop. Densely linked specs
 * (Stripe's expandable objects) reach millions of nodes within `MAX_DEPTH`; past the budget the
 * schemas are cut shallower, so every response keeps its upper levels checked.
 */
const MAX_NODES = 1500;

/** What one trimming pass may still spend, and how deep it goes. */
interface Budget {
	nodes: number;
	maxDepth: number;
}

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
	// The deepest cut that fits the budget; each pass stops as soon as it overspends.
	for (let maxDepth = MAX_DEPTH; ; maxDepth--) {
		const budget: Budget = { nodes: MAX_NODES, maxDepth };
		const out = trimResponses(operation, budget);
		if (budget.nodes >= 0 || maxDepth === 0) return out;
	}
}

function trimResponses(operation: Operation, budget: Budget): Record<string, PlaygroundResponse> {
	const out: Record<string, PlaygroundResponse> = {};
	for (const response of operation.responses) {
		const content: NonNullable<PlaygroundResponse['content']> = {};
		for (const [mediaType, media] of Object.entries(response.content ?? {})) {
			content[mediaType] = media.schema
				? { schema: trimResponseSchema(media.schema, 0, budget) }
				: {};
		}
		out[response.status] = Object.keys(content).length > 0 ? { content } : {};
	}
	return out;
}

/**
 * Keeps what validation reads of a response schema, down to `budget.maxDepth` (8 when not
 * given); what is cut accepts anything (`x-circular`).
 */
export function trimResponseSchema(
	schema: Schema,
	depth: number,
	budget: Budget = { nodes: Number.POSITIVE_INFINITY, maxDepth: MAX_DEPTH },
): Schema {
	budget.nodes--;
	if (depth > budget.maxDepth || budget.nodes < 0 || schema['x-circular']) {
		return { 'x-circular': true };
	}
	const merged = mergeAllOf(schema);
	const out: Schema = {};
	for (const key of KEPT) {
		if (merged[key] !== undefined) (out as Record<string, unknown>)[key] = merged[key];
	}
	if (merged.items) out.items = trimResponseSchema(merged.items, depth + 1, budget);
	if (merged.properties) {
		out.properties = {};
		for (const [name, property] of Object.entries(merged.properties)) {
			// A write-only field is never in a response.
			if (property.writeOnly) continue;
			out.properties[name] = trimResponseSchema(property, depth + 1, budget);
		}
		if (merged.required) {
			out.required = merged.required.filter((name) => name in (out.properties ?? {}));
		}
	}
	if (merged.additionalProperties && typeof merged.additionalProperties === 'object') {
		out.additionalProperties = trimResponseSchema(merged.additionalProperties, depth + 1, budget);
	} else if (typeof merged.additionalProperties === 'boolean') {
		out.additionalProperties = merged.additionalProperties;
	}
	for (const key of ['oneOf', 'anyOf'] as const) {
		const branches = merged[key];
		if (Array.isArray(branches))
			out[key] = branches.map((b) => trimResponseSchema(b, depth + 1, budget));
	}
	return out;
}
