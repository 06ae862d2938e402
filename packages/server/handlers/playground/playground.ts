import { createNotFound } from '../http/endpoint.ts';
import type { Endpoint } from '../http/types.ts';
import { handleDemoTicket } from './demo-tickets.ts';
import { handleProxy } from './proxy.ts';

/**
 * The playground's endpoints under `routes.playground`: the CORS proxy (builds error shape) and
 * the demo tickets route (ticket error shape).
 */

/** `POST /proxy`: forwards one request to a server the site declares. */
export const proxyEndpoint: Endpoint = {
	shape: 'builds',
	name: 'the playground proxy',
	methods: { POST: handleProxy },
};

/** `GET /demo/tickets/{ticket_id}`: the seeded demo tickets. */
export const demoTicketEndpoint: Endpoint = {
	shape: 'ticket',
	name: '`/demo/tickets/{ticket_id}`',
	methods: {
		GET: (request, deps, { params }) => handleDemoTicket(request, deps, params.ticket_id ?? ''),
	},
};

/** Every other path under `routes.playground`: the builds-shaped 404. */
export const playgroundNotFound: Endpoint = createNotFound(
	'builds',
	() => 'The playground has `POST /proxy` and `GET /demo/tickets/{ticket_id}`.',
);

/** Every other path under the demo: the flat 404 of the tickets interface it imitates. */
export const demoNotFound: Endpoint = createNotFound(
	'ticket',
	() => 'The demo has `GET /demo/tickets/{ticket_id}`.',
);
