import { listOperations, listWebhooks, type OpenApiDocument } from '@trydocs/openapi';
import { reportProblem } from '../problems/problems.ts';
import type { NavigationProblem, NavOperation } from './types.ts';

/**
 * The operations (and 3.1 webhooks) of a parsed spec, as the navigation lists them: shared by the
 * routes (utils/pages/site.ts) and `trydocs check` (check.ts).
 */
export function listSpecOperations(doc: OpenApiDocument, specFile: string): NavOperation[] {
	// Path items written as `$ref`s followed, OpenAPI 3.2's `query` and `additionalOperations` too.
	const operations: NavOperation[] = listOperations(doc).map((op) => ({
		specFile,
		method: op.method.toUpperCase(),
		path: op.path,
		summary: op.summary,
		operationId: op.operationId,
		// The tag it is listed under first (OpenAPI 3.2: the first of kind `nav`), with its parents.
		tags: op.navigationTag
			? [op.navigationTag.name, ...op.tags.filter((tag) => tag !== op.navigationTag?.name)]
			: [],
		tagPath: op.navigationTag?.path,
		deprecated: op.deprecated,
		hidden: op.hidden,
	}));
	// Webhooks (3.1) get pages too, grouped under their tag or, untagged, under "Webhooks"
	// (navigation-operations.ts), whose name is no part of their URL.
	for (const hook of listWebhooks(doc)) {
		operations.push({
			specFile,
			method: hook.method.toUpperCase(),
			path: hook.path,
			summary: hook.summary,
			operationId: hook.operationId,
			tags: hook.navigationTag ? [hook.navigationTag.name] : [],
			tagPath: hook.navigationTag?.path,
			webhook: true,
		});
	}
	return operations;
}

/**
 * Records an entry of docs.json `navigation` that names nothing (a page with no file, an
 * operation no spec has), as the routes (utils/pages/site.ts) and `trydocs check` (check.ts)
 * both read the navigation.
 */
export function reportNavigationProblem({ message, hint, key }: NavigationProblem): void {
	reportProblem({ kind: 'navigation', file: 'docs.json', key, message, hint, severity: 'warning' });
}
