import type { ServerDeps } from '../deps.ts';
import { answerPreflight, withCors } from './cors.ts';
import { errorResponse, quote } from './json.ts';
import type { Endpoint, ErrorShape, RequestContext } from './types.ts';

/** Answers a request with an endpoint, adding the CORS headers its origin earns. */
export async function handleEndpoint(
	endpoint: Endpoint,
	request: Request,
	deps: ServerDeps,
	context: RequestContext,
): Promise<Response> {
	let response: Response;
	try {
		response = await dispatch(endpoint, request, deps, context);
	} catch (error) {
		deps.log.error(`${request.method} ${new URL(request.url).pathname} failed`, error);
		response = errorResponse(endpoint.shape, 500, 'internal_error', 'Internal server error');
	}
	return withCors(response, request, deps.config);
}

function dispatch(
	endpoint: Endpoint,
	request: Request,
	deps: ServerDeps,
	context: RequestContext,
): Promise<Response> | Response {
	if (endpoint.any) return endpoint.any(request, deps, context);
	const methods = Object.keys(endpoint.methods);
	const { method } = request;
	if (method === 'OPTIONS') {
		return answerPreflight(request, deps.config, methods, endpoint.shape, endpoint.requestHeaders);
	}
	const handler =
		method === 'GET' || method === 'POST'
			? endpoint.methods[method]
			: method === 'HEAD'
				? endpoint.methods.GET
				: undefined;
	if (handler) return handler(request, deps, context);
	return errorResponse(
		endpoint.shape,
		405,
		'method_not_allowed',
		`${quote(method)} is not allowed on ${endpoint.name}; use ${methods.map((m) => `\`${m}\``).join(' or ')}.`,
		{ allow: [...methods, 'OPTIONS'].join(', ') },
	);
}

/** An endpoint that answers every request under an interface's prefix with its 404. */
export function createNotFound(shape: ErrorShape, has: (deps: ServerDeps) => string): Endpoint {
	return {
		shape,
		name: '',
		methods: {},
		any: (request, deps) =>
			errorResponse(
				shape,
				404,
				'not_found',
				`No endpoint at ${quote(new URL(request.url).pathname)}. ${has(deps)}`,
			),
	};
}
