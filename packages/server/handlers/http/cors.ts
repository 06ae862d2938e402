import type { ServerConfig } from '../config.ts';
import { errorResponse, quote } from './json.ts';
import type { ErrorShape } from './types.ts';

/**
 * Whether a browser at `origin` may read responses: the configured origins (the site's own by
 * default), or the origin the request itself was sent to.
 */
export function isOriginAllowed(origin: string, request: Request, config: ServerConfig): boolean {
	if (isSameOrigin(origin, request)) return true;
	const allowed = getAllowedOrigins(config);
	return allowed.includes(origin);
}

/**
 * Whether `origin` is the origin the request was sent to. The `Host` header counts too: behind
 * Astro's Node adapter, `request.url` names `localhost` unless `security.allowedDomains` is set.
 */
export function isSameOrigin(origin: string, request: Request): boolean {
	if (origin === new URL(request.url).origin) return true;
	const host = request.headers.get('host');
	try {
		return host !== null && new URL(origin).host === host;
	} catch {
		return false;
	}
}

/** The configured CORS origins, or the site's own. */
export function getAllowedOrigins(config: ServerConfig): string[] {
	if (config.cors.origins.length > 0) return config.cors.origins;
	return config.siteOrigin ? [config.siteOrigin] : [];
}

/** Adds the CORS headers to a response when the request's origin is allowed. */
export function withCors(response: Response, request: Request, config: ServerConfig): Response {
	const origin = request.headers.get('origin');
	response.headers.append('vary', 'Origin');
	if (origin && isOriginAllowed(origin, request, config)) {
		response.headers.set('access-control-allow-origin', origin);
		response.headers.set('access-control-expose-headers', 'Retry-After, Location');
	}
	return response;
}

/**
 * Answers a preflight: 204 with the allowed methods and the `Authorization` and `Content-Type`
 * headers (and the endpoint's `extraHeaders`) for an allowed origin; 403 in the interface's error
 * shape for any other origin.
 */
export function answerPreflight(
	request: Request,
	config: ServerConfig,
	methods: string[],
	shape: ErrorShape,
	extraHeaders: string[] = [],
): Response {
	const origin = request.headers.get('origin');
	const allow = [...methods, 'OPTIONS'].join(', ');
	if (origin && !isOriginAllowed(origin, request, config)) {
		const allowed = getAllowedOrigins(config);
		return errorResponse(
			shape,
			403,
			'origin_not_allowed',
			`Origin ${quote(origin)} may not call this interface from a browser. Allowed origins: ${
				allowed.length > 0 ? allowed.join(', ') : 'only the site itself'
			}. Add it to \`trydocsServer({ cors: { origins: [...] } })\`.`,
			{ vary: 'Origin', allow },
		);
	}
	const headers: Record<string, string> = { allow, vary: 'Origin' };
	if (origin) {
		headers['access-control-allow-origin'] = origin;
		headers['access-control-allow-methods'] = allow;
		headers['access-control-allow-headers'] = [
			'Authorization',
			'Content-Type',
			...extraHeaders,
		].join(', ');
		headers['access-control-max-age'] = '600';
	}
	return new Response(null, { status: 204, headers });
}
