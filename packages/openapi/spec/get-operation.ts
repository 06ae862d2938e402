import { PARAMETER_STYLES } from '../request/serialize-parameter.ts';
import type {
	Callback,
	HttpMethod,
	MediaType,
	Operation,
	Parameter,
	ParameterLocation,
	ParameterStyle,
	RequestBody,
	Response,
	Schema,
	SecurityRequirement,
	SecurityScheme,
	Server,
} from '../types.ts';
import { checkDescription, checkSecurity, checkServers } from './check-spec.ts';
import { followPathItem } from './path-items.ts';
import { getResolver } from './resolve-refs.ts';
import { escapePointer, invalidSpec, isExtension, SpecError } from './spec-error.ts';
import type { OpenApiDocument } from './types.ts';

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
	const items = Object.entries(doc.paths ?? {}).map(
		([path, item]) =>
			[
				path,
				isExtension(path)
					? item
					: followPathItem(doc, item, `/paths/${escapePointer(path)}`, { operations: true }),
			] as const,
	);
	return listItems(Object.fromEntries(items));
}

function listItems(items: Record<string, unknown> | undefined): ReturnType<typeof listOperations> {
	const found: ReturnType<typeof listOperations> = [];
	for (const [path, raw] of Object.entries(items ?? {})) {
		const item = raw as Json;
		if (isExtension(path) || !item || typeof item !== 'object') continue;
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
	const pointer = `/paths/${escapePointer(path)}`;
	const raw = followPathItem(doc, pathItem, pointer)?.[lower] as Json | undefined;
	if (!pathItem || !raw) {
		const closest = findClosestOperations(doc, method, path).map((name) => `\`${name}\``);
		throw new SpecError(
			`The spec has no operation \`${method.toUpperCase()} ${path}\`.`,
			closest.length > 0
				? `The closest operations are ${closest.join(', ')}.`
				: 'The spec declares no operations under `paths`.',
		);
	}
	return readOperation(doc, pathItem, raw, pointer, lower, path);
}

/** Lists the webhooks of a spec (OpenAPI 3.1 `webhooks`): each name and method, in order. */
export function listWebhooks(doc: OpenApiDocument): ReturnType<typeof listOperations> {
	const items = Object.entries((doc.webhooks ?? {}) as Record<string, unknown>).map(
		([name, item]) =>
			[
				name,
				followPathItem(doc, item, `/webhooks/${escapePointer(name)}`, { operations: true }),
			] as const,
	);
	return listItems(Object.fromEntries(items));
}

/**
 * Resolves the webhook `name` (a key of OpenAPI 3.1 `webhooks`) and its `method` into an
 * `Operation` whose `path` is the webhook's name: the request the API sends to a receiver.
 */
export function getWebhook(doc: OpenApiDocument, name: string, method: string): Operation {
	const lower = method.toLowerCase() as HttpMethod;
	const webhooks = (doc.webhooks ?? {}) as Record<string, Json>;
	const item = webhooks[name];
	const raw = followPathItem(doc, item, `/webhooks/${escapePointer(name)}`)?.[lower] as
		| Json
		| undefined;
	if (!item || !raw) {
		const names = listWebhooks(doc).map((hook) => `\`${hook.method.toUpperCase()} ${hook.path}\``);
		throw new SpecError(
			`The spec has no webhook \`${method.toUpperCase()} ${name}\`.`,
			names.length > 0
				? `Its webhooks are ${names.slice(0, 5).join(', ')}.`
				: 'The spec declares no `webhooks` (OpenAPI 3.1).',
		);
	}
	return readOperation(doc, item, raw, `/webhooks/${escapePointer(name)}`, lower, name);
}

function readOperation(
	doc: OpenApiDocument,
	pathItem: Json,
	raw: Json,
	itemPointer: string,
	lower: HttpMethod,
	path: string,
): Operation {
	const resolver = getResolver(doc);
	const file = resolver.file;
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
	checkServers(op.servers, `${opPointer}/servers`, file);
	checkServers(item.servers, `${itemPointer}/servers`, file);
	checkServers(doc.servers, '/servers', file);
	checkSecurity(op.security, `${opPointer}/security`, file);
	checkSecurity(doc.security, '/security', file);
	checkDescription(op.description, opPointer, file);
	for (const key of ['summary', 'operationId'] as const) {
		if (op[key] !== undefined && typeof op[key] !== 'string') {
			throw invalidSpec(
				file,
				`${opPointer}/${key}`,
				`\`${JSON.stringify(op[key])}\` is not text`,
				`Write \`${key}\` as a string.`,
			);
		}
	}
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
	for (const [status, response] of Object.entries((op.responses as Json | undefined) ?? {})) {
		if (isExtension(status)) continue;
		const pointer = `${opPointer}/responses/${escapePointer(status)}`;
		if (!isObject(response)) {
			throw invalidSpec(
				file,
				pointer,
				'is not a response object',
				'Describe the response as `{ description, content }`.',
			);
		}
		checkDescription(response.description, pointer, file);
		if (response.content !== undefined && !isObject(response.content)) {
			throw invalidSpec(
				file,
				`${pointer}/content`,
				'is not an object',
				'Map each media type (e.g. `application/json`) to `{ schema }`.',
			);
		}
	}
	if (op.requestBody !== undefined && !isObject(op.requestBody)) {
		throw invalidSpec(
			file,
			`${opPointer}/requestBody`,
			'is not a request body object',
			'Describe the body as `{ content: { "application/json": { schema } } }`.',
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
		parameters: [],
		requestBody: op.requestBody ? toRequestBody(op.requestBody as Json) : undefined,
		responses: Object.entries((op.responses as Json | undefined) ?? {})
			.filter(([status]) => !isExtension(status))
			.map(([status, value]) => toResponse(status, value as Json)),
		security: resolveSecurity(
			resolver.resolve(
				doc.components?.securitySchemes ?? {},
				'/components/securitySchemes',
			) as Json,
			(op.security ?? doc.security ?? []) as Json[],
			file,
		),
	};
	operation.parameters = dropReservedHeaders(parameters, operation.security);
	if (isObject(op.callbacks)) {
		operation.callbacks = readCallbacks(doc, op.callbacks, `${opPointer}/callbacks`);
	}
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

function readCallbacks(doc: OpenApiDocument, callbacks: Json, pointer: string): Callback[] {
	const found: Callback[] = [];
	for (const [name, expressions] of Object.entries(callbacks)) {
		if (isExtension(name) || !isObject(expressions)) continue;
		for (const [expression, item] of Object.entries(expressions)) {
			if (isExtension(expression) || !isObject(item)) continue;
			const itemPointer = `${pointer}/${escapePointer(name)}/${escapePointer(expression)}`;
			for (const method of METHODS) {
				const raw = item[method];
				if (!isObject(raw)) continue;
				found.push({
					name,
					operation: readOperation(doc, item, raw, itemPointer, method, expression),
				});
			}
		}
	}
	return found;
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
		checkDescription(p.description, `${pointer}/${index}`, file);
		if (p.schema !== undefined && !isObject(p.schema)) {
			throw invalidSpec(
				file,
				`${pointer}/${index}/schema`,
				'is not a schema object',
				'Describe the value with a schema, e.g. `schema: { type: string }`.',
			);
		}
		checkStyle(p, `${pointer}/${index}`, file);
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

/**
 * A `style` OpenAPI does not define is an error (the request could not be written as the API
 * reads it); a defined style in a location that does not allow it is sent with the location's
 * default, as the snippets and Send both do.
 */
function checkStyle(p: Json, pointer: string, file: string) {
	const styles = Object.values(PARAMETER_STYLES).flat();
	if (p.style !== undefined && !styles.includes(p.style as ParameterStyle)) {
		const allowed = PARAMETER_STYLES[p.in as ParameterLocation] ?? [...new Set(styles)];
		throw invalidSpec(
			file,
			`${pointer}/style`,
			`\`${String(p.style)}\` is not a parameter style`,
			`Use one of ${allowed.map((s) => `\`${s}\``).join(', ')}${p.in ? ` for a ${String(p.in)} parameter` : ''}, or leave \`style\` out for the default.`,
		);
	}
	if (p.explode !== undefined && typeof p.explode !== 'boolean') {
		throw invalidSpec(
			file,
			`${pointer}/explode`,
			`\`${JSON.stringify(p.explode)}\` is not a boolean`,
			'Write `explode: true` or `explode: false` (no quotes).',
		);
	}
}

/**
 * OpenAPI ignores header parameters named `Accept`, `Content-Type` or `Authorization` (Parameter
 * Object, `name`): the body's media type sends `Content-Type`, and the security schemes send
 * `Authorization`. Kept, they were a second `Content-Type` beside the body's (`application/json,
 * application/json` once fetch joins them) and a required field that blocked Send. An
 * `Authorization` parameter stays when the operation declares no security scheme: it is then
 * the only place the reader can put a credential.
 */
function dropReservedHeaders(
	parameters: Parameter[],
	security: SecurityRequirement[],
): Parameter[] {
	const secured = security.some((requirement) => requirement.length > 0);
	return parameters.filter((p) => {
		if (p.in !== 'header') return true;
		const name = p.name.toLowerCase();
		if (name === 'authorization') return !secured;
		return name !== 'accept' && name !== 'content-type';
	});
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
		if (typeof p.style === 'string') parameter.style = p.style as ParameterStyle;
		if (typeof p.explode === 'boolean') parameter.explode = p.explode;
		const contentType = content && p.schema === undefined ? Object.keys(content)[0] : undefined;
		if (contentType) parameter.contentType = contentType;
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

/** What each type of security scheme needs, for the pages and the playground to read it. */
const SCHEME_FIELDS: Record<string, string[]> = {
	http: ['scheme'],
	apiKey: ['name', 'in'],
	openIdConnect: ['openIdConnectUrl'],
};

function resolveSecurity(schemes: Json, requirements: Json[], file: string): SecurityRequirement[] {
	return requirements.map((requirement) =>
		Object.entries(requirement ?? {}).flatMap(([name, scopes]) => {
			const scheme = schemes[name] as SecurityScheme | undefined;
			if (scheme !== undefined) {
				const pointer = `/components/securitySchemes/${escapePointer(name)}`;
				const type = isObject(scheme) ? (scheme as Json).type : undefined;
				const missing = (SCHEME_FIELDS[String(type)] ?? []).find(
					(field) => typeof (scheme as Json)[field] !== 'string',
				);
				if (typeof type !== 'string' || missing) {
					throw invalidSpec(
						file,
						`${pointer}${typeof type === 'string' ? `/${missing}` : '/type'}`,
						'is missing or not text',
						typeof type === 'string'
							? `A security scheme of type \`${type}\` needs ${(SCHEME_FIELDS[type] ?? []).map((field) => `\`${field}\``).join(' and ')}.`
							: 'Give the scheme a `type`: `http`, `apiKey`, `oauth2`, `openIdConnect` or `mutualTLS`.',
					);
				}
			}
			return scheme ? [{ name, scheme, scopes: (scopes as string[] | undefined) ?? [] }] : [];
		}),
	);
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
