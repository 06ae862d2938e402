import { describe, expect, it } from 'vitest';
import { getDemoTicket } from './demo-tickets.ts';

describe('getDemoTicket', () => {
	it('returns a known demo ticket', () => {
		const reply = getDemoTicket('tkt_1001');
		expect(reply.status).toBe(200);
		expect(JSON.parse(reply.body ?? '')).toMatchObject({ id: 'tkt_1001', status: 'open' });
	});

	it('answers an unknown id with the flat 404 naming the id', () => {
		const reply = getDemoTicket('tkt_nope');
		expect(reply.status).toBe(404);
		expect(JSON.parse(reply.body ?? '')).toEqual({
			code: 'not_found',
			message: 'Ticket `tkt_nope` does not exist.',
		});
	});
});
