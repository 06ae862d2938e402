/**
 * The request's schemas and parameters as the island's prop carries them: what the form reads,
 * `allOf` merged, `readOnly` properties dropped, descriptions cut to a sentence near the top,
 * and a node budget past which nested parts become raw JSON fields.
 */

import { getFirstExample } from '@trydocs/openapi/example-value';
import { getRefName, getSchemaRef, mergeAllOf } from '@trydocs/openapi/schema';
import type { Parameter, Schema } from '@trydocs/openapi/types';

/** How deep a body schema is kept; deeper parts become a raw JSON field. */
const MAX_DEPTH = 6;
/**
 * Schema nodes the island's prop keeps for one operation; past it, nested parts become raw JSON
 * fields. The resolved model shares subtrees, and copying them all is unbounded on densely
 * linked specs (Stripe, Microsoft Graph); the form needs far less.
 */
const MAX_NODES = 400;

/** The keywords the form reads; everything else is dropped from the prop. */
const KEPT = [
	'type',
	'format',
	'enum',
	'const',
	'default',
	'minimum',
	'maximum',
	'exclusiveMinimum',
	'exclusiveMaximum',
	'minLength',
	'maxLength',
	'pattern',
	'nullable',
	'title',
	'contentMediaType',
	'x-placeholder',
	'x-circular',
	'$ref',
	// How an XML body writes the value (`@trydocs/openapi/xml`).
	'xml',
] as const;

/** A parameter as the form and the request read it; its example only when the form is prefilled. */
export function trimParameter(parameter: Parameter, prefill: boolean): Parameter {
	const trimmed: Parameter = {
		name: parameter.name,
		in: parameter.in,
		required: parameter.required,
	};
	if (parameter.description) trimmed.description = firstSentence(parameter.description);
	if (parameter.deprecated) trimmed.deprecated = true;
	// How the value is serialised: Send and the snippets write the request the API reads.
	if (parameter.style) trimmed.style = parameter.style;
	if (parameter.explode !== undefined) trimmed.explode = parameter.explode;
	if (parameter.contentType) trimmed.contentType = parameter.contentType;
	if (parameter.schema) trimmed.schema = trimSchema(parameter.schema, prefill, 0);
	if (prefill) {
		const example = parameter.example ?? getFirstExample(parameter.examples, parameter.contentType);
		if (example !== undefined) trimmed.example = example;
	}
	return trimmed;
}

/** Keeps what the form needs of a schema, merging `allOf` and dropping `readOnly` properties. */
export function trimSchema(
	schema: Schema,
	prefill: boolean,
	depth: number,
	budget: { nodes: number; ancestors: Set<Schema> } = { nodes: MAX_NODES, ancestors: new Set() },
): Schema {
	const merged = mergeAllOf(schema);
	const ref = merged.$ref ?? getSchemaRef(schema);
	// A part the form does not expand is one raw JSON field, and costs a node too.
	const raw: Schema = { 'x-circular': true, ...(ref ? { $ref: ref } : {}) };
	budget.nodes--;
	if (depth > MAX_DEPTH || budget.nodes < 0 || budget.ancestors.has(merged)) return raw;
	budget.ancestors.add(merged);
	const out = trimChildren(merged, prefill, depth, budget);
	budget.ancestors.delete(merged);
	// The budget ran out inside: the whole part becomes raw JSON rather than a partial form.
	return budget.nodes < 0 && depth > 0 ? raw : out;
}

function trimChildren(
	merged: Schema,
	prefill: boolean,
	depth: number,
	budget: { nodes: number; ancestors: Set<Schema> },
): Schema {
	const out: Schema = {};
	for (const key of KEPT) {
		if (merged[key] !== undefined) (out as Record<string, unknown>)[key] = merged[key];
	}
	if (prefill && merged.example !== undefined) out.example = merged.example;
	if (prefill && out.example === undefined && Array.isArray(merged.examples)) {
		out.example = merged.examples[0];
	}
	if (merged.items) out.items = trimSchema(merged.items, prefill, depth + 1, budget);
	// The parts of a list in order (OpenAPI 3.1+): an XML body writes them so.
	if (Array.isArray(merged.prefixItems)) {
		out.prefixItems = (merged.prefixItems as Schema[]).map((item) =>
			trimSchema(item, prefill, depth + 1, budget),
		);
	}
	if (merged.properties) {
		out.properties = {};
		for (const [name, property] of Object.entries(merged.properties)) {
			if (property.readOnly) continue;
			out.properties[name] = trimSchema(property, prefill, depth + 1, budget);
		}
		if (merged.required) {
			out.required = merged.required.filter((name) => name in (out.properties ?? {}));
		}
	}
	if (merged.additionalProperties && typeof merged.additionalProperties === 'object') {
		out.additionalProperties = trimSchema(merged.additionalProperties, prefill, depth + 1, budget);
	} else if (merged.additionalProperties === true) out.additionalProperties = true;
	for (const key of ['oneOf', 'anyOf'] as const) {
		const branches = merged[key];
		if (Array.isArray(branches)) {
			out[key] = branches.map((branch) => {
				const trimmed = trimSchema(branch, prefill, depth + 1, budget);
				const ref = branch.$ref ?? getSchemaRef(branch);
				if (!trimmed.title && ref) trimmed.title = getRefName(ref);
				return trimmed;
			});
		}
	}
	if (typeof merged.description === 'string' && depth <= 2) {
		out.description = firstSentence(merged.description);
	}
	return out;
}

function firstSentence(text: string): string {
	const plain = text.replace(/\s+/g, ' ').trim();
	const end = plain.search(/[.!?](\s|$)/);
	const sentence = end >= 0 ? plain.slice(0, end + 1) : plain;
	return sentence.length > 160 ? `${sentence.slice(0, 157)}...` : sentence;
}
