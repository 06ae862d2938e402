/**
 * The `Operation` of a generated page (a `generatePages` page or one docs.json's navigation
 * generates), from its spec's parsed document: the HTML page and its Markdown both read it here.
 */
import { getOperation, getWebhook, type OpenApiDocument, type Operation } from '@trydocs/openapi';
import { timePhase } from '../timings/timings.ts';

/** What a generated page names of its operation. */
export interface OperationTarget {
	method: string;
	path: string;
	/** True for a webhook (OpenAPI 3.1 `webhooks`): `path` is then the webhook's name. */
	webhook?: boolean | undefined;
}

/** The operation (or webhook) `target` of `doc`; throws the spec's `SpecError` when it is invalid. */
export function getGeneratedOperation(doc: OpenApiDocument, target: OperationTarget): Operation {
	return timePhase('resolve', () =>
		target.webhook
			? getWebhook(doc, target.path, target.method)
			: getOperation(doc, target.method, target.path),
	);
}
