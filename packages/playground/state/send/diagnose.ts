/** Diagnosing a failed `fetch`: timeout, mixed content, CORS refusal or a network failure. */
import type { SendOptions, SendResult } from './types.ts';

/** The result of a request that did not answer within `timeoutMs`. */
export function timedOut(target: URL, timeoutMs: number): SendResult {
	return {
		kind: 'error',
		reason: 'timeout',
		message: `${target.origin} did not answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}: the request timed out.`,
		hint: 'The server may be slow or down; try again, or check its status.',
	};
}

/**
 * A fetch that fails without a response is either a network failure or a CORS refusal; the
 * browser hides which. A `no-cors` probe tells them apart: if it gets an (opaque) answer, the
 * server is reachable and it was CORS.
 */
export async function diagnose(
	target: URL,
	options: SendOptions,
	error: unknown,
): Promise<SendResult> {
	const pageProtocol = new URL(options.origin).protocol;
	if (pageProtocol === 'https:' && target.protocol === 'http:' && !isLoopback(target.hostname)) {
		return {
			kind: 'error',
			reason: 'mixed-content',
			message: `The browser blocked ${target.origin}: an HTTPS page cannot call a plain HTTP address.`,
			hint: 'Use the HTTPS address of the API, or turn on the proxy (`api.playground.proxy`).',
		};
	}
	const reachable = await probe(target);
	if (reachable && target.origin !== options.origin) {
		return {
			kind: 'error',
			reason: 'cors',
			message: `${target.origin} answered, but its CORS policy does not allow requests from ${options.origin}, so the browser blocked the response.`,
			hint: options.proxy
				? "Allow this docs site's origin in the API's CORS settings, or use the code example outside the browser."
				: "Turn on the playground proxy (`api.playground.proxy: true` in docs.json) or allow this docs site's origin in the API's CORS settings; the code examples work outside the browser.",
		};
	}
	return {
		kind: 'error',
		reason: 'network',
		message: `Could not reach ${target.origin}: the connection failed (${(error as Error).message}).`,
		hint: 'Check the server address and its variables, that the API is running, and your network or VPN.',
	};
}

async function probe(target: URL): Promise<boolean> {
	const controller = new AbortController();
	const timer = setTimeout(() => controller.abort(), 5_000);
	try {
		await fetch(target, { method: 'HEAD', mode: 'no-cors', signal: controller.signal });
		return true;
	} catch {
		return false;
	} finally {
		clearTimeout(timer);
	}
}

function isLoopback(hostname: string): boolean {
	return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
}
