/**
 * The Variables panel: the reader's `{{name}}` variables (`state/variables.ts`), added, renamed,
 * changed and removed here, shared by every endpoint page of the site in this tab; the names
 * the form uses that none defines are listed first. A chunk of its own, loaded when the reader
 * opens it.
 */
import type { PlaygroundState } from '../state/create-playground-state.ts';
import { isSecretVariable } from '../state/variable-store.ts';
import type { Variable } from '../state/variables.ts';
import { VARIABLE_STRINGS } from '../strings/variables.ts';

type Words = typeof VARIABLE_STRINGS;

const NAME = /^[\w.-]+$/;

/** The panel. */
export function VariablesPanel({ state }: { state: PlaygroundState }) {
	const list = state.variables.value;
	const missing = state.missingVariables.value;
	const persist = state.props.persistVariables === true;
	const t: Words = { ...VARIABLE_STRINGS, ...state.props.strings };
	const [before, after] = t.variablesHint.split('{example}');
	/** Writes the list, and checks the form again when it shows issues (a name now defined). */
	const write = (next: Variable[]) => {
		state.variables.value = next;
		if (state.issues.peek().length > 0) state.validate();
	};
	const edit = (index: number, change: Partial<Variable>) =>
		write(list.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));
	return (
		<section class="td-pg-variables" aria-labelledby="td-pg-variables-title">
			<h3 id="td-pg-variables-title" class="td-pg-history-title">
				{state.strings.variables}
			</h3>
			<p class="td-pg-hint">
				{before}
				<code>{'{{name}}'}</code>
				{after}
			</p>
			{missing.length > 0 && (
				<p class="td-pg-var-missing" role="status">
					{state.fillText(t.undefinedInForm, {
						names: missing.map((name) => `{{${name}}}`).join(', '),
					})}{' '}
					<button
						type="button"
						class="td-pg-small-button"
						onClick={() => write([...list, ...missing.map((name) => ({ name, value: '' }))])}
					>
						{missing.length > 1 ? t.defineThem : t.defineIt}
					</button>
				</p>
			)}
			{list.length > 0 && (
				<ul class="td-pg-variable-list">
					{list.map((entry, index) =>
						renderRow(entry, index, { list, persist, edit, write, t, state }),
					)}
				</ul>
			)}
			<button
				type="button"
				class="td-pg-small-button"
				onClick={() => write([...list, { name: '', value: '' }])}
			>
				{t.addVariable}
			</button>
			<p class="td-pg-hint">{persist ? t.keptInBrowser : t.keptInTab}</p>
		</section>
	);
}

/** One variable: its name, its value, its secret mark on a site that keeps variables, Remove. */
function renderRow(
	entry: Variable,
	index: number,
	row: {
		list: Variable[];
		persist: boolean;
		edit: (index: number, change: Partial<Variable>) => void;
		write: (next: Variable[]) => void;
		t: Words;
		state: PlaygroundState;
	},
) {
	const { list, persist, edit, write, t } = row;
	const say = row.state.fillText;
	const id = `td-pg-var-${index}`;
	const label = entry.name ? `{{${entry.name}}}` : say(t.variableNumber, { index: index + 1 });
	const problem = !NAME.test(entry.name)
		? t.badName
		: list.findIndex((other) => other.name === entry.name) !== index
			? t.duplicateName
			: undefined;
	return (
		<li key={index} class="td-pg-variable">
			<input
				id={`${id}-name`}
				class="td-pg-input td-pg-mono"
				aria-label={say(t.nameOf, { label })}
				placeholder={t.namePlaceholder}
				autoComplete="off"
				spellcheck={false}
				value={entry.name}
				aria-invalid={problem && entry.name ? 'true' : undefined}
				onInput={(event) => edit(index, { name: event.currentTarget.value.trim() })}
			/>
			<input
				id={`${id}-value`}
				class="td-pg-input td-pg-mono"
				aria-label={say(t.valueOf, { label })}
				placeholder={t.valuePlaceholder}
				autoComplete="off"
				spellcheck={false}
				value={entry.value}
				onInput={(event) => edit(index, { value: event.currentTarget.value })}
			/>
			<button
				type="button"
				class="td-pg-small-button"
				aria-label={say(t.removeVariable, { label })}
				onClick={() => write(list.filter((_, i) => i !== index))}
			>
				{t.remove}
			</button>
			{persist && (
				<label class="td-pg-variable-secret">
					<input
						type="checkbox"
						checked={isSecretVariable(entry)}
						onChange={(event) => edit(index, { secret: event.currentTarget.checked })}
					/>
					<span>{t.secretVariable}</span>
				</label>
			)}
			{problem && entry.name && <span class="td-pg-field-error">{problem}</span>}
		</li>
	);
}
