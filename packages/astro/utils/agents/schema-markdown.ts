/**
 * Schemas and parameters as nested Markdown lists: each field a line with its type, markers,
 * description and constraints, nesting cut where the page cuts it and a cycle written as its name.
 */
import {
	getParameterExample,
	getRefName,
	getSchemaRef,
	getTypeLabel,
	mergeAllOf,
	type Parameter,
	type Schema,
} from '@trydocs/openapi';
import { readDiscriminator } from '@trydocs/openapi/schema';
import { code, inline } from './markdown-text.ts';

/** Nesting deeper than this is cut, as the page cuts it: a line says so. */
const MAX_DEPTH = 6;
/** Lines of one schema beyond which the rest is cut (a huge spec stays readable). */
const MAX_SCHEMA_LINES = 1500;

/** The constraints and example of a schema, as short facts. */
export function describeConstraints(schema: Schema): string[] {
	const facts: string[] = [];
	if (schema.enum) facts.push(`one of: ${schema.enum.map(code).join(', ')}`);
	if (schema.default !== undefined) facts.push(`default: ${code(schema.default)}`);
	if (schema.minimum !== undefined) facts.push(`minimum: ${schema.minimum}`);
	if (schema.maximum !== undefined) facts.push(`maximum: ${schema.maximum}`);
	if (schema.minLength !== undefined) facts.push(`min length: ${schema.minLength}`);
	if (schema.maxLength !== undefined) facts.push(`max length: ${schema.maxLength}`);
	if (schema.pattern) facts.push(`pattern: ${code(schema.pattern)}`);
	if (schema.example !== undefined) facts.push(`example: ${code(schema.example)}`);
	return facts;
}

interface SchemaWriter {
	lines: string[];
	/** Named schemas on the way down: meeting one again is a cycle, written as its name. */
	path: Set<string>;
}

function writeProperties(schema: Schema, depth: number, writer: SchemaWriter): void {
	if (writer.lines.length >= MAX_SCHEMA_LINES) return;
	const merged = mergeAllOf(schema);
	const ref = getSchemaRef(schema);
	if (ref) {
		if (writer.path.has(ref) || schema['x-circular']) return;
		writer.path.add(ref);
	}
	const indent = '  '.repeat(depth);
	const required = new Set(merged.required ?? []);
	for (const [name, property] of Object.entries(merged.properties ?? {})) {
		if (writer.lines.length >= MAX_SCHEMA_LINES) {
			writer.lines.push(`${indent}- … (cut: the schema is longer than this page shows)`);
			break;
		}
		writeField(name, property, required.has(name), depth, writer);
	}
	const items = merged.type === 'array' || merged.items ? merged.items : undefined;
	if (items && Object.keys(merged.properties ?? {}).length === 0) {
		writeProperties(items, depth, writer);
	}
	for (const key of ['oneOf', 'anyOf'] as const) {
		const variants = merged[key];
		if (!variants) continue;
		const discriminator = readDiscriminator(merged, variants);
		const chosen = discriminator
			? `, chosen by \`${discriminator.property}\`${discriminator.fallback ? ` (any other value, or none: ${discriminator.fallback})` : ''}`
			: '';
		writer.lines.push(`${indent}- ${key === 'oneOf' ? 'One of' : 'Any of'}${chosen}:`);
		variants.forEach((variant, index) => {
			const value = discriminator?.values[index];
			const label =
				(value === undefined ? undefined : `\`${value}\``) ??
				variant.title ??
				(getSchemaRef(variant)
					? getRefName(getSchemaRef(variant) as string)
					: `Option ${index + 1}`);
			writer.lines.push(
				`${indent}  - ${label} (${getTypeLabel(variant)})${variant.description ? `: ${inline(variant.description)}` : ''}`,
			);
			if (depth + 2 < MAX_DEPTH) writeProperties(variant, depth + 2, writer);
		});
	}
	if (ref) writer.path.delete(ref);
}

function writeField(
	name: string,
	schema: Schema,
	required: boolean,
	depth: number,
	writer: SchemaWriter,
): void {
	const merged = mergeAllOf(schema);
	const facts = [getTypeLabel(schema), required ? 'required' : undefined];
	if (merged.deprecated) facts.push('deprecated');
	if (merged.readOnly) facts.push('read-only');
	const extra = describeConstraints(merged);
	const description = inline(merged.description);
	writer.lines.push(
		`${'  '.repeat(depth)}- \`${name}\` (${facts.filter(Boolean).join(', ')})${description ? `: ${description}` : ''}${extra.length > 0 ? ` (${extra.join('; ')})` : ''}`,
	);
	if (depth + 1 < MAX_DEPTH) writeProperties(schema, depth + 1, writer);
}

/** A schema's fields as a nested Markdown list (empty when it has none). */
export function writeSchema(schema: Schema | undefined): string {
	if (!schema) return '';
	const writer: SchemaWriter = { lines: [], path: new Set() };
	writeProperties(schema, 0, writer);
	return writer.lines.join('\n');
}

/** One parameter as a list line: name, type, required, description, constraints, example. */
export function writeParameter(parameter: Parameter): string {
	const schema = parameter.schema ?? {};
	const facts = [getTypeLabel(schema), parameter.required ? 'required' : undefined];
	if (parameter.deprecated) facts.push('deprecated');
	const extra = describeConstraints(mergeAllOf(schema));
	const example = getParameterExample(parameter);
	if (example !== undefined && schema.example === undefined)
		extra.push(`example: ${code(example)}`);
	const description = inline(parameter.description ?? schema.description);
	return `- \`${parameter.name}\` (${facts.filter(Boolean).join(', ')})${description ? `: ${description}` : ''}${extra.length > 0 ? ` (${extra.join('; ')})` : ''}`;
}
