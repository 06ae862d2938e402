/**
 * The OAuth 2.0 flows the playground runs: authorization code with PKCE (S256) and implicit in a
 * popup that returns to the site's callback page, client credentials, password, device
 * authorization (device-flow.ts), and refresh. Each
 * resolves to a token or to a message a reader can act on; nothing is stored anywhere.
 */
import type { OAuthFlow } from '@trydocs/openapi/oauth';
import { type DeviceCode, runDeviceFlow } from './device-flow.ts';
import { createChallenge, createRandomString } from './pkce.ts';
import { type Reach, requestToken, type TokenAnswer } from './token-endpoint.ts';

/** What a flow needs besides the flow itself. */
export interface FlowInput {
	flow: OAuthFlow;
	clientId: string;
	clientSecret?: string | undefined;
	scopes: string[];
	/** The resource owner's credentials (password flow). */
	username?: string;
	password?: string;
	/** Absolute redirect URL: the site's callback page unless the site names another. */
	redirectUrl: string;
	/** Extra parameters of the authorization request. */
	params?: Record<string, string> | undefined;
	reach: Reach;
	/** Device authorization: shows the user code the reader enters at the verification page. */
	onDeviceCode?: (code: DeviceCode) => void;
}

/** A token, or why there is none. */
export type FlowResult = TokenAnswer | { error: string };

/** The message the callback page (`@trydocs/astro` routes/oauth-callback.astro) posts. */
export const CALLBACK_MESSAGE = 'trydocs:oauth-callback';

/** Gives up waiting for the popup after this long. */
const POPUP_TIMEOUT_MS = 5 * 60_000;

/** Runs one flow to its token. */
export async function runFlow(input: FlowInput): Promise<FlowResult> {
	const { flow, clientId, clientSecret, reach } = input;
	const scope = input.scopes.join(' ') || undefined;
	const client = { client_id: clientId, client_secret: clientSecret };
	switch (flow.type) {
		case 'clientCredentials':
			return requestToken(
				flow.tokenUrl ?? '',
				{ grant_type: 'client_credentials', ...client, scope },
				reach,
			);
		case 'password':
			return requestToken(
				flow.tokenUrl ?? '',
				{
					grant_type: 'password',
					username: input.username,
					password: input.password,
					...client,
					scope,
				},
				reach,
			);
		case 'authorizationCode':
			return runAuthorizationCode(input, scope);
		case 'implicit':
			return runImplicit(input, scope);
		case 'deviceAuthorization':
			return runDeviceFlow({
				flow,
				clientId,
				clientSecret,
				scope,
				reach,
				onCode: (code) => input.onDeviceCode?.(code),
			});
	}
}

/** Exchanges a refresh token for a new access token (at `refreshUrl`, else the token URL). */
export function refreshAccessToken(
	flow: OAuthFlow,
	refreshToken: string,
	client: { clientId: string; clientSecret?: string | undefined },
	reach: Reach,
): Promise<FlowResult> {
	return requestToken(
		flow.refreshUrl ?? flow.tokenUrl ?? '',
		{
			grant_type: 'refresh_token',
			refresh_token: refreshToken,
			client_id: client.clientId,
			client_secret: client.clientSecret,
		},
		reach,
	);
}

async function runAuthorizationCode(input: FlowInput, scope: string | undefined) {
	// The popup opens before any await, while the click still counts as the reader's gesture.
	const popup = openPopup();
	if (!popup) return { error: POPUP_BLOCKED };
	const verifier = createRandomString();
	const state = createRandomString();
	const url = buildAuthorizationUrl(input, 'code', state, scope, {
		code_challenge: await createChallenge(verifier),
		code_challenge_method: 'S256',
	});
	const answer = await waitForCallback(popup, url, state, input.reach.origin);
	if ('error' in answer) return answer;
	const code = answer.params.get('code');
	if (!code) return { error: 'The authorization server answered without a `code`.' };
	return requestToken(
		input.flow.tokenUrl ?? '',
		{
			grant_type: 'authorization_code',
			code,
			redirect_uri: input.redirectUrl,
			code_verifier: verifier,
			client_id: input.clientId,
			client_secret: input.clientSecret,
		},
		input.reach,
	);
}

async function runImplicit(input: FlowInput, scope: string | undefined): Promise<FlowResult> {
	const popup = openPopup();
	if (!popup) return { error: POPUP_BLOCKED };
	const state = createRandomString();
	const url = buildAuthorizationUrl(input, 'token', state, scope, {});
	const answer = await waitForCallback(popup, url, state, input.reach.origin);
	if ('error' in answer) return answer;
	const token = answer.params.get('access_token');
	if (!token) return { error: 'The authorization server answered without an `access_token`.' };
	const expiresIn = Number(answer.params.get('expires_in'));
	return {
		accessToken: token,
		...(Number.isFinite(expiresIn) && expiresIn > 0 ? { expiresIn } : {}),
		...(answer.params.get('scope') ? { scope: answer.params.get('scope') as string } : {}),
	};
}

const POPUP_BLOCKED =
	'The browser blocked the sign-in window: allow pop-ups for this site, then try again.';

function openPopup(): Window | null {
	return window.open('about:blank', 'trydocs-oauth', 'popup,width=520,height=680');
}

/** The authorization request's URL: the site's extra parameters first, ours on top. */
export function buildAuthorizationUrl(
	input: Pick<FlowInput, 'flow' | 'clientId' | 'redirectUrl' | 'params'>,
	responseType: 'code' | 'token',
	state: string,
	scope: string | undefined,
	extra: Record<string, string>,
): string {
	const url = new URL(input.flow.authorizationUrl ?? '');
	const set = (name: string, value: string | undefined) => {
		if (value) url.searchParams.set(name, value);
	};
	for (const [name, value] of Object.entries(input.params ?? {})) set(name, value);
	set('response_type', responseType);
	set('client_id', input.clientId);
	set('redirect_uri', input.redirectUrl);
	set('scope', scope);
	set('state', state);
	for (const [name, value] of Object.entries(extra)) set(name, value);
	return url.href;
}

/**
 * Sends the popup to the authorization URL and waits for the callback page's message. The answer
 * counts only with the `state` this request made; an error the server sends back is reported as
 * it says it. Query and fragment are both read (code and implicit answers).
 */
function waitForCallback(
	popup: Window,
	url: string,
	state: string,
	origin: string,
): Promise<{ params: URLSearchParams } | { error: string }> {
	return new Promise((resolve) => {
		const finish = (result: { params: URLSearchParams } | { error: string }) => {
			window.removeEventListener('message', onMessage);
			clearInterval(watch);
			clearTimeout(timeout);
			resolve(result);
		};
		const onMessage = (event: MessageEvent) => {
			const data = event.data as { type?: unknown; url?: unknown } | undefined;
			if (
				event.origin !== origin ||
				data?.type !== CALLBACK_MESSAGE ||
				typeof data.url !== 'string'
			) {
				return;
			}
			const answer = new URL(data.url);
			const params = new URLSearchParams(answer.search);
			for (const [name, value] of new URLSearchParams(answer.hash.slice(1)))
				params.set(name, value);
			if (params.get('state') !== state) {
				finish({
					error:
						'The sign-in answer came back with another `state` than this request sent, so it was ignored (it may not come from this request). Start again.',
				});
				return;
			}
			const error = params.get('error');
			if (error) {
				const description = params.get('error_description');
				finish({
					error:
						error === 'access_denied'
							? `Access was denied at the authorization server${description ? `: ${description}` : ''}. Approve the request to get a token.`
							: `The authorization server answered \`${error}\`${description ? `: ${description}` : ''}.`,
				});
				return;
			}
			finish({ params });
		};
		window.addEventListener('message', onMessage);
		const watch = setInterval(() => {
			if (popup.closed) finish({ error: 'The sign-in window was closed before it finished.' });
		}, 500);
		const timeout = setTimeout(() => {
			popup.close();
			finish({ error: 'The sign-in did not finish within 5 minutes.' });
		}, POPUP_TIMEOUT_MS);
		popup.location.href = url;
	});
}
