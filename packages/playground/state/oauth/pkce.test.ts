import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createChallenge, createRandomString } from './pkce.ts';

describe('PKCE', () => {
	it('derives the S256 challenge: base64url of SHA-256 without padding, as Node computes it', async () => {
		for (const verifier of [createRandomString(), 'a'.repeat(43), createRandomString()]) {
			const expected = createHash('sha256').update(verifier).digest('base64url');
			expect(await createChallenge(verifier)).toBe(expected);
		}
	});

	it('makes verifiers of 43 base64url characters, different each time', () => {
		const verifiers = new Set(Array.from({ length: 50 }, createRandomString));
		expect(verifiers.size).toBe(50);
		for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
	});
});
