/**
 * A request handed to the next page in memory. The request history's entry of another operation
 * links to that operation's page; the page's island then opens the playground with the entry's
 * request, as a shared link would. The request never rides in the URL: a link with a query loads
 * a fresh document (client/page-links.ts), which would lose the history and the credentials.
 */
import type { SharedRequest } from './share-link.ts';

let handed: { page: string; request: SharedRequest } | undefined;

/** Hands `request` to the island of its operation on `page` (a path), once it is shown. */
export function handRequest(page: string, request: SharedRequest) {
	handed = { page, request };
}

/**
 * The request handed to the operation `op` (`get /pets/{id}`) of the page shown, taken once; a
 * request handed to a page the reader did not reach is dropped.
 */
export function takeHandedRequest(op: string): SharedRequest | undefined {
	if (!handed) return undefined;
	const { page, request } = handed;
	if (page !== location.pathname) handed = undefined;
	else if (request.op === op) {
		handed = undefined;
		return request;
	}
	return undefined;
}
