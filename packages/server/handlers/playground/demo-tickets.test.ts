import { describe, expect, it } from 'vitest';
import { getDemoTicket } from './demo-tickets.ts';

describe('getDemoTicket', () => {
	it('returns a known demo ticket', async () => {
		const response = getDemoTicket('tkt_1001');
		expect(response.status).toBe(200);
		expect(await response.json()).toMatchObject({ id: 'tkt_1001', status: 'open' });
	});

	it('answers an unknown id with the flat 404 naming the id', async () => {
		const response = getDemoTicket('tkt_nope');
		expect(response.status).toBe(404);
		expect(await response.json()).toEqual({
			code: 'not_found',
			message: 'Ticket `tkt_nope` does not exist.',
		});
	});
});
