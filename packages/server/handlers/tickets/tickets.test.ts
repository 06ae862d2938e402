import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConfig, startTestServer, type TestServer } from '../../test-utils/setup.ts';

const TOKEN = 'td_tok_test_0123456789';

describe('tickets interface over HTTP', () => {
	let server: TestServer;
	beforeAll(async () => {
		server = await startTestServer(createTestConfig(), { env: { TEST_ACCESS_TOKEN: TOKEN } });
	});
	afterAll(async () => {
		await server?.stop();
	});

	const auth = { authorization: `Bearer ${TOKEN}` };
	const create = (body: unknown, headers: Record<string, string> = auth) =>
		fetch(`${server.url}/api/v1/tickets`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', ...headers },
			body: typeof body === 'string' ? body : JSON.stringify(body),
		});

	it('creates a ticket (201, with its new id) that GET then returns as the Ticket', async () => {
		const created = await create({
			customer_id: 'cus_42',
			subject: 'Export fails',
			priority: 'high',
		});
		expect(created.status).toBe(201);
		const ticket = await created.json();
		expect(ticket).toEqual({
			id: expect.stringMatching(/^tkt_[a-z2-7]{16}$/),
			status: 'open',
			created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
			customer_id: 'cus_42',
			subject: 'Export fails',
			priority: 'high',
		});
		expect(created.headers.get('location')).toBe(`/api/v1/tickets/${ticket.id}`);

		const fetched = await fetch(`${server.url}/api/v1/tickets/${ticket.id}`, { headers: auth });
		expect(fetched.status).toBe(200);
		expect(await fetched.json()).toEqual(ticket);
	});

	it('answers 404 with the flat body naming the ticket_id', async () => {
		const response = await fetch(`${server.url}/api/v1/tickets/tkt_missing`, { headers: auth });
		expect(response.status).toBe(404);
		expect(await response.json()).toEqual({
			code: 'not_found',
			message: 'Ticket `tkt_missing` does not exist.',
		});
	});

	it('never serves the demo tickets from the real interface', async () => {
		const response = await fetch(`${server.url}/api/v1/tickets/tkt_1001`, { headers: auth });
		expect(response.status).toBe(404);
	});

	it('answers 401 in the flat shape without a token or with an unknown one', async () => {
		const missing = await fetch(`${server.url}/api/v1/tickets/tkt_1`);
		expect(missing.status).toBe(401);
		expect(await missing.json()).toEqual({
			code: 'unauthorized',
			message: 'Missing access token. Send `Authorization: Bearer <ACCESS_TOKEN>`.',
		});
		const wrong = await fetch(`${server.url}/api/v1/tickets/tkt_1`, {
			headers: { authorization: 'Bearer wrong' },
		});
		expect(wrong.status).toBe(401);
		expect(await wrong.json()).toEqual({ code: 'unauthorized', message: 'Invalid access token.' });
		const basic = await create(
			{ customer_id: 'c', subject: 's' },
			{ authorization: `Basic ${btoa(TOKEN)}` },
		);
		expect(basic.status).toBe(401);
	});

	it('answers 400 invalid_request naming the bad field, or saying the JSON is broken', async () => {
		const broken = await create('{"customer_id": ');
		expect(broken.status).toBe(400);
		expect(await broken.json()).toEqual({
			code: 'invalid_request',
			message:
				'The ticket is not valid JSON; send e.g. `{ "customer_id": "cus_1", "subject": "..." }`.',
		});
		const missing = await create({ customer_id: 'cus_1' });
		expect(missing.status).toBe(400);
		const body = await missing.json();
		expect(body.code).toBe('invalid_request');
		expect(body.message).toMatch(/^Invalid ticket: `subject`: /);
		const priority = await create({ customer_id: 'c', subject: 's', priority: 'meh' });
		expect((await priority.json()).message).toMatch(/`priority`: .*"low"/);
		const extra = await create({ customer_id: 'c', subject: 's', id: 'tkt_mine' });
		expect((await extra.json()).message).toMatch(/id/);
	});

	it('answers 413 for a body over 16 KB', async () => {
		const response = await create({ customer_id: 'c', subject: 'x'.repeat(20_000) });
		expect(response.status).toBe(413);
		expect(await response.json()).toEqual({
			code: 'payload_too_large',
			message: 'The ticket is larger than 16 KiB; shorten the subject.',
		});
	});

	it('answers 405 and 404 in the flat shape', async () => {
		const wrong = await fetch(`${server.url}/api/v1/tickets/tkt_1`, {
			method: 'DELETE',
			headers: auth,
		});
		expect(wrong.status).toBe(405);
		expect(wrong.headers.get('allow')).toBe('GET, OPTIONS');
		expect(await wrong.json()).toEqual({
			code: 'method_not_allowed',
			message: '`DELETE` is not allowed on `/tickets/{ticket_id}`; use `GET`.',
		});
		const list = await fetch(`${server.url}/api/v1/tickets`, { headers: auth });
		expect(list.status).toBe(405);
		const unknown = await fetch(`${server.url}/api/v1/customers/1`, { headers: auth });
		expect(unknown.status).toBe(404);
		expect(await unknown.json()).toEqual({
			code: 'not_found',
			message:
				'No endpoint at `/api/v1/customers/1`. The tickets interface has `GET /tickets/{ticket_id}` and `POST /tickets`.',
		});
	});
});

describe('demo tickets route', () => {
	let open: TestServer;
	let guarded: TestServer;
	beforeAll(async () => {
		open = await startTestServer(createTestConfig({ demo: { requireToken: false } }), {
			env: { TEST_ACCESS_TOKEN: TOKEN },
		});
		guarded = await startTestServer(createTestConfig({ demo: { requireToken: true } }), {
			env: { TEST_ACCESS_TOKEN: TOKEN },
		});
	});
	afterAll(async () => {
		await open?.stop();
		await guarded?.stop();
	});

	it('serves the seeded tickets tkt_1001..tkt_1003 and the flat 404', async () => {
		for (const [id, status] of [
			['tkt_1001', 'open'],
			['tkt_1002', 'pending'],
			['tkt_1003', 'resolved'],
		]) {
			const response = await fetch(`${open.url}/api/playground/demo/tickets/${id}`);
			expect(response.status).toBe(200);
			expect(await response.json()).toMatchObject({ id, status });
		}
		const missing = await fetch(`${open.url}/api/playground/demo/tickets/tkt_9`);
		expect(missing.status).toBe(404);
		expect(await missing.json()).toEqual({
			code: 'not_found',
			message: 'Ticket `tkt_9` does not exist.',
		});
	});

	it('with requireToken, accepts any non-empty bearer token and answers 401 without one', async () => {
		const url = `${guarded.url}/api/playground/demo/tickets/tkt_1002`;
		const ok = await fetch(url, { headers: { authorization: 'Bearer anything-goes' } });
		expect(ok.status).toBe(200);
		expect(await ok.json()).toMatchObject({ id: 'tkt_1002' });
		for (const headers of [
			{} as Record<string, string>,
			{ authorization: 'Bearer ' },
			{ authorization: 'Basic eDp5' },
		]) {
			const response = await fetch(url, { headers });
			expect(response.status).toBe(401);
			expect(await response.json()).toEqual({
				code: 'unauthorized',
				message:
					'Missing access token. Send `Authorization: Bearer <ACCESS_TOKEN>`; the demo accepts any non-empty token.',
			});
		}
	});

	it('never reads the real tickets', async () => {
		const created = await fetch(`${guarded.url}/api/v1/tickets`, {
			method: 'POST',
			headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
			body: JSON.stringify({ customer_id: 'c', subject: 'real' }),
		});
		const { id } = await created.json();
		const demo = await fetch(`${guarded.url}/api/playground/demo/tickets/${id}`, {
			headers: { authorization: 'Bearer x' },
		});
		expect(demo.status).toBe(404);
	});

	it('answers 405 in the flat shape for other methods', async () => {
		const response = await fetch(`${open.url}/api/playground/demo/tickets/tkt_1001`, {
			method: 'POST',
		});
		expect(response.status).toBe(405);
		expect(await response.json()).toEqual({
			code: 'method_not_allowed',
			message: '`POST` is not allowed on `/demo/tickets/{ticket_id}`; use `GET`.',
		});
	});
});
