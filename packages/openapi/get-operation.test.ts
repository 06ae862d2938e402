import { describe, expect, it } from 'vitest';
import { getOperation } from './get-operation.ts';
import { parseSpec, SpecError } from './load-spec.ts';

const spec = parseSpec(
	JSON.stringify({
		openapi: '3.1.0',
		servers: [{ url: 'https://api.example.com/v1' }],
		paths: {
			'/tickets/{ticket_id}': {
				parameters: [{ $ref: '#/components/parameters/TicketId' }],
				get: {
					summary: 'Retrieve a ticket',
					responses: { '200': { $ref: '#/components/responses/Ticket' } },
				},
			},
		},
		components: {
			parameters: {
				TicketId: { name: 'ticket_id', in: 'path', required: true, schema: { type: 'string' } },
			},
			responses: {
				Ticket: {
					description: 'The ticket',
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
	it('resolves shared parameters and the effective servers', () => {
		const op = getOperation(spec, 'GET', '/tickets/{ticket_id}');
		expect(op.summary).toBe('Retrieve a ticket');
		expect(op.servers).toEqual([{ url: 'https://api.example.com/v1' }]);
		expect(op.parameters).toMatchObject([{ name: 'ticket_id', in: 'path', required: true }]);
	});

	it('cuts a reference cycle into a marked reference', () => {
		const op = getOperation(spec, 'get', '/tickets/{ticket_id}');
		const schema = op.responses[0]?.content?.['application/json']?.schema;
		expect(schema?.properties?.child).toEqual({
			$ref: '#/components/schemas/Node',
			'x-circular': true,
		});
	});

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
				'The closest operations are `GET /tickets/{ticket_id}`.',
			);
		}
	});
});

describe('parseSpec', () => {
	it('refuses Swagger 2.0 and says how to convert it', () => {
		expect(() => parseSpec('swagger: "2.0"\npaths: {}', 'old.yaml')).toThrow(
			'The spec `old.yaml` is Swagger 2.0; Trydocs reads OpenAPI 3.0 and 3.1.',
		);
	});
});
