import type { ComponentChildren } from 'preact';
import type { PlaygroundState } from '../../state/create-playground-state.ts';
import { toId } from './field-text.ts';
import { Label, LabelledSelect } from './fields.tsx';

/** The auth input: bearer token, basic user and password, or an API key where the scheme says. */
export function AuthFields({ state }: { state: PlaygroundState }) {
	const { security } = state;
	if (security.length === 0) return null;
	const chosen = state.alternative.value;
	const describe = (index: number) =>
		(security[index] ?? []).map((s) => s.name).join(' + ') || 'None';
	return (
		<fieldset class="td-pg-group td-pg-auth">
			<legend>Authorization</legend>
			{security.length > 1 && (
				<LabelledSelect
					id="td-pg-auth-choice"
					name="Method"
					value={String(security.indexOf(chosen))}
					options={security.map((_, index) => ({ value: String(index), label: describe(index) }))}
					onChange={(value) => state.setAlternative(Number(value))}
				/>
			)}
			{chosen.map(({ name, scheme }) => {
				const given = state.credentials.value[name];
				const id = toId('auth', name);
				if (scheme.type === 'http' && scheme.scheme === 'basic') {
					const current = given?.type === 'basic' ? given : { username: '', password: '' };
					return (
						<div class="td-pg-auth-pair" key={name}>
							<div class="td-pg-field">
								<Label id={`${id}-user`} name="Username" required={false} />
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
								label="Password"
								value={current.password}
								onInput={(password) => state.setAuth(name, { ...current, type: 'basic', password })}
							/>
						</div>
					);
				}
				if (scheme.type === 'apiKey') {
					return (
						<SecretField
							key={name}
							id={id}
							label={scheme.name}
							hint={`API key, sent in the ${scheme.in}`}
							value={given?.type === 'apiKey' ? given.value : ''}
							onInput={(value) =>
								state.setAuth(name, { type: 'apiKey', in: scheme.in, name: scheme.name, value })
							}
						/>
					);
				}
				if (scheme.type === 'mutualTLS' || (scheme.type === 'http' && scheme.scheme !== 'bearer')) {
					return (
						<p class="td-pg-note" key={name}>
							{`The scheme ${name} (${scheme.type === 'http' ? scheme.scheme : scheme.type}) cannot be filled in from the browser; use the code examples.`}
						</p>
					);
				}
				// Bearer, and OAuth 2 / OpenID Connect with an access token pasted in.
				return (
					<SecretField
						key={name}
						id={id}
						label="Bearer token"
						hint={
							scheme.type === 'http'
								? `Sent as Authorization: Bearer …${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`
								: 'Paste an access token; it is sent as Authorization: Bearer …'
						}
						value={given?.type === 'bearer' ? given.token : ''}
						onInput={(token) => state.setAuth(name, { type: 'bearer', token })}
					/>
				);
			})}
			<p class="td-pg-hint">Kept in this tab's memory only; never stored.</p>
		</fieldset>
	);
}

/** A labelled password input: what a credential is typed into, never autofilled. */
function SecretField(props: {
	id: string;
	label: string;
	hint?: ComponentChildren;
	value: string;
	onInput: (value: string) => void;
}) {
	return (
		<div class="td-pg-field">
			<Label id={props.id} name={props.label} required={false} />
			{props.hint && <span class="td-pg-hint">{props.hint}</span>}
			<input
				id={props.id}
				class="td-pg-input"
				type="password"
				autoComplete="off"
				value={props.value}
				onInput={(event) => props.onInput(event.currentTarget.value)}
			/>
		</div>
	);
}
