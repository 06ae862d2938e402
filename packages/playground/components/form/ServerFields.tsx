import type { PlaygroundState } from '../../state/create-playground-state.ts';
import { toId } from './field-text.ts';
import { Label, LabelledSelect, MissingVariables } from './fields.tsx';

/**
 * The server choice (when there are several) and its variables. "Server" is said once: the
 * selector's label when it stands alone, the group's legend when variables follow it.
 */
export function ServerFields({
	state,
	onServerChange,
}: {
	state: PlaygroundState;
	onServerChange: (index: number) => void;
}) {
	const { servers } = state.props.operation;
	const server = servers[state.serverIndex.value] ?? servers[0];
	const variables = Object.entries(server?.variables ?? {});
	if (servers.length < 2 && variables.length === 0) return null;
	const selector = servers.length > 1 && (
		<LabelledSelect
			id="td-pg-server"
			name={variables.length > 0 ? state.strings.baseUrl : state.strings.server}
			class="td-pg-modal-server"
			value={String(state.serverIndex.value)}
			options={servers.map((option, index) => {
				const title = option.description || option.name;
				return { value: String(index), label: title ? `${title} — ${option.url}` : option.url };
			})}
			onChange={(value) => onServerChange(Number(value))}
		/>
	);
	if (variables.length === 0) return <div class="td-pg-group">{selector}</div>;
	return (
		<fieldset class="td-pg-group">
			<legend>{state.strings.server}</legend>
			{selector}
			{variables.map(([name, variable]) => {
				const id = toId('server-var', name);
				const value = state.serverVariables.value[name] ?? variable.default;
				const hint = variable.description && <span class="td-pg-hint">{variable.description}</span>;
				if (variable.enum) {
					return (
						<LabelledSelect
							key={name}
							id={id}
							name={name}
							code
							hint={hint}
							value={value}
							options={variable.enum.map((option) => ({ value: option, label: option }))}
							onChange={(next) => state.setServerVariable(name, next)}
						/>
					);
				}
				return (
					<div class="td-pg-field" key={name}>
						<Label id={id} name={name} required={false} code />
						{hint}
						<input
							id={id}
							class="td-pg-input"
							autoComplete="off"
							spellcheck={false}
							value={value}
							onInput={(event) => state.setServerVariable(name, event.currentTarget.value)}
						/>
						<MissingVariables value={value} />
					</div>
				);
			})}
		</fieldset>
	);
}
