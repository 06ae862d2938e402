import { describe, expect, it } from 'vitest';
import { readDiscoveryDocument } from './discovery.ts';

describe('readDiscoveryDocument', () => {
	const endpoints = {
		authorization_endpoint: 'https://id.example/authorize',
		token_endpoint: 'https://id.example/token',
	};

	it('offers the grants the document lists that have their endpoints, in the order readers meet them', () => {
		const flows = readDiscoveryDocument({
			...endpoints,
			grant_types_supported: [
				'password',
				'urn:ietf:params:oauth:grant-type:jwt-bearer',
				'client_credentials',
				'authorization_code',
			],
			scopes_supported: ['openid', 'email'],
		});
		expect(flows.map((flow) => flow.type)).toEqual([
			'authorizationCode',
			'clientCredentials',
			'password',
		]);
		expect(flows[0]).toEqual({
			type: 'authorizationCode',
			authorizationUrl: 'https://id.example/authorize',
			tokenUrl: 'https://id.example/token',
			scopes: { openid: '', email: '' },
		});
	});

	it('defaults to the authorization code flow with the openid scope, and offers implicit only when listed', () => {
		expect(readDiscoveryDocument(endpoints)).toEqual([
			{
				type: 'authorizationCode',
				...{
					authorizationUrl: endpoints.authorization_endpoint,
					tokenUrl: endpoints.token_endpoint,
				},
				scopes: { openid: '' },
			},
		]);
		const implicit = readDiscoveryDocument({ ...endpoints, grant_types_supported: ['implicit'] });
		expect(implicit).toEqual([
			{
				type: 'implicit',
				authorizationUrl: endpoints.authorization_endpoint,
				scopes: { openid: '' },
			},
		]);
	});

	it('leaves out a grant whose endpoint is missing', () => {
		expect(
			readDiscoveryDocument({
				token_endpoint: 'https://id.example/token',
				grant_types_supported: ['authorization_code', 'client_credentials'],
			}).map((flow) => flow.type),
		).toEqual(['clientCredentials']);
	});
});
