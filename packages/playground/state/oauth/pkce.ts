/**
 * Proof Key for Code Exchange (RFC 7636) with the S256 method, and the `state` value that ties an
 * authorization answer to the request that asked for it. Web Crypto only: browsers and Node.
 */
import { encodeBase64 } from '@trydocs/openapi/text';

/** Base64url without padding, as RFC 7636 writes verifiers and challenges. */
function toBase64Url(bytes: Uint8Array): string {
	return encodeBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random string of 32 bytes (43 characters of base64url), for a verifier or a state. */
export function createRandomString(): string {
	return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export async function createChallenge(verifier: string): Promise<string> {
	const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
	return toBase64Url(new Uint8Array(digest));
}
