/**
 * The OAuth panel's choices: the flow (when the scheme offers several), then what it needs (the
 * client, a user's password, the scopes) and the button that gets the token.
 */
import type { Signal } from '@preact/signals';
import { OAUTH_FLOW_LABELS, type OAuthFlow } from '@trydocs/openapi/oauth';
import type { ModalKit } from './kit.ts';
import { obtainToken, type Session, type TokenRequest } from './session.ts';

const NEEDS_POPUP = new Set<OAuthFlow['type']>(['authorizationCode', 'implicit']);

/** The flow to use: a select among several, the one's name, and a warning for the implicit flow. */
export function FlowChoice({
	kit: { LabelledSelect },
	id,
	session,
	flow,
}: {
	kit: ModalKit;
	id: string;
	session: Session;
	flow: OAuthFlow | undefined;
}) {
	const flows = session.flows.value;
	return (
		<>
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
		</>
	);
}

/** What the flow needs from the reader, and the button that runs it. */
export function FlowForm({
	kit,
	id,
	flow,
	request,
}: {
	kit: ModalKit;
	id: string;
	flow: OAuthFlow;
	request: TokenRequest;
}) {
	const { SecretField } = kit;
	const { session, redirectUrl } = request;
	return (
		<>
			<div class="td-pg-auth-pair">
				<TextField kit={kit} id={`${id}-client-id`} label="Client ID" value={session.clientId} />
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
					<TextField kit={kit} id={`${id}-username`} label="Username" value={session.username} />
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
			{flow.type === 'deviceAuthorization' && <DeviceCodeNote session={session} />}
			<div class="td-pg-oauth-bar">
				<button
					type="button"
					class="td-pg-small-button"
					aria-busy={session.busy.value}
					aria-disabled={session.busy.value}
					onClick={() => void obtainToken(request, flow)}
				>
					{session.busy.value
						? 'Waiting for the token…'
						: NEEDS_POPUP.has(flow.type)
							? 'Authorize'
							: 'Get token'}
				</button>
			</div>
		</>
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

/** The user code of a running device flow and where to enter it, announced once it is known. */
function DeviceCodeNote({ session }: { session: Session }) {
	const code = session.deviceCode.value;
	if (!code || !session.busy.value) return null;
	return (
		<p class="td-pg-note" role="status">
			{'Enter the code '}
			<strong class="td-pg-device-code">{code.userCode}</strong>
			{' at '}
			<a href={code.verificationUriComplete ?? code.verificationUri} target="_blank" rel="noopener">
				{code.verificationUri}
			</a>
			{' (in any browser); the token comes here once it is approved.'}
		</p>
	);
}
