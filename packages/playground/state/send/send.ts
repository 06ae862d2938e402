/**
 * Send: performs the playground's request, directly (`send-direct.ts`) or through the site's
 * proxy (`send-proxy.ts`), and says precisely what went wrong when it fails (`diagnose.ts`:
 * network, timeout, CORS, mixed content, proxy refusal) instead of "Failed to fetch"; a response
 * is described for the panel by `describe-response.ts`. No DOM beyond `fetch` and `URL`, so Node
 * runs it in tests. Its types are in `types.ts`, the body it sends is built by `request-body.ts`.
 * The playground state's Send continues here (`sendFromState`), so the modal's chunk stays small.
 */
import type { ReadonlySignal, Signal } from '@preact/signals';
import type { HarRequest } from '@trydocs/openapi/request';
import type { SendStrings } from '../../strings/send.ts';
import type { PlaygroundProps } from '../../types.ts';
import type { ResponseCheck } from '../check-response.ts';
import type { ObtainedToken } from '../credentials.ts';
import { fill, getSendWords } from './diagnose.ts';
import { sendDirectly } from './send-direct.ts';
import { sendThroughProxy } from './send-proxy.ts';
import type { SendOptions, SendResult } from './types.ts';

export { findAuthIssues } from './auth-check.ts';

const DEFAULT_TIMEOUT_MS = 30_000;

/** Sends the request and describes the response, or the failure, for the response panel. */
export async function sendRequest(request: HarRequest, options: SendOptions): Promise<SendResult> {
	const t = getSendWords(options);
	let target: URL;
	try {
		target = new URL(request.url);
	} catch {
		return {
			kind: 'error',
			reason: 'invalid-url',
			message: fill(t.invalidUrl, { url: request.url }),
			hint: t.invalidUrlHint,
		};
	}
	if (/\{[^}]+\}/.test(decodeURI(target.pathname))) {
		const name = /\{([^}]+)\}/.exec(decodeURI(target.pathname))?.[1] ?? '';
		return {
			kind: 'error',
			reason: 'invalid-url',
			message: fill(t.unfilledPath, { name }),
			hint: fill(t.unfilledPathHint, { name }),
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

/** What the playground state's Send hands over once the form is valid. */
export interface StateSend {
	props: PlaygroundProps;
	origin: string;
	/**
	 * The proxy's path or URL, resolved by the state: a module the modal's chunk imports too
	 * (`constants.ts`) would be split out into a file of its own, one more for every open modal.
	 */
	proxyUrl: string;
	timeoutMs: number | undefined;
	/** Read after an expired token is refreshed, so the request carries the new one. */
	request: ReadonlySignal<HarRequest>;
	readFiles: () => File[];
	/** The tokens obtained by OAuth, by scheme; the expired ones are refreshed first. */
	obtained: ReadonlySignal<Record<string, ObtainedToken>>;
	result: Signal<SendResult | undefined>;
	check: Signal<ResponseCheck | undefined>;
}

/**
 * Refreshes each obtained token of the chosen schemes that has expired (where a refresh token
 * came with it), sends, records the result, and checks it against the docs.
 */
export async function sendFromState(send: StateSend): Promise<SendResult> {
	const { props, result, check } = send;
	const refreshFailure = await refreshExpired(send.obtained.peek());
	if (refreshFailure) {
		const outcome = describeRefreshFailure(refreshFailure, getSendWords(props));
		result.value = outcome;
		return outcome;
	}
	const outcome = await sendRequest(send.request.value, {
		origin: send.origin,
		proxy: props.proxy ?? true,
		proxyUrl: send.proxyUrl,
		files: send.readFiles(),
		...(props.strings ? { strings: props.strings } : {}),
		...(send.timeoutMs ? { timeoutMs: send.timeoutMs } : {}),
		// A streamed body shows as it arrives (sent directly; the proxy answers once it is whole).
		onProgress: (partial) => {
			check.value = undefined;
			result.value = partial;
		},
	});
	const previous = result.value;
	if (previous?.kind === 'response' && previous.imageUrl) URL.revokeObjectURL(previous.imageUrl);
	check.value = undefined;
	result.value = outcome;
	await checkAgainstDocs(props, outcome, result, check);
	return outcome;
}

/** Refreshes the expired tokens that can be; says which could not be, and why. */
async function refreshExpired(
	obtained: Record<string, ObtainedToken>,
): Promise<string | undefined> {
	for (const [name, token] of Object.entries(obtained)) {
		if (token.expiresAt === undefined || token.expiresAt > Date.now() || !token.refresh) continue;
		const failure = await token.refresh();
		if (failure) return `${name}: ${failure}`;
	}
	return undefined;
}

/** Checks a response against the documented ones; the checker loads after the first. */
async function checkAgainstDocs(
	props: PlaygroundProps,
	outcome: SendResult,
	result: ReadonlySignal<SendResult | undefined>,
	check: Signal<ResponseCheck | undefined>,
) {
	const documented = props.operation.responses;
	if (outcome.kind !== 'response' || !documented) return;
	try {
		const { checkResponse } = await import('../check-response.ts');
		// A newer Send may have answered meanwhile: only its own result gets the check.
		if (result.peek() === outcome) check.value = checkResponse(documented, outcome);
	} catch {
		// The checker could not load (offline): the response stands without its check.
	}
}

/** Send's answer when an expired token could not be refreshed: nothing was sent. */
function describeRefreshFailure(failure: string, t: SendStrings): SendResult {
	return {
		kind: 'error',
		reason: 'network',
		message: fill(t.refreshFailed, { error: failure }),
		hint: t.refreshFailedHint,
	};
}
