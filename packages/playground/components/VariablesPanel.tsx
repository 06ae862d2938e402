/**
 * The Variables panel: the reader's `{{name}}` variables (`state/variables.ts`), added, renamed,
 * changed and removed here, shared by every endpoint page of the site in this tab; the names
 * the form uses that none defines are listed first. A chunk of its own, loaded when the reader
 * opens it.
 */
import type { PlaygroundState } from '../state/create-playground-state.ts';
import { isSecretVariable } from '../state/variable-store.ts';
import type { Variable } from '../state/variables.ts';

const NAME = /^[\w.-]+$/;

/** The panel. */
export function VariablesPanel({ state }: { state: PlaygroundState }) {
	const list = state.variables.value;
	const missing = state.missingVariables.value;
	const persist = state.props.persistVariables === true;
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
				Variables
			</h3>
			<p class="td-pg-hint">
				Write <code>{'{{name}}'}</code> in any field: Send and the code examples use its value.
			</p>
			{missing.length > 0 && (
				<p class="td-pg-var-missing" role="status">
					{`Used in the form but not defined: ${missing.map((name) => `{{${name}}}`).join(', ')}.`}{' '}
					<button
						type="button"
						class="td-pg-small-button"
						onClick={() => write([...list, ...missing.map((name) => ({ name, value: '' }))])}
					>
						Define {missing.length > 1 ? 'them' : 'it'}
					</button>
				</p>
			)}
			{list.length > 0 && (
				<ul class="td-pg-variable-list">
					{list.map((entry, index) => renderRow(entry, index, list, persist, edit, write))}
				</ul>
			)}
			<button
				type="button"
				class="td-pg-small-button"
				onClick={() => write([...list, { name: '', value: '' }])}
			>
				Add a variable
			</button>
			<p class="td-pg-hint">
				{persist
					? 'This site keeps the variables not marked secret in this browser; secret ones, and credentials, stay in this tab only.'
					: "Kept in this tab's memory only, across the site's pages; never stored."}
			</p>
		</section>
	);
}

/** One variable: its name, its value, its secret mark on a site that keeps variables, Remove. */
function renderRow(
	entry: Variable,
	index: number,
	list: Variable[],
	persist: boolean,
	edit: (index: number, change: Partial<Variable>) => void,
	write: (next: Variable[]) => void,
) {
	const id = `td-pg-var-${index}`;
	const label = entry.name ? `{{${entry.name}}}` : `variable ${index + 1}`;
	const problem = !NAME.test(entry.name)
		? 'A name takes letters, digits, _, . and - only.'
		: list.findIndex((other) => other.name === entry.name) !== index
			? 'Another variable has this name; the first one is used.'
			: undefined;
	return (
		<li key={index} class="td-pg-variable">
			<input
				id={`${id}-name`}
				class="td-pg-input td-pg-mono"
				aria-label={`Name of ${label}`}
				placeholder="name"
				autoComplete="off"
				spellcheck={false}
				value={entry.name}
				aria-invalid={problem && entry.name ? 'true' : undefined}
				onInput={(event) => edit(index, { name: event.currentTarget.value.trim() })}
			/>
			<input
				id={`${id}-value`}
				class="td-pg-input td-pg-mono"
				aria-label={`Value of ${label}`}
				placeholder="value"
				autoComplete="off"
				spellcheck={false}
				value={entry.value}
				onInput={(event) => edit(index, { value: event.currentTarget.value })}
			/>
			<button
				type="button"
				class="td-pg-small-button"
				aria-label={`Remove ${label}`}
				onClick={() => write(list.filter((_, i) => i !== index))}
			>
				Remove
			</button>
			{persist && (
				<label class="td-pg-variable-secret">
					<input
						type="checkbox"
						checked={isSecretVariable(entry)}
						onChange={(event) => edit(index, { secret: event.currentTarget.checked })}
					/>
					<span>Secret: never kept in the browser</span>
				</label>
			)}
			{problem && entry.name && <span class="td-pg-field-error">{problem}</span>}
		</li>
	);
}
