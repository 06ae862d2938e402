/** Diagnosing a failed `fetch`: timeout, mixed content, CORS refusal or a network failure. */
import { SEND_STRINGS, type SendStrings } from '../../strings/send.ts';
import type { SendOptions, SendResult } from './types.ts';

/**
 * `template` with its `{name}` placeholders filled, as `strings/fill.ts` does: not imported from
 * there, as a module the modal's chunk imports too is split out into a file of its own, one more
 * for every open modal (see `StateSend.proxyUrl`).
 */
export function fill(template: string, values: Record<string, string | number>): string {
	return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
		name in values ? String(values[name]) : whole,
	);
}

/** Send's words in the page's language. */
export function getSendWords(options: Pick<SendOptions, 'strings'>): SendStrings {
	return { ...SEND_STRINGS, ...options.strings };
}

/** The result of a request that did not answer within `timeoutMs`. */
export function timedOut(target: URL, timeoutMs: number, options: SendOptions): SendResult {
	const t = getSendWords(options);
	const duration = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`;
	return {
		kind: 'error',
		reason: 'timeout',
		message: fill(t.timedOut, { origin: target.origin, duration }),
		hint: t.timedOutHint,
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
	const t = getSendWords(options);
	const pageProtocol = new URL(options.origin).protocol;
	if (pageProtocol === 'https:' && target.protocol === 'http:' && !isLoopback(target.hostname)) {
		return {
			kind: 'error',
			reason: 'mixed-content',
			message: fill(t.mixedContent, { origin: target.origin }),
			hint: t.mixedContentHint,
		};
	}
	const reachable = await probe(target);
	if (reachable && target.origin !== options.origin) {
		return {
			kind: 'error',
			reason: 'cors',
			message: fill(t.cors, { origin: target.origin, page: options.origin }),
			hint: options.proxy ? t.corsHintProxy : t.corsHint,
		};
	}
	return {
		kind: 'error',
		reason: 'network',
		message: fill(t.network, { origin: target.origin, error: (error as Error).message }),
		hint: t.networkHint,
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
