/**
 * A JSON response body whose values can be taken into a variable: clicking a value (or typing
 * its JSON pointer) offers "Save as variable" under a name, which `{{name}}` then uses in any
 * field of any endpoint page (`state/variables.ts`). Part of the response panel's chunk.
 */

import type { Signal } from '@preact/signals';
import type { Ref } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { highlightJson } from '../highlight-json.ts';
import {
	listScalarPointers,
	readPointer,
	suggestName,
	toVariableValue,
} from '../state/json-pointer.ts';
import type { Variable } from '../state/variables.ts';
import type { RESPONSE_STRINGS } from '../strings/response.ts';

/** The spans of the highlighted body that hold values (keys are not values). */
const VALUE_SPANS = '.td-pg-tok-string, .td-pg-tok-number, .td-pg-tok-literal';

/** A valid variable name: what `{{name}}` accepts. */
const NAME = /^[\w.-]+$/;

/** The body, pretty-printed and highlighted, and the form that saves one of its values. */
export function JsonCapture({
	body,
	variables,
	words: t,
}: {
	body: string;
	variables: Signal<Variable[]>;
	/** The response panel's words in the page's language. */
	words: typeof RESPONSE_STRINGS;
}) {
	const parsed = useMemo(() => JSON.parse(body) as unknown, [body]);
	const html = useMemo(() => highlightJson(JSON.stringify(parsed, null, 2)), [parsed]);
	const details = useRef<HTMLDetailsElement>(null);
	const nameInput = useRef<HTMLInputElement>(null);
	const [pointer, setPointer] = useState('');
	const [name, setName] = useState('');

	/** A click on a value picks its pointer and suggests a name. */
	const pick = (event: MouseEvent) => {
		const span = (event.target as Element).closest(VALUE_SPANS);
		const code = event.currentTarget as Element;
		if (!span) return;
		const index = [...code.querySelectorAll(VALUE_SPANS)].indexOf(span);
		const picked = listScalarPointers(parsed)[index];
		if (picked === undefined) return;
		setPointer(picked);
		setName(suggestName(picked));
		if (details.current) details.current.open = true;
		nameInput.current?.focus();
	};

	return (
		<>
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard (axe scrollable-region-focusable) */}
			<pre class="td-pg-pre td-pg-body td-pg-capturable" tabIndex={0}>
				{/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way is the JSON pointer field below */}
				<code
					onClick={pick}
					title={t.clickToSave}
					// highlightJson escapes all text before adding its markup.
					dangerouslySetInnerHTML={{ __html: html }}
				/>
			</pre>
			<details class="td-pg-capture" ref={details}>
				<summary>{t.saveAsVariable}</summary>
				<CaptureForm
					t={t}
					parsed={parsed}
					variables={variables}
					pointer={[pointer, setPointer]}
					name={[name, setName]}
					nameInput={nameInput}
				/>
			</details>
		</>
	);
}

/** The pointer and the name of the value to save, with what the pointer reads and Save. */
function CaptureForm(props: {
	t: typeof RESPONSE_STRINGS;
	parsed: unknown;
	variables: Signal<Variable[]>;
	pointer: [string, (pointer: string) => void];
	name: [string, (name: string) => void];
	nameInput: Ref<HTMLInputElement>;
}) {
	const { parsed, variables, nameInput, t } = props;
	const [pointer, setPointer] = props.pointer;
	const [name, setName] = props.name;
	const [status, setStatus] = useState('');
	// What was saved no longer stands once another value is picked.
	useEffect(() => setStatus(''), [pointer]);
	const value = readPointer(parsed, pointer);
	const save = (event: Event) => {
		event.preventDefault();
		if (value === undefined || !NAME.test(name)) return;
		const saved = toVariableValue(value);
		variables.value = [
			...variables.value.filter((entry) => entry.name !== name),
			{ name, value: saved },
		];
		setStatus(t.savedVariable.replace('{name}', `{{${name}}}`).replace('{value}', saved));
	};

	const error =
		pointer && value === undefined
			? t.noValueAtPointer
			: name && !NAME.test(name)
				? t.captureBadName
				: '';
	return (
		<form class="td-pg-capture-form" onSubmit={save}>
			<p class="td-pg-hint">{t.captureHint}</p>
			<div class="td-pg-field">
				<label class="td-pg-label" for="td-pg-capture-pointer">
					{t.jsonPointer}
				</label>
				<input
					id="td-pg-capture-pointer"
					class="td-pg-input td-pg-mono"
					autoComplete="off"
					spellcheck={false}
					placeholder="/id"
					value={pointer}
					onInput={(event) => setPointer(event.currentTarget.value)}
				/>
				{value !== undefined && pointer && (
					<code class="td-pg-capture-value">{`= ${toVariableValue(value)}`}</code>
				)}
			</div>
			<div class="td-pg-field">
				<label class="td-pg-label" for="td-pg-capture-name">
					{t.variableName}
				</label>
				<input
					ref={nameInput}
					id="td-pg-capture-name"
					class="td-pg-input td-pg-mono"
					autoComplete="off"
					spellcheck={false}
					value={name}
					onInput={(event) => setName(event.currentTarget.value)}
				/>
			</div>
			{error && <span class="td-pg-field-error">{error}</span>}
			<button type="submit" class="td-pg-small-button" aria-disabled={!pointer || !name || !!error}>
				{t.saveVariable}
			</button>
			<span class="td-pg-hint" role="status">
				{status}
			</span>
		</form>
	);
}
