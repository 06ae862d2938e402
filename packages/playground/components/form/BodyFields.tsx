import {
	isFormType,
	isJsonType,
	type PlaygroundState,
} from '../../state/create-playground-state.ts';
import { FieldMessage, LabelledSelect } from './fields.tsx';
import { SchemaField } from './SchemaField.tsx';

/** The body: media type, form or raw JSON, and the schema-driven fields. */
export function BodyFields({ state }: { state: PlaygroundState }) {
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
						name="Content type"
						value={type}
						options={state.mediaTypes.map((option) => ({ value: option, label: option }))}
						onChange={(value) => state.setMediaType(value)}
					/>
				) : (
					<code class="td-pg-hint">{type}</code>
				)}
				{canToggle && (
					<fieldset class="td-pg-toggle">
						<legend class="td-pg-sr-only">Body editor</legend>
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
			{mode === 'raw' || !schema ? (
				<div class="td-pg-field">
					<label class="td-pg-label" for="td-pg-raw-body">
						<span class="td-pg-field-name">Raw body</span>
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
					<FieldMessage
						id="td-pg-raw-body-error"
						message={state.rawError.value ?? (bodyIssue ? `body ${bodyIssue.message}` : undefined)}
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
				/>
			)}
		</fieldset>
	);
}
