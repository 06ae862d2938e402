import type { ServerDeps } from '../runtime/deps.ts';
import { answerPreflight, withCors } from './cors.ts';
import { handleDemoTicket } from './demo-tickets.ts';
import { buildsError, quote, type Reply, ticketError } from './json.ts';
import { handleProxy } from './proxy.ts';
import { getPathname, getSegments } from './route-path.ts';
import type { ServerRequest } from './server-request.ts';

/**
 * Everything under `routes.playground`: the demo tickets route (ticket error shape) and the
 * playground proxy (builds error shape).
 */
export async function handlePlaygroundRequest(
	request: ServerRequest,
	deps: ServerDeps,
): Promise<Reply> {
	let reply: Reply;
	const segments = getSegments(request, deps.config.routes.playground) ?? [];
	const isDemo = segments[0] === 'demo';
	try {
		reply = await routePlaygroundRequest(request, deps, segments);
	} catch (error) {
		deps.log.error(`${request.method} ${getPathname(request)} failed`, error);
		reply = isDemo
			? ticketError(500, 'internal_error', 'Internal server error')
			: buildsError(500, 'internal_error', 'Internal server error');
	}
	return withCors(reply, request, deps.config);
}

async function routePlaygroundRequest(
	request: ServerRequest,
	deps: ServerDeps,
	segments: string[],
): Promise<Reply> {
	const { method } = request;
	if (segments[0] === 'demo') {
		if (segments.length !== 3 || segments[1] !== 'tickets') {
			return ticketError(
				404,
				'not_found',
				`No endpoint at ${quote(getPathname(request))}. The demo has \`GET /demo/tickets/{ticket_id}\`.`,
			);
		}
		if (method === 'OPTIONS') return answerPreflight(request, deps.config, ['GET'], 'ticket');
		if (method !== 'GET' && method !== 'HEAD') {
			return ticketError(
				405,
				'method_not_allowed',
				`${quote(method)} is not allowed on \`/demo/tickets/{ticket_id}\`; use \`GET\`.`,
				{ allow: 'GET, OPTIONS' },
			);
		}
		return handleDemoTicket(request, deps, segments[2] ?? '');
	}
	if (segments.length === 1 && segments[0] === 'proxy') {
		if (method === 'OPTIONS') return answerPreflight(request, deps.config, ['POST'], 'builds');
		if (method !== 'POST') {
			return buildsError(
				405,
				'method_not_allowed',
				`${quote(method)} is not allowed on the playground proxy; use \`POST\`.`,
				{ allow: 'POST, OPTIONS' },
			);
		}
		return handleProxy(request, deps);
	}
	return buildsError(
		404,
		'not_found',
		`No endpoint at ${quote(getPathname(request))}. The playground has \`POST /proxy\` and \`GET /demo/tickets/{ticket_id}\`.`,
	);
}
