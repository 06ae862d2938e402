/**
 * A burst of proxied requests whose upstream answers are all in flight at once, for the proxy's
 * byte budget (`proxy.maxInFlightBytes`) on each host: the upstream sends every answer's head
 * (with its declared length) at once and holds the bodies until the burst's refusals are in.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One proxied request's answer, as the burst saw it. */
export interface BurstAnswer {
	status: number;
	retryAfter: string | null;
	code: string | undefined;
	/** Bytes of the upstream body the proxy returned (200 only). */
	bodyBytes: number;
}

/** What a burst saw. */
export interface BurstResult {
	answers: BurstAnswer[];
	/** The upstream's bodies were let go because the refusals came in (not by the time limit). */
	releasedByRefusals: boolean;
}

/**
 * Sends `count` proxied GETs at once to an upstream on `port` (0: any free one; a site that
 * names its upstream at build time needs a fixed one) answering `size` bytes each. Bodies are
 * released once `refusals` answers are 429, or after `limitMs` (then `releasedByRefusals` is
 * false: fewer were refused than expected). `headers` go on each proxy request (a per-request
 * client address, so the per-client limits stay out of the way).
 */
export async function sendProxyBurst(options: {
	proxyUrl: string;
	count: number;
	size: number;
	refusals: number;
	port?: number;
	headers?: (index: number) => Record<string, string>;
	limitMs?: number;
}): Promise<BurstResult> {
	const { proxyUrl, count, size, refusals, limitMs = 60_000 } = options;
	const waiting: ServerResponse[] = [];
	let released = false;
	const body = Buffer.alloc(size, 'x');
	const upstream = createServer((_req, res) => {
		res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(size) });
		res.flushHeaders();
		if (released) res.end(body);
		else waiting.push(res);
	});
	await new Promise<void>((resolve) => upstream.listen(options.port ?? 0, '127.0.0.1', resolve));
	const target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/held`;
	const release = () => {
		if (released) return;
		released = true;
		for (const res of waiting.splice(0)) res.end(body);
	};
	// No refusal expected: the bodies go at once.
	if (refusals === 0) release();
	const timer = setTimeout(release, limitMs);
	let refused = 0;
	let releasedByRefusals = false;
	try {
		const answers = await Promise.all(
			Array.from({ length: count }, async (_, index): Promise<BurstAnswer> => {
				const response = await fetch(proxyUrl, {
					method: 'POST',
					headers: { 'content-type': 'application/json', ...options.headers?.(index) },
					body: JSON.stringify({ method: 'GET', url: target }),
				});
				const text = await response.text();
				let answer: { error?: { code?: string }; body?: unknown } | undefined;
				try {
					answer = JSON.parse(text);
				} catch {
					throw new Error(
						`The proxy answered ${response.status} with no JSON: ${text.slice(0, 300)}`,
					);
				}
				if (response.status === 429 && ++refused === refusals && !released) {
					releasedByRefusals = true;
					release();
				}
				return {
					status: response.status,
					retryAfter: response.headers.get('retry-after'),
					code: answer?.error?.code,
					bodyBytes: typeof answer?.body === 'string' ? answer.body.length : 0,
				};
			}),
		);
		return { answers, releasedByRefusals };
	} finally {
		clearTimeout(timer);
		release();
		upstream.closeAllConnections();
		await new Promise((resolve) => upstream.close(resolve));
	}
}
