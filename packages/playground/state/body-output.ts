/**
 * What the body form's value tree becomes: typed JSON, form fields (with their files), and the
 * issues that keep it from being sent. No DOM, no signals.
 */
import type { HarPostParam } from '@trydocs/openapi/request';
import type { Schema } from '@trydocs/openapi/types';
import {
	type Branches,
	type FieldIssue,
	type FormValue,
	getType,
	isFile,
	isRawJson,
	parseNumber,
	resolveBranch,
} from './body.ts';

/** Converts a scalar leaf to its JSON value by its schema; undefined when it is empty. */
export function toScalar(text: string, schema: Schema): unknown {
	if (text === '') return undefined;
	const type = getType(schema);
	if (schema.enum) {
		const match = schema.enum.find((option) => String(option) === text);
		if (match !== undefined) return match;
	}
	if (type === 'number' || type === 'integer') {
		const parsed = parseNumber(text, schema);
		return parsed && 'value' in parsed ? parsed.value : text;
	}
	if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
	if (type === 'null') return null;
	if (isRawJson(schema)) {
		try {
			return JSON.parse(text);
		} catch {
			return text;
		}
	}
	return text;
}

/**
 * Converts a form tree to the JSON body. Empty optional leaves are left out; an object with
 * nothing filled is left out too, unless it is required.
 */
export function toJson(
	schema: Schema | undefined,
	value: FormValue | undefined,
	branches: Branches,
	path = 'body',
): unknown {
	if (value === undefined) return undefined;
	if (!schema) return typeof value === 'string' ? value || undefined : undefined;
	const resolved = resolveBranch(schema, branches, path);
	if (typeof value === 'string') return toScalar(value, resolved);
	if (Array.isArray(value)) {
		if (isFile(resolved) || value[0] instanceof File) return undefined;
		const items = (value as FormValue[])
			.map((item, index) => toJson(resolved.items, item, branches, `${path}.${index}`))
			.filter((item) => item !== undefined);
		// An empty list is left out like an empty field; the raw editor can send `[]`.
		return items.length > 0 ? items : undefined;
	}
	const out: Record<string, unknown> = {};
	for (const [name, item] of Object.entries(value)) {
		const converted = toJson(resolved.properties?.[name], item, branches, `${path}.${name}`);
		if (converted !== undefined) out[name] = converted;
	}
	return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Converts a form tree to the fields of a multipart or urlencoded body, in schema order. Files
 * become file fields; lists repeat the field; nested objects travel as JSON text.
 */
export function toFormParams(
	schema: Schema | undefined,
	value: FormValue,
	branches: Branches,
): { params: HarPostParam[]; files: File[] } {
	const params: HarPostParam[] = [];
	const files: File[] = [];
	const resolved = schema ? resolveBranch(schema, branches, 'body') : {};
	const record = typeof value === 'object' && !Array.isArray(value) ? value : {};
	for (const [name, item] of Object.entries(record)) {
		const property = resolved.properties?.[name];
		const list = Array.isArray(item) ? (item as FormValue[]) : [item];
		for (const entry of list) {
			if (entry instanceof File) {
				params.push({
					name,
					fileName: entry.name,
					contentType: entry.type || 'application/octet-stream',
				});
				files.push(entry);
				continue;
			}
			const itemSchema = Array.isArray(item) ? property?.items : property;
			const json = toJson(itemSchema, entry, branches, `body.${name}`);
			if (json === undefined) continue;
			params.push({ name, value: typeof json === 'string' ? json : JSON.stringify(json) });
		}
	}
	return { params, files };
}

/**
 * Lists required body fields left empty and numbers that do not parse, walking the form tree
 * as the schema describes it. Paths read like `body.customer.email`.
 */
export function findBodyIssues(
	schema: Schema | undefined,
	value: FormValue | undefined,
	branches: Branches,
	path = 'body',
	force = false,
): FieldIssue[] {
	if (!schema || value === undefined) return [];
	const resolved = resolveBranch(schema, branches, path);
	const issues: FieldIssue[] = [];
	const type = getType(resolved);
	if (typeof value === 'string') {
		if ((type === 'number' || type === 'integer') && !resolved.enum) {
			const parsed = parseNumber(value, resolved);
			if (parsed && 'error' in parsed) issues.push({ path, ...parsed.error });
		}
		return issues;
	}
	if (Array.isArray(value)) {
		(value as FormValue[]).forEach((item, index) => {
			if (!(item instanceof File)) {
				issues.push(...findBodyIssues(resolved.items, item, branches, `${path}.${index}`));
			}
		});
		return issues;
	}
	const filled = toJson(resolved, value, branches, path) !== undefined;
	// An optional object the reader left untouched is not sent, so its required fields are not
	// missing; once any of it is filled, they are.
	if (!filled && path !== 'body' && !force) return issues;
	const descended = new Set<string>();
	for (const name of resolved.required ?? []) {
		const child = value[name];
		const childSchema = resolved.properties?.[name];
		const childPath = `${path}.${name}`;
		const childResolved = childSchema ? resolveBranch(childSchema, branches, childPath) : undefined;
		// A required object names its own empty required fields rather than itself.
		if (
			child !== undefined &&
			typeof child === 'object' &&
			!Array.isArray(child) &&
			childResolved?.required?.length
		) {
			descended.add(name);
			issues.push(...findBodyIssues(childSchema, child, branches, childPath, true));
			continue;
		}
		const empty =
			child === undefined ||
			(Array.isArray(child) && child.length === 0 && isFile(childSchema?.items ?? childSchema)) ||
			(!Array.isArray(child) &&
				toJson(childSchema, child, branches, `${path}.${name}`) === undefined);
		if (empty) issues.push({ path: `${path}.${name}`, issue: 'isRequired' });
	}
	for (const [name, child] of Object.entries(value)) {
		if (descended.has(name)) continue;
		issues.push(...findBodyIssues(resolved.properties?.[name], child, branches, `${path}.${name}`));
	}
	return issues;
}
