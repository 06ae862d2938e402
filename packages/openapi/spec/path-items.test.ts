import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getOperation, getWebhook } from './get-operation.ts';
import { listOperations, listWebhooks } from './list-operations.ts';
import { loadSpec, parseSpec } from './load-spec.ts';
import { SpecError } from './spec-error.ts';

const specs = fileURLToPath(new URL('../../../fixtures/specs/', import.meta.url));

describe('path items written as references', () => {
	it('lists and resolves operations whose path item is a $ref into another file or to components', async () => {
		const doc = await loadSpec(`${specs}split-paths/openapi.yaml`);
		expect(listOperations(doc).map((op) => `${op.method} ${op.path} ${op.operationId}`)).toEqual([
			'get /tickets listTickets',
			'post /tickets createTicket',
			'get /tickets/{ticket_id} getTicket',
			'get /users listUsers',
			'post /users createUser',
			'get /health getHealth',
			'get /status getStatus',
		]);
		const ticket = getOperation(doc, 'get', '/tickets/{ticket_id}');
		expect(ticket.parameters.map((p) => p.name)).toEqual(['ticket_id']);
		// The referenced file's own relative $ref is read against that file's folder.
		expect(ticket.responses[0]?.content?.['application/json']?.schema?.properties).toHaveProperty(
			'subject',
		);
		expect(getOperation(doc, 'get', '/health').responses[0]?.description).toBe('Up.');
	});

	it("lists the id, summary and tags of an operation written as a $ref (DigitalOcean's layout)", async () => {
		const doc = await loadSpec(`${specs}split-paths/openapi.yaml`);
		const listed = listOperations(doc).filter((op) => ['/users', '/status'].includes(op.path));
		expect(listed.map((op) => [op.method, op.operationId, op.summary, op.tags])).toEqual([
			['get', 'listUsers', undefined, []],
			['post', 'createUser', 'Create a user', ['Users']],
			['get', 'getStatus', 'Show the status', ['Status']],
		]);
		// Its own references are read against its file's folder.
		expect(getOperation(doc, 'get', '/status').parameters.map((p) => p.name)).toEqual(['verbose']);
		expect(
			getOperation(doc, 'post', '/users').requestBody?.content['application/json']?.schema
				?.properties,
		).toHaveProperty('subject');
	});

	it('lists and resolves a webhook whose path item is a $ref into another file', async () => {
		const doc = await loadSpec(`${specs}split-paths/openapi.yaml`);
		expect(listWebhooks(doc).map((hook) => `${hook.method} ${hook.path}`)).toEqual([
			'post ticketCreated',
		]);
		expect(getWebhook(doc, 'ticketCreated', 'post').summary).toBe('A ticket was created');
	});

	it('names the file, the pointer of the $ref and the fix when a path item reference leads nowhere', async () => {
		const file = `${specs}invalid/path-item-ref.yaml`;
		const error = await loadSpec(file).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(SpecError);
		expect((error as SpecError).message).toBe(
			`The spec \`${file}\` is invalid at \`/paths/~1tickets/$ref\`: the value \`#/components/pathItems/Tickets\` does not lead to a path item.`,
		);
		expect((error as SpecError).hint).toContain('`#/components/pathItems/<name>`');
		expect(() =>
			parseSpec('openapi: 3.1.0\npaths:\n  /a:\n    $ref: "./a.yaml"\n', 'inline.yaml'),
		).toThrow('`./a.yaml` does not lead to a path item');
	});
});
