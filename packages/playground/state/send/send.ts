/**
 * Send: performs the playground's request, directly (`send-direct.ts`) or through the site's
 * proxy (`send-proxy.ts`), and says precisely what went wrong when it fails (`diagnose.ts`:
 * network, timeout, CORS, mixed content, proxy refusal) instead of "Failed to fetch"; a response
 * is described for the panel by `describe-response.ts`. No DOM beyond `fetch` and `URL`, so Node
 * runs it in tests. Its types are in `types.ts`, the body it sends is built by `request-body.ts`.
 */
import type { HarRequest } from '@trydocs/openapi/request';
import { sendDirectly } from './send-direct.ts';
import { sendThroughProxy } from './send-proxy.ts';
import type { SendOptions, SendResult } from './types.ts';

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
