/**
 * What the reader chose and typed in the OAuth panel of one scheme, and getting a token with it.
 * The sessions live in this module's memory for the page's lifetime (the module is the panel's
 * chunk, loaded once per page), so reopening the modal keeps them; nowhere else holds them.
 */
import type { Signal } from '@preact/signals';
import type { OAuthFlow } from '@trydocs/openapi/oauth';
import type { PlaygroundState } from '../../../state/create-playground-state.ts';
import type { DeviceCode } from '../../../state/oauth/device-flow.ts';
import { type FlowResult, refreshAccessToken, runFlow } from '../../../state/oauth/flows.ts';
import type { Reach } from '../../../state/oauth/token-endpoint.ts';
import type { PlaygroundSecurityScheme } from '../../../types.ts';
import type { ModalKit } from './kit.ts';

/** What the reader chose and typed for one scheme of one API. */
export interface Session {
	flows: Signal<OAuthFlow[] | undefined>;
	discoveryError: Signal<string | undefined>;
	flowIndex: Signal<number>;
	clientId: Signal<string>;
	clientSecret: Signal<string>;
	username: Signal<string>;
	password: Signal<string>;
	scopes: Signal<string[]>;
	busy: Signal<boolean>;
	error: Signal<string | undefined>;
	/** The user code of a device flow that is waiting for its approval. */
	deviceCode: Signal<DeviceCode | undefined>;
}

/** The page's sessions, by credential class (`credentialKey`: the API, its origin, the kind). */
const sessions = new Map<string, Session>();

/** The session of `key`, created from the scheme's configured client on first use. */
export function getSession(
	key: string,
	entry: PlaygroundSecurityScheme,
	{ signal }: ModalKit,
): Session {
	let session = sessions.get(key);
	if (!session) {
		const flows = entry.scheme.type === 'oauth2' ? (entry.flows ?? []) : undefined;
		session = {
			flows: signal(flows),
			discoveryError: signal(undefined),
			flowIndex: signal(0),
			clientId: signal(entry.client?.clientId ?? ''),
			clientSecret: signal(entry.client?.clientSecret ?? ''),
			username: signal(''),
			password: signal(''),
			scopes: signal(entry.scopes ?? []),
			busy: signal(false),
			error: signal(undefined),
			deviceCode: signal(undefined),
		};
		sessions.set(key, session);
	}
	return session;
}

/** Everything getting a token for one scheme needs. */
export interface TokenRequest {
	state: PlaygroundState;
	entry: PlaygroundSecurityScheme;
	session: Session;
	/** How token requests reach their servers (directly or through the proxy). */
	reach: Reach;
	redirectUrl: string;
}

/** Runs `flow` with what the session holds; the token, or the error, lands in the state. */
export async function obtainToken(request: TokenRequest, flow: OAuthFlow): Promise<void> {
	const { session, entry } = request;
	if (session.busy.peek()) return;
	if (!session.clientId.peek().trim()) {
		session.error.value = 'Enter the client id the authorization server knows this playground by.';
		return;
	}
	session.busy.value = true;
	session.error.value = undefined;
	const asked = session.scopes.peek();
	const result = await runFlow({
		flow,
		clientId: session.clientId.peek().trim(),
		clientSecret: session.clientSecret.peek() || undefined,
		scopes: asked,
		username: session.username.peek(),
		password: session.password.peek(),
		redirectUrl: request.redirectUrl,
		params: entry.client?.params,
		reach: request.reach,
		onDeviceCode: (code) => {
			session.deviceCode.value = code;
		},
	});
	session.busy.value = false;
	session.deviceCode.value = undefined;
	if ('error' in result) session.error.value = result.error;
	else applyToken(request, result, flow, asked);
}

/** Puts an obtained token in the state, with its expiry, scopes and a way to refresh it. */
function applyToken(
	request: TokenRequest,
	result: Exclude<FlowResult, { error: string }>,
	used: OAuthFlow,
	asked: string[],
) {
	const { state, session, reach } = request;
	const { name } = request.entry;
	const refreshToken = result.refreshToken;
	state.setAuth(name, { type: 'bearer', token: result.accessToken });
	state.setObtained(name, {
		...(result.expiresIn ? { expiresAt: Date.now() + result.expiresIn * 1000 } : {}),
		scopes: result.scope ? result.scope.split(' ').filter(Boolean) : asked,
		revealed: state.obtained.peek()[name]?.revealed ?? false,
		...(refreshToken
			? {
					refresh: async () => {
						const client = {
							clientId: session.clientId.peek(),
							clientSecret: session.clientSecret.peek() || undefined,
						};
						const next = await refreshAccessToken(used, refreshToken, client, reach);
						if ('error' in next) return next.error;
						// A server that does not rotate refresh tokens keeps the one it gave.
						applyToken(
							request,
							{ ...next, refreshToken: next.refreshToken ?? refreshToken },
							used,
							asked,
						);
						return undefined;
					},
				}
			: {}),
	});
}
