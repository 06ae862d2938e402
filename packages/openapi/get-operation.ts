import { type OpenApiDocument, SpecError } from './load-spec.ts';
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

type Json = Record<string, unknown>;

/** Lists every `METHOD /path` of a spec, in document order. */
export function listOperations(doc: OpenApiDocument): Array<{ method: HttpMethod; path: string }> {
	const found: Array<{ method: HttpMethod; path: string }> = [];
	for (const [path, item] of Object.entries(doc.paths ?? {})) {
		for (const method of METHODS) if (item && method in item) found.push({ method, path });
	}
	return found;
}

/**
 * Resolves `METHOD /path` of a spec into an `Operation`, with every internal `$ref` resolved
 * and reference cycles cut (see `types.ts`). Throws a `SpecError` naming the closest operations
 * when the spec has none by that name.
 */
export function getOperation(doc: OpenApiDocument, method: string, path: string): Operation {
	const lower = method.toLowerCase() as HttpMethod;
	const pathItem = doc.paths?.[path] as Json | undefined;
	const raw = pathItem?.[lower] as Json | undefined;
	if (!pathItem || !raw) {
		const all = listOperations(doc).map((op) => `${op.method.toUpperCase()} ${op.path}`);
		const wanted = `${method.toUpperCase()} ${path}`;
		const closest = all
			.map((name) => ({ name, distance: distance(name, wanted) }))
			.sort((a, b) => a.distance - b.distance)
			.slice(0, 3)
			.map((c) => `\`${c.name}\``);
		throw new SpecError(
			`The spec has no operation \`${wanted}\`.`,
			closest.length > 0
				? `The closest operations are ${closest.join(', ')}.`
				: 'The spec declares no operations under `paths`.',
		);
	}
	const resolve = createResolver(doc);
	const item = resolve(pathItem) as Json;
	const op = resolve(raw) as Json;

	const parameters = mergeParameters(
		(item.parameters as Json[] | undefined) ?? [],
		(op.parameters as Json[] | undefined) ?? [],
	);
	const servers = firstNonEmpty(op.servers, item.servers, doc.servers) ?? [{ url: '/' }];

	return {
		method: lower,
		path,
		operationId: op.operationId as string | undefined,
		summary: op.summary as string | undefined,
		description: op.description as string | undefined,
		deprecated: op.deprecated === true,
		tags: (op.tags as string[] | undefined) ?? [],
		servers: servers as Server[],
		parameters,
		requestBody: op.requestBody ? toRequestBody(op.requestBody as Json) : undefined,
		responses: Object.entries((op.responses as Json | undefined) ?? {}).map(([status, value]) =>
			toResponse(status, value as Json),
		),
		security: resolveSecurity(doc, (op.security ?? doc.security ?? []) as Json[]),
	};
}

function firstNonEmpty(...lists: unknown[]): unknown[] | undefined {
	return lists.find((list): list is unknown[] => Array.isArray(list) && list.length > 0);
}

function mergeParameters(shared: Json[], own: Json[]): Parameter[] {
	const byKey = new Map<string, Json>();
	for (const p of [...shared, ...own]) byKey.set(`${p.in}:${p.name}`, p);
	return [...byKey.values()].map((p) => ({
		name: p.name as string,
		in: p.in as Parameter['in'],
		required: p.in === 'path' || p.required === true,
		description: p.description as string | undefined,
		deprecated: p.deprecated === true ? true : undefined,
		schema: p.schema as Schema | undefined,
		example: p.example,
		examples: p.examples as Parameter['examples'],
	}));
}

function toRequestBody(body: Json): RequestBody {
	return {
		required: body.required === true,
		description: body.description as string | undefined,
		content: (body.content as Record<string, MediaType> | undefined) ?? {},
	};
}

function toResponse(status: string, value: Json): Response {
	return {
		status,
		description: (value.description as string | undefined) ?? '',
		headers: value.headers as Response['headers'],
		content: value.content as Response['content'],
	};
}

function resolveSecurity(doc: OpenApiDocument, requirements: Json[]): SecurityRequirement[] {
	const schemes = (doc.components?.securitySchemes ?? {}) as Record<string, SecurityScheme>;
	return requirements.map((requirement) =>
		Object.entries(requirement).flatMap(([name, scopes]) => {
			const scheme = schemes[name];
			return scheme ? [{ name, scheme, scopes: (scopes as string[] | undefined) ?? [] }] : [];
		}),
	);
}

/**
 * Returns a function that deep-resolves internal `$ref`s. A `$ref` met again while it is
 * being expanded is a cycle: it stays a reference, marked `x-circular`, so the result is finite.
 */
function createResolver(doc: OpenApiDocument): (value: unknown) => unknown {
	const visit = (value: unknown, active: Set<string>): unknown => {
		if (Array.isArray(value)) return value.map((entry) => visit(entry, active));
		if (!value || typeof value !== 'object') return value;
		const record = value as Json;
		if (typeof record.$ref === 'string') {
			const ref = record.$ref;
			if (active.has(ref)) return { $ref: ref, 'x-circular': true };
			const target = lookup(doc, ref);
			const next = new Set(active).add(ref);
			const { $ref: _ref, ...siblings } = record;
			return visit({ ...(target as Json), ...siblings }, next);
		}
		const out: Json = {};
		for (const [key, entry] of Object.entries(record)) out[key] = visit(entry, active);
		return out;
	};
	return (value) => visit(value, new Set());
}

function lookup(doc: OpenApiDocument, ref: string): unknown {
	if (!ref.startsWith('#/')) {
		throw new SpecError(
			`The reference \`${ref}\` points outside the document.`,
			'Bundle external references into the spec first, e.g. with `npx @redocly/cli bundle`.',
		);
	}
	let node: unknown = doc;
	for (const segment of ref.slice(2).split('/')) {
		const key = decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
		node = node && typeof node === 'object' ? (node as Json)[key] : undefined;
	}
	if (node === undefined) {
		throw new SpecError(
			`The reference \`${ref}\` does not resolve.`,
			`Declare the target at \`${ref.slice(1)}\` or fix the reference.`,
		);
	}
	return node;
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
