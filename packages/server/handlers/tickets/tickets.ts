import { z } from 'astro/zod';
import type { TicketRecord } from '../../store/store.ts';
import type { ServerDeps } from '../deps.ts';
import { createRandomId, findByHash, getBearerToken } from '../http/auth.ts';
import { refuseWrongCredential } from '../http/credential-limit.ts';
import { createNotFound } from '../http/endpoint.ts';
import { json, quote, ticketError } from '../http/json.ts';
import { readJsonBody } from '../http/json-body.ts';
import type { Endpoint, RequestContext } from '../http/types.ts';

/** Largest ticket a caller may create, in bytes of JSON. */
const MAX_TICKET_BYTES = 16 * 1024;

/** The body of `POST /tickets`. */
const NewTicketSchema = z.strictObject({
	customer_id: z.string().trim().min(1).max(64),
	subject: z.string().trim().min(1).max(200),
	priority: z.enum(['low', 'normal', 'high', 'urgent']).default('normal'),
	status: z.enum(['open', 'pending', 'resolved']).default('open'),
});

/** `POST /tickets` (under `routes.tickets`, the `{support_base_url}`): creates a ticket. */
export const ticketsEndpoint: Endpoint = {
	shape: 'ticket',
	name: '`/tickets`',
	methods: {
		POST: (request, deps, context) =>
			withAccessToken(request, deps, context, () => createTicket(request, deps)),
	},
};

/** `GET /tickets/{ticket_id}`: one ticket, or the flat 404. */
export const ticketEndpoint: Endpoint = {
	shape: 'ticket',
	name: '`/tickets/{ticket_id}`',
	methods: {
		GET: (request, deps, context) =>
			withAccessToken(request, deps, context, () =>
				getTicket(deps, context.params.ticket_id ?? ''),
			),
	},
};

/** Every other path under `routes.tickets`: the flat 404 naming the endpoints there are. */
export const ticketsNotFound: Endpoint = createNotFound(
	'ticket',
	() => 'The tickets interface has `GET /tickets/{ticket_id}` and `POST /tickets`.',
);

async function withAccessToken(
	request: Request,
	deps: ServerDeps,
	context: RequestContext,
	answer: () => Promise<Response>,
): Promise<Response> {
	return (await checkAccessToken(request, deps, context.clientAddress)) ?? answer();
}

/** The flat 401 unless the request carries an accepted access token. */
async function checkAccessToken(
	request: Request,
	deps: ServerDeps,
	clientAddress: string,
): Promise<Response | undefined> {
	const token = getBearerToken(request);
	const known = token ? findByHash(deps.accessTokens, await deps.hashSecret(token)) : undefined;
	if (known) return undefined;
	const challenge = { 'www-authenticate': 'Bearer' };
	const limited = await refuseWrongCredential(clientAddress, deps, 'ticket', challenge);
	if (limited) return limited;
	return ticketError(
		401,
		'unauthorized',
		token
			? 'Invalid access token.'
			: 'Missing access token. Send `Authorization: Bearer <ACCESS_TOKEN>`.',
		challenge,
	);
}

async function getTicket(deps: ServerDeps, ticketId: string): Promise<Response> {
	const ticket = await deps.store.getTicket(ticketId);
	if (!ticket) return ticketError(404, 'not_found', `Ticket ${quote(ticketId)} does not exist.`);
	return json(ticket);
}

async function createTicket(request: Request, deps: ServerDeps): Promise<Response> {
	const body = await readJsonBody(request, {
		shape: 'ticket',
		maxBytes: MAX_TICKET_BYTES,
		name: 'The ticket',
		example: '{ "customer_id": "cus_1", "subject": "..." }',
		tooLargeMessage: `The ticket is larger than ${MAX_TICKET_BYTES / 1024} KiB; shorten the subject.`,
	});
	if (!body.ok) return body.response;
	const raw = body.value;
	const parsed = NewTicketSchema.safeParse(raw);
	if (!parsed.success) {
		const problems = parsed.error.issues.map((issue) =>
			issue.path.length > 0 ? `\`${issue.path.join('.')}\`: ${issue.message}` : issue.message,
		);
		return ticketError(400, 'invalid_request', `Invalid ticket: ${problems.join('; ')}.`);
	}
	const ticket: TicketRecord = {
		id: createRandomId('tkt_', 10),
		status: parsed.data.status,
		created_at: new Date(deps.now()).toISOString(),
		customer_id: parsed.data.customer_id,
		subject: parsed.data.subject,
		priority: parsed.data.priority,
	};
	await deps.store.insertTicket(ticket);
	const location = `${deps.config.routes.tickets}/tickets/${ticket.id}`;
	return json(ticket, 201, { location });
}
