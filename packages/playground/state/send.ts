/**
 * Send: performs the playground's request, directly (`send-direct.ts`) or through the site's
 * proxy (`send-proxy.ts`), and says precisely what went wrong when it fails (`diagnose.ts`:
 * network, timeout, CORS, mixed content, proxy refusal) instead of "Failed to fetch"; a response
 * is described for the panel by `describe-response.ts`. No DOM beyond `fetch` and `URL`, so Node
 * runs it in tests.
 */
import type { HarPair, HarRequest } from '@trydocs/openapi/request';
import { sendDirectly } from './send-direct.ts';
import { sendThroughProxy } from './send-proxy.ts';

/** How a response body is shown. */
export type BodyKind = 'json' | 'text' | 'html' | 'image' | 'binary' | 'empty';

/** What Send returned, or why it could not. */
export type SendResult =
	| {
			kind: 'response';
			status: number;
			statusText: string;
			durationMs: number;
			/** Body size in bytes. */
			size: number;
			headers: HarPair[];
			contentType: string;
			bodyKind: BodyKind;
			/** The body as text (empty for images and binary bodies). */
			body: string;
			/** For images: a URL the `<img>` shows (an object URL in browsers). */
			imageUrl?: string;
			via: 'direct' | 'proxy';
	  }
	| {
			kind: 'error';
			reason: 'network' | 'timeout' | 'cors' | 'mixed-content' | 'proxy' | 'invalid-url';
			/** One line: what happened. */
			message: string;
			/** What to do about it. */
			hint: string;
	  };

/** Options of `sendRequest`. */
export interface SendOptions {
	/** The page's origin; a target on another origin goes through the proxy when it is on. */
	origin: string;
	/** `api.playground.proxy`. */
	proxy: boolean;
	/** Path or URL of the proxy endpoint. */
	proxyUrl: string;
	/** The files of the multipart body, in the order of the request's file fields. */
	files?: File[];
	/** Gives up after this long (default 30 s). */
	timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** Sends the request and describes the response, or the failure, for the response panel. */
export async function sendRequest(request: HarRequest, options: SendOptions): Promise<SendResult> {
	let target: URL;
	try {
		target = new URL(request.url);
	} catch {
		return {
			kind: 'error',
			reason: 'invalid-url',
			message: `\`${request.url}\` is not a valid URL.`,
			hint: 'Check the server address and its variables at the top of the form.',
		};
	}
	if (/\{[^}]+\}/.test(decodeURI(target.pathname))) {
		const name = /\{([^}]+)\}/.exec(decodeURI(target.pathname))?.[1];
		return {
			kind: 'error',
			reason: 'invalid-url',
			message: `The URL still contains \`{${name}}\`.`,
			hint: `Fill in the path parameter \`${name}\`.`,
		};
	}
	// The site itself is called directly (the proxy refuses it); other origins go through the
	// proxy when it is on, which also carries cookie parameters a page cannot set itself.
	const viaProxy = options.proxy && target.origin !== options.origin;
	const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
	return viaProxy
		? sendThroughProxy(request, target, options, timeoutMs)
		: sendDirectly(request, target, options, timeoutMs);
}
