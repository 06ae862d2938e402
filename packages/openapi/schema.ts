/**
 * Reading resolved schemas for display: `allOf` merged into one schema, and a short type label
 * (`string<date-time>`, `integer[]`, `Ticket`, `string | null`); and a schema as JSON Schema
 * for validators (`toJsonSchema`, in `schema/to-json-schema.ts`). Browser-safe.
 */
import type { Schema } from './types.ts';

export {
	type JsonSchema,
	type JsonSchemaOptions,
	toJsonSchema,
} from './schema/to-json-schema.ts';

/** The name a `$ref` points to, e.g. `Ticket` for `#/components/schemas/Ticket`. */
export function getRefName(ref: string): string {
	return decodeURIComponent(ref.split('/').at(-1) ?? ref)
		.replaceAll('~1', '/')
		.replaceAll('~0', '~');
}

const schemaRefs = new WeakMap<object, string>();

/**
 * Records that `schema` is the shared expansion of `ref` (the resolver calls it once per
 * reference target). The first name given wins, so an alias of a schema keeps its target's name.
 */
export function nameSchema(schema: object, ref: string): void {
	if (!schemaRefs.has(schema)) schemaRefs.set(schema, ref);
}

/**
 * The `$ref` a resolved schema was expanded from (`#/components/schemas/Ticket`), or
 * `undefined` for an inline one. The same object is shared wherever the reference is used, so
 * a renderer can show it once and link to it. The end of a cycle carries its `$ref` itself.
 */
export function getSchemaRef(schema: object | undefined): string | undefined {
	if (!schema) return undefined;
	const named = schemaRefs.get(schema);
	if (named) return named;
	const ref = (schema as { $ref?: unknown }).$ref;
	return typeof ref === 'string' ? ref : undefined;
}

const cycleTargets = new WeakMap<object, () => unknown>();

/** Records where the cut end of a cycle leads: the resolver's shared expansion of its target. */
export function linkCycle(cut: object, target: () => unknown): void {
	cycleTargets.set(cut, target);
}

/**
 * The full expansion a cut cycle end (`{ $ref, 'x-circular': true }`) stands for, when the
 * resolver made it; `undefined` otherwise. A shared expansion is cut where it was first met, so
 * a renderer that reaches it by another path can still show the schema.
 */
export function getCycleTarget(schema: object | undefined): Schema | undefined {
	const target = schema ? cycleTargets.get(schema)?.() : undefined;
	return target && typeof target === 'object' ? (target as Schema) : undefined;
}

/**
 * Merges `allOf` into one schema: properties and `required` are combined, the other keywords of
 * later members win. Nested `allOf`s are merged first; `oneOf`/`anyOf` inside members are kept.
 */
export function mergeAllOf(schema: Schema): Schema {
	if (!Array.isArray(schema.allOf) || schema.allOf.length === 0) return schema;
	// Resolved schemas are shared between operations: merge each one once.
	let merged = mergedSchemas.get(schema);
	if (!merged) {
		merged = mergeMembers(schema);
		mergedSchemas.set(schema, merged);
	}
	return merged;
}

const mergedSchemas = new WeakMap<Schema, Schema>();

function mergeMembers(schema: Schema): Schema {
	const { allOf = [], ...rest } = schema;
	const merged: Schema = {};
	for (const member of [...allOf.map(mergeAllOf), rest]) {
		for (const [key, value] of Object.entries(member)) {
			if (key === 'properties' && value && typeof value === 'object') {
				merged.properties = { ...merged.properties, ...(value as Record<string, Schema>) };
			} else if (key === 'required' && Array.isArray(value)) {
				merged.required = [...new Set([...(merged.required ?? []), ...(value as string[])])];
			} else if (value !== undefined && !(key === 'x-circular' || key === '$ref')) {
				merged[key] = value;
			}
		}
	}
	if (!merged.type && merged.properties) merged.type = 'object';
	return merged;
}

/** True when a schema has fields to list (an object with properties, after merging `allOf`). */
export function hasProperties(schema: Schema | undefined): boolean {
	if (!schema) return false;
	const merged = mergeAllOf(schema);
	return !!merged.properties && Object.keys(merged.properties).length > 0;
}

/**
 * A short label for a schema's type: `string<uuid>`, `integer[]`, `object`, `Ticket` for the
 * end of a reference cycle, `string | null` for a nullable one.
 */
export function getTypeLabel(schema: Schema | undefined): string {
	if (!schema) return 'any';
	if (schema['x-circular'] && typeof schema.$ref === 'string') return getRefName(schema.$ref);
	const merged = mergeAllOf(schema);
	const types = Array.isArray(merged.type) ? merged.type : merged.type ? [merged.type] : [];
	const labels = types.filter((type) => type !== 'null').map((type) => labelOne(type, merged));
	if (labels.length === 0) {
		if (merged.items) labels.push(labelOne('array', merged));
		else if (merged.properties || merged.additionalProperties) labels.push('object');
		else if (merged.oneOf || merged.anyOf) {
			const variants = (merged.oneOf ?? merged.anyOf ?? []).map(getTypeLabel);
			labels.push([...new Set(variants)].join(' | '));
		} else if (merged.enum) labels.push(typeof merged.enum[0] === 'number' ? 'number' : 'string');
		else if (merged.const !== undefined) labels.push(typeof merged.const);
		else labels.push('any');
	}
	if (types.includes('null') || merged.nullable === true) labels.push('null');
	return labels.join(' | ');
}

function labelOne(type: string, schema: Schema): string {
	if (type === 'array') {
		const item = schema.items ? getTypeLabel(schema.items) : 'any';
		return item.includes(' ') ? `(${item})[]` : `${item}[]`;
	}
	return schema.format ? `${type}<${schema.format}>` : type;
}

/** Media types of one body that share one schema, in the order the spec lists them. */
export interface MediaGroup<T> {
	types: string[];
	/** The first type's media object. */
	media: T;
}

/**
 * Groups a body's media types by the schema they share. A resolved `$ref` is one object wherever
 * it is used, so types naming the same schema (one API lists 360 media types for one body) are
 * one group, to be shown and sent to the island once. A type with no schema stands alone.
 */
export function groupMediaTypes<T extends { schema?: object | undefined }>(
	content: Record<string, T>,
): MediaGroup<T>[] {
	const groups: MediaGroup<T>[] = [];
	const bySchema = new Map<object, MediaGroup<T>>();
	for (const [type, media] of Object.entries(content)) {
		const shared = media.schema && bySchema.get(media.schema);
		if (shared) {
			shared.types.push(type);
			continue;
		}
		const group = { types: [type], media };
		groups.push(group);
		if (media.schema) bySchema.set(media.schema, group);
	}
	return groups;
}

/** What a `discriminator` says about the variants of a `oneOf` / `anyOf`. */
export interface DiscriminatorView {
	/** The property whose value chooses the variant. */
	property: string;
	/** The value of the property for each variant, in the variants' order, when known. */
	values: Array<string | undefined>;
	/** OpenAPI 3.2 `defaultMapping`: the variant used when the value is missing or unmapped. */
	fallback?: string;
}

/**
 * Reads the discriminator of `schema` for its `variants`: each variant's value is the `mapping`
 * key that names it, else its schema's name (the implicit mapping); `defaultMapping` names the
 * schema used for any other value (OpenAPI 3.2).
 */
export function readDiscriminator(
	schema: Schema,
	variants: Schema[],
): DiscriminatorView | undefined {
	const discriminator = schema.discriminator as
		| { propertyName?: unknown; mapping?: unknown; defaultMapping?: unknown }
		| undefined;
	if (!discriminator || typeof discriminator.propertyName !== 'string') return undefined;
	const mapping = Object.entries(
		discriminator.mapping && typeof discriminator.mapping === 'object' ? discriminator.mapping : {},
	).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
	const values = variants.map((variant) => {
		const ref = getSchemaRef(variant);
		if (!ref) return undefined;
		const name = getRefName(ref);
		const mapped = mapping.find(([, target]) => target === ref || getRefName(target) === name);
		return mapped ? mapped[0] : name;
	});
	const fallback =
		typeof discriminator.defaultMapping === 'string'
			? getRefName(discriminator.defaultMapping)
			: undefined;
	return { property: discriminator.propertyName, values, ...(fallback ? { fallback } : {}) };
}
