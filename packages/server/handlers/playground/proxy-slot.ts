/**
 * The playground proxy's limits per client and per server: requests per minute (counted in the
 * store), requests in flight, and the bytes of answers held at once. Shared by the proxy
 * endpoint and the MCP server's operation tools.
 */
import type { ServerDeps } from '../deps.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { type ByteClaim, fail, type ProxyFailure } from './types.ts';

/**
 * Requests in flight through this server's proxy (all together and per client), and the bytes of
 * upstream answers they hold.
 */
const IN_FLIGHT = { total: 0, byClient: new Map<string, number>(), bytes: 0 };

/**
 * Runs `send` within the proxy's limits for `client` (its address): its requests per
 * minute (counted in the store, so every instance shares them) and its requests in flight, and
 * this server's in-flight total. `send` gets the request's claim on the bytes in flight: it
 * holds what it read until `send` returns, so let `send` build the answer from them too (or,
 * for an answer streamed on, until the stream ends: `claim.holdUntil`).
 */
export async function withProxySlot<T>(
	deps: ServerDeps,
	client: string,
	send: (claim: ByteClaim) => Promise<T>,
): Promise<T | { ok: false; failure: ProxyFailure }> {
	const { proxy } = deps.config;
	const limit = await hitRateLimit(
		deps.store,
		`proxy:${client}`,
		proxy.requestsPerClient,
		60,
		deps.now(),
	);
	if (!limit.allowed) {
		return fail(
			429,
			'rate_limited',
			`Too many proxied requests from this client; try again in ${limit.retryAfterSeconds} s.`,
			{ 'retry-after': String(limit.retryAfterSeconds) },
		);
	}
	const mine = IN_FLIGHT.byClient.get(client) ?? 0;
	if (mine >= proxy.maxInFlightPerClient || IN_FLIGHT.total >= proxy.maxInFlight) {
		return fail(
			429,
			'rate_limited',
			mine >= proxy.maxInFlightPerClient
				? `This client already has ${mine} proxied requests in flight; wait for one to finish.`
				: 'The playground proxy is busy; try again in a second.',
			{ 'retry-after': '1' },
		);
	}
	IN_FLIGHT.total++;
	IN_FLIGHT.byClient.set(client, mine + 1);
	let held = 0;
	let until: Promise<unknown> | undefined;
	const claim: ByteClaim = {
		take(bytes) {
			if (IN_FLIGHT.bytes + bytes > proxy.maxInFlightBytes) return false;
			IN_FLIGHT.bytes += bytes;
			held += bytes;
			return true;
		},
		holdUntil(done) {
			until = done;
		},
	};
	const release = () => {
		IN_FLIGHT.bytes -= held;
		IN_FLIGHT.total--;
		const left = (IN_FLIGHT.byClient.get(client) ?? 1) - 1;
		if (left > 0) IN_FLIGHT.byClient.set(client, left);
		else IN_FLIGHT.byClient.delete(client);
	};
	try {
		return await send(claim);
	} finally {
		if (until) until.then(release, release);
		else release();
	}
}
