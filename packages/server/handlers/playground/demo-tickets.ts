import type { ServerDeps } from '../deps.ts';
import { getBearerToken } from '../http/auth.ts';
import { json, quote, ticketError } from '../http/json.ts';

/** A support ticket (`Ticket` in sites/docs/openapi/tickets.yaml). */
export interface Ticket {
	id: string;
	status: 'open' | 'pending' | 'resolved';
	created_at: string;
	customer_id: string;
	subject: string;
	priority: 'low' | 'normal' | 'high' | 'urgent';
}

/** The fixed, seeded tickets of the demo instance; real tickets are never touched. */
export const DEMO_TICKETS: readonly Ticket[] = Object.freeze([
	{
		id: 'tkt_1001',
		status: 'open',
		created_at: '2026-11-02T09:14:00Z',
		customer_id: 'cus_4821',
		subject: 'Cannot rotate my project API key',
		priority: 'high',
	},
	{
		id: 'tkt_1002',
		status: 'pending',
		created_at: '2026-11-05T16:40:12Z',
		customer_id: 'cus_1177',
		subject: 'Rebuild stuck after pushing a large spec',
		priority: 'normal',
	},
	{
		id: 'tkt_1003',
		status: 'resolved',
		created_at: '2026-10-28T11:03:45Z',
		customer_id: 'cus_0932',
		subject: 'Playground shows CORS error for sandbox server',
		priority: 'low',
	},
]);

/** `GET /api/playground/demo/tickets/{ticket_id}`: a demo ticket, or the flat 404. */
export function getDemoTicket(ticketId: string): Response {
	const ticket = DEMO_TICKETS.find((candidate) => candidate.id === ticketId);
	if (!ticket) {
		return ticketError(404, 'not_found', `Ticket ${quote(ticketId)} does not exist.`);
	}
	return json(ticket);
}

/**
 * The demo route with its (demo) auth: any non-empty bearer token is accepted when
 * `demo.requireToken` is on; without one, the flat 401.
 */
export function handleDemoTicket(request: Request, deps: ServerDeps, ticketId: string): Response {
	if (deps.config.demo.requireToken && !getBearerToken(request)) {
		return ticketError(
			401,
			'unauthorized',
			'Missing access token. Send `Authorization: Bearer <ACCESS_TOKEN>`; the demo accepts any non-empty token.',
			{ 'www-authenticate': 'Bearer' },
		);
	}
	return getDemoTicket(ticketId);
}
