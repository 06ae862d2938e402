/**
 * The body form's value tree and its schema: what the form shows at each path, and the JSON (or
 * form fields) it produces. Leaves hold what the reader typed (strings) or chose (files); the
 * conversion to typed JSON happens once, when the request is built. No DOM, no signals.
 */
import type { HarPostParam } from '@trydocs/openapi/request';
import type { Schema } from '@trydocs/openapi/types';

/** A value of the form tree: typed text, chosen files, a list or a record of values. */
export type FormValue = string | File[] | FormValue[] | { [name: string]: FormValue };

/** Which `oneOf`/`anyOf` branch is chosen at each path (`body.pet`), by index. */
export type Branches = Record<string, number>;

/** A problem with one field, by its dotted path and label. */
export interface FieldIssue {
	path: string;
	message: string;
}

/** The primary type of a schema, ignoring `null` (3.1 `type: [string, 'null']`). */
export function getType(schema: Schema | undefined): string | undefined {
	if (!schema) return undefined;
	const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
	const type = types.find((t) => t !== 'null');
	if (type) return type;
	if (schema.properties) return 'object';
	if (schema.items) return 'array';
	if (schema.enum) return typeof schema.enum[0] === 'number' ? 'number' : 'string';
	return undefined;
}

/** True for a file field: `format: binary` (3.0) or a `contentMediaType` (3.1). */
export function isFile(schema: Schema | undefined): boolean {
	return (
		!!schema &&
		getType(schema) === 'string' &&
		(schema.format === 'binary' || typeof schema.contentMediaType === 'string')
	);
}

/** The `oneOf`/`anyOf` branches of a schema, or undefined when it has none. */
export function getBranches(schema: Schema | undefined): Schema[] | undefined {
	const branches = schema?.oneOf ?? schema?.anyOf;
	return Array.isArray(branches) && branches.length > 0 ? branches : undefined;
}

/** A readable name for a branch: its title, else its type and first properties. */
export function getBranchLabel(branch: Schema, index: number): string {
	if (branch.title) return branch.title;
	const type = getType(branch);
	if (type === 'object' && branch.properties) {
		const names = Object.keys(branch.properties).slice(0, 3).join(', ');
		return names ? `Option ${index + 1} (${names})` : `Option ${index + 1}`;
	}
	return type ? `Option ${index + 1} (${type})` : `Option ${index + 1}`;
}

/**
 * The schema the form shows at a path: the chosen branch of a `oneOf`/`anyOf`, with the
 * parent's own keywords (shared properties, `required`) merged in.
 */
export function resolveBranch(schema: Schema, branches: Branches, path: string): Schema {
	const options = getBranches(schema);
	if (!options) return schema;
	const chosen = options[branches[path] ?? 0] ?? options[0] ?? {};
	const { oneOf: _oneOf, anyOf: _anyOf, ...parent } = schema;
	const merged: Schema = { ...parent, ...chosen };
	if (parent.properties || chosen.properties) {
		merged.properties = { ...parent.properties, ...chosen.properties };
	}
	if (parent.required || chosen.required) {
		merged.required = [...new Set([...(parent.required ?? []), ...(chosen.required ?? [])])];
	}
	if (!merged.type && merged.properties) merged.type = 'object';
	return merged;
}

/** True when a schema's value is edited as raw JSON text (free-form, cycles, no type). */
export function isRawJson(schema: Schema): boolean {
	if (schema['x-circular']) return true;
	const type = getType(schema);
	if (type === 'object') return !schema.properties || Object.keys(schema.properties).length === 0;
	return type === undefined && !getBranches(schema) && !schema.enum;
}

/**
 * The value a fresh field starts with: the prefill example when there is one, else the
 * `default` when defaults fill the form, else empty. Objects start with their properties.
 */
export function createInitialValue(
	schema: Schema | undefined,
	options: { prefill: boolean; fillDefaults: boolean },
	branches: Branches = {},
	path = 'body',
): FormValue {
	if (!schema) return '';
	const resolved = resolveBranch(schema, branches, path);
	const seeded = options.prefill ? resolved.example : undefined;
	const fallback = seeded ?? (options.fillDefaults ? resolved.default : undefined);
	if (fallback !== undefined && !isFile(resolved)) return fromJson(fallback, resolved);
	const type = getType(resolved);
	if (isFile(resolved)) return [];
	if (isRawJson(resolved)) return '';
	if (type === 'array') return [];
	if (type === 'object') {
		const value: Record<string, FormValue> = {};
		for (const [name, property] of Object.entries(resolved.properties ?? {})) {
			value[name] = createInitialValue(property, options, branches, `${path}.${name}`);
		}
		return value;
	}
	return '';
}

/** Turns a JSON value (an example, raw JSON the reader typed) into a form tree. */
export function fromJson(value: unknown, schema?: Schema): FormValue {
	if (value === null || value === undefined) return '';
	if (Array.isArray(value)) return value.map((item) => fromJson(item, schema?.items));
	if (typeof value === 'object') {
		if (schema && isRawJson(schema)) return JSON.stringify(value, null, 2);
		const out: Record<string, FormValue> = {};
		for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
			out[name] = fromJson(item, schema?.properties?.[name]);
		}
		return out;
	}
	return String(value);
}

/** Reads the value at a dotted path (`body.tags.0`) of a form tree. */
export function getAt(tree: FormValue, path: string[]): FormValue | undefined {
	let node: FormValue | undefined = tree;
	for (const key of path) {
		if (node === undefined || typeof node === 'string') return undefined;
		node = Array.isArray(node)
			? (node as FormValue[])[Number(key)]
			: (node as Record<string, FormValue>)[key];
	}
	return node;
}

/** Returns a copy of the tree with the value at `path` replaced; siblings are shared. */
export function setAt(tree: FormValue, path: string[], value: FormValue): FormValue {
	if (path.length === 0) return value;
	const [key, ...rest] = path as [string, ...string[]];
	if (Array.isArray(tree) && !(tree[0] instanceof File)) {
		const copy = [...(tree as FormValue[])];
		copy[Number(key)] = setAt(copy[Number(key)] ?? '', rest, value);
		return copy;
	}
	const record = typeof tree === 'object' && !Array.isArray(tree) ? tree : {};
	return { ...record, [key]: setAt(record[key] ?? '', rest, value) };
}

/** A number or integer leaf parsed, or an error saying what is wrong. */
export function parseNumber(
	text: string,
	schema: Schema,
): { value: number } | { error: string } | undefined {
	const trimmed = text.trim();
	if (trimmed === '') return undefined;
	const value = Number(trimmed);
	const integer = getType(schema) === 'integer';
	if (!Number.isFinite(value)) return { error: `must be ${integer ? 'an integer' : 'a number'}` };
	if (integer && !Number.isInteger(value)) return { error: 'must be an integer' };
	if (typeof schema.minimum === 'number' && value < schema.minimum) {
		return { error: `must be at least ${schema.minimum}` };
	}
	if (typeof schema.maximum === 'number' && value > schema.maximum) {
		return { error: `must be at most ${schema.maximum}` };
	}
	return { value };
}

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
			if (parsed && 'error' in parsed) issues.push({ path, message: parsed.error });
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
		if (empty) issues.push({ path: `${path}.${name}`, message: 'is required' });
	}
	for (const [name, child] of Object.entries(value)) {
		if (descended.has(name)) continue;
		issues.push(...findBodyIssues(resolved.properties?.[name], child, branches, `${path}.${name}`));
	}
	return issues;
}
