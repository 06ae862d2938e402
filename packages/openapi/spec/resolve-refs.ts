/**
 * Deep `$ref` resolution for `getOperation`: internal references and references into the files
 * `loadSpec` read, each target expanded once per document and shared, cycles cut, and the values
 * a page reads checked on the way (see `check-spec.ts`) with the JSON pointer of where they sit.
 */
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { SCHEMA_KEYS, SCHEMA_MAP_KEYS } from '../schema/keywords.ts';
import { linkCycle, nameSchema } from '../schema.ts';
import { getSelfUri, toLocalReference } from './base-uri.ts';
import { checkSchema } from './check-spec.ts';
import type { Json } from './json.ts';
import { isJsonSchemaFormat } from './schema-format.ts';
import { escapePointer, invalidSpec, isExtension } from './spec-error.ts';
import { getSpecSource } from './spec-source.ts';
import type { OpenApiDocument } from './types.ts';

/** Where a value sits, as a chain of keys; turned into a JSON pointer only for an error. */
interface Path {
	parent: Path | undefined;
	/** The key under the parent; at the root, the pointer of the resolved value itself. */
	key: string;
}

function toPointer(path: Path): string {
	const keys: string[] = [];
	let at: Path | undefined = path;
	while (at?.parent) {
		keys.push(escapePointer(at.key));
		at = at.parent;
	}
	return [at?.key ?? '', ...keys.reverse()].join('/');
}

/** Resolves a value found at `pointer` of the root document. */
export interface Resolver {
	file: string;
	resolve: (value: unknown, pointer: string) => unknown;
}

const resolvers = new WeakMap<OpenApiDocument, Resolver>();

/** One resolver per document, so a component shared by many operations is resolved once. */
export function getResolver(doc: OpenApiDocument): Resolver {
	let resolver = resolvers.get(doc);
	if (!resolver) {
		resolver = createResolver(doc);
		resolvers.set(doc, resolver);
	}
	return resolver;
}

/**
 * Returns a function that deep-resolves `$ref`s, internal and into the files `loadSpec` read.
 * A `$ref` met again while it is being expanded is a cycle: it stays a reference, marked
 * `x-circular`, so the result is finite. Every reference target is expanded once per document
 * and that expansion is shared wherever the target is used, cycles cut included: a cycle is cut
 * where the first expansion met it. Resolution is therefore linear in the size of the spec; an
 * expansion that met a cycle, if expanded again per use, is exponential on densely
 * cross-referenced schemas (Stripe's expandable objects). Named expansions are recorded
 * (`getSchemaRef`), so renderers can show a shared schema once and link to it.
 */
function createResolver(doc: OpenApiDocument): Resolver {
	const source = getSpecSource(doc);
	const rootFile = resolvePath(source?.file ?? 'openapi');
	const shownFile = source?.file ?? 'openapi';
	const documents = source?.documents ?? new Map<string, unknown>([[rootFile, doc]]);
	const context: Context = {
		// Errors name the file that holds the bad value, as the user wrote its path.
		showFile: (file) =>
			file === rootFile ? shownFile : join(dirname(shownFile), relative(dirname(rootFile), file)),
		documents,
		done: new Map(),
		selves: indexSelves(documents),
	};
	return {
		file: shownFile,
		resolve: (value, pointer) =>
			visit(context, value, rootFile, { parent: undefined, key: pointer }, new Set()),
	};
}

/** What one resolver shares across its calls. */
interface Context {
	/** A file as errors name it. */
	showFile: (file: string) => string;
	/** Every loaded document, by absolute path. */
	documents: Map<string, unknown>;
	/** The expansion of each reference target (`file#fragment`) met so far. */
	done: Map<string, unknown>;
	/** The loaded documents' own URIs (OAS 3.2's `$self`): each file's, and the file of each. */
	selves: { byFile: Map<string, string>; byUri: Map<string, string> };
}

/** The `$self` of each loaded document that gives an absolute one, both ways. */
function indexSelves(documents: Map<string, unknown>): Context['selves'] {
	const byFile = new Map<string, string>();
	const byUri = new Map<string, string>();
	for (const [file, doc] of documents) {
		const self = getSelfUri(doc);
		if (!self) continue;
		byFile.set(file, self);
		if (!byUri.has(self)) byUri.set(self, file);
	}
	return { byFile, byUri };
}

/**
 * The loaded file a reference's target names by URI: resolved against the `$self` of the file it
 * is written in, the document whose `$self` that is (OAS 3.2's base URI rules); `undefined`
 * when none is, and the target is read as a path.
 */
function findBySelf(context: Context, target: string, file: string): string | undefined {
	const base = context.selves.byFile.get(file);
	if (!base && !REMOTE.test(target)) return undefined;
	let uri: string;
	try {
		uri = new URL(target, base).href.replace(/#.*$/, '');
	} catch {
		return undefined;
	}
	const found = context.selves.byUri.get(uri);
	if (found || !REMOTE.test(target)) return found;
	// An absolute reference under the folder of the document's `$self` is read from beside it.
	const local = toLocalReference(uri, base);
	return local ? resolvePath(dirname(file), local) : undefined;
}

function decodeSegment(
	context: Context,
	text: string,
	ref: string,
	file: string,
	pointer: string,
	whole = false,
): string {
	try {
		return whole ? decodeURI(text) : decodeURIComponent(text);
	} catch {
		throw invalidSpec(
			context.showFile(file),
			`${pointer}/$ref`,
			`\`${ref}\` has a malformed \`%\` escape`,
			'Write `%` as `%25` in a reference, and escape other characters as `%XX` with two hex digits (`~1` stands for `/` in a JSON pointer).',
		);
	}
}

/** The target of `ref`, written in `file` at `pointer`: its key, its node and its file. */
function lookup(context: Context, ref: string, file: string, pointer: string) {
	const [target = '', fragment = ''] = ref.split('#');
	const targetFile =
		target === ''
			? file
			: (findBySelf(context, target, file) ??
				resolvePath(dirname(file), decodeSegment(context, target, ref, file, pointer, true)));
	const key = `${targetFile}#${fragment}`;
	let node = context.documents.get(targetFile);
	if (node === undefined) {
		throw invalidSpec(
			context.showFile(file),
			`${pointer}/$ref`,
			`\`${ref}\` points to a file that was not loaded`,
			/^[a-z][a-z0-9+.-]*:/i.test(target)
				? 'Remote references are not fetched at build time: download the file next to the spec and reference it by a relative path, or bundle the spec first (`npx @redocly/cli bundle`).'
				: 'Load the spec with `loadSpec` (from a file) so relative references can be read.',
		);
	}
	for (const segment of fragment.split('/').slice(1)) {
		const name = decodeSegment(context, segment, ref, file, pointer)
			.replaceAll('~1', '/')
			.replaceAll('~0', '~');
		node = node && typeof node === 'object' ? (node as Json)[name] : undefined;
	}
	if (node === undefined) {
		throw invalidSpec(
			context.showFile(file),
			`${pointer}/$ref`,
			`\`${ref}\` does not resolve`,
			`Declare the target at \`${fragment || '/'}\`${target ? ` of \`${target}\`` : ''}, or fix the reference.`,
		);
	}
	return { key, node, file: targetFile };
}

/** Resolves the references inside `value`; unchanged subtrees are shared, not copied. */
function visit(
	context: Context,
	value: unknown,
	file: string,
	at: Path,
	active: Set<string>,
	kind: Kind = 'other',
): unknown {
	if (Array.isArray(value)) return visitList(context, value, file, at, active, kind);
	if (!value || typeof value !== 'object') return value;
	const record = value as Json;
	// A remote reference inside data (an Avro schema's `.avsc` URL) stays as written: nothing
	// is fetched at build time, and data needs no resolving.
	if (typeof record.$ref === 'string' && !(kind === 'value' && REMOTE.test(record.$ref)))
		return visitReference(context, record, file, at, active, kind);
	if (kind === 'schema') checkSchema(record, () => toPointer(at), context.showFile(file));
	// An AsyncAPI schema of another format (Avro, RAML) is data: its keys are not JSON Schema's.
	const inner =
		typeof record.schemaFormat === 'string' && !isJsonSchemaFormat(record.schemaFormat)
			? 'value'
			: kind;
	let out: Json | undefined;
	const keys = Object.keys(record);
	for (let index = 0; index < keys.length; index++) {
		const key = keys[index] as string;
		const entry = record[key];
		const next = visit(context, entry, file, { parent: at, key }, active, childKind(inner, key));
		if (next !== entry && !out) {
			out = {};
			for (const previous of keys.slice(0, index)) out[previous] = record[previous];
		}
		if (out) out[key] = next;
	}
	return out ?? record;
}

function visitList(
	context: Context,
	value: unknown[],
	file: string,
	at: Path,
	active: Set<string>,
	kind: Kind,
): unknown[] {
	// Unchanged subtrees (no `$ref` inside) are shared with the document, not copied.
	let out: unknown[] | undefined;
	for (let index = 0; index < value.length; index++) {
		const entry = value[index];
		const next = visit(context, entry, file, { parent: at, key: String(index) }, active, kind);
		if (next !== entry) out ??= value.slice(0, index);
		out?.push(next);
	}
	return out ?? value;
}

/** A `$ref`: its target's shared expansion (or a cut, in a cycle), its siblings laid over it. */
function visitReference(
	context: Context,
	record: Json,
	file: string,
	at: Path,
	active: Set<string>,
	kind: Kind,
): unknown {
	const ref = record.$ref as string;
	const target = lookup(context, ref, file, toPointer(at));
	let resolved: unknown;
	if (context.done.has(target.key)) {
		resolved = context.done.get(target.key);
	} else if (active.has(target.key)) {
		const cut = { $ref: ref, 'x-circular': true };
		linkCycle(cut, () => context.done.get(target.key));
		resolved = cut;
	} else {
		active.add(target.key);
		// Inside the target, pointers are those of the target's own file.
		const root = { parent: undefined, key: (ref.split('#')[1] ?? '').replace(/\/$/, '') };
		resolved = visit(context, target.node, target.file, root, active, kind);
		active.delete(target.key);
		context.done.set(target.key, resolved);
		if (resolved && typeof resolved === 'object') nameSchema(resolved, ref);
	}
	const { $ref: _ref, ...siblings } = record;
	if (Object.keys(siblings).length === 0) return resolved;
	return { ...(resolved as Json), ...(visit(context, siblings, file, at, active, kind) as Json) };
}

const REMOTE = /^[a-z][a-z0-9+.-]*:/i;

/** What a value is to the checks: a schema, a map of schemas, a plain value, or other. */
type Kind = 'schema' | 'schemaMap' | 'value' | 'other';

const VALUE_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

function childKind(parent: Kind, key: string): Kind {
	if (parent === 'value' || isExtension(key)) return 'value';
	if (parent === 'schemaMap') return 'schema';
	if (parent === 'schema') {
		if (SCHEMA_KEYS.has(key)) return 'schema';
		if (SCHEMA_MAP_KEYS.has(key)) return 'schemaMap';
		return VALUE_KEYS.has(key) ? 'value' : 'other';
	}
	if (key === 'schema') return 'schema';
	if (key === 'schemas') return 'schemaMap';
	return VALUE_KEYS.has(key) ? 'value' : 'other';
}
