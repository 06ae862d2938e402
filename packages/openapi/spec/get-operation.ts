/**
 * Reading one operation (or webhook) of a spec into an `Operation`: the operation and what its
 * path item shares are resolved (`resolve-refs.ts`), checked (`check-operation.ts`) and read
 * into the model (`operation-parts.ts`); its callbacks are read the same way. Listing the
 * operations is `list-operations.ts`.
 */

import type { Callback, HttpMethod, Operation } from '../types.ts';
import { getSelfUri, resolveAgainstBase } from './base-uri.ts';
import { checkOperation, checkParameters, type OperationPlace } from './check-operation.ts';
import { checkQuerystring } from './check-querystring.ts';
import { isObject, type Json } from './json.ts';
import { findClosestOperations, listWebhooks } from './list-operations.ts';
import {
	dropReservedHeaders,
	listServers,
	mergeParameters,
	resolveSecurity,
	toRequestBody,
	toResponse,
} from './operation-parts.ts';
import {
	findPathItemOperation,
	followPathItem,
	listPathItemOperations,
	type PathItemOperation,
} from './path-items.ts';
import { getResolver, type Resolver } from './resolve-refs.ts';
import { escapePointer, invalidSpec, isExtension, SpecError } from './spec-error.ts';
import type { OpenApiDocument } from './types.ts';

/**
 * Resolves `METHOD /path` of a spec into an `Operation`, with every `$ref` resolved (internal
 * and relative-file ones) and reference cycles cut (see `../types.ts`). Throws a `SpecError`
 * naming the closest operations when the spec has none by that name, and one with the JSON
 * pointer of the bad value when the operation is invalid.
 */
export function getOperation(doc: OpenApiDocument, method: string, path: string): Operation {
	const pathItem = doc.paths?.[path] as Json | undefined;
	const pointer = `/paths/${escapePointer(path)}`;
	const found = findOperation(doc, pathItem, method, pointer);
	if (!pathItem || !found) {
		const closest = findClosestOperations(doc, method, path).map((name) => `\`${name}\``);
		throw new SpecError(
			`The spec has no operation \`${method.toUpperCase()} ${path}\`.`,
			closest.length > 0
				? `The closest operations are ${closest.join(', ')}.`
				: 'The spec declares no operations under `paths`.',
		);
	}
	return readOperation(doc, pathItem, found, pointer, path);
}

/** The operation of `method` in a path item written in place or as a `$ref`. */
function findOperation(
	doc: OpenApiDocument,
	pathItem: Json | undefined,
	method: string,
	pointer: string,
): PathItemOperation | undefined {
	const item = followPathItem(doc, pathItem, pointer);
	const found = item && findPathItemOperation(item, method, pointer, getResolver(doc).file);
	return found && isObject(found.op) ? found : undefined;
}

/**
 * Resolves the webhook `name` (a key of OpenAPI 3.1 `webhooks`) and its `method` into an
 * `Operation` whose `path` is the webhook's name: the request the API sends to a receiver.
 */
export function getWebhook(doc: OpenApiDocument, name: string, method: string): Operation {
	const webhooks = (doc.webhooks ?? {}) as Record<string, Json>;
	const item = webhooks[name];
	const found = findOperation(doc, item, method, `/webhooks/${escapePointer(name)}`);
	if (!item || !found) {
		const names = listWebhooks(doc).map((hook) => `\`${hook.method.toUpperCase()} ${hook.path}\``);
		throw new SpecError(
			`The spec has no webhook \`${method.toUpperCase()} ${name}\`.`,
			names.length > 0
				? `Its webhooks are ${names.slice(0, 5).join(', ')}.`
				: 'The spec declares no `webhooks` (OpenAPI 3.1).',
		);
	}
	return readOperation(doc, item, found, `/webhooks/${escapePointer(name)}`, name);
}

/** Resolves, checks and reads one operation of a path item (or a callback's). */
function readOperation(
	doc: OpenApiDocument,
	pathItem: Json,
	found: PathItemOperation,
	itemPointer: string,
	path: string,
): Operation {
	const resolver = getResolver(doc);
	const { op: raw, method: lower } = found as { op: Json; method: HttpMethod };
	const at: OperationPlace = {
		file: resolver.file,
		itemPointer,
		opPointer: `${itemPointer}/${found.pointer}`,
	};
	if (typeof raw !== 'object' || Array.isArray(raw)) {
		throw invalidSpec(
			at.file,
			at.opPointer,
			'is not an operation object',
			'Describe the operation as an object with `responses`, `parameters`, ...',
		);
	}
	const { item, op } = resolveOperation(resolver, pathItem, raw, found.pointer, at);
	const shared = checkParameters(item.parameters, `${itemPointer}/parameters`, at.file);
	const own = checkParameters(op.parameters, `${at.opPointer}/parameters`, at.file);
	checkQuerystring(
		[
			{ list: shared, pointer: `${itemPointer}/parameters` },
			{ list: own, pointer: `${at.opPointer}/parameters` },
		],
		at.file,
	);
	const parameters = mergeParameters(shared, own);
	checkOperation(doc, item, op, at);
	const operation = buildOperation(doc, resolver, item, op, lower, path);
	operation.parameters = dropReservedHeaders(parameters, operation.security);
	if (isObject(op.callbacks)) {
		operation.callbacks = readCallbacks(doc, op.callbacks, `${at.opPointer}/callbacks`);
	}
	const codeSamples = readCodeSamples(op);
	if (codeSamples) operation.codeSamples = codeSamples;
	return operation;
}

/** Only this operation and what its path item shares are resolved, not its sibling methods. */
function resolveOperation(
	resolver: Resolver,
	pathItem: Json,
	raw: Json,
	slot: string,
	at: OperationPlace,
): { item: Json; op: Json } {
	if (typeof pathItem.$ref === 'string') {
		const item = resolver.resolve(pathItem, at.itemPointer) as Json;
		let op: unknown = item;
		for (const segment of slot.split('/')) {
			op = (op as Json)?.[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
		}
		return { item, op: op as Json };
	}
	const item = {
		parameters: resolver.resolve(pathItem.parameters, `${at.itemPointer}/parameters`),
		servers: pathItem.servers,
	};
	return { item, op: resolver.resolve(raw, at.opPointer) as Json };
}

/** The checked operation in the model; its parameters are set by the caller. */
function buildOperation(
	doc: OpenApiDocument,
	resolver: Resolver,
	item: Json,
	op: Json,
	lower: HttpMethod,
	path: string,
): Operation {
	// Relative server URLs are relative to the document's `$self` when it gives one (OAS 3.2).
	const self = getSelfUri(doc);
	const servers = listServers(op.servers, item.servers, doc.servers).map((server) =>
		self ? { ...server, url: resolveAgainstBase(server.url, self) } : server,
	);
	return {
		method: lower,
		path,
		operationId: op.operationId as string | undefined,
		summary: op.summary as string | undefined,
		description: op.description as string | undefined,
		deprecated: op.deprecated === true,
		tags: (op.tags as string[] | undefined) ?? [],
		servers,
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
			resolver.file,
			(uri) => resolveSchemeUri(resolver, uri),
		),
	};
}

/**
 * A Security Scheme Object a requirement names by URI (OpenAPI 3.2); `undefined` for a name that
 * is no reference, or one that does not resolve (the requirement then has no such scheme).
 */
function resolveSchemeUri(resolver: ReturnType<typeof getResolver>, uri: string): unknown {
	if (!/[#/:]/.test(uri)) return undefined;
	try {
		const scheme = resolver.resolve({ $ref: uri }, '/security');
		return isObject(scheme) && typeof scheme.type === 'string' ? scheme : undefined;
	} catch {
		return undefined;
	}
}

/** `x-codeSamples` (or `x-code-samples`): the samples with a language and a source. */
function readCodeSamples(op: Json): Operation['codeSamples'] {
	const samples = op['x-codeSamples'] ?? op['x-code-samples'];
	if (!Array.isArray(samples)) return undefined;
	return samples
		.filter((sample: Json) => typeof sample?.source === 'string' && typeof sample.lang === 'string')
		.map((sample: Json) => ({
			lang: sample.lang as string,
			...(typeof sample.label === 'string' ? { label: sample.label } : {}),
			source: sample.source as string,
		}));
}

function readCallbacks(doc: OpenApiDocument, callbacks: Json, pointer: string): Callback[] {
	const found: Callback[] = [];
	for (const [name, expressions] of Object.entries(callbacks)) {
		if (isExtension(name) || !isObject(expressions)) continue;
		for (const [expression, item] of Object.entries(expressions)) {
			if (isExtension(expression) || !isObject(item)) continue;
			const itemPointer = `${pointer}/${escapePointer(name)}/${escapePointer(expression)}`;
			for (const slot of listPathItemOperations(item)) {
				if (!isObject(slot.op)) continue;
				found.push({ name, operation: readOperation(doc, item, slot, itemPointer, expression) });
			}
		}
	}
	return found;
}
