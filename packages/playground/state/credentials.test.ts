import { describe, expect, it } from 'vitest';
import { getCredentialClass, getCredentialKind } from '../credential-class.ts';
import type { PlaygroundSecurityScheme } from '../types.ts';
import { credentialKey as keyAt } from './credentials.ts';

const ORIGIN = 'https://docs.example.com';
const TICKETS = 'openapi/tickets.yaml';
const BUILDS = 'openapi/builds.yaml';

/** The schemes each kind of page puts in the island prop. */
const openapiBearer: PlaygroundSecurityScheme = {
	name: 'accessToken',
	scheme: { type: 'http', scheme: 'bearer' },
};
/** An `api:` page's scheme from docs.json `api.mdx.auth.method: bearer` (`getMdxSecurity`). */
const mdxBearer: PlaygroundSecurityScheme = {
	name: 'bearer',
	scheme: { type: 'http', scheme: 'bearer' },
};
const mdxKey: PlaygroundSecurityScheme = {
	name: 'apiKey',
	scheme: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
};
const openapiKey: PlaygroundSecurityScheme = {
	name: 'ApiKeyAuth',
	scheme: { type: 'apiKey', in: 'header', name: 'x-api-key' },
};

/** The whole key: the class the build writes into the prop, then the origin the browser adds. */
function credentialKey(api: string, origin: string, entry: PlaygroundSecurityScheme): string {
	return keyAt(origin, { ...entry, credential: getCredentialClass(api, entry) });
}

describe('the credential class (getCredentialClass, then credentialKey)', () => {
	it('one class for the same kind and API, whatever the page kind and the scheme names', () => {
		// openapi: <-> api:
		expect(credentialKey(TICKETS, ORIGIN, openapiBearer)).toBe(
			credentialKey(TICKETS, ORIGIN, mdxBearer),
		);
		// openapi: <-> openapi: (two schemes of two specs' pages, one API)
		expect(credentialKey(TICKETS, ORIGIN, openapiBearer)).toBe(
			credentialKey(TICKETS, ORIGIN, { ...openapiBearer, name: 'BearerAuth' }),
		);
		// api: <-> api:
		expect(credentialKey('/api', ORIGIN, mdxBearer)).toBe(credentialKey('/api', ORIGIN, mdxBearer));
		// An API key in the same header, named in another case.
		expect(credentialKey(TICKETS, ORIGIN, mdxKey)).toBe(credentialKey(TICKETS, ORIGIN, openapiKey));
	});

	it('never one class for another API, another origin or another kind', () => {
		const key = credentialKey(TICKETS, ORIGIN, openapiBearer);
		// Another API on the same origin, same kind (the docs site's builds interface).
		expect(credentialKey(BUILDS, ORIGIN, { ...openapiBearer, name: 'apiKey' })).not.toBe(key);
		// The same API sent to a server of another origin (a mock server, a sandbox).
		expect(credentialKey(TICKETS, 'https://mock.example.net', openapiBearer)).not.toBe(key);
		// Another kind of credential for the same API.
		const basic: PlaygroundSecurityScheme = {
			name: 'bearer',
			scheme: { type: 'http', scheme: 'basic' },
		};
		expect(credentialKey(TICKETS, ORIGIN, basic)).not.toBe(key);
		expect(credentialKey(TICKETS, ORIGIN, mdxKey)).not.toBe(key);
		// API keys in another place or under another name.
		const inQuery: PlaygroundSecurityScheme = {
			name: 'apiKey',
			scheme: { type: 'apiKey', in: 'query', name: 'X-API-Key' },
		};
		const otherHeader: PlaygroundSecurityScheme = {
			name: 'apiKey',
			scheme: { type: 'apiKey', in: 'header', name: 'X-Token' },
		};
		const mdx = credentialKey(TICKETS, ORIGIN, mdxKey);
		expect(credentialKey(TICKETS, ORIGIN, inQuery)).not.toBe(mdx);
		expect(credentialKey(TICKETS, ORIGIN, otherHeader)).not.toBe(mdx);
		// Query names keep their case: `Key` and `key` are two parameters.
		expect(
			credentialKey(TICKETS, ORIGIN, {
				name: 'q',
				scheme: { type: 'apiKey', in: 'query', name: 'key' },
			}),
		).not.toBe(
			credentialKey(TICKETS, ORIGIN, {
				name: 'q',
				scheme: { type: 'apiKey', in: 'query', name: 'Key' },
			}),
		);
	});

	it('keeps tokens of OAuth and OpenID Connect to their authorization servers', () => {
		const flow = (tokenUrl: string) => ({
			type: 'clientCredentials' as const,
			tokenUrl,
			scopes: {},
		});
		const oauth = (tokenUrl: string): PlaygroundSecurityScheme => ({
			name: 'oauth',
			scheme: { type: 'oauth2', flows: {} },
			flows: [flow(tokenUrl)],
		});
		expect(getCredentialKind(oauth('https://auth.example.com/token'))).toBe(
			'oauth2 https://auth.example.com/token',
		);
		expect(credentialKey(TICKETS, ORIGIN, oauth('https://a.example/token'))).toBe(
			credentialKey(TICKETS, ORIGIN, { ...oauth('https://a.example/token'), name: 'other' }),
		);
		expect(credentialKey(TICKETS, ORIGIN, oauth('https://a.example/token'))).not.toBe(
			credentialKey(TICKETS, ORIGIN, oauth('https://b.example/token')),
		);
		// An OAuth token is not a bearer token typed by hand.
		expect(credentialKey(TICKETS, ORIGIN, oauth('https://a.example/token'))).not.toBe(
			credentialKey(TICKETS, ORIGIN, openapiBearer),
		);
		const oidc = (url: string): PlaygroundSecurityScheme => ({
			name: 'oidc',
			scheme: { type: 'openIdConnect', openIdConnectUrl: url },
		});
		expect(credentialKey(TICKETS, ORIGIN, oidc('https://a.example/.well-known'))).not.toBe(
			credentialKey(TICKETS, ORIGIN, oidc('https://b.example/.well-known')),
		);
	});
});

describe("credentialKey without the build's class", () => {
	it('falls back to the origin and the scheme name', () => {
		expect(keyAt(ORIGIN, { name: 'bearerAuth' })).toBe(`${ORIGIN} bearerAuth`);
		expect(keyAt(ORIGIN, { name: 'bearerAuth', credential: `${TICKETS} http bearer` })).toBe(
			`${ORIGIN} ${TICKETS} http bearer`,
		);
	});
});
