import { getClientAddress } from './client.ts';
import type { ServerDeps } from './deps.ts';
import { type ErrorShape, errorResponse } from './json.ts';
import { hitRateLimit, isRateLimited } from './rate-limit.ts';

/** Wrong credentials one client may present per window before it is refused for the rest of it. */
export const FAILED_CREDENTIALS_LIMIT = 10;
/** The window of `FAILED_CREDENTIALS_LIMIT`, in seconds. */
export const FAILED_CREDENTIALS_WINDOW_SECONDS = 60;

function getBucket(request: Request): string {
	return `auth-fail:${getClientAddress(request)}`;
}

function tooMany(shape: ErrorShape, retryAfterSeconds: number): Response {
	return errorResponse(
		shape,
		429,
		'rate_limited',
		`Too many wrong credentials from this client; try again in ${retryAfterSeconds} s.`,
		{ 'retry-after': String(retryAfterSeconds) },
	);
}

/**
 * The 429 for a client that presented too many wrong credentials this window, checked before
 * any credential is: guessing stops being free. `undefined` while the client may still try.
 */
export function refuseGuessing(
	request: Request,
	deps: ServerDeps,
	shape: ErrorShape,
): Response | undefined {
	const retryAfter = isRateLimited(deps.store, getBucket(request), deps.now());
	return retryAfter === undefined ? undefined : tooMany(shape, retryAfter);
}

/**
 * Counts one wrong credential against the client (in the store, so every instance shares the
 * count). Gives the 429 once the client is past the limit, else `undefined` (answer the 401).
 */
export async function countFailedCredential(
	request: Request,
	deps: ServerDeps,
	shape: ErrorShape,
): Promise<Response | undefined> {
	const result = await hitRateLimit(
		deps.store,
		getBucket(request),
		FAILED_CREDENTIALS_LIMIT,
		FAILED_CREDENTIALS_WINDOW_SECONDS,
		deps.now(),
	);
	return result.allowed ? undefined : tooMany(shape, result.retryAfterSeconds);
}
