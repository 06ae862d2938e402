/**
 * What a handler answers: plain data rather than a Fetch `Response`. The Astro routes turn it
 * into a `Response` (`toResponse`); the Node fast path writes it to `node:http` as it is, so an
 * endpoint request builds no Fetch objects, streams or header maps.
 */
export interface Reply {
	status: number;
	/** Header names in lower case. */
	headers: Record<string, string>;
	/** `Set-Cookie` values, one per cookie. */
	cookies?: string[];
	body: string | null;
}

/** A JSON reply with the given status. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Reply {
	return {
		status,
		headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
		body: JSON.stringify(body),
	};
}

/** Adds a value to a list-valued header (`Vary`, say), keeping what is there. */
export function appendHeader(reply: Reply, name: string, value: string): void {
	const current = reply.headers[name];
	reply.headers[name] = current ? `${current}, ${value}` : value;
}

/** The Fetch `Response` of a reply, for Astro's routes. */
export function toResponse(reply: Reply): Response {
	const headers = new Headers(reply.headers);
	for (const cookie of reply.cookies ?? []) headers.append('set-cookie', cookie);
	return new Response(reply.body, { status: reply.status, headers });
}

/** The flat error body of the ticket interface: `{ code, message }`. */
export function ticketError(
	status: number,
	code: string,
	message: string,
	headers: Record<string, string> = {},
): Reply {
	return json({ code, message }, status, headers);
}

/** The error body of the builds interface: `{ error: { code, message, status } }`. */
export function buildsError(
	status: number,
	code: string,
	message: string,
	headers: Record<string, string> = {},
): Reply {
	return json({ error: { code, message, status } }, status, headers);
}

/** Which error body an interface answers with. */
export type ErrorShape = 'builds' | 'ticket';

/** An error response in the given interface's shape. */
export function errorReply(
	shape: ErrorShape,
	status: number,
	code: string,
	message: string,
	headers: Record<string, string> = {},
): Reply {
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
