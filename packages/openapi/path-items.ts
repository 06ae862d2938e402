/**
 * Path items written as references, for listing and finding operations: `paths` and `webhooks`
 * entries that are a `$ref` to `#/components/pathItems/...` or into another file, as OpenAPI's
 * Path Item Object allows (specs split per resource, SendGrid's and Redocly's layout).
 */
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { escapePointer, getSpecSource, invalidSpec, type OpenApiDocument } from './load-spec.ts';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A path item as its methods are listed: one written as a `$ref` (to `#/components/pathItems/...`
 * or into another file, `paths/users.yaml#/users`) is followed, its siblings kept over the
 * target's, as OpenAPI's Path Item Object allows. Only the item itself is read here; its
 * operations are resolved when a page asks for one.
 */
export function followPathItem(
	doc: OpenApiDocument,
	item: unknown,
	pointer: string,
): Json | undefined {
	const source = getSpecSource(doc);
	const shown = source?.file ?? 'openapi';
	const root = resolvePath(shown);
	let file = root;
	let node = item;
	let at = pointer;
	const seen = new Set<string>();
	while (isObject(node) && typeof node.$ref === 'string') {
		const ref = node.$ref;
		const [target = '', fragment = ''] = ref.split('#');
		const from = file === root ? shown : join(dirname(shown), relative(dirname(root), file));
		if (target) file = resolvePath(dirname(file), safeDecode(target));
		const key = `${file}#${fragment}`;
		let found: unknown = seen.has(key)
			? undefined
			: (source?.documents.get(file) ?? (target ? undefined : doc));
		seen.add(key);
		for (const segment of fragment.split('/').slice(1)) {
			const name = safeDecode(segment).replaceAll('~1', '/').replaceAll('~0', '~');
			found = isObject(found) ? found[name] : undefined;
		}
		if (!isObject(found)) {
			throw invalidSpec(
				from,
				`${at}/$ref`,
				`\`${ref}\` does not lead to a path item`,
				'Point the reference at an object of operations (`get:`, `post:`, ...), such as `#/components/pathItems/<name>` or `paths/<file>.yaml#/<name>`, relative to the file that holds it.',
			);
		}
		const { $ref: _ref, ...siblings } = node;
		node = { ...found, ...siblings };
		at = fragment;
	}
	return isObject(node) ? node : undefined;
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
			if (!name.startsWith('x-')) followPathItem(doc, item, `/${key}/${escapePointer(name)}`);
		}
	}
}
