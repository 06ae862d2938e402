import { listWebhooks, type OpenApiDocument } from '@trydocs/openapi';
import { reportProblem } from '../problems/problems.ts';
import type { NavigationProblem, NavOperation } from './types.ts';

/**
 * The operations (and 3.1 webhooks) of a parsed spec, as the navigation lists them: shared by the
 * routes (utils/pages/site.ts) and `trydocs check` (check.ts).
 */
export function listSpecOperations(doc: OpenApiDocument, specFile: string): NavOperation[] {
	const operations: NavOperation[] = [];
	for (const [path, item] of Object.entries(doc.paths ?? {})) {
		if (!item || typeof item !== 'object') continue;
		for (const [method, op] of Object.entries(item as Record<string, unknown>)) {
			if (!/^(get|put|post|delete|options|head|patch|trace)$/.test(method)) continue;
			if (!op || typeof op !== 'object') continue;
			const data = op as Record<string, unknown>;
			operations.push({
				specFile,
				method: method.toUpperCase(),
				path,
				summary: typeof data.summary === 'string' ? data.summary : undefined,
				operationId: typeof data.operationId === 'string' ? data.operationId : undefined,
				tags: Array.isArray(data.tags) ? (data.tags as string[]) : [],
				deprecated: data.deprecated === true,
				hidden: data['x-hidden'] === true,
			});
		}
	}
	// Webhooks (3.1) get pages too, grouped under their tag or under "Webhooks".
	for (const hook of listWebhooks(doc)) {
		operations.push({
			specFile,
			method: hook.method.toUpperCase(),
			path: hook.path,
			summary: hook.summary,
			operationId: hook.operationId,
			tags: hook.tags.length > 0 ? hook.tags : ['Webhooks'],
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
