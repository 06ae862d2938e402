/**
 * Who sent a request, as the host saw the connection (Astro's `clientAddress`, the socket's
 * remote address). Never taken from `X-Forwarded-For` or similar headers, which any caller can
 * write: limits per client must not be dodged by a header.
 */

const ADDRESSES = new WeakMap<Request, string>();

/** Records the address of the connection a request came over (the host calls this). */
export function setClientAddress(request: Request, address: string | undefined): void {
	if (address) ADDRESSES.set(request, address);
}

/** The client's address, or `unknown` when the host did not say (all such clients share limits). */
export function getClientAddress(request: Request): string {
	return ADDRESSES.get(request) ?? 'unknown';
}
