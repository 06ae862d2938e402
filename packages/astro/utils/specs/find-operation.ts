/**
 * Finding the operation an `openapi:` line names, as leniently as Mintlify: the method in any
 * case, and a path that differs from exactly one operation of the site's specs only by a
 * trailing slash, letter case or the names of its path parameters (`/users/{id}` is the spec's
 * `/users/{user_id}`: OpenAPI holds templated paths that differ only by those names to be the
 * same path) resolves to it (the caller warns with the exact spelling). When
 * nothing matches, the nearest operations across every spec, near-identical spellings first.
 */
import { listOperations, type OpenApiDocument } from '@trydocs/openapi';
import { getEditDistance } from '@trydocs/openapi/text';

/** A loaded spec and its file (a path or a URL). */
export interface LoadedSpec {
	file: string;
	doc: OpenApiDocument;
}

/** Where an operation was found: its spec and its exact spelling there. */
export interface FoundOperation {
	spec: LoadedSpec;
	/** Upper case. */
	method: string;
	path: string;
	/** False when only the trailing slash, the letter case or parameter names of the path differ. */
	exact: boolean;
}

/** A path compared without its letter case, trailing slashes and path parameter names. */
function loosen(path: string): string {
	return (
		path
			.toLowerCase()
			.replace(/\{[^}/]*\}/g, '{}')
			.replace(/\/+$/, '') || '/'
	);
}

/** Each spec's `METHOD /path` names, listed once (a spec is read once per build). */
const namesOf = new WeakMap<OpenApiDocument, { list: Name[]; keys: Set<string> }>();

interface Name {
	/** Upper case. */
	method: string;
	path: string;
}

/**
 * Every `METHOD /path` of a spec, as `listOperations` finds them: path items written as `$ref`s
 * followed, OpenAPI 3.2's `query` and `additionalOperations` included.
 */
function listNames(doc: OpenApiDocument): { list: Name[]; keys: Set<string> } {
	let names = namesOf.get(doc);
	if (!names) {
		const list = listOperations(doc).map(({ method, path }) => ({
			method: method.toUpperCase(),
			path,
		}));
		names = { list, keys: new Set(list.map(({ method, path }) => `${method} ${path}`)) };
		namesOf.set(doc, names);
	}
	return names;
}

function hasOperation(doc: OpenApiDocument, method: string, path: string): boolean {
	return listNames(doc).keys.has(`${method.toUpperCase()} ${path}`);
}

/**
 * The operation `method path` names in `specs` (in their order: the first exact match wins, as
 * on Mintlify), else the one operation whose path differs only by a trailing slash, letter
 * case or parameter names; `undefined` when there is none or several such.
 */
export function findOperation(
	specs: LoadedSpec[],
	method: string,
	path: string,
): FoundOperation | undefined {
	const lower = method.toLowerCase();
	for (const spec of specs) {
		if (hasOperation(spec.doc, lower, path)) {
			return { spec, method: method.toUpperCase(), path, exact: true };
		}
	}
	const near: FoundOperation[] = [];
	for (const spec of specs) {
		for (const name of listNames(spec.doc).list) {
			if (name.method.toLowerCase() === lower && loosen(name.path) === loosen(path)) {
				near.push({ spec, method: name.method, path: name.path, exact: false });
			}
		}
	}
	return near.length === 1 ? near[0] : undefined;
}

/**
 * The `count` operations of all `specs` nearest to `METHOD path`: first those whose spelling is
 * near-identical (same path but for case and trailing slashes), then by edit distance ignoring
 * case. Each is `METHOD /path`, followed by its spec file (`show(file)`) when the site has several.
 */
export function findNearestOperations(
	specs: LoadedSpec[],
	method: string,
	path: string,
	show: (file: string) => string,
	count = 3,
): string[] {
	const wanted = `${method.toUpperCase()} ${path}`;
	const candidates = specs.flatMap((spec) =>
		listNames(spec.doc).list.map(({ method: candidateMethod, path: candidatePath }) => {
			const name = `${candidateMethod} ${candidatePath}`;
			const sameMethod = candidateMethod === method.toUpperCase();
			const loose = loosen(candidatePath) === loosen(path);
			return {
				name: specs.length > 1 ? `${name}\` (in \`${show(spec.file)}\`)` : `${name}\``,
				near: sameMethod && loose ? 0 : loose ? 1 : 2,
				folded: getEditDistance(name.toLowerCase(), wanted.toLowerCase()),
				exact: getEditDistance(name, wanted),
			};
		}),
	);
	candidates.sort((a, b) => a.near - b.near || a.folded - b.folded || a.exact - b.exact);
	return [...new Set(candidates.map((candidate) => `\`${candidate.name}`))].slice(0, count);
}
