/**
 * Responses of the interfaces: JSON bodies and the two error shapes. Handlers answer with
 * standard Fetch `Response`s, so any host (Astro's routes, a Worker, a Node middleware) sends
 * them as they are.
 */
import type { ErrorShape } from './types.ts';

/**
 * The text of each JSON response made here, beside its body stream: a host that writes responses
 * itself (the opt-in Node middleware) sends it as it is instead of reading the stream back.
 */
const JSON_TEXT = new WeakMap<Response, string>();

/** The JSON text a response was made with by `json()`, if it was. */
export function getJsonText(response: Response): string | undefined {
	return JSON_TEXT.get(response);
}

/** A JSON response with the given status. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
	const text = JSON.stringify(body);
	const response = new Response(text, {
		status,
		headers: {
			'content-type': 'application/json; charset=utf-8',
			// A browser must never guess another type (HTML, script) from what a caller wrote.
			'x-content-type-options': 'nosniff',
			...headers,
		},
	});
	JSON_TEXT.set(response, text);
	return response;
}

/** The flat error body of the ticket interface: `{ code, message }`. */
export function ticketError(
	status: number,
	code: string,
	message: string,
	headers: Record<string, string> = {},
): Response {
	return json({ code, message }, status, headers);
}

/** The error body of the builds interface: `{ error: { code, message, status } }`. */
export function buildsError(
	status: number,
	code: string,
	message: string,
	headers: Record<string, string> = {},
): Response {
	return json({ error: { code, message, status } }, status, headers);
}

/** An error response in the given interface's shape. */
export function errorResponse(
	shape: ErrorShape,
	status: number,
	code: string,
	message: string,
	headers: Record<string, string> = {},
): Response {
	return shape === 'builds'
		? buildsError(status, code, message, headers)
		: ticketError(status, code, message, headers);
}

/** Quotes a value from a request for an error message: backticks, bounded length. */
export function quote(value: string, max = 120): string {
	let clean = '';
	for (const char of value) {
		const code = char.codePointAt(0) ?? 0;
		// Control characters and backticks would break the message's quoting.
		clean += code < 0x20 || code === 0x7f || char === '`' ? '?' : char;
	}
	return `\`${clean.length > max ? `${clean.slice(0, max)}…` : clean}\``;
}
