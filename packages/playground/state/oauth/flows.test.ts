import { describe, expect, it } from 'vitest';
import { buildAuthorizationUrl } from './flows.ts';

describe('buildAuthorizationUrl', () => {
	const input = {
		flow: {
			type: 'authorizationCode' as const,
			authorizationUrl: 'https://id.example/authorize?tenant=acme',
			scopes: {},
		},
		clientId: 'docs',
		redirectUrl: 'https://docs.example/trydocs/oauth-callback',
		// A site's parameter never replaces one the flow needs.
		params: { audience: 'https://api.example', state: 'from-the-site', response_type: 'token' },
	};

	it("keeps the URL's own query, adds the site's parameters, and sets the flow's own on top", () => {
		const url = new URL(
			buildAuthorizationUrl(input, 'code', 'st4te', 'read write', {
				code_challenge: 'abc',
				code_challenge_method: 'S256',
			}),
		);
		expect(url.origin + url.pathname).toBe('https://id.example/authorize');
		expect(Object.fromEntries(url.searchParams)).toEqual({
			tenant: 'acme',
			audience: 'https://api.example',
			state: 'st4te',
			response_type: 'code',
			client_id: 'docs',
			redirect_uri: 'https://docs.example/trydocs/oauth-callback',
			scope: 'read write',
			code_challenge: 'abc',
			code_challenge_method: 'S256',
		});
	});

	it('leaves out an empty scope', () => {
		const url = new URL(buildAuthorizationUrl(input, 'token', 's', undefined, {}));
		expect(url.searchParams.has('scope')).toBe(false);
		expect(url.searchParams.get('response_type')).toBe('token');
	});
});
