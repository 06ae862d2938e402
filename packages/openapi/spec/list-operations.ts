/** Listing a spec's operations and webhooks, and naming the closest ones for "did you mean". */
import { getEditDistance } from '../text.ts';
import { isObject, type Json } from './json.ts';
import { followPathItem, listPathItemOperations } from './path-items.ts';
import { escapePointer, isExtension } from './spec-error.ts';
import { getNavigationTag } from './tags.ts';
import type { ListedOperation, OpenApiDocument } from './types.ts';

/** Lists every `METHOD /path` of a spec, in document order. */
export function listOperations(doc: OpenApiDocument): ListedOperation[] {
	const items = Object.entries(doc.paths ?? {}).map(
		([path, item]) =>
			[
				path,
				isExtension(path)
					? item
					: followPathItem(doc, item, `/paths/${escapePointer(path)}`, { operations: true }),
			] as const,
	);
	return listItems(doc, Object.fromEntries(items));
}

/** Lists the webhooks of a spec (OpenAPI 3.1 `webhooks`): each name and method, in order. */
export function listWebhooks(doc: OpenApiDocument): ListedOperation[] {
	const items = Object.entries((doc.webhooks ?? {}) as Record<string, unknown>).map(
		([name, item]) =>
			[
				name,
				followPathItem(doc, item, `/webhooks/${escapePointer(name)}`, { operations: true }),
			] as const,
	);
	return listItems(doc, Object.fromEntries(items));
}

function listItems(
	doc: OpenApiDocument,
	items: Record<string, unknown> | undefined,
): ListedOperation[] {
	const found: ListedOperation[] = [];
	for (const [path, raw] of Object.entries(items ?? {})) {
		const item = raw as Json;
		if (isExtension(path) || !isObject(item)) continue;
		// Document order, as the spec's author arranged them.
		for (const { method, op: raw } of listPathItemOperations(item)) {
			const op = raw as Json | undefined;
			if (!op || typeof op !== 'object') continue;
			const tags = Array.isArray(op.tags)
				? (op.tags as unknown[]).filter((tag): tag is string => typeof tag === 'string')
				: [];
			const navigationTag = getNavigationTag(doc, tags);
			found.push({
				method,
				path,
				operationId: typeof op.operationId === 'string' ? op.operationId : undefined,
				summary: typeof op.summary === 'string' ? op.summary : undefined,
				tags,
				...(navigationTag ? { navigationTag } : {}),
				deprecated: op.deprecated === true,
				hidden: op['x-hidden'] === true,
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
		.map((name) => ({ name, distance: getEditDistance(name, wanted) }))
		.sort((a, b) => a.distance - b.distance)
		.slice(0, count)
		.map((c) => c.name);
}
