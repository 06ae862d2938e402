import type { Schema } from '@trydocs/openapi/types';
import type { JSX } from 'preact';
import type { FormValue } from '../../state/body.ts';
import type { PlaygroundState } from '../../state/create-playground-state.ts';
import { BODY_STRINGS } from '../../strings/body.ts';
import type { BodyKit } from './body-kit.ts';

interface SchemaFieldProps {
	state: PlaygroundState;
	schema: Schema;
	path: string[];
	name: string;
	required: boolean;
	root?: boolean;
	formBody: boolean;
	/** The modal's helpers and primitives (`body-kit.ts`). */
	kit: BodyKit;
}

/**
 * One node of the body schema: an object's fields, a list, a branch choice, or a leaf. A number
 * leaf's own check shows as it is typed; Send's issues replace it.
 */
export function SchemaField(props: SchemaFieldProps) {
	const { state, path, name, required } = props;
	const {
		getBranches,
		getBranchLabel,
		getType,
		isFile,
		resolveBranch,
		describeType,
		numberError,
		placeholderFor,
		toId,
		FieldMessage,
		InlineCode,
		Label,
		LabelledSelect,
		ListLabel,
		ScalarInput,
	} = props.kit;
	const key = ['body', ...path].join('.');
	const branches = getBranches(props.schema);
	const schema = resolveBranch(props.schema, state.branches.value, key);
	const type = getType(schema);
	const value = state.getBodyAt(path);
	const id = toId(key);
	const issue = state.issues.value.find((i) => i.path === key);
	const label = props.root ? (state.props.strings?.body ?? BODY_STRINGS.body) : name;
	const branchPicker = branches && (
		<LabelledSelect
			id={`${id}-branch`}
			name={label}
			code={!props.root}
			suffix=" variant"
			value={String(state.branches.value[key] ?? 0)}
			options={branches.map((branch, index) => ({
				value: String(index),
				label: getBranchLabel(branch, index),
			}))}
			onChange={(next) => state.setBranch(path, Number(next))}
		/>
	);

	if (type === 'object' && schema.properties && Object.keys(schema.properties).length > 0) {
		return renderObject(props, schema, branchPicker);
	}

	const hintId = `${id}-hint`;
	const errorId = `${id}-error`;
	const shown = issue ?? numberError(schema, typeof value === 'string' ? value : '');
	const issueMessage = shown && props.kit.describeIssue(state.strings, shown, name);
	/** A leaf's frame: the branch choice, the label, the hint, the input and its message. */
	const field = (label: JSX.Element, input: JSX.Element, message: string | undefined) => (
		<div class="td-pg-field">
			{branchPicker}
			{label}
			<span class="td-pg-hint" id={hintId}>
				{isFile(schema) ? 'file' : describeType(schema)}
				{schema.description && (
					<>
						{' — '}
						<InlineCode text={schema.description} />
					</>
				)}
			</span>
			{input}
			<FieldMessage id={errorId} message={message} />
		</div>
	);

	if (isFile(schema) || (type === 'array' && isFile(schema.items))) {
		const describedBy = issue ? `${hintId} ${errorId}` : hintId;
		return field(
			<Label id={id} name={name} required={required} code />,
			renderFileInput(props, schema, type === 'array', id, describedBy, !!issue, value),
			issueMessage,
		);
	}
	if (type === 'array' && schema.items) {
		return field(
			<ListLabel id={id} name={name} required={required} />,
			renderList(props, schema.items, id, hintId, !!issue, value),
			issueMessage,
		);
	}
	const text = typeof value === 'string' ? value : '';
	return field(
		<Label id={id} name={label} required={required} code={!props.root} />,
		<ScalarInput
			id={id}
			schema={schema}
			value={text}
			required={required}
			invalid={!!issueMessage}
			describedBy={issueMessage ? `${hintId} ${errorId}` : hintId}
			placeholder={placeholderFor(schema)}
			onInput={(next) => state.setBodyAt(path, next)}
		/>,
		issueMessage,
	);
}

/** An object: its fields, in a group of their own unless it is the body itself. */
function renderObject(
	props: SchemaFieldProps,
	schema: Schema,
	branchPicker: JSX.Element | undefined | false,
) {
	const { state, path, name, required, kit } = props;
	const { FieldName } = kit;
	const fields = Object.entries(schema.properties ?? {}).map(([child, childSchema]) => (
		<SchemaField
			key={child}
			state={state}
			schema={childSchema}
			path={[...path, child]}
			name={child}
			required={schema.required?.includes(child) ?? false}
			formBody={props.formBody}
			kit={kit}
		/>
	));
	if (props.root) {
		return (
			<div class="td-pg-object">
				{branchPicker}
				{fields}
			</div>
		);
	}
	return (
		<fieldset class="td-pg-group td-pg-nested">
			<legend>
				<FieldName name={name} code />
				{required && <span class="td-pg-required"> required</span>}
			</legend>
			{branchPicker}
			{fields}
		</fieldset>
	);
}

/** A file, or a list of files: the file input, and what was chosen. */
function renderFileInput(
	{ state, path, required }: SchemaFieldProps,
	schema: Schema,
	multiple: boolean,
	id: string,
	describedBy: string,
	invalid: boolean,
	value: unknown,
) {
	const files = Array.isArray(value) ? (value as File[]) : [];
	return (
		<>
			<input
				id={id}
				class="td-pg-input"
				type="file"
				multiple={multiple}
				required={required}
				aria-invalid={invalid ? 'true' : undefined}
				aria-describedby={describedBy}
				accept={typeof schema.contentMediaType === 'string' ? schema.contentMediaType : undefined}
				onChange={(event) => state.setBodyAt(path, [...(event.currentTarget.files ?? [])])}
			/>
			{files.length > 0 && (
				<span class="td-pg-hint">
					{files.map((file) => `${file.name} (${file.size} bytes)`).join(', ')}
				</span>
			)}
		</>
	);
}

/** A list: its items (text inputs, or nodes of their own), with add and remove. */
function renderList(
	{ state, path, name, formBody, kit }: SchemaFieldProps,
	itemSchema: Schema,
	id: string,
	hintId: string,
	invalid: boolean,
	value: unknown,
) {
	const { getBranches, getType, placeholderFor, ListEditor, ScalarInput } = kit;
	const items = Array.isArray(value) ? (value as FormValue[]) : [];
	const itemIsScalar =
		!getBranches(itemSchema) &&
		!(getType(itemSchema) === 'object' && itemSchema.properties) &&
		getType(itemSchema) !== 'array';
	return (
		<ListEditor
			id={id}
			name={name}
			items={items}
			invalid={invalid}
			render={(item, index, itemId) =>
				itemIsScalar ? (
					<ScalarInput
						id={itemId}
						schema={itemSchema}
						value={typeof item === 'string' ? item : ''}
						required={false}
						invalid={false}
						describedBy={hintId}
						placeholder={placeholderFor(itemSchema)}
						onInput={(next) => state.setBodyAt([...path, String(index)], next)}
					/>
				) : (
					<SchemaField
						state={state}
						schema={itemSchema}
						path={[...path, String(index)]}
						name={`${name}[${index}]`}
						required={false}
						formBody={formBody}
						kit={kit}
					/>
				)
			}
			onAdd={() =>
				state.setBodyAt(
					[...path, String(items.length)],
					createItem(state, kit, itemSchema, path, items.length),
				)
			}
			onRemove={(index) =>
				state.setBodyAt(
					path,
					items.filter((_, i) => i !== index),
				)
			}
		/>
	);
}

/** The empty value of a new list item: an object, a list or text, by the item's schema. */
function createItem(
	state: PlaygroundState,
	{ getType, resolveBranch }: BodyKit,
	itemSchema: Schema,
	path: string[],
	index: number,
): FormValue {
	const type = getType(
		resolveBranch(itemSchema, state.branches.value, ['body', ...path, String(index)].join('.')),
	);
	if (type === 'object') return {};
	if (type === 'array') return [];
	return '';
}
