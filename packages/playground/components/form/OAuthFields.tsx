/**
 * The OAuth 2.0 / OpenID Connect panel of one security scheme: choose a flow, the client and the
 * scopes, get a token (popup, client credentials, password), see its expiry and scopes, reveal it
 * in the code examples or clear it. A chunk of its own: pages without OAuth never load it.
 * What the reader types lives in this module's memory for the page's lifetime, nowhere else.
 */
import type { Signal, signal } from '@preact/signals';
import { OAUTH_FLOW_LABELS, type OAuthFlow } from '@trydocs/openapi/oauth';
import { useEffect, useState } from 'preact/hooks';
import type { PlaygroundState } from '../../state/create-playground-state.ts';
import { discoverFlows } from '../../state/oauth/discovery.ts';
import { type FlowResult, refreshAccessToken, runFlow } from '../../state/oauth/flows.ts';
import type { Reach } from '../../state/oauth/token-endpoint.ts';
import type { PlaygroundSecurityScheme } from '../../types.ts';
import type { Label, LabelledSelect, SecretField } from './fields.tsx';

/**
 * What this chunk takes from the modal's, handed in by `AuthFields` rather than imported: a
 * module both chunks import (a form primitive, a constant, the signals library) is split out of
 * the modal's chunk into one more file that every open modal loads, pages without OAuth too (it
 * took the open modal over its 30 KB gzip budget). So this chunk imports only what the island
 * loads before the modal (Preact, its hooks) and the shared text helpers.
 */
export interface ModalKit {
	Label: typeof Label;
	LabelledSelect: typeof LabelledSelect;
	SecretField: typeof SecretField;
	/** `signal` of `@preact/signals`, the instance the modal renders with. */
	signal: typeof signal;
}

/** What the reader chose and typed for one scheme of one API. */
interface Session {
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
}

const sessions = new Map<string, Session>();

function getSession(key: string, entry: PlaygroundSecurityScheme, { signal }: ModalKit): Session {
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
		};
		sessions.set(key, session);
	}
	return session;
}

const NEEDS_POPUP = new Set<OAuthFlow['type']>(['authorizationCode', 'implicit']);

/** The OAuth panel of one scheme. */
export function OAuthFields({
	state,
	entry,
	id,
	sessionKey,
	reach,
	kit,
}: {
	state: PlaygroundState;
	entry: PlaygroundSecurityScheme;
	/** The DOM id the scheme's fields start with. */
	id: string;
	/** Whose session this is: the API and the scheme (`credentialKey`). */
	sessionKey: string;
	/** How token and discovery requests reach their servers (directly or through the proxy). */
	reach: Reach;
	kit: ModalKit;
}) {
	const { name, scheme } = entry;
	const { LabelledSelect, SecretField } = kit;
	const session = getSession(sessionKey, entry, kit);
	const { props } = state;
	const redirectUrl =
		entry.client?.redirectUrl ??
		new URL(props.oauthCallbackUrl ?? '/trydocs/oauth-callback/', location.origin).href;

	useEffect(() => {
		if (scheme.type !== 'openIdConnect' || session.flows.peek()) return;
		void discoverFlows(scheme.openIdConnectUrl, reach).then((found) => {
			if ('error' in found) session.discoveryError.value = found.error;
			else session.flows.value = found.flows;
		});
	}, []);

	const flows = session.flows.value;
	const flow = flows?.[session.flowIndex.value] ?? flows?.[0];
	const given = state.credentials.value[name];
	const token = given?.type === 'bearer' ? given.token : '';
	const obtained = state.obtained.value[name];

	const apply = (
		result: Exclude<FlowResult, { error: string }>,
		used: OAuthFlow,
		asked: string[],
	) => {
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
							apply({ ...next, refreshToken: next.refreshToken ?? refreshToken }, used, asked);
							return undefined;
						},
					}
				: {}),
		});
	};

	const obtain = async () => {
		if (!flow || session.busy.peek()) return;
		if (!session.clientId.peek().trim()) {
			session.error.value =
				'Enter the client id the authorization server knows this playground by.';
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
			redirectUrl,
			params: entry.client?.params,
			reach,
		});
		session.busy.value = false;
		if ('error' in result) session.error.value = result.error;
		else apply(result, flow, asked);
	};

	return (
		<fieldset class="td-pg-oauth">
			<legend>
				<strong>{name}</strong>{' '}
				<span class="td-pg-hint">{scheme.type === 'oauth2' ? 'OAuth 2.0' : 'OpenID Connect'}</span>
			</legend>
			{scheme.type === 'openIdConnect' && !flows && (
				<p
					class={session.discoveryError.value ? 'td-pg-issues' : 'td-pg-hint'}
					role={session.discoveryError.value ? 'alert' : 'status'}
				>
					{session.discoveryError.value ?? `Reading ${scheme.openIdConnectUrl}…`}
				</p>
			)}
			{flows && flows.length > 1 && (
				<LabelledSelect
					id={`${id}-flow`}
					name="Flow"
					value={String(flows.indexOf(flow as OAuthFlow))}
					options={flows.map((item, index) => ({
						value: String(index),
						label: OAUTH_FLOW_LABELS[item.type],
					}))}
					onChange={(value) => {
						session.flowIndex.value = Number(value);
						session.error.value = undefined;
					}}
				/>
			)}
			{flows && flows.length === 1 && flow && (
				<p class="td-pg-hint">{`Flow: ${OAUTH_FLOW_LABELS[flow.type]}`}</p>
			)}
			{flow?.type === 'implicit' && (
				<p class="td-pg-note">
					The implicit flow is deprecated by the OAuth 2.0 security best current practice (RFC
					9700): the token travels in the address. Prefer the authorization code flow where the
					server offers it.
				</p>
			)}
			{flow && (
				<>
					<div class="td-pg-auth-pair">
						<TextField
							kit={kit}
							id={`${id}-client-id`}
							label="Client ID"
							value={session.clientId}
						/>
						{flow.type !== 'implicit' && (
							<SecretField
								id={`${id}-client-secret`}
								label="Client secret (optional)"
								value={session.clientSecret.value}
								onInput={(value) => {
									session.clientSecret.value = value;
								}}
							/>
						)}
					</div>
					{flow.type === 'password' && (
						<div class="td-pg-auth-pair">
							<TextField
								kit={kit}
								id={`${id}-username`}
								label="Username"
								value={session.username}
							/>
							<SecretField
								id={`${id}-password`}
								label="Password"
								value={session.password.value}
								onInput={(value) => {
									session.password.value = value;
								}}
							/>
						</div>
					)}
					<Scopes id={id} flow={flow} chosen={session.scopes} />
					{NEEDS_POPUP.has(flow.type) && (
						<p class="td-pg-hint">{`Opens ${new URL(flow.authorizationUrl ?? '').host} in a window; it returns to ${redirectUrl}.`}</p>
					)}
					<div class="td-pg-oauth-bar">
						<button
							type="button"
							class="td-pg-small-button"
							aria-busy={session.busy.value}
							disabled={session.busy.value}
							onClick={() => void obtain()}
						>
							{session.busy.value
								? 'Waiting for the token…'
								: NEEDS_POPUP.has(flow.type)
									? 'Authorize'
									: 'Get token'}
						</button>
					</div>
				</>
			)}
			{session.error.value && (
				<p class="td-pg-issues" role="alert">
					{session.error.value}
				</p>
			)}
			{token && obtained && <TokenStatus state={state} name={name} />}
			<SecretField
				id={id}
				label="Access token"
				hint="Filled by Get token or Authorize, or paste one; sent as Authorization: Bearer …"
				value={token}
				onInput={(value) => {
					state.setAuth(name, { type: 'bearer', token: value });
					state.setObtained(name, undefined);
				}}
			/>
		</fieldset>
	);
}

/** A plain text input bound to a signal. */
function TextField({
	kit: { Label },
	id,
	label,
	value,
}: {
	kit: ModalKit;
	id: string;
	label: string;
	value: Signal<string>;
}) {
	return (
		<div class="td-pg-field">
			<Label id={id} name={label} required={false} />
			<input
				id={id}
				class="td-pg-input"
				autoComplete="off"
				spellcheck={false}
				value={value.value}
				onInput={(event) => {
					value.value = event.currentTarget.value;
				}}
			/>
		</div>
	);
}

/** The flow's scopes as checkboxes with what each allows; the operation's own are ticked first. */
function Scopes({ id, flow, chosen }: { id: string; flow: OAuthFlow; chosen: Signal<string[]> }) {
	const names = [...new Set([...Object.keys(flow.scopes), ...chosen.value])];
	if (names.length === 0) return null;
	return (
		<fieldset class="td-pg-oauth-scopes">
			<legend>Scopes</legend>
			{names.map((scope) => (
				<label key={scope} class="td-pg-check-option">
					<input
						type="checkbox"
						checked={chosen.value.includes(scope)}
						onChange={(event) => {
							const on = event.currentTarget.checked;
							chosen.value = on
								? [...chosen.value, scope]
								: chosen.value.filter((item) => item !== scope);
						}}
						aria-describedby={
							flow.scopes[scope] ? `${id}-scope-${scope.replace(/[^\w-]/g, '_')}` : undefined
						}
					/>{' '}
					<code>{scope}</code>
					{flow.scopes[scope] && (
						<span class="td-pg-hint" id={`${id}-scope-${scope.replace(/[^\w-]/g, '_')}`}>
							{` ${flow.scopes[scope]}`}
						</span>
					)}
				</label>
			))}
		</fieldset>
	);
}

/** The obtained token: expiry, scopes, reveal in the code examples, clear. */
function TokenStatus({ state, name }: { state: PlaygroundState; name: string }) {
	const token = state.obtained.value[name];
	const [now, setNow] = useState(Date.now());
	useEffect(() => {
		const timer = setInterval(() => setNow(Date.now()), 1000);
		return () => clearInterval(timer);
	}, []);
	if (!token) return null;
	const expiry =
		token.expiresAt === undefined
			? 'The server gave no expiry.'
			: token.expiresAt > now
				? `Expires at ${new Date(token.expiresAt).toLocaleTimeString()} (in ${formatDuration(token.expiresAt - now)}).`
				: `Expired at ${new Date(token.expiresAt).toLocaleTimeString()}.${token.refresh ? ' Send refreshes it first.' : ' Get a new one.'}`;
	return (
		<div class="td-pg-oauth-token" role="status">
			<p>
				<strong>Token obtained.</strong> {expiry}
			</p>
			<p>
				{'Scopes: '}
				{token.scopes.length > 0
					? token.scopes.map((scope, index) => (
							<span key={scope}>
								{index > 0 && ', '}
								<code>{scope}</code>
							</span>
						))
					: 'none'}
			</p>
			<div class="td-pg-oauth-bar">
				<button
					type="button"
					class="td-pg-small-button"
					aria-pressed={token.revealed}
					onClick={() => state.setObtained(name, { ...token, revealed: !token.revealed })}
				>
					{token.revealed ? 'Hide token in code examples' : 'Show token in code examples'}
				</button>
				<button type="button" class="td-pg-small-button" onClick={() => state.clearAuth(name)}>
					Clear token
				</button>
			</div>
		</div>
	);
}

function formatDuration(ms: number): string {
	const seconds = Math.ceil(ms / 1000);
	if (seconds < 90) return `${seconds} s`;
	const minutes = Math.round(seconds / 60);
	return minutes < 90 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
}
