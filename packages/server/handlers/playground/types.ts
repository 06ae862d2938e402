/**
 * The playground proxy's shapes: a call to send, its answer or why there is none, and the claim
 * on the bytes in flight. A leaf: the proxy endpoint, its sending half and the MCP server's
 * operation tools import these.
 */

/**
 * One proxied request's share of `proxy.maxInFlightBytes`: the bytes of its upstream answer it
 * holds, claimed as they arrive and given back when the request ends.
 */
export interface ByteClaim {
	/** Claims `bytes` more; `false` (and nothing claimed) when the budget has no room for them. */
	take(bytes: number): boolean;
	/**
	 * Keeps the request's slot (and what it claimed) until `done` settles, past the end of the
	 * call that holds the claim: a streamed answer is in flight until its last byte.
	 */
	holdUntil(done: Promise<unknown>): void;
}

/** What the proxy answers with when the upstream answered (whatever its status). */
export interface ProxyResult {
	status: number;
	statusText: string;
	headers: { name: string; value: string }[];
	body: string;
	bodyEncoding: 'utf8' | 'base64';
	durationMs: number;
}

/** One request to send: what the proxy's envelope says, its body decoded. */
export interface ProxyCall {
	method: string;
	url: string;
	headers: readonly { name: string; value: string }[];
	body?: Uint8Array | undefined;
	/**
	 * The caller reads a sequential answer (`text/event-stream`, JSON Lines, JSON text
	 * sequences) as it arrives: such an answer comes back as `stream`, not read into `body`.
	 */
	stream?: boolean | undefined;
}

/** Why a call was not sent or got no usable answer, with the status the proxy answers it with. */
export interface ProxyFailure {
	status: number;
	code: string;
	message: string;
	headers?: Record<string, string>;
}

/** A sent call's answer, or why there is none. */
export type ProxyOutcome =
	| {
			ok: true;
			result: ProxyResult;
			/** A sequential answer's body still arriving, when the call asked for `stream`. */
			stream?: ReadableStream<Uint8Array> | undefined;
	  }
	| { ok: false; failure: ProxyFailure };

/** A failed outcome: the status, code and message the proxy answers it with. */
export function fail(
	status: number,
	code: string,
	message: string,
	headers?: Record<string, string>,
): { ok: false; failure: ProxyFailure } {
	return { ok: false, failure: { status, code, message, ...(headers ? { headers } : {}) } };
}
