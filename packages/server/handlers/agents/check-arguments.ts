/**
 * A tool call's arguments checked against the tool's input schema (JSON Schema, as MCP's
 * `inputSchema` holds it), one sentence part per problem.
 */
import type { JsonSchema } from '../config.ts';

/**
 * What is wrong with a tool's arguments against its input schema, one sentence part each: unknown
 * and missing properties, and each value's type and allowed values (nested objects and arrays are
 * the API's to check).
 */
export function checkArguments(schema: JsonSchema, values: Record<string, unknown>): string[] {
	const problems: string[] = [];
	const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
	for (const key of Object.keys(values)) {
		if (!(key in properties)) {
			const names = Object.keys(properties).map((name) => `\`${name}\``);
			problems.push(
				`\`${key.slice(0, 100)}\` is not an argument of this tool (it takes ${names.join(', ') || 'none'})`,
			);
		}
	}
	for (const key of (schema.required ?? []) as string[]) {
		if (values[key] === undefined) problems.push(`\`${key}\` is required`);
	}
	for (const [key, value] of Object.entries(values)) {
		const property = properties[key];
		if (property && value !== undefined) problems.push(...checkValue(key, property, value));
	}
	return problems;
}

function checkValue(name: string, schema: JsonSchema, value: unknown): string[] {
	const types = [schema.type ?? []].flat() as string[];
	if (types.length > 0 && !types.some((type) => isOfType(value, type))) {
		return [
			`\`${name}\` must be ${types.map(describeType).join(' or ')}, not ${describeValue(value)}`,
		];
	}
	const options = schema.enum as unknown[] | undefined;
	if (options && !options.some((option) => option === value)) {
		return [
			`\`${name}\` must be one of ${options.map((option) => `\`${JSON.stringify(option)}\``).join(', ')}`,
		];
	}
	if (
		typeof value === 'string' &&
		typeof schema.maxLength === 'number' &&
		value.length > schema.maxLength
	) {
		return [`\`${name}\` is longer than ${schema.maxLength} characters`];
	}
	if (typeof value === 'number') {
		if (typeof schema.minimum === 'number' && value < schema.minimum) {
			return [`\`${name}\` must be at least ${schema.minimum}`];
		}
		if (typeof schema.maximum === 'number' && value > schema.maximum) {
			return [`\`${name}\` must be at most ${schema.maximum}`];
		}
	}
	if (value && typeof value === 'object' && !Array.isArray(value) && schema.properties) {
		const nested =
			schema.additionalProperties === false
				? checkArguments(schema, value as Record<string, unknown>)
				: [];
		return nested.map((problem) => problem.replace(/`([^`]+)`/, `\`${name}.$1\``));
	}
	return [];
}

function isOfType(value: unknown, type: string): boolean {
	switch (type) {
		case 'string':
			return typeof value === 'string';
		case 'integer':
			return Number.isInteger(value);
		case 'number':
			return typeof value === 'number' && Number.isFinite(value);
		case 'boolean':
			return typeof value === 'boolean';
		case 'array':
			return Array.isArray(value);
		case 'object':
			return value !== null && typeof value === 'object' && !Array.isArray(value);
		case 'null':
			return value === null;
		default:
			return true;
	}
}

function describeType(type: string): string {
	return type === 'integer' || type === 'object' || type === 'array' ? `an ${type}` : `a ${type}`;
}

function describeValue(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'an array';
	return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
