import { signal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_PROXY_PATH } from '../../constants.ts';
import type { PlaygroundState } from '../../state/create-playground-state.ts';
import { fill } from '../../strings/fill.ts';
import { toId } from './field-text.ts';
import { Label, LabelledSelect, SecretField } from './fields.tsx';

type OAuthFieldsModule = typeof import('./OAuthFields.tsx');
let oauthFields: Promise<OAuthFieldsModule> | undefined;

/** What the OAuth chunk borrows from the modal's instead of importing it (`ModalKit`). */
const MODAL_KIT = { Label, LabelledSelect, SecretField, signal };

/** The OAuth panel is a chunk of its own, loaded only when an operation's scheme needs it. */
function loadOAuthFields(): Promise<OAuthFieldsModule> {
	oauthFields ??= import('./OAuthFields.tsx');
	return oauthFields;
}

/**
 * The auth input: bearer token, basic user and password, an API key where the scheme says, or
 * the OAuth 2.0 / OpenID Connect panel (loaded on demand).
 */
export function AuthFields({ state }: { state: PlaygroundState }) {
	const { security, strings: t } = state;
	if (security.length === 0) return null;
	const chosen = state.alternative.value;
	const describe = (index: number, and = ' + ') =>
		(security[index] ?? []).map((s) => s.name).join(and) || t.none;
	return (
		<fieldset class="td-pg-group td-pg-auth">
			<legend>{t.authorization}</legend>
			{security.length > 1 && (
				<LabelledSelect
					id="td-pg-auth-choice"
					name={t.method}
					value={String(security.indexOf(chosen))}
					options={security.map((_, index) => ({ value: String(index), label: describe(index) }))}
					onChange={(value) => state.setAlternative(Number(value))}
				/>
			)}
			{chosen.length !== 1 && (
				<p class="td-pg-hint">
					{chosen.length
						? fill(t.sendsTogether, {
								count: chosen.length,
								names: describe(security.indexOf(chosen), t.and),
							})
						: t.sendsNoCredentials}
				</p>
			)}
			{chosen.map((entry) => {
				const { name, scheme } = entry;
				const given = state.credentials.value[name];
				const id = toId('auth', name);
				if (scheme.type === 'http' && scheme.scheme === 'basic') {
					return renderBasicFields(state, name, id);
				}
				if (scheme.type === 'apiKey') {
					return (
						<SecretField
							key={name}
							id={id}
							label={scheme.name}
							hint={fill(t.apiKeyIn, { location: scheme.in })}
							value={given?.type === 'apiKey' ? given.value : ''}
							onInput={(value) =>
								state.setAuth(name, { type: 'apiKey', in: scheme.in, name: scheme.name, value })
							}
						/>
					);
				}
				if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
					return (
						<LazyOAuthFields
							key={name}
							state={state}
							entry={entry}
							id={id}
							sessionKey={state.keyOf(name)}
							reach={{
								origin: location.origin,
								proxy: state.props.proxy ?? true,
								proxyUrl: state.props.proxyUrl ?? DEFAULT_PROXY_PATH,
							}}
							kit={MODAL_KIT}
						/>
					);
				}
				if (scheme.type === 'mutualTLS' || (scheme.type === 'http' && scheme.scheme !== 'bearer')) {
					return (
						<p class="td-pg-note" key={name}>
							{fill(t.cannotFill, {
								name,
								type: scheme.type === 'http' ? scheme.scheme : scheme.type,
							})}
						</p>
					);
				}
				// Bearer.
				return (
					<SecretField
						key={name}
						id={id}
						label={t.bearerToken}
						hint={`${t.bearerHint}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`}
						value={given?.type === 'bearer' ? given.token : ''}
						onInput={(token) => state.setAuth(name, { type: 'bearer', token })}
					/>
				);
			})}
			<p class="td-pg-hint">{t.keptInMemory}</p>
		</fieldset>
	);
}

/** HTTP basic: a username and a password. */
function renderBasicFields(state: PlaygroundState, name: string, id: string) {
	const given = state.credentials.value[name];
	const current = given?.type === 'basic' ? given : { username: '', password: '' };
	return (
		<div class="td-pg-auth-pair" key={name}>
			<div class="td-pg-field">
				<Label id={`${id}-user`} name={state.strings.username} required={false} />
				<input
					id={`${id}-user`}
					class="td-pg-input"
					autoComplete="off"
					spellcheck={false}
					value={current.username}
					onInput={(event) =>
						state.setAuth(name, {
							...current,
							type: 'basic',
							username: event.currentTarget.value,
						})
					}
				/>
			</div>
			<SecretField
				id={`${id}-password`}
				label={state.strings.password}
				value={current.password}
				onInput={(password) => state.setAuth(name, { ...current, type: 'basic', password })}
			/>
		</div>
	);
}

/** The OAuth panel of one scheme, once its chunk has loaded. */
function LazyOAuthFields(props: Parameters<OAuthFieldsModule['OAuthFields']>[0]) {
	const [module, setModule] = useState<OAuthFieldsModule | undefined>(undefined);
	const [failed, setFailed] = useState(false);
	useEffect(() => {
		loadOAuthFields().then(setModule, () => setFailed(true));
	}, []);
	if (module) return <module.OAuthFields {...props} />;
	return (
		<p class="td-pg-hint" role="status">
			{failed ? props.state.strings.signInFailed : props.state.strings.signInLoading}
		</p>
	);
}
