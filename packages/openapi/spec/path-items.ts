/**
 * Path items written as references, for listing and finding operations: `paths` and `webhooks`
 * entries that are a `$ref` to `#/components/pathItems/...` or into another file, as OpenAPI's
 * Path Item Object allows (specs split per resource, SendGrid's and Redocly's layout).
 */
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import type { HttpMethod } from '../types.ts';
import { isObject, type Json } from './json.ts';
import { escapePointer, invalidSpec } from './spec-error.ts';
import { getSpecSource } from './spec-source.ts';
import type { OpenApiDocument } from './types.ts';

/** The methods a path item may hold, in the order OpenAPI lists them. */
export const METHODS: HttpMethod[] = [
	'get',
	'put',
	'post',
	'delete',
	'options',
	'head',
	'patch',
	'trace',
];

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
	for (const method of METHODS) {
		const op = node[method];
		if (isObject(op) && typeof op.$ref === 'string') {
			// Copied only when an operation is a reference: most path items are returned as they are.
			if (node === found.node) node = { ...node };
			node[method] = follow(
				doc,
				op,
				found.file,
				`${found.pointer}/${method}`,
				'an operation',
			)?.node;
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
