/**
 * The types every interface's endpoints share: an endpoint, its handlers and what the host tells
 * a handler about the request beside the `Request` itself. A leaf: the concern folders import
 * these, so no circle forms through them.
 */
import type { ServerDeps } from '../deps.ts';

/** Which error body an interface answers with. */
export type ErrorShape = 'builds' | 'ticket';

/** The path parameters of a matched route (`[project_id]` gives `project_id`). */
export type Params = Record<string, string | undefined>;

/** What the host knows of one request beside the `Request`: its route and its connection. */
export interface RequestContext {
	/** The path parameters of the matched route. */
	params: Params;
	/**
	 * Who sent the request, as the host saw the connection (Astro's `clientAddress`, the socket's
	 * remote address); `unknown` when the host did not say (all such clients share limits). Never
	 * taken from `X-Forwarded-For` or similar headers, which any caller can write: limits per
	 * client must not be dodged by a header.
	 */
	clientAddress: string;
}

/** The client address of a request whose host did not say (such clients share their limits). */
export const UNKNOWN_CLIENT = 'unknown';

/** Answers one method of an endpoint. */
export type Handler = (
	request: Request,
	deps: ServerDeps,
	context: RequestContext,
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

/** An endpoint matched to a path, with its parameters. */
export interface EndpointMatch {
	endpoint: Endpoint;
	params: Params;
}
