/** A JSON response with the given status. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
	return new Response(JSON.stringify(body), {
		status,
		headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
	});
}

/** The flat error body of the ticket interface: `{ code, message }`. */
export function ticketError(status: number, code: string, message: string): Response {
	return json({ code, message }, status);
}
