import type { Schema } from '@trydocs/openapi/types';
import type { JSX } from 'preact';
import {
	type FormValue,
	getBranches,
	getBranchLabel,
	getType,
	isFile,
	resolveBranch,
} from '../../state/body.ts';
import type { PlaygroundState } from '../../state/create-playground-state.ts';
import { describeType, numberError, placeholderFor, toId } from './field-text.ts';
import {
	FieldMessage,
	FieldName,
	InlineCode,
	Label,
	LabelledSelect,
	ListLabel,
	ScalarInput,
} from './fields.tsx';
import { ListEditor } from './ListEditor.tsx';

interface SchemaFieldProps {
	state: PlaygroundState;
	schema: Schema;
	path: string[];
	name: string;
	required: boolean;
	root?: boolean;
	formBody: boolean;
}

/** What every kind of node renders with: the node's props, its resolved schema and its parts. */
interface Node extends SchemaFieldProps {
	id: string;
	value: unknown;
	issue: boolean;
	issueMessage: string | undefined;
	hintId: string;
	errorId: string;
	branchPicker: JSX.Element | undefined;
	hint: JSX.Element;
}

/** One node of the body schema: an object's fields, a list, a branch choice, or a leaf. */
export function SchemaField(props: SchemaFieldProps) {
	const { state, path, name } = props;
	const key = ['body', ...path].join('.');
	const branches = getBranches(props.schema);
	const schema = resolveBranch(props.schema, state.branches.value, key);
	const type = getType(schema);
	const id = toId(key);
	const issue = state.issues.value.find((i) => i.path === key);

	const branchPicker = branches && (
		<LabelledSelect
			id={`${id}-branch`}
			name={props.root ? 'Body' : name}
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
	const node: Node = {
		...props,
		schema,
		id,
		value: state.getBodyAt(path),
		issue: !!issue,
		issueMessage: issue ? `${name} ${issue.message}` : undefined,
		hintId,
		errorId: `${id}-error`,
		branchPicker: branchPicker || undefined,
		hint: (
			<span class="td-pg-hint" id={hintId}>
				{isFile(schema) ? 'file' : describeType(schema)}
				{schema.description && (
					<>
						{' — '}
						<InlineCode text={schema.description} />
					</>
				)}
			</span>
		),
	};
	if (isFile(schema) || (type === 'array' && isFile(schema.items))) return renderFiles(node, type);
	if (type === 'array' && schema.items) return renderList(node, schema.items);
	return renderScalar(node);
}

/** An object: its fields, in a group of their own unless it is the body itself. */
function renderObject(
	props: SchemaFieldProps,
	schema: Schema,
	branchPicker: JSX.Element | undefined | false,
) {
	const { state, path, name, required } = props;
	const fields = Object.entries(schema.properties ?? {}).map(([child, childSchema]) => (
		<SchemaField
			key={child}
			state={state}
			schema={childSchema}
			path={[...path, child]}
			name={child}
			required={schema.required?.includes(child) ?? false}
			formBody={props.formBody}
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

/** A file, or a list of files: a file input, and what was chosen. */
function renderFiles(node: Node, type: string | undefined) {
	const { state, schema, path, id, name, required, hintId, errorId } = node;
	const files = Array.isArray(node.value) ? (node.value as File[]) : [];
	return (
		<div class="td-pg-field">
			{node.branchPicker}
			<Label id={id} name={name} required={required} code />
			{node.hint}
			<input
				id={id}
				class="td-pg-input"
				type="file"
				multiple={type === 'array'}
				required={required}
				aria-invalid={node.issue ? 'true' : undefined}
				aria-describedby={node.issue ? `${hintId} ${errorId}` : hintId}
				accept={typeof schema.contentMediaType === 'string' ? schema.contentMediaType : undefined}
				onChange={(event) => state.setBodyAt(path, [...(event.currentTarget.files ?? [])])}
			/>
			{files.length > 0 && (
				<span class="td-pg-hint">
					{files.map((file) => `${file.name} (${file.size} bytes)`).join(', ')}
				</span>
			)}
			<FieldMessage id={errorId} message={node.issueMessage} />
		</div>
	);
}

/** A list: its items (text inputs, or nodes of their own), with add and remove. */
function renderList(node: Node, itemSchema: Schema) {
	const { state, path, id, name, required, hintId } = node;
	const items = Array.isArray(node.value) ? (node.value as FormValue[]) : [];
	const itemIsScalar =
		!getBranches(itemSchema) &&
		!(getType(itemSchema) === 'object' && itemSchema.properties) &&
		getType(itemSchema) !== 'array';
	return (
		<div class="td-pg-field">
			{node.branchPicker}
			<ListLabel id={id} name={name} required={required} />
			{node.hint}
			<ListEditor
				id={id}
				name={name}
				items={items}
				invalid={node.issue}
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
							formBody={node.formBody}
						/>
					)
				}
				onAdd={() =>
					state.setBodyAt(
						[...path, String(items.length)],
						createItem(state, itemSchema, path, items.length),
					)
				}
				onRemove={(index) =>
					state.setBodyAt(
						path,
						items.filter((_, i) => i !== index),
					)
				}
			/>
			<FieldMessage id={node.errorId} message={node.issueMessage} />
		</div>
	);
}

/** A leaf: one text, number or choice input, with its number error when it does not parse. */
function renderScalar(node: Node) {
	const { state, schema, path, id, name, required, hintId, errorId } = node;
	const text = typeof node.value === 'string' ? node.value : '';
	const message = node.issueMessage ?? numberError(schema, text);
	return (
		<div class="td-pg-field">
			{node.branchPicker}
			<Label id={id} name={node.root ? 'Body' : name} required={required} code={!node.root} />
			{node.hint}
			<ScalarInput
				id={id}
				schema={schema}
				value={text}
				required={required}
				invalid={!!message}
				describedBy={message ? `${hintId} ${errorId}` : hintId}
				placeholder={placeholderFor(schema)}
				onInput={(next) => state.setBodyAt(path, next)}
			/>
			<FieldMessage id={errorId} message={message} />
		</div>
	);
}

/** The empty value of a new list item: an object, a list or text, by the item's schema. */
function createItem(
	state: PlaygroundState,
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
