/**
 * Bearer credentials: parsing the header, hashing secrets (SHA-256, Web Crypto, so it runs on
 * any host) and comparing hashes in constant time. Secrets are never stored, only their hashes.
 */

/** Longest credential we bother hashing; anything longer cannot be one we issued or accept. */
const MAX_TOKEN_LENGTH = 4096;

/**
 * Reads `Authorization: Bearer <token>`. The scheme is case-insensitive (RFC 9110); anything
 * else (no header, another scheme, an empty or oversized token) gives `undefined`.
 */
export function getBearerToken(request: Request): string | undefined {
	const header = request.headers.get('authorization');
	if (!header) return undefined;
	const match = /^Bearer[ ]+([^\s]+)[ ]*$/i.exec(header);
	const token = match?.[1];
	if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
	return token;
}

/** Hex SHA-256 of a secret. */
export async function hashSecret(secret: string): Promise<string> {
	const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
	return toHex(new Uint8Array(digest));
}

/** Compares two strings in time that depends only on their lengths, not on where they differ. */
export function isEqualConstantTime(a: string, b: string): boolean {
	let difference = a.length ^ b.length;
	const length = Math.max(a.length, b.length);
	for (let index = 0; index < length; index++) {
		difference |= (a.charCodeAt(index) | 0) ^ (b.charCodeAt(index) | 0);
	}
	return difference === 0;
}

/**
 * Finds which entry a presented hash belongs to. Every entry is compared, with no early exit,
 * so the time taken does not tell which (or whether any) matched.
 */
export function findByHash<T extends { hash: string }>(
	entries: readonly T[],
	hash: string,
): T | undefined {
	let found: T | undefined;
	for (const entry of entries) {
		if (isEqualConstantTime(entry.hash, hash) && !found) found = entry;
	}
	return found;
}

/** A random, URL-safe identifier or secret: `prefix` + base32 of `bytes` random bytes. */
export function createRandomId(prefix: string, bytes = 16): string {
	const data = crypto.getRandomValues(new Uint8Array(bytes));
	const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
	let bits = 0;
	let value = 0;
	let out = '';
	for (const byte of data) {
		value = (value << 8) | byte;
		bits += 8;
		while (bits >= 5) {
			out += alphabet[(value >>> (bits - 5)) & 31];
			bits -= 5;
		}
	}
	if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
	return prefix + out;
}

function toHex(bytes: Uint8Array): string {
	let out = '';
	for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
	return out;
}
