/**
 * The body form's value tree and its schema: what the form shows at each path. Leaves hold what
 * the reader typed (strings) or chose (files); the conversion to typed JSON (or form fields)
 * happens once, when the request is built (`body-output.ts`). No DOM, no signals.
 */
import type { Schema } from '@trydocs/openapi/types';
import type { IssueKey } from '../strings/modal.ts';

/** A value of the form tree: typed text, chosen files, a list or a record of values. */
export type FormValue = string | File[] | FormValue[] | { [name: string]: FormValue };

/** Which `oneOf`/`anyOf` branch is chosen at each path (`body.pet`), by index. */
export type Branches = Record<string, number>;

/**
 * What is wrong with a field, as a key of the modal's words (`strings/modal.ts`, whose `{name}`
 * is the field) and the values its placeholders take: the words are the page's language's.
 */
export interface IssueText {
	issue: IssueKey;
	values?: Record<string, string | number>;
}

/** A problem with one field, by its dotted path and label. */
export interface FieldIssue extends IssueText {
	path: string;
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
 * The one value a schema allows (`const`, or an `enum` of one), else `undefined`: a required
 * field of that schema has nothing for the reader to choose, so it starts filled.
 */
export function getOnlyValue(schema: Schema | undefined): unknown {
	if (!schema) return undefined;
	if (schema.const !== undefined) return schema.const;
	return schema.enum?.length === 1 ? schema.enum[0] : undefined;
}

/**
 * The value a fresh field starts with: the one value a required field's schema allows, else the
 * prefill example when there is one, else the `default` when defaults fill the form, else empty.
 * Objects start with their properties.
 */
export function createInitialValue(
	schema: Schema | undefined,
	options: { prefill: boolean; fillDefaults: boolean },
	branches: Branches = {},
	path = 'body',
	required = false,
): FormValue {
	if (!schema) return '';
	const resolved = resolveBranch(schema, branches, path);
	const seeded =
		(required ? getOnlyValue(resolved) : undefined) ??
		(options.prefill ? resolved.example : undefined);
	const fallback = seeded ?? (options.fillDefaults ? resolved.default : undefined);
	if (fallback !== undefined && !isFile(resolved)) return fromJson(fallback, resolved);
	const type = getType(resolved);
	if (isFile(resolved)) return [];
	if (isRawJson(resolved)) return '';
	if (type === 'array') return [];
	if (type === 'object') {
		const value: Record<string, FormValue> = {};
		for (const [name, property] of Object.entries(resolved.properties ?? {})) {
			const isRequired = resolved.required?.includes(name) ?? false;
			value[name] = createInitialValue(property, options, branches, `${path}.${name}`, isRequired);
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

/** The media types whose body is form fields. */
const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/** True for JSON media types (`application/json`, `application/problem+json`, ...). */
export function isJsonType(mimeType: string): boolean {
	return /^application\/(.+\+)?json$/i.test(mimeType.split(';')[0]?.trim() ?? '');
}

/** True for bodies sent as form fields. */
export function isFormType(mimeType: string): boolean {
	return FORM_TYPES.includes(mimeType.split(';')[0]?.trim().toLowerCase() ?? '');
}

/** A number or integer leaf parsed, or an error saying what is wrong. */
export function parseNumber(
	text: string,
	schema: Schema,
): { value: number } | { error: IssueText } | undefined {
	const trimmed = text.trim();
	if (trimmed === '') return undefined;
	const value = Number(trimmed);
	const integer = getType(schema) === 'integer';
	if (!Number.isFinite(value))
		return { error: { issue: integer ? 'mustBeInteger' : 'mustBeNumber' } };
	if (integer && !Number.isInteger(value)) return { error: { issue: 'mustBeInteger' } };
	if (typeof schema.minimum === 'number' && value < schema.minimum) {
		return { error: { issue: 'mustBeAtLeast', values: { min: schema.minimum } } };
	}
	if (typeof schema.maximum === 'number' && value > schema.maximum) {
		return { error: { issue: 'mustBeAtMost', values: { max: schema.maximum } } };
	}
	return { value };
}
