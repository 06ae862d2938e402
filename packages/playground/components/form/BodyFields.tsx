import type { PlaygroundState } from '../../state/create-playground-state.ts';
import { BODY_STRINGS } from '../../strings/body.ts';
import type { BodyKit } from './body-kit.ts';
import { SchemaField } from './SchemaField.tsx';

/**
 * The body: media type, form or raw JSON, and the schema-driven fields, drawn with the modal's
 * primitives (`kit`, see `body-kit.ts`).
 */
export function BodyFields({ state, kit }: { state: PlaygroundState; kit: BodyKit }) {
	const { FieldMessage, LabelledSelect, MissingVariables, isFormType, isJsonType } = kit;
	const { describeIssue, fill } = kit;
	const type = state.mediaType.value;
	if (!type) return null;
	const schema = state.getSchema();
	const mode = state.bodyMode.value;
	const canToggle = isJsonType(type) && !!schema;
	const required = state.props.operation.requestBody?.required ?? false;
	const bodyIssue = state.issues.value.find((i) => i.path === 'body');
	return (
		<fieldset class="td-pg-group">
			<legend>Body{required && <span class="td-pg-required"> required</span>}</legend>
			<div class="td-pg-body-bar">
				{state.mediaTypes.length > 1 ? (
					<LabelledSelect
						bare
						id="td-pg-media-type"
						name={words(state).contentType}
						value={type}
						options={state.mediaTypes.map((option) => ({ value: option, label: option }))}
						onChange={(value) => state.setMediaType(value)}
					/>
				) : (
					<code class="td-pg-hint">{type}</code>
				)}
				{canToggle && (
					<fieldset class="td-pg-toggle">
						<legend class="td-pg-sr-only">{words(state).bodyEditor}</legend>
						<button
							type="button"
							aria-pressed={mode === 'form'}
							onClick={() => state.setBodyMode('form')}
						>
							Form
						</button>
						<button
							type="button"
							aria-pressed={mode === 'raw'}
							onClick={() => state.setBodyMode('raw')}
						>
							JSON
						</button>
					</fieldset>
				)}
			</div>
			{state.isBinary() ? (
				<BinaryBodyField
					state={state}
					kit={kit}
					type={type}
					issue={bodyIssue && describeIssue(state.strings, bodyIssue, words(state).file)}
				/>
			) : mode === 'raw' || !schema ? (
				<div class="td-pg-field">
					<label class="td-pg-label" for="td-pg-raw-body">
						<span class="td-pg-field-name">{words(state).rawBody}</span>
					</label>
					<textarea
						id="td-pg-raw-body"
						class="td-pg-input td-pg-mono"
						rows={10}
						spellcheck={false}
						aria-invalid={bodyIssue || state.rawError.value ? 'true' : undefined}
						value={state.rawBody.value}
						onInput={(event) => state.setRawBody(event.currentTarget.value)}
					/>
					<MissingVariables value={state.rawBody.value} />
					<FieldMessage
						id="td-pg-raw-body-error"
						message={
							state.rawError.value !== undefined
								? fill(words(state).rawNotJson, { error: state.rawError.value })
								: bodyIssue && describeIssue(state.strings, bodyIssue, 'body')
						}
					/>
				</div>
			) : (
				<SchemaField
					state={state}
					schema={schema}
					path={[]}
					name="body"
					required={required}
					root
					formBody={isFormType(type)}
					kit={kit}
				/>
			)}
		</fieldset>
	);
}

/** A binary body: one file, sent as the body's bytes with the media type above. */
function BinaryBodyField(props: {
	state: PlaygroundState;
	kit: BodyKit;
	type: string;
	issue?: string;
}) {
	const { state, type, issue } = props;
	const { FieldMessage, Label, fill } = props.kit;
	const required = state.props.operation.requestBody?.required ?? false;
	const chosen = state.getBodyAt([]);
	const file = Array.isArray(chosen) && chosen[0] instanceof File ? chosen[0] : undefined;
	const schema = state.getSchema();
	const accept =
		typeof schema?.contentMediaType === 'string'
			? schema.contentMediaType
			: type === 'application/octet-stream'
				? undefined
				: type;
	return (
		<div class="td-pg-field">
			<Label id="td-pg-body-file" name={words(state).file} required={required} />
			<span class="td-pg-hint" id="td-pg-body-file-hint">
				{file
					? fill(words(state).fileChosen, { file: file.name, size: file.size })
					: words(state).wholeBodyFile}
			</span>
			<input
				id="td-pg-body-file"
				class="td-pg-input"
				type="file"
				required={required}
				accept={accept}
				aria-invalid={issue ? 'true' : undefined}
				aria-describedby={
					issue ? 'td-pg-body-file-hint td-pg-body-file-error' : 'td-pg-body-file-hint'
				}
				onChange={(event) =>
					state.setBodyAt([], [...(event.currentTarget.files ?? [])].slice(0, 1))
				}
			/>
			<FieldMessage id="td-pg-body-file-error" message={issue} />
		</div>
	);
}

/** The body's words in the page's language. */
function words(state: PlaygroundState): typeof BODY_STRINGS {
	return { ...BODY_STRINGS, ...state.props.strings };
}
