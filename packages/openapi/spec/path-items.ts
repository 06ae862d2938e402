/**
 * Path items written as references, for listing and finding operations: `paths` and `webhooks`
 * entries that are a `$ref` to `#/components/pathItems/...` or into another file, as OpenAPI's
 * Path Item Object allows (specs split per resource, SendGrid's and Redocly's layout).
 */
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { isPathItemMethod } from '../methods.ts';
import type { HttpMethod } from '../types.ts';
import { isObject, type Json } from './json.ts';
import { escapePointer, invalidSpec, isExtension } from './spec-error.ts';
import { getSpecSource } from './spec-source.ts';
import type { OpenApiDocument } from './types.ts';

/** One operation of a path item: its method, lower case, and where the item holds it. */
export interface PathItemOperation {
	method: HttpMethod;
	/** The JSON pointer segments from the path item: `get`, or `additionalOperations/COPY`. */
	pointer: string;
	op: unknown;
}

/**
 * Every operation of a path item, in document order: the fixed methods (`get` ... `query`) and
 * OpenAPI 3.2's `additionalOperations` (`COPY`, `PURGE`), at the place its key holds. An
 * additional method a fixed field already names is left to `findPathItemOperation` to report.
 */
export function listPathItemOperations(item: Json): PathItemOperation[] {
	const found: PathItemOperation[] = [];
	for (const key of Object.keys(item)) {
		if (isPathItemMethod(key) && key === key.toLowerCase()) {
			found.push({ method: key, pointer: key, op: item[key] });
		} else if (key === 'additionalOperations' && isObject(item[key])) {
			for (const [name, op] of Object.entries(item[key])) {
				if (isExtension(name) || isPathItemMethod(name)) continue;
				found.push({
					method: name.toLowerCase() as HttpMethod,
					pointer: `additionalOperations/${escapePointer(name)}`,
					op,
				});
			}
		}
	}
	return found;
}

/**
 * The operation of `method` in a path item (`undefined` when it has none): its fixed field, or
 * its entry under `additionalOperations`, whose key is matched in any case (the key is the method
 * as sent; Trydocs sends it in capitals). A fixed method written again under
 * `additionalOperations` is an error of the spec (OpenAPI 3.2, Path Item Object).
 */
export function findPathItemOperation(
	item: Json,
	method: string,
	itemPointer: string,
	file: string,
): PathItemOperation | undefined {
	const lower = method.toLowerCase() as HttpMethod;
	const additional = isObject(item.additionalOperations) ? item.additionalOperations : {};
	const key = Object.keys(additional).find(
		(name) => !isExtension(name) && name.toLowerCase() === lower,
	);
	if (isPathItemMethod(lower)) {
		if (key !== undefined) {
			throw invalidSpec(
				file,
				`${itemPointer}/additionalOperations/${escapePointer(key)}`,
				`names \`${key}\`, a method the path item holds as its own field \`${lower}\``,
				`Describe the operation under \`${lower}:\` and remove it from \`additionalOperations\`, which is for the other methods (\`COPY\`, \`PURGE\`, ...).`,
			);
		}
		return item[lower] === undefined
			? undefined
			: { method: lower, pointer: lower, op: item[lower] };
	}
	if (key === undefined) return undefined;
	return {
		method: lower,
		pointer: `additionalOperations/${escapePointer(key)}`,
		op: additional[key],
	};
}

/**
 * A path item as its methods are listed: one written as a `$ref` (to `#/components/pathItems/...`
 * or into another file, `paths/users.yaml#/users`) is followed, its siblings kept over the
 * target's, as OpenAPI's Path Item Object allows. With `operations`, an operation written as a
 * `$ref` (DigitalOcean's `get: { $ref: resources/apps/apps_list.yml }`) is followed too, so its
 * id, summary and tags are listed; getOperation resolves the operation itself.
 */
export function followPathItem(
	doc: OpenApiDocument,
	item: unknown,
	pointer: string,
	options: { operations?: boolean } = {},
): Json | undefined {
	const root = resolvePath(getSpecSource(doc)?.file ?? 'openapi');
	const found = follow(doc, item, root, pointer, 'a path item');
	if (!found || !options.operations) return found?.node;
	let node = found.node;
	for (const { op, pointer: at } of listPathItemOperations(found.node)) {
		if (isObject(op) && typeof op.$ref === 'string') {
			// Copied only when an operation is a reference: most path items are returned as they are.
			if (node === found.node) node = { ...node };
			const target = follow(doc, op, found.file, `${found.pointer}/${at}`, 'an operation')?.node;
			setAt(node, at, target);
		}
	}
	return node;
}

/** Follows a chain of `$ref`s from `file`; the error names the file and pointer that hold the bad one. */
function follow(
	doc: OpenApiDocument,
	start: unknown,
	from: string,
	pointer: string,
	what: string,
): { node: Json; file: string; pointer: string } | undefined {
	const source = getSpecSource(doc);
	const shown = source?.file ?? 'openapi';
	const root = resolvePath(shown);
	const show = (file: string) =>
		file === root ? shown : join(dirname(shown), relative(dirname(root), file));
	let file = from;
	let node = start;
	let at = pointer;
	const seen = new Set<string>();
	while (isObject(node) && typeof node.$ref === 'string') {
		const ref = node.$ref;
		const [target = '', fragment = ''] = ref.split('#');
		const holder = file;
		if (target) file = resolvePath(dirname(file), safeDecode(target));
		const key = `${file}#${fragment}`;
		let found: unknown = seen.has(key)
			? undefined
			: (source?.documents.get(file) ?? (file === root ? doc : undefined));
		seen.add(key);
		for (const segment of fragment.split('/').slice(1)) {
			const name = safeDecode(segment).replaceAll('~1', '/').replaceAll('~0', '~');
			found = isObject(found) ? found[name] : undefined;
		}
		if (!isObject(found)) {
			throw invalidSpec(
				show(holder),
				`${at}/$ref`,
				`\`${ref}\` does not lead to ${what}`,
				what === 'a path item'
					? 'Point the reference at an object of operations (`get:`, `post:`, ...), such as `#/components/pathItems/<name>` or `paths/<file>.yaml#/<name>`, relative to the file that holds it.'
					: 'Point the reference at an operation object (with `responses`), relative to the file that holds it.',
			);
		}
		const { $ref: _ref, ...siblings } = node;
		node = { ...found, ...siblings };
		at = fragment;
	}
	return isObject(node) ? { node, file, pointer: at } : undefined;
}

/** Sets the value at `at` (`get`, `additionalOperations/COPY`) of a copied path item, copying the objects on the way. */
function setAt(node: Json, at: string, value: unknown): void {
	const segments = at
		.split('/')
		.map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
	const last = segments.pop() as string;
	let holder = node;
	for (const segment of segments) {
		holder[segment] = { ...(holder[segment] as Json) };
		holder = holder[segment] as Json;
	}
	holder[last] = value;
}

function safeDecode(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}

/**
 * Checks, once as a spec is read, that every path item written as a reference leads to one, so
 * listing operations never meets a broken one: the error names the file and the `$ref`'s pointer.
 */
export function checkPathItems(doc: OpenApiDocument): void {
	for (const key of ['paths', 'webhooks'] as const) {
		const items = doc[key];
		if (!isObject(items)) continue;
		for (const [name, item] of Object.entries(items)) {
			if (!name.startsWith('x-')) {
				followPathItem(doc, item, `/${key}/${escapePointer(name)}`, { operations: true });
			}
		}
	}
}
