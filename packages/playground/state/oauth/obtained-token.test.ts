import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIslandProps } from '../../island-props.ts';
import { createPlaygroundState } from '../create-playground-state.ts';
import { credentials, obtainedTokens } from '../credentials.ts';

const operation = {
	method: 'get' as const,
	path: '/me',
	deprecated: false,
	tags: [],
	responses: [],
	servers: [{ url: 'https://api.example' }],
	parameters: [],
	security: [
		[
			{
				name: 'accounts',
				scopes: ['profile.read'],
				scheme: {
					type: 'oauth2' as const,
					flows: {
						clientCredentials: { tokenUrl: '/oauth/token', scopes: { 'profile.read': 'Read' } },
						implicit: { scopes: {} },
					},
				},
			},
		],
	],
};

const header = (request: { headers: Array<{ name: string; value: string }> }) =>
	request.headers.find((h) => h.name === 'Authorization')?.value;

describe('tokens obtained through OAuth', () => {
	afterEach(() => {
		credentials.value = {};
		obtainedTokens.value = {};
		vi.unstubAllGlobals();
	});

	it('reach the island with their flows (relative URLs on the server), scopes and client; flows missing their URLs are left out', () => {
		const props = createIslandProps(operation, {
			oauth: { accounts: { clientId: 'docs' } },
			oauthCallbackUrl: '/trydocs/oauth-callback',
		});
		expect(props.operation.security).toEqual([
			[
				{
					name: 'accounts',
					scheme: { type: 'oauth2', flows: {} },
					flows: [
						{
							type: 'clientCredentials',
							tokenUrl: 'https://api.example/oauth/token',
							scopes: { 'profile.read': 'Read' },
						},
					],
					scopes: ['profile.read'],
					client: { clientId: 'docs' },
					// The API (its server, no `api` given) and the token's authorization server.
					credential: 'https://api.example oauth2 https://api.example/oauth/token',
				},
			],
		]);
		expect(props.oauthCallbackUrl).toBe('/trydocs/oauth-callback');
	});

	it('are sent as they are but read `Bearer <token>` in the code examples until revealed', () => {
		const state = createPlaygroundState(createIslandProps(operation), 'https://docs.example');
		state.setAuth('accounts', { type: 'bearer', token: 'jwt-1' });
		state.setObtained('accounts', { scopes: [], revealed: false });
		expect(header(state.request.value)).toBe('Bearer jwt-1');
		expect(header(state.shownRequest.value)).toBe('Bearer <token>');
		state.setObtained('accounts', { scopes: [], revealed: true });
		expect(header(state.shownRequest.value)).toBe('Bearer jwt-1');
		// A token the reader pasted is theirs to see.
		state.setObtained('accounts', undefined);
		expect(header(state.shownRequest.value)).toBe('Bearer jwt-1');
		state.clearAuth('accounts');
		expect(header(state.request.value)).toBeUndefined();
	});

	it('are refreshed before Send once expired, and Send uses the new one; a failed refresh says so and sends nothing', async () => {
		const sent: string[] = [];
		vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => {
			sent.push(new Headers(init.headers).get('authorization') ?? '');
			return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
		});
		const state = createPlaygroundState(
			{ ...createIslandProps(operation), proxy: false },
			'https://docs.example',
		);
		state.setAuth('accounts', { type: 'bearer', token: 'old' });
		state.setObtained('accounts', {
			scopes: [],
			revealed: false,
			expiresAt: Date.now() - 1,
			refresh: async () => {
				state.setAuth('accounts', { type: 'bearer', token: 'new' });
				state.setObtained('accounts', {
					scopes: [],
					revealed: false,
					expiresAt: Date.now() + 60_000,
				});
				return undefined;
			},
		});
		expect((await state.send())?.kind).toBe('response');
		expect(sent).toEqual(['Bearer new']);

		state.setObtained('accounts', {
			scopes: [],
			revealed: false,
			expiresAt: Date.now() - 1,
			refresh: async () => 'The token endpoint refused the request (invalid_grant).',
		});
		const failed = await state.send();
		expect(failed).toEqual({
			kind: 'error',
			reason: 'network',
			message:
				'The access token has expired and could not be refreshed (accounts: The token endpoint refused the request (invalid_grant).).',
			hint: 'Get a new token in the Authorization section, then Send again.',
		});
		expect(sent).toHaveLength(1);
	});
});
