import type { Operation } from '@trydocs/openapi/types';
import { describe, expect, it } from 'vitest';
import { createIslandProps } from '../island-props.ts';
import { describeIssue } from '../strings/fill.ts';
import { MODAL_STRINGS } from '../strings/modal.ts';
import type { PlaygroundProps } from '../types.ts';
import { createPlaygroundState } from './create-playground-state.ts';
import { credentials } from './credentials.ts';

const props: PlaygroundProps = {
	title: 'Retrieve a ticket',
	display: 'interactive',
	dev: false,
	languages: [],
	operation: {
		method: 'get',
		path: '/tickets/{ticket_id}',
		servers: [{ url: '/api/playground/demo' }],
		parameters: [{ name: 'ticket_id', in: 'path', required: true }],
	},
};

const orderOperation: Operation = {
	method: 'post',
	path: '/orders',
	deprecated: false,
	tags: [],
	responses: [],
	servers: [
		{ url: 'https://{region}.api.example.com', variables: { region: { default: 'eu' } } },
		{ url: 'https://sandbox.example.com', description: 'Sandbox' },
	],
	parameters: [
		{ name: 'dry_run', in: 'query', required: false, schema: { type: 'boolean' } },
		{
			name: 'tags',
			in: 'query',
			required: false,
			schema: { type: 'array', items: { type: 'string' } },
		},
		{ name: 'limit', in: 'query', required: false, schema: { type: 'integer', example: 10 } },
	],
	requestBody: {
		required: true,
		content: {
			'application/json': {
				schema: {
					type: 'object',
					required: ['quantity', 'payment'],
					properties: {
						id: { type: 'string', readOnly: true },
						quantity: { type: 'integer', minimum: 1, example: 2 },
						note: { type: 'string' },
						payment: {
							oneOf: [
								{
									title: 'Card',
									type: 'object',
									required: ['number'],
									properties: { number: { type: 'string' } },
								},
								{
									title: 'Invoice',
									type: 'object',
									properties: { email: { type: 'string', format: 'email' } },
								},
							],
						},
						items: {
							type: 'array',
							items: { type: 'object', properties: { sku: { type: 'string' } } },
						},
					},
				},
			},
			'multipart/form-data': {
				schema: {
					type: 'object',
					properties: {
						title: { type: 'string' },
						file: { type: 'string', format: 'binary' },
					},
				},
			},
		},
	},
	security: [
		[{ name: 'bearerAuth', scheme: { type: 'http', scheme: 'bearer' }, scopes: [] }],
		[{ name: 'apiKey', scheme: { type: 'apiKey', in: 'query', name: 'api_key' }, scopes: [] }],
	],
};

describe('createPlaygroundState', () => {
	it('sends a schema shared by several media types once, and each type still has its form', () => {
		const shared = orderOperation.requestBody?.content['application/json']?.schema;
		const island = createIslandProps(
			{
				...orderOperation,
				requestBody: {
					required: true,
					content: {
						'application/json': { schema: shared },
						'application/merge-patch+json': { schema: shared },
					},
				},
			},
			{ title: 'Order' },
		);
		expect(island.operation.requestBody?.content['application/merge-patch+json']).toEqual({
			schemaFrom: 'application/json',
		});
		const state = createPlaygroundState(island, 'https://x.test');
		state.setMediaType('application/merge-patch+json');
		expect(state.bodyMode.value).toBe('form');
		expect(state.getSchema()?.properties?.quantity).toMatchObject({ type: 'integer' });
		state.setBodyAt(['quantity'], '2');
		state.setBodyAt(['payment', 'number'], '4242');
		expect(state.validate()).toBe(true);
		expect(state.request.value.postData?.mimeType).toBe('application/merge-patch+json');
	});

	it('rebuilds the request as values change', () => {
		const state = createPlaygroundState(props, 'https://docs.example.com');
		expect(state.request.value.url).toBe(
			'https://docs.example.com/api/playground/demo/tickets/{ticket_id}',
		);
		state.setValue('path', 'ticket_id', 'tkt_1001');
		expect(state.request.value.url).toBe(
			'https://docs.example.com/api/playground/demo/tickets/tkt_1001',
		);
	});

	it('flags empty required fields on validate and names them', () => {
		const state = createPlaygroundState(
			createIslandProps(orderOperation, { title: 'Order' }),
			'https://docs.example.com',
		);
		expect(state.validate()).toBe(false);
		expect(state.issues.value.map((i) => describeIssue(MODAL_STRINGS, i, i.path))).toEqual([
			'body.quantity is required',
			'body.payment.number is required',
		]);
		state.setBodyAt(['quantity'], '1.5');
		state.setBodyAt(['payment', 'number'], '4242');
		expect(state.validate()).toBe(false);
		expect(state.issues.value).toEqual([{ path: 'body.quantity', issue: 'mustBeInteger' }]);
		state.setBodyAt(['quantity'], '3');
		expect(state.validate()).toBe(true);
		expect(JSON.parse(state.request.value.postData?.text ?? '')).toEqual({
			quantity: 3,
			payment: { number: '4242' },
		});
	});

	it('makes the body follow the chosen oneOf branch', () => {
		const state = createPlaygroundState(createIslandProps(orderOperation), 'https://x.test');
		state.setBodyAt(['quantity'], '1');
		state.setBodyAt(['payment', 'number'], '4242');
		state.setBranch(['payment'], 1);
		state.setBodyAt(['payment', 'email'], 'ada@example.com');
		expect(JSON.parse(state.request.value.postData?.text ?? '')).toEqual({
			quantity: 1,
			payment: { email: 'ada@example.com' },
		});
	});

	it('prefills from spec examples only when prefill is on', () => {
		const off = createPlaygroundState(createIslandProps(orderOperation), 'https://x.test');
		expect(off.request.value.url).not.toContain('limit');
		const on = createPlaygroundState(
			createIslandProps(orderOperation, { prefill: true }),
			'https://x.test',
		);
		expect(on.request.value.url).toContain('limit=10');
		expect(JSON.parse(on.request.value.postData?.text ?? '')).toEqual({ quantity: 2 });
	});

	it("starts a path parameter at the spec's example even with prefill off, so the URL can be sent", () => {
		const operation: Operation = {
			...orderOperation,
			path: '/orders/{order_id}',
			parameters: [
				{
					name: 'order_id',
					in: 'path',
					required: true,
					schema: { type: 'string', example: 'ord_7' },
				},
				...orderOperation.parameters,
			],
		};
		const state = createPlaygroundState(createIslandProps(operation), 'https://x.test');
		expect(state.request.value.url).toBe('https://eu.api.example.com/orders/ord_7');
	});

	it('uses the chosen server and its variables', () => {
		const state = createPlaygroundState(createIslandProps(orderOperation), 'https://x.test');
		expect(state.request.value.url).toBe('https://eu.api.example.com/orders');
		state.setServerVariable('region', 'us');
		expect(state.request.value.url).toBe('https://us.api.example.com/orders');
		state.setServer(1);
		expect(state.request.value.url).toBe('https://sandbox.example.com/orders');
	});

	it('repeats array query parameters and sends booleans as text', () => {
		const state = createPlaygroundState(createIslandProps(orderOperation), 'https://x.test');
		state.setValue('query', 'tags', ['a', 'b c']);
		state.setValue('query', 'dry_run', 'true');
		expect(state.request.value.url).toBe(
			'https://eu.api.example.com/orders?dry_run=true&tags=a&tags=b%20c',
		);
	});

	it('switches between the form and raw JSON, and refuses invalid JSON back', () => {
		const state = createPlaygroundState(createIslandProps(orderOperation), 'https://x.test');
		state.setBodyAt(['quantity'], '4');
		state.setBodyMode('raw');
		expect(JSON.parse(state.rawBody.value)).toEqual({ quantity: 4 });
		state.setRawBody('{"quantity": 5, "note": "hi"}');
		expect(state.request.value.postData?.text).toBe('{"quantity": 5, "note": "hi"}');
		expect(state.setBodyMode('form')).toBe(true);
		expect(state.getBodyAt(['note'])).toBe('hi');
		state.setBodyMode('raw');
		state.setRawBody('{oops');
		expect(state.setBodyMode('form')).toBe(false);
		expect(state.rawError.value).toBeTruthy();
	});

	it('builds multipart fields with files and keeps credentials across states', () => {
		const island = createIslandProps(orderOperation);
		const first = createPlaygroundState(island, 'https://x.test');
		first.setAuth('bearerAuth', { type: 'bearer', token: 'tok-1' });
		first.setMediaType('multipart/form-data');
		first.setBodyAt(['title'], 'Report');
		first.setBodyAt(['file'], [new File(['%PDF'], 'r.pdf', { type: 'application/pdf' })]);
		expect(first.request.value.postData?.params).toEqual([
			{ name: 'title', value: 'Report' },
			{ name: 'file', fileName: 'r.pdf', contentType: 'application/pdf' },
		]);
		const second = createPlaygroundState(island, 'https://x.test');
		expect(second.request.value.headers).toContainEqual({
			name: 'Authorization',
			value: 'Bearer tok-1',
		});
		second.setAlternative(1);
		second.setAuth('apiKey', { type: 'apiKey', in: 'query', name: 'api_key', value: 'k' });
		expect(second.request.value.url).toContain('api_key=k');
		expect(second.request.value.headers.some((h) => h.name === 'Authorization')).toBe(false);
		credentials.value = {};
	});

	it('keeps credentials to the API they were typed for: another API on the page with the same scheme name never gets them', () => {
		const bearer = [[{ name: 'bearerAuth', scheme: { type: 'http' as const, scheme: 'bearer' } }]];
		const api = (url: string, path: string): PlaygroundProps => ({
			...props,
			operation: { ...props.operation, path, parameters: [], servers: [{ url }], security: bearer },
		});
		const billing = createPlaygroundState(
			api('https://billing.example.com/v1', '/invoices'),
			'https://docs.example.com',
		);
		billing.setAuth('bearerAuth', { type: 'bearer', token: 'billing-secret' });
		const authorization = (state: ReturnType<typeof createPlaygroundState>) =>
			state.request.value.headers.find((h) => h.name === 'Authorization')?.value;
		expect(authorization(billing)).toBe('Bearer billing-secret');

		// Another operation of the same API shares them.
		const refunds = createPlaygroundState(
			api('https://billing.example.com/v1', '/refunds'),
			'https://docs.example.com',
		);
		expect(authorization(refunds)).toBe('Bearer billing-secret');
		// Another API on the page, same scheme name: nothing sent, the input is empty.
		const other = createPlaygroundState(
			api('https://api.partner.example', '/orders'),
			'https://docs.example.com',
		);
		expect(authorization(other)).toBeUndefined();
		expect(other.credentials.value).toEqual({});
		// Nor does a relative server (the docs site's own API) get them.
		const local = createPlaygroundState(
			api('/api/playground/demo', '/tickets'),
			'https://docs.example.com',
		);
		expect(authorization(local)).toBeUndefined();
		other.setAuth('bearerAuth', { type: 'bearer', token: 'partner-secret' });
		expect(authorization(other)).toBe('Bearer partner-secret');
		expect(authorization(billing)).toBe('Bearer billing-secret');
		credentials.value = {};
	});

	it('carries a credential between page kinds of one API: an openapi: scheme and an api: page of the same class', () => {
		const page = (
			api: string,
			path: string,
			url: string,
			security: Operation['security'],
		): PlaygroundProps =>
			createIslandProps(
				{ ...orderOperation, path, parameters: [], servers: [{ url }], security },
				{ api },
			);
		const scheme = (name: string, given: Operation['security'][number][number]['scheme']) => [
			[{ name, scheme: given, scopes: [] }],
		];
		const bearer = { type: 'http' as const, scheme: 'bearer' };
		const authorization = (state: ReturnType<typeof createPlaygroundState>) =>
			state.request.value.headers.find((h) => h.name === 'Authorization')?.value;
		const origin = 'https://docs.example.com';
		// `openapi:` tickets/get (scheme `accessToken`) and `api:` tickets/create (`bearer`).
		const get = createPlaygroundState(
			page(
				'openapi/tickets.yaml',
				'/tickets/1',
				'/api/playground/demo',
				scheme('accessToken', bearer),
			),
			origin,
		);
		get.setAuth('accessToken', { type: 'bearer', token: 'tickets-secret' });
		const create = createPlaygroundState(
			page('openapi/tickets.yaml', '/v1/tickets', '/api', scheme('bearer', bearer)),
			origin,
		);
		expect(create.credentials.value).toEqual({
			bearer: { type: 'bearer', token: 'tickets-secret' },
		});
		expect(authorization(create)).toBe('Bearer tickets-secret');
		// Typed again on the api: page, the openapi: page has the new one.
		create.setAuth('bearer', { type: 'bearer', token: 'tickets-2' });
		expect(authorization(get)).toBe('Bearer tickets-2');
		// Another API of the same origin, same kind: nothing.
		const builds = createPlaygroundState(
			page('openapi/builds.yaml', '/projects/p/builds', '/api', scheme('apiKey', bearer)),
			origin,
		);
		expect(builds.credentials.value).toEqual({});
		expect(authorization(builds)).toBeUndefined();
		// The same API, another kind (an API key): nothing.
		const keyed = createPlaygroundState(
			page(
				'openapi/tickets.yaml',
				'/v1/tickets',
				'/api',
				scheme('apiKey', { type: 'apiKey', in: 'header', name: 'Authorization' }),
			),
			origin,
		);
		expect(keyed.credentials.value).toEqual({});
		credentials.value = {};
	});

	it('keeps an empty alternative ({}) as a choice of no credentials, and starts with the first that takes some', () => {
		const key = { type: 'apiKey' as const, in: 'header' as const, name: 'X-Key' };
		const bearer = { type: 'http' as const, scheme: 'bearer' };
		const island = createIslandProps({
			...orderOperation,
			path: '/optional',
			parameters: [],
			requestBody: undefined,
			security: [
				[],
				[
					{ name: 'key', scheme: key, scopes: [] },
					{ name: 'token', scheme: bearer, scopes: [] },
				],
			],
		});
		expect(island.operation.security?.map((schemes) => schemes.map((s) => s.name))).toEqual([
			[],
			['key', 'token'],
		]);
		const state = createPlaygroundState(island, 'https://x.test');
		expect(state.alternative.value.map((s) => s.name)).toEqual(['key', 'token']);
		state.setAuth('key', { type: 'apiKey', in: 'header', name: 'X-Key', value: 'k1' });
		state.setAuth('token', { type: 'bearer', token: 't1' });
		const names = () => state.request.value.headers.map((h) => `${h.name}: ${h.value}`);
		expect(names()).toEqual(expect.arrayContaining(['X-Key: k1', 'Authorization: Bearer t1']));
		state.setAlternative(0);
		expect(names()).toEqual([]);
		// Nothing but `{}`: no auth input at all.
		const none = createIslandProps({ ...orderOperation, security: [[]] });
		expect(none.operation.security).toEqual([]);
		credentials.value = {};
	});

	it('switching to a server on another origin does not carry the credentials there', () => {
		const state = createPlaygroundState(createIslandProps(orderOperation), 'https://x.test');
		state.setAlternative(0);
		state.setAuth('bearerAuth', { type: 'bearer', token: 'eu-secret' });
		expect(state.request.value.headers).toContainEqual({
			name: 'Authorization',
			value: 'Bearer eu-secret',
		});
		state.setServer(1);
		expect(state.request.value.url).toContain('sandbox.example.com');
		expect(state.request.value.headers.some((h) => h.name === 'Authorization')).toBe(false);
		state.setServer(0);
		expect(state.request.value.headers).toContainEqual({
			name: 'Authorization',
			value: 'Bearer eu-secret',
		});
		credentials.value = {};
	});
});
