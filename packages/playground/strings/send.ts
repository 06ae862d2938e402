/**
 * The words of Send's chunk (`state/send/`): why a request failed and what to do about it, shown
 * in the response panel. English; a page in another language overrides them.
 */
export const SEND_STRINGS = {
	timedOut: '{origin} did not answer within {duration}: the request timed out.',
	timedOutHint: 'The server may be slow or down; try again, or check its status.',
	mixedContent: 'The browser blocked {origin}: an HTTPS page cannot call a plain HTTP address.',
	mixedContentHint:
		'Use the HTTPS address of the API, or turn on the proxy (`api.playground.proxy`).',
	cors: '{origin} answered, but its CORS policy does not allow requests from {page}, so the browser blocked the response.',
	corsHintProxy:
		"Allow this docs site's origin in the API's CORS settings, or use the code example outside the browser.",
	corsHint:
		"Turn on the playground proxy (`api.playground.proxy: true` in docs.json) or allow this docs site's origin in the API's CORS settings; the code examples work outside the browser.",
	network: 'Could not reach {origin}: the connection failed ({error}).',
	networkHint:
		'Check the server address and its variables, that the API is running, and your network or VPN.',
	proxyUnreachable: 'The playground proxy of this site could not be reached ({error}).',
	proxyUnreachableHint: 'Check your connection and reload the page.',
	proxyRefused:
		'The proxy refused to forward to {origin}: it only forwards to the servers the docs declare.',
	proxyRefusedHint:
		"Choose one of the listed servers, or add this address to the spec's `servers` (or `api.mdx.server` in docs.json).",
	proxyUpstream: 'Could not reach {origin} (through the proxy).',
	proxyUpstreamHint: 'Check the server address and its variables, and that the API is up.',
	proxyTooLarge: 'The request is too large for the playground proxy.',
	proxyTooLargeHint: 'Send a smaller body or file, or use the code example outside the browser.',
	proxyFailed: 'The proxy could not send the request ({code}).',
	proxyFailedHint:
		'Check the values in the form; the code examples show the request that was attempted.',
	proxyMissing: "This site's playground proxy is not available (it answered {status}).",
	proxyMissingHint:
		'Add `trydocsServer()` to the site so it serves `POST {path}`, or set `api.playground.proxy` to false when the API allows CORS.',
	proxySaid: 'The proxy said: {message}',
	invalidUrl: '`{url}` is not a valid URL.',
	invalidUrlHint: 'Check the server address and its variables at the top of the form.',
	unfilledPath: 'The URL still contains `{{name}}`.',
	unfilledPathHint: 'Fill in the path parameter `{name}`.',
	refreshFailed: 'The access token has expired and could not be refreshed ({error}).',
	refreshFailedHint: 'Get a new token in the Authorization section, then Send again.',
};

/** The words of Send's chunk, by key. */
export type SendStrings = typeof SEND_STRINGS;
