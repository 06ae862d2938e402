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

/**
 * Schema nodes the responses of one operation may take in the prop. Densely linked specs
 * (Stripe's expandable objects) reach millions of nodes within `MAX_DEPTH`: the schemas are
 * read breadth first, so past the budget only deeper levels are cut and every response keeps
 * its upper levels checked.
 */
const MAX_NODES = 600;

/** A schema still to trim, where it goes in the prop, and its depth. */
interface Pending {
	schema: Schema;
	depth: number;
	place: (trimmed: Schema) => void;
}

/** The operation's documented responses, by status key (`200`, `4XX`, `default`). */
export function getDocumentedResponses(operation: Operation): Record<string, PlaygroundResponse> {
	const out: Record<string, PlaygroundResponse> = {};
	const queue: Pending[] = [];
	for (const response of operation.responses) {
		const content: NonNullable<PlaygroundResponse['content']> = {};
		for (const [mediaType, media] of Object.entries(response.content ?? {})) {
			const entry: { schema?: Schema } = {};
			content[mediaType] = entry;
			if (media.schema) {
				queue.push({
					schema: media.schema,
					depth: 0,
					place: (trimmed) => (entry.schema = trimmed),
				});
			}
		}
		out[response.status] = Object.keys(content).length > 0 ? { content } : {};
	}
	// Each node is paid for when it is queued, so a node whose children no longer fit is cut
	// whole rather than listed with every child cut.
	let budget = MAX_NODES - queue.length;
	for (let index = 0; index < queue.length; index++) {
		const { schema, depth, place } = queue[index] as Pending;
		const children = schema['x-circular'] ? 0 : countChildren(schema);
		const tooDeep = depth > MAX_DEPTH || (depth === MAX_DEPTH && children > 0);
		if (tooDeep || schema['x-circular'] || children > budget) {
			// What is cut accepts anything.
			place({ 'x-circular': true });
			continue;
		}
		budget -= children;
		place(trimNode(schema, depth, queue));
	}
	return out;
}

/** How many schemas `trimNode` queues below a node. */
function countChildren(schema: Schema): number {
	const merged = mergeAllOf(schema);
	let count = merged.items ? 1 : 0;
	for (const property of Object.values(merged.properties ?? {})) if (!property.writeOnly) count++;
	if (merged.additionalProperties && typeof merged.additionalProperties === 'object') count++;
	for (const key of ['oneOf', 'anyOf'] as const) {
		const branches = merged[key];
		if (Array.isArray(branches)) count += branches.length;
	}
	return count;
}

/** Keeps what validation reads of one schema node; its children are queued. */
function trimNode(schema: Schema, depth: number, queue: Pending[]): Schema {
	const merged = mergeAllOf(schema);
	const out: Schema = {};
	for (const key of KEPT) {
		if (merged[key] !== undefined) (out as Record<string, unknown>)[key] = merged[key];
	}
	const child = (value: Schema, place: Pending['place']) => {
		queue.push({ schema: value, depth: depth + 1, place });
	};
	if (merged.items) child(merged.items, (trimmed) => (out.items = trimmed));
	if (merged.properties) {
		const properties: Record<string, Schema> = {};
		out.properties = properties;
		for (const [name, property] of Object.entries(merged.properties)) {
			// A write-only field is never in a response.
			if (property.writeOnly) continue;
			properties[name] = {};
			child(property, (trimmed) => (properties[name] = trimmed));
		}
		if (merged.required) out.required = merged.required.filter((name) => name in properties);
	}
	if (merged.additionalProperties && typeof merged.additionalProperties === 'object') {
		child(merged.additionalProperties, (trimmed) => (out.additionalProperties = trimmed));
	} else if (typeof merged.additionalProperties === 'boolean') {
		out.additionalProperties = merged.additionalProperties;
	}
	for (const key of ['oneOf', 'anyOf'] as const) {
		const branches = merged[key];
		if (!Array.isArray(branches)) continue;
		const list: Schema[] = branches.map(() => ({}));
		out[key] = list;
		branches.forEach((branch, index) => {
			child(branch, (trimmed) => (list[index] = trimmed));
		});
	}
	return out;
}
