/**
 * Where each page of a spec goes. The addresses are starlight-openapi's, so that a site moving
 * from it keeps its links: `<base>/` for the overview, `<base>/operations/<operationId>` for an
 * operation (the path when it has no operationId, then `/<method>` when two operations of one
 * path share it), `<base>/operations/tags/<name>` for a tag's overview,
 * `<base>/webhooks/<operationId or name>` for a webhook. Each part is slugged as
 * GitHub slugs a heading (`github-slugger`), as starlight-openapi does.
 */
import { slug } from 'github-slugger';

/** The spec's route prefix, each segment slugged: `API/Pet Store` is `api/pet-store`. */
export function getBaseRoute(base: string): string {
	return base
		.split('/')
		.filter(Boolean)
		.map((part) => slug(part))
		.join('/');
}

/** What an operation's address is made from. */
export interface AddressedOperation {
	method: string;
	path: string;
	operationId?: string | undefined;
}

/**
 * The routes of a spec's operations, in order: each operation's `operations/...` address, the
 * method appended where two operations of one path item would share it, and `-2`, `-3`... where
 * two path items would (a spec with one operationId twice).
 */
export function getOperationRoutes(base: string, operations: AddressedOperation[]): string[] {
	const ids = operations.map((operation) => operation.operationId ?? operation.path);
	const used = new Set<string>();
	return operations.map((operation, index) => {
		const id = ids[index] ?? '';
		const shared = operations.some(
			(other, at) => at !== index && other.path === operation.path && ids[at] === id,
		);
		const route = `${base}/operations/${slug(id)}${shared ? `/${slug(operation.method)}` : ''}`;
		return claimRoute(used, route);
	});
}

/** The routes of a spec's webhooks: `webhooks/<operationId or name>`. */
export function getWebhookRoutes(base: string, webhooks: AddressedOperation[]): string[] {
	const used = new Set<string>();
	return webhooks.map((hook) =>
		claimRoute(used, `${base}/webhooks/${slug(hook.operationId ?? hook.path)}`),
	);
}

/** The overview of a tag: `operations/tags/<name>`, as starlight-openapi puts it. */
export function getTagRoute(base: string, tag: string): string {
	return `${base}/operations/tags/${slug(tag)}`;
}

function claimRoute(used: Set<string>, route: string): string {
	let claimed = route;
	for (let n = 2; used.has(claimed); n++) claimed = `${route}-${n}`;
	used.add(claimed);
	return claimed;
}
