import { dirname, resolve as resolvePath } from 'node:path';
import {
	escapePointer,
	getSpecSource,
	invalidSpec,
	type OpenApiDocument,
	SpecError,
} from './load-spec.ts';
import { nameSchema } from './schema.ts';
import type {
	HttpMethod,
	MediaType,
	Operation,
	Parameter,
	RequestBody,
	Response,
	Schema,
	SecurityRequirement,
	SecurityScheme,
	Server,
} from './types.ts';

const METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const LOCATIONS = ['path', 'query', 'header', 'cookie'];

type Json = Record<string, unknown>;

/** Lists every `METHOD /path` of a spec, in document order. */
export function listOperations(doc: OpenApiDocument): Array<{
	method: HttpMethod;
	path: string;
	operationId?: string;
	summary?: string;
	tags: string[];
}> {
	const found: ReturnType<typeof listOperations> = [];
	for (const [path, item] of Object.entries(doc.paths ?? {})) {
		if (!item || typeof item !== 'object') continue;
		// Document order, as the spec's author arranged them.
		for (const key of Object.keys(item)) {
			const method = key as HttpMethod;
			if (!METHODS.includes(method)) continue;
			const op = item[method] as Json | undefined;
			if (!op || typeof op !== 'object') continue;
			found.push({
				method,
				path,
				operationId: typeof op.operationId === 'string' ? op.operationId : undefined,
				summary: typeof op.summary === 'string' ? op.summary : undefined,
				tags: Array.isArray(op.tags) ? (op.tags as string[]) : [],
			});
		}
	}
	return found;
}

/**
 * Names the operations of a spec closest to `METHOD /path`, best first, for "did you mean"
 * hints.
 */
export function findClosestOperations(
	doc: OpenApiDocument,
	method: string,
	path: string,
	count = 3,
) {
	const wanted = `${method.toUpperCase()} ${path}`;
	return listOperations(doc)
		.map((op) => `${op.method.toUpperCase()} ${op.path}`)
		.map((name) => ({ name, distance: distance(name, wanted) }))
		.sort((a, b) => a.distance - b.distance)
		.slice(0, count)
		.map((c) => c.name);
}

/**
 * Resolves `METHOD /path` of a spec into an `Operation`, with every `$ref` resolved (internal
 * and relative-file ones) and reference cycles cut (see `types.ts`). Throws a `SpecError`
 * naming the closest operations when the spec has none by that name, and one with the JSON
 * pointer of the bad value when the operation is invalid.
 */
export function getOperation(doc: OpenApiDocument, method: string, path: string): Operation {
	const lower = method.toLowerCase() as HttpMethod;
	const pathItem = doc.paths?.[path] as Json | undefined;
	const raw = pathItem?.[lower] as Json | undefined;
	if (!pathItem || !raw) {
		const closest = findClosestOperations(doc, method, path).map((name) => `\`${name}\``);
		throw new SpecError(
			`The spec has no operation \`${method.toUpperCase()} ${path}\`.`,
			closest.length > 0
				? `The closest operations are ${closest.join(', ')}.`
				: 'The spec declares no operations under `paths`.',
		);
	}
	const resolver = getResolver(doc);
	const file = resolver.file;
	const itemPointer = `/paths/${escapePointer(path)}`;
	const opPointer = `${itemPointer}/${lower}`;
	if (typeof raw !== 'object' || Array.isArray(raw)) {
		throw invalidSpec(
			file,
			opPointer,
			'is not an operation object',
			'Describe the operation as an object with `responses`, `parameters`, ...',
		);
	}
	// Only this operation and what its path item shares are resolved, not its sibling methods.
	const item = (
		typeof pathItem.$ref === 'string'
			? resolver.resolve(pathItem, itemPointer)
			: {
					parameters: resolver.resolve(pathItem.parameters, `${itemPointer}/parameters`),
					servers: pathItem.servers,
				}
	) as Json;
	const op = (
		typeof pathItem.$ref === 'string' ? item[lower] : resolver.resolve(raw, opPointer)
	) as Json;

	const parameters = mergeParameters(
		checkParameters(item.parameters, `${itemPointer}/parameters`, file),
		checkParameters(op.parameters, `${opPointer}/parameters`, file),
	);
	const servers = (firstNonEmpty(op.servers, item.servers, doc.servers) ?? [
		{ url: '/' },
	]) as Server[];
	if (op.responses !== undefined && !isObject(op.responses)) {
		throw invalidSpec(
			file,
			`${opPointer}/responses`,
			'is not an object',
			'Map each status code (e.g. `"200"`) to a response object.',
		);
	}
	if (op.requestBody !== undefined && !isObject((op.requestBody as Json).content ?? {})) {
		throw invalidSpec(
			file,
			`${opPointer}/requestBody/content`,
			'is not an object',
			'Map each media type (e.g. `application/json`) to `{ schema }`.',
		);
	}

	const operation: Operation = {
		method: lower,
		path,
		operationId: op.operationId as string | undefined,
		summary: op.summary as string | undefined,
		description: op.description as string | undefined,
		deprecated: op.deprecated === true,
		tags: (op.tags as string[] | undefined) ?? [],
		servers: servers.map((server) => ({
			url: server.url,
			...(server.description ? { description: server.description } : {}),
			...(server.variables ? { variables: server.variables } : {}),
		})),
		parameters,
		requestBody: op.requestBody ? toRequestBody(op.requestBody as Json) : undefined,
		responses: Object.entries((op.responses as Json | undefined) ?? {}).map(([status, value]) =>
			toResponse(status, value as Json),
		),
		security: resolveSecurity(
			resolver.resolve(
				doc.components?.securitySchemes ?? {},
				'/components/securitySchemes',
			) as Json,
			(op.security ?? doc.security ?? []) as Json[],
		),
	};
	const samples = op['x-codeSamples'] ?? op['x-code-samples'];
	if (Array.isArray(samples)) {
		operation.codeSamples = samples
			.filter(
				(sample: Json) => typeof sample?.source === 'string' && typeof sample.lang === 'string',
			)
			.map((sample: Json) => ({
				lang: sample.lang as string,
				...(typeof sample.label === 'string' ? { label: sample.label } : {}),
				source: sample.source as string,
			}));
	}
	return operation;
}

function checkParameters(list: unknown, pointer: string, file: string): Json[] {
	if (list === undefined) return [];
	if (!Array.isArray(list)) {
		throw invalidSpec(
			file,
			pointer,
			'is not a list',
			'Write `parameters` as a list of parameter objects.',
		);
	}
	list.forEach((p: Json, index) => {
		if (!isObject(p)) {
			throw invalidSpec(
				file,
				`${pointer}/${index}`,
				'is not a parameter object',
				'Give each parameter a `name`, an `in` and a `schema`.',
			);
		}
		if (typeof p.name !== 'string' || p.name === '') {
			throw invalidSpec(
				file,
				`${pointer}/${index}/name`,
				`\`${String(p.name)}\` is not a parameter name`,
				'Give the parameter a `name` (a non-empty string).',
			);
		}
		if (!LOCATIONS.includes(p.in as string)) {
			throw invalidSpec(
				file,
				`${pointer}/${index}/in`,
				`\`${String(p.in)}\` is not a parameter location`,
				`Use one of ${LOCATIONS.map((l) => `\`${l}\``).join(', ')}${p.in === 'body' || p.in === 'formData' ? '; in OpenAPI 3 a body is described by `requestBody`' : ''}.`,
			);
		}
	});
	return list as Json[];
}

function firstNonEmpty(...lists: unknown[]): unknown[] | undefined {
	return lists.find((list): list is unknown[] => Array.isArray(list) && list.length > 0);
}

function mergeParameters(shared: Json[], own: Json[]): Parameter[] {
	const byKey = new Map<string, Json>();
	for (const p of [...shared, ...own]) byKey.set(`${p.in}:${p.name}`, p);
	return [...byKey.values()].map((p) => {
		// A parameter may describe its value with `content` instead of `schema`.
		const content = p.content as Record<string, MediaType> | undefined;
		const schema = (p.schema ?? (content ? Object.values(content)[0]?.schema : undefined)) as
			| Schema
			| undefined;
		const parameter: Parameter = {
			name: p.name as string,
			in: p.in as Parameter['in'],
			required: p.in === 'path' || p.required === true,
		};
		if (typeof p.description === 'string') parameter.description = p.description;
		if (p.deprecated === true) parameter.deprecated = true;
		if (schema) parameter.schema = schema;
		if (p.example !== undefined) parameter.example = p.example;
		if (isObject(p.examples)) parameter.examples = p.examples as Parameter['examples'];
		return parameter;
	});
}

function toRequestBody(body: Json): RequestBody {
	return {
		required: body.required === true,
		description: body.description as string | undefined,
		content: (body.content as Record<string, MediaType> | undefined) ?? {},
	};
}

function toResponse(status: string, value: Json): Response {
	const response: Response = {
		status,
		description: (value?.description as string | undefined) ?? '',
	};
	if (isObject(value?.headers)) response.headers = value.headers as Response['headers'];
	if (isObject(value?.content)) response.content = value.content as Response['content'];
	return response;
}

function resolveSecurity(schemes: Json, requirements: Json[]): SecurityRequirement[] {
	return requirements.map((requirement) =>
		Object.entries(requirement ?? {}).flatMap(([name, scopes]) => {
			const scheme = schemes[name] as SecurityScheme | undefined;
			return scheme ? [{ name, scheme, scopes: (scopes as string[] | undefined) ?? [] }] : [];
		}),
	);
}

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

interface Resolver {
	file: string;
	resolve: (value: unknown, pointer: string) => unknown;
}

const resolvers = new WeakMap<OpenApiDocument, Resolver>();

/** One resolver per document, so a component shared by many operations is resolved once. */
function getResolver(doc: OpenApiDocument): Resolver {
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
	const done = new Map<string, unknown>();

	const lookup = (ref: string, file: string, pointer: string) => {
		const [target = '', fragment = ''] = ref.split('#');
		const targetFile = target === '' ? file : resolvePath(dirname(file), decodeURI(target));
		const key = `${targetFile}#${fragment}`;
		let node = documents.get(targetFile);
		if (node === undefined) {
			throw invalidSpec(
				shownFile,
				`${pointer}/$ref`,
				`\`${ref}\` points to a file that was not loaded`,
				/^[a-z][a-z0-9+.-]*:/i.test(target)
					? 'Remote references are not fetched at build time: download the file next to the spec and reference it by a relative path, or bundle the spec first (`npx @redocly/cli bundle`).'
					: 'Load the spec with `loadSpec` (from a file) so relative references can be read.',
			);
		}
		for (const segment of fragment.split('/').slice(1)) {
			const name = decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
			node = node && typeof node === 'object' ? (node as Json)[name] : undefined;
		}
		if (node === undefined) {
			throw invalidSpec(
				shownFile,
				`${pointer}/$ref`,
				`\`${ref}\` does not resolve`,
				`Declare the target at \`${fragment || '/'}\`${target ? ` of \`${target}\`` : ''}, or fix the reference.`,
			);
		}
		return { key, node, file: targetFile };
	};

	const visit = (value: unknown, file: string, at: Path, active: Set<string>): unknown => {
		if (Array.isArray(value)) {
			// Unchanged subtrees (no `$ref` inside) are shared with the document, not copied.
			let out: unknown[] | undefined;
			for (let index = 0; index < value.length; index++) {
				const entry = value[index];
				const next = visit(entry, file, { parent: at, key: String(index) }, active);
				if (next !== entry) out ??= value.slice(0, index);
				out?.push(next);
			}
			return out ?? value;
		}
		if (!value || typeof value !== 'object') return value;
		const record = value as Json;
		if (typeof record.$ref === 'string') {
			const ref = record.$ref;
			const target = lookup(ref, file, toPointer(at));
			let resolved: unknown;
			if (done.has(target.key)) {
				resolved = done.get(target.key);
			} else if (active.has(target.key)) {
				resolved = { $ref: ref, 'x-circular': true };
			} else {
				active.add(target.key);
				resolved = visit(target.node, target.file, { parent: at, key: '$ref' }, active);
				active.delete(target.key);
				done.set(target.key, resolved);
				if (resolved && typeof resolved === 'object') nameSchema(resolved, ref);
			}
			const { $ref: _ref, ...siblings } = record;
			if (Object.keys(siblings).length === 0) return resolved;
			return { ...(resolved as Json), ...(visit(siblings, file, at, active) as Json) };
		}
		let out: Json | undefined;
		const keys = Object.keys(record);
		for (let index = 0; index < keys.length; index++) {
			const key = keys[index] as string;
			const entry = record[key];
			const next = visit(entry, file, { parent: at, key }, active);
			if (next !== entry && !out) {
				out = {};
				for (const previous of keys.slice(0, index)) out[previous] = record[previous];
			}
			if (out) out[key] = next;
		}
		return out ?? record;
	};
	return {
		file: shownFile,
		resolve: (value, pointer) =>
			visit(value, rootFile, { parent: undefined, key: pointer }, new Set()),
	};
}

function isObject(value: unknown): value is Json {
	return !!value && typeof value === 'object' && !Array.isArray(value);
}

function distance(a: string, b: string): number {
	const row = Array.from({ length: b.length + 1 }, (_, i) => i);
	for (let i = 1; i <= a.length; i++) {
		let previous = row[0] ?? 0;
		row[0] = i;
		for (let j = 1; j <= b.length; j++) {
			const current = row[j] ?? 0;
			row[j] = Math.min(
				(row[j] ?? 0) + 1,
				(row[j - 1] ?? 0) + 1,
				previous + (a[i - 1] === b[j - 1] ? 0 : 1),
			);
			previous = current;
		}
	}
	return row[b.length] ?? 0;
}
