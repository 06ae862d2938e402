import { getRetryAfterSeconds, type RateLimitResult, type Store } from '../../store/store.ts';

/** Buckets known to be over their limit, and when their window ends, per store. */
const BLOCKED = new WeakMap<Store, Map<string, number>>();

/** Most buckets remembered as blocked; beyond that the oldest are forgotten (and asked again). */
const MAX_BLOCKED = 10_000;

/**
 * Counts one request against a bucket's fixed-window limit. The store counts, with one atomic
 * update, so every instance on the database shares the count. Once a bucket is over its limit,
 * every later request in that window is refused whatever the count, so this instance refuses
 * them from memory until the window ends: a flood of refused requests costs no writes.
 */
export async function hitRateLimit(
	store: Store,
	bucket: string,
	limit: number,
	windowSeconds: number,
	nowMs: number,
): Promise<RateLimitResult> {
	let blocked = BLOCKED.get(store);
	if (!blocked) {
		blocked = new Map();
		BLOCKED.set(store, blocked);
	}
	const resetAt = blocked.get(bucket);
	if (resetAt !== undefined) {
		if (nowMs < resetAt) {
			// Over the limit already: the exact count no longer matters, only that it is past it.
			return {
				allowed: false,
				count: limit + 1,
				retryAfterSeconds: getRetryAfterSeconds(resetAt, nowMs),
				resetAt,
			};
		}
		blocked.delete(bucket);
	}
	const result = await store.hitRateLimit(bucket, limit, windowSeconds, nowMs);
	if (!result.allowed) {
		if (blocked.size >= MAX_BLOCKED) blocked.delete(blocked.keys().next().value ?? '');
		blocked.set(bucket, result.resetAt);
	}
	return result;
}
