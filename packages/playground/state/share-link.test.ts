import { describe, expect, it } from 'vitest';
import type { PlaygroundProps } from '../types.ts';
import { createPlaygroundState } from './create-playground-state.ts';
import { applySharedRequest, encodeSharedRequest, MAX_SHARE_LENGTH } from './share-link.ts';

const props: PlaygroundProps = {
	title: 'Create an order',
	display: 'interactive',
	dev: false,
	languages: [],
	operation: {
		method: 'post',
		path: '/stores/{store}/orders',
		servers: [
			{ url: 'https://{region}.api.example.com', variables: { region: { default: 'eu' } } },
			{ url: 'https://sandbox.example.com' },
		],
		parameters: [
			{ name: 'store', in: 'path', required: true },
			{
				name: 'tags',
				in: 'query',
				required: false,
				schema: { type: 'array', items: { type: 'string' } },
			},
			{ name: 'X-Api-Key', in: 'header', required: false },
			{ name: 'Authorization', in: 'header', required: false },
		],
		requestBody: {
			required: true,
			content: {
				'application/json': {
					schema: {
						type: 'object',
						properties: {
							note: { type: 'string' },
							items: { type: 'array', items: { type: 'string' } },
						},
					},
				},
			},
		},
		security: [
			[{ name: 'key', scheme: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } }],
			[{ name: 'bearer', scheme: { type: 'http', scheme: 'bearer' } }],
		],
	},
};

function fill() {
	const state = createPlaygroundState(props, 'https://docs.example.com');
	state.setServerVariable('region', 'us');
	state.setValue('path', 'store', 'st ö/1');
	state.setValue('query', 'tags', ['a&b', 'c']);
	state.setValue('header', 'X-Api-Key', 'secret-key-123');
	state.setValue('header', 'Authorization', 'Bearer secret-token-456');
	state.setAuth('bearer', { type: 'bearer', token: 'secret-token-789' });
	state.setBodyAt(['note'], 'hello "world"');
	state.setBodyAt(['items'], ['x', 'y']);
	return state;
}

describe('share links', () => {
	it('round-trips server, variables, parameters and body, and never carries a credential', () => {
		const shared = encodeSharedRequest(fill());
		if (!('encoded' in shared)) throw new Error(shared.error);
		expect(shared.encoded).toMatch(/^[\w-]+$/);
		const decoded = atob(shared.encoded.replace(/-/g, '+').replace(/_/g, '/'));
		for (const text of [shared.encoded, decoded]) expect(text).not.toMatch(/secret/);

		const receiver = createPlaygroundState(props, 'https://docs.example.com');
		expect(applySharedRequest(receiver, shared.encoded)).toBe(
			'Opened from a shared link: the server, parameters and body are filled in. Credentials are never shared: enter your own.',
		);
		expect(receiver.request.value.url).toBe(
			'https://us.api.example.com/stores/st%20%C3%B6%2F1/orders?tags=a%26b&tags=c',
		);
		expect(receiver.request.value.postData?.text).toBe(
			'{"note":"hello \\"world\\"","items":["x","y"]}',
		);
		expect(receiver.request.value.headers.map((h) => h.name)).not.toContain('X-Api-Key');
		expect(receiver.request.value.headers.map((h) => h.name)).not.toContain('Authorization');
	});

	it('carries a raw body as it was typed', () => {
		const state = fill();
		state.setBodyMode('raw');
		state.setRawBody('{"note": "raw", }');
		const shared = encodeSharedRequest(state);
		const receiver = createPlaygroundState(props, 'https://docs.example.com');
		applySharedRequest(receiver, 'encoded' in shared ? shared.encoded : '');
		expect(receiver.bodyMode.value).toBe('raw');
		expect(receiver.rawBody.value).toBe('{"note": "raw", }');
	});

	it('refuses an oversized request, and opens a damaged, oversized or foreign link with a message', () => {
		const state = fill();
		state.setBodyMode('raw');
		state.setRawBody('x'.repeat(MAX_SHARE_LENGTH));
		expect(encodeSharedRequest(state)).toEqual({
			error: expect.stringMatching(
				/^This request is too large to share as a link \(\d+ characters; at most 6000\)/,
			),
		});
		const receiver = createPlaygroundState(props, 'https://docs.example.com');
		const before = receiver.request.value;
		expect(applySharedRequest(receiver, 'eyJ2IjoxLCJvcCI6')).toBe(
			'This shared link could not be read (it is damaged or incomplete), so the playground opened with its usual values.',
		);
		expect(applySharedRequest(receiver, 'A'.repeat(7000))).toMatch(
			/^This shared link is too long to read \(7000 characters; at most 6000\)/,
		);
		const other = btoa(JSON.stringify({ v: 1, op: 'get /other', server: 0, vars: {}, params: {} }));
		expect(applySharedRequest(receiver, other)).toBe(
			'This shared link is for another endpoint (GET /other), so the playground opened with its usual values.',
		);
		expect(receiver.request.value).toEqual(before);
	});
});
