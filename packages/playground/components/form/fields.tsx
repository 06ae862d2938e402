/** The primitives every form section is made of: a label, a message, a select, a text input. */
import type { Schema } from '@trydocs/openapi/types';
import type { ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import { getType, isRawJson } from '../../state/body.ts';
import { findMissing } from '../../state/variables.ts';
import { fill } from '../../strings/fill.ts';
import { StringsContext } from '../strings-context.ts';

/**
 * The label text of a field: its name, and "required" in words, not colour alone. `code` marks a
 * name from the spec (a parameter, a body field), set in code type; the form's own words
 * ("Bearer token", "Server") are not.
 */
export function Label(props: {
	id: string;
	name: string;
	required: boolean;
	suffix?: string;
	code?: boolean;
}) {
	const t = useContext(StringsContext);
	return (
		<label class="td-pg-label" for={props.id}>
			<FieldName name={props.name} code={props.code} />
			{props.suffix}
			{props.required && <span class="td-pg-required"> {t.required}</span>}
		</label>
	);
}

/** The error line under a field, referenced by its `aria-describedby`. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
	return message ? (
		<span id={id} class="td-pg-field-error">
			{message}
		</span>
	) : null;
}

interface LabelledSelectProps {
	id: string;
	/** The label's name, and words after it ("variant"). */
	name: string;
	/** True when the name comes from the spec (see `Label`). */
	code?: boolean;
	suffix?: string;
	/** Shown between the label and the select. */
	hint?: ComponentChildren;
	value: string;
	options: Array<{ value: string; label: string }>;
	onChange: (value: string) => void;
	/** A class added to the select's. */
	class?: string;
	/** True to leave out the `td-pg-field` wrapper (for a select inside a bar). */
	bare?: boolean;
}

/** A labelled choice among options: server, server variable, auth method, media type, variant. */
export function LabelledSelect(props: LabelledSelectProps) {
	const control = (
		<>
			<Label
				id={props.id}
				name={props.name}
				required={false}
				suffix={props.suffix}
				code={props.code}
			/>
			{props.hint}
			<select
				id={props.id}
				class={props.class ? `td-pg-input ${props.class}` : 'td-pg-input'}
				value={props.value}
				onChange={(event) => props.onChange(event.currentTarget.value)}
			>
				{props.options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</>
	);
	return props.bare ? control : <div class="td-pg-field">{control}</div>;
}

interface ScalarProps {
	id: string;
	schema: Schema | undefined;
	value: string;
	required: boolean;
	invalid: boolean;
	describedBy: string;
	placeholder: string;
	onInput: (value: string) => void;
}

/** One text-like control: a select for enums and booleans, a text input otherwise. */
export function ScalarInput(props: ScalarProps) {
	const { schema } = props;
	const t = useContext(StringsContext);
	const type = getType(schema);
	const common = {
		id: props.id,
		'aria-required': props.required ? ('true' as const) : undefined,
		'aria-invalid': props.invalid ? ('true' as const) : undefined,
		'aria-describedby': props.describedBy,
	};
	if (schema?.enum || type === 'boolean') {
		const options = schema?.enum ?? [true, false];
		return (
			<select
				{...common}
				class="td-pg-input"
				value={props.value}
				onChange={(event) => props.onInput(event.currentTarget.value)}
			>
				<option value="">{props.required ? t.choose : t.notSet}</option>
				{options.map((option) => (
					<option key={String(option)} value={String(option)}>
						{String(option)}
					</option>
				))}
			</select>
		);
	}
	if (schema && isRawJson(schema)) {
		return (
			<>
				<textarea
					{...common}
					class="td-pg-input td-pg-mono"
					rows={3}
					spellcheck={false}
					placeholder="JSON"
					value={props.value}
					onInput={(event) => props.onInput(event.currentTarget.value)}
				/>
				<MissingVariables value={props.value} />
			</>
		);
	}
	const numeric = type === 'number' || type === 'integer';
	return (
		<>
			<input
				{...common}
				class="td-pg-input"
				type={schema?.format === 'password' ? 'password' : 'text'}
				inputMode={numeric ? (type === 'integer' ? 'numeric' : 'decimal') : undefined}
				autoComplete="off"
				spellcheck={false}
				placeholder={props.placeholder}
				value={props.value}
				onInput={(event) => props.onInput(event.currentTarget.value)}
			/>
			<MissingVariables value={props.value} />
		</>
	);
}

/** The warning under a field that uses `{{names}}` no variable defines (`state/variables.ts`). */
export function MissingVariables({ value }: { value: string }) {
	const t = useContext(StringsContext);
	const missing = findMissing(value);
	return missing.length ? (
		<span class="td-pg-var-missing">
			{fill(t.undefinedVariables, { names: missing.map((name) => `{{${name}}}`).join(', ') })}
		</span>
	) : null;
}

/** The label of a list, which labels its `<fieldset>` rather than one control. */
export function ListLabel(props: { id: string; name: string; required: boolean }) {
	const t = useContext(StringsContext);
	return (
		<span class="td-pg-label" id={`${props.id}-label`}>
			<FieldName name={props.name} code />
			{props.required && <span class="td-pg-required"> {t.required}</span>}
		</span>
	);
}

/** A labelled password input: what a credential is typed into, never autofilled. */
export function SecretField(props: {
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

/** A field's name: in code type when it comes from the spec. */
export function FieldName(props: { name: string; code?: boolean | undefined }) {
	return props.code ? (
		<code class="td-pg-field-name">{props.name}</code>
	) : (
		<span class="td-pg-field-name">{props.name}</span>
	);
}

/**
 * A description from the spec as its Markdown writes inline code: each `` `name` `` becomes a
 * `<code>`, the rest stays text (never HTML).
 */
export function InlineCode({ text }: { text: string }) {
	return (
		<>
			{text
				.split(/`([^`]+)`/)
				.map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part))}
		</>
	);
}
