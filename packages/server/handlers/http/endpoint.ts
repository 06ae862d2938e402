import type { ServerDeps } from '../deps.ts';
import { answerPreflight, withCors } from './cors.ts';
import { type ErrorShape, errorResponse, quote } from './json.ts';

/** The path parameters of a matched route (`[project_id]` gives `project_id`). */
export type Params = Record<string, string | undefined>;

/** Answers one method of an endpoint. */
export type Handler = (
	request: Request,
	deps: ServerDeps,
	params: Params,
) => Promise<Response> | Response;

/**
 * One endpoint of an interface: its error shape, the methods it has and their handlers. The
 * host routes a request to it (Astro's injected routes, or `matchEndpoint`); `handleEndpoint`
 * answers preflights, 405s and unexpected failures in the interface's shape.
 */
export interface Endpoint {
	/** The error body of the endpoint's interface. */
	shape: ErrorShape;
	/** How a 405 names the endpoint, e.g. ``the `/tickets` endpoint``. */
	name: string;
	/** Handlers by method; HEAD is answered by GET. */
	methods: { GET?: Handler; POST?: Handler };
	/** Answers every method itself (the interfaces' 404s), with no preflight or 405. */
	any?: Handler;
	/** Request headers a preflight allows beside `Authorization` and `Content-Type`. */
	requestHeaders?: string[];
}

/** Answers a request with an endpoint, adding the CORS headers its origin earns. */
export async function handleEndpoint(
	endpoint: Endpoint,
	request: Request,
	deps: ServerDeps,
	params: Params,
): Promise<Response> {
	let response: Response;
	try {
		response = await dispatch(endpoint, request, deps, params);
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
	params: Params,
): Promise<Response> | Response {
	if (endpoint.any) return endpoint.any(request, deps, params);
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
	if (handler) return handler(request, deps, params);
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
