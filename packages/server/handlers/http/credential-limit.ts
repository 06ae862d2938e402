import type { ServerDeps } from '../deps.ts';
import { errorResponse } from './json.ts';
import { hitRateLimit } from './rate-limit.ts';
import type { ErrorShape } from './types.ts';

/** Wrong credentials one client may present per window before its wrong ones get 429. */
export const FAILED_CREDENTIALS_LIMIT = 10;
/** The window of `FAILED_CREDENTIALS_LIMIT`, in seconds. */
export const FAILED_CREDENTIALS_WINDOW_SECONDS = 60;

function getBucket(clientAddress: string): string {
	return `auth-fail:${clientAddress}`;
}

function tooMany(
	shape: ErrorShape,
	retryAfterSeconds: number,
	headers: Record<string, string>,
): Response {
	return errorResponse(
		shape,
		429,
		'rate_limited',
		`Too many wrong credentials from this client; try again in ${retryAfterSeconds} s.`,
		{ ...headers, 'retry-after': String(retryAfterSeconds) },
	);
}

/**
 * The guessing brake, called only once a presented credential turned out wrong (a right one never
 * reaches it, so no client behind the same address, a NAT or a reverse proxy, can lock a CI out).
 * Each wrong credential is counted in the store (every instance shares the count); once a client
 * is past the limit this instance refuses its wrong ones from memory, at no cost. Gives the 429
 * with `Retry-After` once the client is past `FAILED_CREDENTIALS_LIMIT` wrong ones in the window,
 * else `undefined` (answer the 401). `headers` are those the 401 would carry (`WWW-Authenticate`):
 * the 429 carries them too, so a client still learns how to authenticate.
 */
export async function refuseWrongCredential(
	clientAddress: string,
	deps: ServerDeps,
	shape: ErrorShape,
	headers: Record<string, string> = {},
): Promise<Response | undefined> {
	// A client already past the limit is answered from this instance's memory.
	const result = await hitRateLimit(
		deps.store,
		getBucket(clientAddress),
		FAILED_CREDENTIALS_LIMIT,
		FAILED_CREDENTIALS_WINDOW_SECONDS,
		deps.now(),
	);
	return result.allowed ? undefined : tooMany(shape, result.retryAfterSeconds, headers);
}
