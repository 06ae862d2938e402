/**
 * The pages and sidebar entries of one spec, read when the site is configured: an overview, a
 * page per operation and per webhook, each at starlight-openapi's address (utils/addresses.ts).
 */
import { getOperationName } from '@trydocs/astro/endpoint';
import { listOperations, listWebhooks, type OpenApiDocument } from '@trydocs/openapi';
import type { SpecConfig } from '../schemas/config.ts';
import { getBaseRoute, getOperationRoutes, getTagRoute, getWebhookRoutes } from './addresses.ts';
import type { ReadSpec, ReferencePage, SidebarEntry } from './types.ts';

/** starlight-openapi's group of the operations that have no tag. */
export const UNTAGGED_GROUP = 'Operations';
/** The group of a spec's webhooks. */
export const WEBHOOKS_GROUP = 'Webhooks';

type Listed = ReturnType<typeof listOperations>[number];

/** The link label `sidebar.operations.labels` asks for. */
function getLabel(
	operation: Listed,
	title: string,
	labels: SpecConfig['sidebar']['operations']['labels'],
) {
	if (labels === 'path') return operation.path;
	if (labels === 'operationId') return operation.operationId ?? title;
	return title;
}

/** Reads the pages of `doc`, the spec of `config` (the `index`th of the options). */
export function listSpecPages(
	doc: OpenApiDocument,
	config: SpecConfig,
	index: number,
	source: string,
): ReadSpec {
	const base = getBaseRoute(config.base);
	const info = (doc.info ?? {}) as { title?: string; version?: string };
	const title = config.sidebar.label ?? info.title ?? config.base;
	const pages: ReferencePage[] = [{ route: base, kind: 'overview', title, spec: index }];
	const entries: SidebarEntry[] = [];
	const add = (listed: Listed[], routes: string[], kind: 'operation' | 'webhook') => {
		listed.forEach((operation, at) => {
			const route = routes[at] ?? '';
			const naming = getOperationName(
				operation,
				['operationId'],
				kind === 'webhook' ? 'webhook name' : 'method and path',
			);
			const { method, path } = operation;
			const group = kind === 'webhook' ? WEBHOOKS_GROUP : (operation.tags[0] ?? UNTAGGED_GROUP);
			pages.push({ route, kind, title: naming.title, spec: index, method, path, group });
			if (operation.hidden) return;
			const label = getLabel(operation, naming.title, config.sidebar.operations.labels);
			entries.push({ route, label, method, group });
		});
	};
	const operations = listOperations(doc);
	add(operations, getOperationRoutes(base, operations), 'operation');
	const webhooks = listWebhooks(doc);
	add(webhooks, getWebhookRoutes(base, webhooks), 'webhook');
	const tags = listTagOrder(doc, entries);
	// A tag the spec describes gets an overview page, as with starlight-openapi (not a bare name).
	for (const tag of listDescribedTags(doc)) {
		if (!tags.includes(tag)) continue;
		pages.push({ route: getTagRoute(base, tag), kind: 'tag', title: tag, spec: index, path: tag });
	}
	return { index, source, title, version: info.version ?? '', pages, entries, tags };
}

/** The tags of the spec's `tags` list that say more than their name. */
function listDescribedTags(doc: OpenApiDocument): string[] {
	if (!Array.isArray(doc.tags)) return [];
	return (doc.tags as Array<Record<string, unknown>>).flatMap((tag) =>
		typeof tag.name === 'string' && (tag.description || tag.externalDocs) ? [tag.name] : [],
	);
}

/**
 * The spec's tags in its own order: those its top-level `tags` list declares, in that order, then
 * the others as its operations first name them; `Webhooks` last.
 */
function listTagOrder(doc: OpenApiDocument, entries: SidebarEntry[]): string[] {
	const declared = Array.isArray(doc.tags)
		? (doc.tags as Array<{ name?: unknown }>).flatMap((tag) =>
				typeof tag.name === 'string' ? [tag.name] : [],
			)
		: [];
	const used = new Set(entries.map((entry) => entry.group));
	const order = [...new Set([...declared, ...entries.map((entry) => entry.group)])];
	return order
		.filter((tag) => used.has(tag))
		.sort((a, b) => Number(a === WEBHOOKS_GROUP) - Number(b === WEBHOOKS_GROUP));
}
