/**
 * The OAuth 2.0 / OpenID Connect panel of one security scheme: choose a flow, the client and the
 * scopes, get a token (popup, client credentials, password), see its expiry and scopes, reveal it
 * in the code examples or clear it. A chunk of its own: pages without OAuth never load it.
 * What the reader types lives in this chunk's memory for the page's lifetime (`oauth/session.ts`),
 * nowhere else. Its parts are in `oauth/`; they import only what this chunk may (`oauth/kit.ts`).
 */

import type { OAuthFlow } from '@trydocs/openapi/oauth';
import { useEffect } from 'preact/hooks';
import type { PlaygroundState } from '../../state/create-playground-state.ts';
import { discoverFlows } from '../../state/oauth/discovery.ts';
import type { Reach } from '../../state/oauth/token-endpoint.ts';
import { OAUTH_STRINGS } from '../../strings/oauth.ts';
import type { PlaygroundSecurityScheme } from '../../types.ts';
import { FlowChoice, FlowForm } from './oauth/FlowFields.tsx';
import type { ModalKit } from './oauth/kit.ts';
import { getSession, type TokenRequest } from './oauth/session.ts';
import { TokenStatus } from './oauth/TokenStatus.tsx';

export type { ModalKit } from './oauth/kit.ts';

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
	/** Whose session this is: the credential class (`credentialKey`). */
	sessionKey: string;
	/** How token and discovery requests reach their servers (directly or through the proxy). */
	reach: Reach;
	kit: ModalKit;
}) {
	const { name, scheme } = entry;
	const { SecretField } = kit;
	const session = getSession(sessionKey, entry, kit);
	const redirectUrl =
		entry.client?.redirectUrl ??
		new URL(state.props.oauthCallbackUrl ?? '/trydocs/oauth-callback/', location.origin).href;
	const request: TokenRequest = { state, entry, session, reach, redirectUrl };

	// OpenID Connect reads its flows from discovery; an OAuth 2.0 scheme whose declared flows the
	// playground cannot run reads its server's metadata (OpenAPI 3.2 `oauth2MetadataUrl`).
	const discovery =
		scheme.type === 'openIdConnect'
			? scheme.openIdConnectUrl
			: scheme.type === 'oauth2' && (entry.flows ?? []).length === 0
				? scheme.oauth2MetadataUrl
				: undefined;
	useEffect(() => {
		if (!discovery || (session.flows.peek()?.length ?? 0) > 0) return;
		void discoverFlows(discovery, reach).then((found) => {
			if ('error' in found) session.discoveryError.value = found.error;
			else session.flows.value = found.flows;
		});
	}, []);

	const flows = session.flows.value;
	const flow: OAuthFlow | undefined = flows?.[session.flowIndex.value] ?? flows?.[0];
	const given = state.credentials.value[name];
	const token = given?.type === 'bearer' ? given.token : '';
	const obtained = state.obtained.value[name];

	return (
		<fieldset class="td-pg-oauth">
			<legend>
				<strong>{name}</strong>{' '}
				<span class="td-pg-hint">{scheme.type === 'oauth2' ? 'OAuth 2.0' : 'OpenID Connect'}</span>
			</legend>
			{discovery && !flows?.length && (
				<p
					class={session.discoveryError.value ? 'td-pg-issues' : 'td-pg-hint'}
					role={session.discoveryError.value ? 'alert' : 'status'}
				>
					{session.discoveryError.value ?? `Reading ${discovery}…`}
				</p>
			)}
			<FlowChoice kit={kit} id={id} session={session} flow={flow} />
			{flow && <FlowForm kit={kit} id={id} flow={flow} request={request} />}
			{session.error.value && (
				<p class="td-pg-issues" role="alert">
					{session.error.value}
				</p>
			)}
			{token && obtained && <TokenStatus state={state} name={name} />}
			<SecretField
				id={id}
				label={state.props.strings?.accessToken ?? OAUTH_STRINGS.accessToken}
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
