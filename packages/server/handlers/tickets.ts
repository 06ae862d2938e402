import { z } from 'astro/zod';
import type { ServerDeps } from '../runtime/deps.ts';
import type { TicketRecord } from '../storage/store.ts';
import { createRandomId, findByHash, getBearerToken } from './auth.ts';
import { answerPreflight, withCors } from './cors.ts';
import { json, quote, type Reply, ticketError } from './json.ts';
import { readBody } from './read-body.ts';
import { getPathname, getSegments } from './route-path.ts';
import type { ServerRequest } from './server-request.ts';

/** Largest ticket a caller may create, in bytes of JSON. */
const MAX_TICKET_BYTES = 16 * 1024;

/** The body of `POST /tickets`. */
const NewTicketSchema = z.strictObject({
	customer_id: z.string().trim().min(1).max(64),
	subject: z.string().trim().min(1).max(200),
	priority: z.enum(['low', 'normal', 'high', 'urgent']).default('normal'),
	status: z.enum(['open', 'pending', 'resolved']).default('open'),
});

/**
 * The tickets interface under `routes.tickets` (`{support_base_url}`): `GET /tickets/{ticket_id}`
 * and `POST /tickets`, with the flat `{ code, message }` error body everywhere.
 */
export async function handleTicketsRequest(
	request: ServerRequest,
	deps: ServerDeps,
): Promise<Reply> {
	let reply: Reply;
	try {
		reply = await routeTicketsRequest(request, deps);
	} catch (error) {
		deps.log.error(`${request.method} ${getPathname(request)} failed`, error);
		reply = ticketError(500, 'internal_error', 'Internal server error');
	}
	return withCors(reply, request, deps.config);
}

async function routeTicketsRequest(request: ServerRequest, deps: ServerDeps): Promise<Reply> {
	const segments = getSegments(request, deps.config.routes.tickets) ?? [];
	const isCollection = segments.length === 1 && segments[0] === 'tickets';
	const isItem = segments.length === 2 && segments[0] === 'tickets';
	if (!isCollection && !isItem) {
		return ticketError(
			404,
			'not_found',
			`No endpoint at ${quote(getPathname(request))}. The tickets interface has \`GET /tickets/{ticket_id}\` and \`POST /tickets\`.`,
		);
	}
	const allowed = isItem ? 'GET' : 'POST';
	if (request.method === 'OPTIONS') {
		return answerPreflight(request, deps.config, [allowed], 'ticket');
	}
	if (request.method !== allowed && !(isItem && request.method === 'HEAD')) {
		return ticketError(
			405,
			'method_not_allowed',
			`${quote(request.method)} is not allowed on \`${isItem ? '/tickets/{ticket_id}' : '/tickets'}\`; use \`${allowed}\`.`,
			{ allow: `${allowed}, OPTIONS` },
		);
	}
	const unauthorized = await checkAccessToken(request, deps);
	if (unauthorized) return unauthorized;
	return isItem ? getTicket(deps, segments[1] ?? '') : createTicket(request, deps);
}

/** The flat 401 unless the request carries an accepted access token. */
async function checkAccessToken(
	request: ServerRequest,
	deps: ServerDeps,
): Promise<Reply | undefined> {
	const token = getBearerToken(request);
	const known = token ? findByHash(deps.accessTokens, await deps.hashSecret(token)) : undefined;
	if (known) return undefined;
	return ticketError(
		401,
		'unauthorized',
		token
			? 'Invalid access token.'
			: 'Missing access token. Send `Authorization: Bearer <ACCESS_TOKEN>`.',
		{ 'www-authenticate': 'Bearer' },
	);
}

async function getTicket(deps: ServerDeps, ticketId: string): Promise<Reply> {
	const ticket = await deps.store.getTicket(ticketId);
	if (!ticket) return ticketError(404, 'not_found', `Ticket ${quote(ticketId)} does not exist.`);
	return json(ticket);
}

async function createTicket(request: ServerRequest, deps: ServerDeps): Promise<Reply> {
	const body = await readBody(request, MAX_TICKET_BYTES);
	if (!body.ok) {
		return ticketError(
			413,
			'payload_too_large',
			`The ticket is larger than ${MAX_TICKET_BYTES / 1024} KB; shorten the subject.`,
		);
	}
	let raw: unknown;
	try {
		raw = JSON.parse(new TextDecoder().decode(body.bytes));
	} catch {
		return ticketError(
			400,
			'invalid_request',
			'The body is not valid JSON. Send `{ "customer_id": "cus_1", "subject": "..." }` with `Content-Type: application/json`.',
		);
	}
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
