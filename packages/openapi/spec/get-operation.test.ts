import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getSchemaRef } from '../schema.ts';
import { getOperation } from './get-operation.ts';
import { listOperations } from './list-operations.ts';
import { loadSpec, parseSpec } from './load-spec.ts';
import { SpecError } from './spec-error.ts';

const specs = fileURLToPath(new URL('../../../fixtures/specs/', import.meta.url));

const spec = parseSpec(
	JSON.stringify({
		openapi: '3.1.0',
		servers: [{ url: 'https://api.example.com/v1' }],
		security: [{ bearer: [] }],
		paths: {
			'/tickets/{ticket_id}': {
				servers: [
					{
						url: 'https://{region}.example.com/v2',
						variables: { region: { default: 'eu', enum: ['eu', 'us'] } },
					},
				],
				parameters: [{ $ref: '#/components/parameters/TicketId' }],
				get: {
					summary: 'Retrieve a ticket',
					description: 'Fetches **one** ticket.',
					deprecated: true,
					tags: ['Tickets'],
					parameters: [
						{
							name: 'expand',
							in: 'query',
							schema: { type: 'array', items: { type: 'string' } },
							examples: { one: { value: ['customer'] } },
						},
						{
							name: 'X-Trace',
							in: 'header',
							required: true,
							deprecated: true,
							schema: { type: 'string' },
						},
						{ name: 'session', in: 'cookie', schema: { type: 'string' } },
					],
					responses: {
						'200': { $ref: '#/components/responses/Ticket' },
						'404': {
							description: 'Not found',
							content: { 'application/json': { example: { code: 'not_found' } } },
						},
					},
				},
				put: {
					servers: [{ url: 'https://writes.example.com' }],
					security: [],
					requestBody: {
						required: true,
						content: {
							'application/json': { schema: { $ref: '#/components/schemas/Node' } },
							'application/x-www-form-urlencoded': { schema: { type: 'object' } },
						},
					},
					responses: { '204': { description: 'Saved' } },
				},
			},
			'/other': { post: { security: [{ key: [] }, { oauth: ['write'] }], responses: {} } },
		},
		components: {
			securitySchemes: {
				bearer: { type: 'http', scheme: 'bearer' },
				key: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
				oauth: { type: 'oauth2', flows: {} },
			},
			parameters: {
				TicketId: {
					name: 'ticket_id',
					in: 'path',
					required: true,
					schema: { type: 'string' },
					example: 'tkt_1',
				},
			},
			responses: {
				Ticket: {
					description: 'The ticket',
					headers: { 'X-Rate-Limit': { schema: { type: 'integer' } } },
					content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } },
				},
			},
			schemas: {
				Node: {
					type: 'object',
					properties: { child: { $ref: '#/components/schemas/Node' } },
				},
			},
		},
	}),
	'spec.json',
);

describe('getOperation', () => {
	it('resolves shared parameters, and takes the path item servers over the root ones', () => {
		const op = getOperation(spec, 'GET', '/tickets/{ticket_id}');
		expect(op.summary).toBe('Retrieve a ticket');
		expect(op.description).toBe('Fetches **one** ticket.');
		expect(op.deprecated).toBe(true);
		expect(op.tags).toEqual(['Tickets']);
		expect(op.servers).toEqual([
			{
				url: 'https://{region}.example.com/v2',
				variables: { region: { default: 'eu', enum: ['eu', 'us'] } },
			},
		]);
		expect(op.parameters.map((p) => `${p.in}:${p.name}:${p.required}`)).toEqual([
			'path:ticket_id:true',
			'query:expand:false',
			'header:X-Trace:true',
			'cookie:session:false',
		]);
		expect(op.parameters[0]?.example).toBe('tkt_1');
		expect(op.parameters[1]?.examples).toEqual({ one: { value: ['customer'] } });
		expect(op.parameters[2]?.deprecated).toBe(true);
	});

	it('takes operation servers first, then the request body per media type', () => {
		const op = getOperation(spec, 'put', '/tickets/{ticket_id}');
		expect(op.servers).toEqual([{ url: 'https://writes.example.com' }]);
		expect(op.requestBody?.required).toBe(true);
		expect(Object.keys(op.requestBody?.content ?? {})).toEqual([
			'application/json',
			'application/x-www-form-urlencoded',
		]);
		// An empty `security` on the operation turns the root requirement off.
		expect(op.security).toEqual([]);
	});

	it('lists responses per status with headers, schema and example', () => {
		const op = getOperation(spec, 'GET', '/tickets/{ticket_id}');
		expect(op.responses.map((r) => r.status)).toEqual(['200', '404']);
		expect(op.responses[0]?.headers?.['X-Rate-Limit']?.schema).toEqual({ type: 'integer' });
		expect(op.responses[1]?.content?.['application/json']?.example).toEqual({ code: 'not_found' });
	});

	it('resolves security requirements to their schemes', () => {
		expect(getOperation(spec, 'GET', '/tickets/{ticket_id}').security).toEqual([
			[{ name: 'bearer', scheme: { type: 'http', scheme: 'bearer' }, scopes: [] }],
		]);
		expect(getOperation(spec, 'POST', '/other').security).toEqual([
			[{ name: 'key', scheme: { type: 'apiKey', in: 'header', name: 'X-API-Key' }, scopes: [] }],
			[{ name: 'oauth', scheme: { type: 'oauth2', flows: {} }, scopes: ['write'] }],
		]);
	});

	it('falls back to the root servers, then to `/`', () => {
		expect(getOperation(spec, 'POST', '/other').servers).toEqual([
			{ url: 'https://api.example.com/v1' },
		]);
		const bare = parseSpec('openapi: 3.0.3\npaths:\n  /a:\n    get: {}\n', 'bare.yaml');
		expect(getOperation(bare, 'GET', '/a').servers).toEqual([{ url: '/' }]);
	});

	it('cuts a reference cycle into a marked reference', () => {
		const op = getOperation(spec, 'get', '/tickets/{ticket_id}');
		const schema = op.responses[0]?.content?.['application/json']?.schema;
		expect(schema?.properties?.child).toEqual({
			$ref: '#/components/schemas/Node',
			'x-circular': true,
		});
	});

	it('resolves densely cross-referenced schemas in linear time (Stripe-like expandables)', () => {
		// Each of 50 schemas references every other: expanding per path is exponential (9 took
		// seconds before); each target expanded once and shared takes milliseconds.
		const names = Array.from({ length: 50 }, (_, index) => `S${index}`);
		const schemas = Object.fromEntries(
			names.map((name) => [
				name,
				{
					type: 'object',
					properties: Object.fromEntries(
						names
							.filter((other) => other !== name)
							.map((other) => [other.toLowerCase(), { $ref: `#/components/schemas/${other}` }]),
					),
				},
			]),
		);
		const dense = parseSpec(
			JSON.stringify({
				openapi: '3.0.3',
				paths: {
					'/s': {
						get: {
							responses: {
								'200': {
									description: 'OK',
									content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } },
								},
							},
						},
					},
				},
				components: { schemas },
			}),
		);
		// Before, this never returned: the test's timeout is the bound.
		const op = getOperation(dense, 'GET', '/s');
		const s0 = op.responses[0]?.content?.['application/json']?.schema;
		expect(getSchemaRef(s0)).toBe('#/components/schemas/S0');
		// S1 is expanded once and shared: S2 reached through S1 is the same object as S2 at the top.
		const s1 = s0?.properties?.s1;
		expect(getSchemaRef(s1)).toBe('#/components/schemas/S1');
		expect(s1?.properties?.s2).toBe(s0?.properties?.s2);
		// A back reference to a schema being expanded is cut once, where it was met.
		expect(s1?.properties?.s0).toEqual({ $ref: '#/components/schemas/S0', 'x-circular': true });
	}, 10_000);

	it('names the closest operations when one is missing', () => {
		try {
			getOperation(spec, 'GET', '/ticket/{ticket_id}');
			expect.unreachable();
		} catch (error) {
			expect(error).toBeInstanceOf(SpecError);
			expect((error as SpecError).message).toBe(
				'The spec has no operation `GET /ticket/{ticket_id}`.',
			);
			expect((error as SpecError).hint).toBe(
				'The closest operations are `GET /tickets/{ticket_id}`, `PUT /tickets/{ticket_id}`, `POST /other`.',
			);
		}
	});

	it('points at an invalid parameter location with its JSON pointer', async () => {
		const doc = await loadSpec(`${specs}broken/bad-parameter.yaml`);
		try {
			getOperation(doc, 'POST', '/pets');
			expect.unreachable();
		} catch (error) {
			expect((error as SpecError).message).toBe(
				`The spec \`${specs}broken/bad-parameter.yaml\` is invalid at \`/paths/~1pets/post/parameters/0/in\`: the value \`body\` is not a parameter location.`,
			);
			expect((error as SpecError).hint).toBe(
				'Use one of `path`, `query`, `querystring`, `header`, `cookie`; in OpenAPI 3 a body is described by `requestBody`.',
			);
		}
	});

	it('points at a reference that does not resolve', () => {
		const doc = parseSpec(
			'openapi: 3.0.3\npaths:\n  /a:\n    get:\n      responses:\n        "200":\n          $ref: "#/components/responses/Gone"\n',
			'dangling.yaml',
		);
		try {
			getOperation(doc, 'GET', '/a');
			expect.unreachable();
		} catch (error) {
			expect((error as SpecError).message).toBe(
				'The spec `dangling.yaml` is invalid at `/paths/~1a/get/responses/200/$ref`: the value `#/components/responses/Gone` does not resolve.',
			);
			expect((error as SpecError).hint).toBe(
				'Declare the target at `/components/responses/Gone`, or fix the reference.',
			);
		}
	});

	it('reads x-codeSamples as the code samples', () => {
		const doc = parseSpec(
			JSON.stringify({
				openapi: '3.0.3',
				paths: {
					'/a': { get: { 'x-codeSamples': [{ lang: 'bash', label: 'CLI', source: 'tool a' }] } },
				},
			}),
			'samples.json',
		);
		expect(getOperation(doc, 'GET', '/a').codeSamples).toEqual([
			{ lang: 'bash', label: 'CLI', source: 'tool a' },
		]);
	});
});

describe('listOperations', () => {
	it('lists every operation in document order with its id, summary and tags', () => {
		expect(listOperations(spec)).toEqual([
			{
				method: 'get',
				path: '/tickets/{ticket_id}',
				operationId: undefined,
				summary: 'Retrieve a ticket',
				tags: ['Tickets'],
				navigationTag: { name: 'Tickets', path: ['Tickets'] },
				deprecated: true,
				hidden: false,
			},
			{
				method: 'put',
				path: '/tickets/{ticket_id}',
				operationId: undefined,
				summary: undefined,
				tags: [],
				deprecated: false,
				hidden: false,
			},
			{
				method: 'post',
				path: '/other',
				operationId: undefined,
				summary: undefined,
				tags: [],
				deprecated: false,
				hidden: false,
			},
		]);
	});
});
