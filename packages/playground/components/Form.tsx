import type { Parameter, ParameterLocation, Schema } from '@trydocs/openapi/types';
import type { JSX } from 'preact';
import {
	type FormValue,
	getBranches,
	getBranchLabel,
	getType,
	isFile,
	isRawJson,
	parseNumber,
	resolveBranch,
} from '../state/body.ts';
import { isFormType, isJsonType, type PlaygroundState } from '../state/create-playground-state.ts';

const LOCATIONS: Array<{ in: ParameterLocation; title: string }> = [
	{ in: 'path', title: 'Path parameters' },
	{ in: 'query', title: 'Query parameters' },
	{ in: 'header', title: 'Headers' },
	{ in: 'cookie', title: 'Cookies' },
];

const FORMAT_HINTS: Record<string, string> = {
	'date-time': 'e.g. 2025-01-31T09:30:00Z',
	date: 'e.g. 2025-01-31',
	time: 'e.g. 09:30:00',
	email: 'e.g. ada@example.com',
	uuid: 'e.g. 123e4567-e89b-12d3-a456-426614174000',
	uri: 'e.g. https://example.com',
	url: 'e.g. https://example.com',
	ipv4: 'e.g. 192.0.2.1',
	ipv6: 'e.g. 2001:db8::1',
	hostname: 'e.g. api.example.com',
	byte: 'base64 text',
	password: 'hidden text',
};

/** A DOM id from parts, safe for `for`/`id` pairs. */
function toId(...parts: string[]): string {
	return `td-pg-${parts.join('-').replace(/[^\w-]/g, '_')}`;
}

/** "string · date-time", "integer[]", "enum", for the hint beside a field. */
function describeType(schema: Schema | undefined): string {
	if (!schema) return 'string';
	const type = getType(schema);
	if (type === 'array') return `${describeType(schema.items)}[]`;
	const parts = [type ?? 'any'];
	if (schema.format) parts.push(schema.format);
	if (typeof schema.minimum === 'number') parts.push(`≥ ${schema.minimum}`);
	if (typeof schema.maximum === 'number') parts.push(`≤ ${schema.maximum}`);
	return parts.join(' · ');
}

function placeholderFor(schema: Schema | undefined, parameterExample?: unknown): string {
	if (!schema) return '';
	const explicit = schema['x-placeholder'];
	if (typeof explicit === 'string') return explicit;
	if (schema.default !== undefined) return `default: ${String(schema.default)}`;
	const example = parameterExample ?? schema.example;
	if (example !== undefined && typeof example !== 'object') return `e.g. ${String(example)}`;
	return schema.format ? (FORMAT_HINTS[schema.format] ?? '') : '';
}

/** The label text of a field: its name, and "required" in words, not colour alone. */
function Label({ id, name, required }: { id: string; name: string; required: boolean }) {
	return (
		<label class="td-pg-label" for={id}>
			<span class="td-pg-field-name">{name}</span>
			{required && <span class="td-pg-required"> required</span>}
		</label>
	);
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
function ScalarInput(props: ScalarProps) {
	const { schema } = props;
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
				<option value="">{props.required ? 'Choose…' : 'Not set'}</option>
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
			<textarea
				{...common}
				class="td-pg-input td-pg-mono"
				rows={3}
				spellcheck={false}
				placeholder="JSON"
				value={props.value}
				onInput={(event) => props.onInput(event.currentTarget.value)}
			/>
		);
	}
	const numeric = type === 'number' || type === 'integer';
	return (
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
	);
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
	return message ? (
		<span id={id} class="td-pg-field-error">
			{message}
		</span>
	) : null;
}

/** The live error of a number field, before Send: "must be an integer". */
function numberError(schema: Schema | undefined, value: string): string | undefined {
	const type = getType(schema);
	if (!schema || schema.enum || (type !== 'number' && type !== 'integer')) return undefined;
	const parsed = parseNumber(value, schema);
	return parsed && 'error' in parsed ? parsed.error : undefined;
}

/** The parameter sections: one group per location, one labelled field per parameter. */
export function ParameterFields({ state }: { state: PlaygroundState }) {
	const { operation } = state.props;
	return (
		<>
			{LOCATIONS.map(({ in: location, title }) => {
				const parameters = operation.parameters.filter((p) => p.in === location);
				if (parameters.length === 0) return null;
				return (
					<fieldset class="td-pg-group" key={location}>
						<legend>{title}</legend>
						{location === 'cookie' && !canSendCookies(state) && (
							<p class="td-pg-note">
								Browsers do not let a page set cookies on a request: cookie values appear in the
								code examples, but Send cannot include them without the proxy.
							</p>
						)}
						{parameters.map((parameter) => (
							<ParameterField
								key={`${parameter.in}:${parameter.name}`}
								state={state}
								parameter={parameter}
							/>
						))}
					</fieldset>
				);
			})}
		</>
	);
}

function ParameterField({ state, parameter }: { state: PlaygroundState; parameter: Parameter }) {
	const id = toId(parameter.in, parameter.name);
	const hintId = `${id}-hint`;
	const errorId = `${id}-error`;
	const value = state.values.value[parameter.in]?.[parameter.name];
	const issue = state.issues.value.find((i) => i.path === `${parameter.in}.${parameter.name}`);
	const set = (next: string | string[]) => state.setValue(parameter.in, parameter.name, next);
	const schema = parameter.schema;
	const isList = getType(schema) === 'array';
	const list = Array.isArray(value) ? value : value ? [value] : [];
	const liveError = isList
		? undefined
		: numberError(schema, typeof value === 'string' ? value : '');
	const message = issue ? `${parameter.name} ${issue.message}` : liveError;
	return (
		<div class="td-pg-field">
			{isList ? (
				<span class="td-pg-label" id={`${id}-label`}>
					<span class="td-pg-field-name">{parameter.name}</span>
					{parameter.required && <span class="td-pg-required"> required</span>}
				</span>
			) : (
				<Label id={id} name={parameter.name} required={parameter.required} />
			)}
			<span class="td-pg-hint" id={hintId}>
				{describeType(schema)}
				{parameter.description ? ` — ${parameter.description}` : ''}
			</span>
			{isList ? (
				<ListEditor
					id={id}
					name={parameter.name}
					items={list}
					invalid={!!message}
					render={(item, index, itemId) => (
						<ScalarInput
							id={itemId}
							schema={schema?.items}
							value={item}
							required={false}
							invalid={false}
							describedBy={hintId}
							placeholder={placeholderFor(schema?.items)}
							onInput={(next) => set(list.map((old, i) => (i === index ? next : old)))}
						/>
					)}
					onAdd={() => set([...list, ''])}
					onRemove={(index) => set(list.filter((_, i) => i !== index))}
				/>
			) : (
				<ScalarInput
					id={id}
					schema={schema}
					value={typeof value === 'string' ? value : ''}
					required={parameter.required}
					invalid={!!message}
					describedBy={message ? `${hintId} ${errorId}` : hintId}
					placeholder={placeholderFor(schema, parameter.example)}
					onInput={set}
				/>
			)}
			<FieldMessage id={errorId} message={message} />
		</div>
	);
}

/** Cookies reach the API only through the proxy: for another origin with the proxy on. */
function canSendCookies(state: PlaygroundState): boolean {
	try {
		const target = new URL(state.request.value.url).origin;
		return (state.props.proxy ?? true) && target !== location.origin;
	} catch {
		return false;
	}
}

interface ListEditorProps<T> {
	id: string;
	name: string;
	items: T[];
	invalid: boolean;
	render: (item: T, index: number, itemId: string) => JSX.Element;
	onAdd: () => void;
	onRemove: (index: number) => void;
}

/** A list with an item per row, each removable, and a button that adds one. */
function ListEditor<T>(props: ListEditorProps<T>) {
	return (
		<fieldset class="td-pg-list" aria-labelledby={`${props.id}-label`}>
			{props.items.map((item, index) => {
				const itemId = `${props.id}-${index}`;
				return (
					<div class="td-pg-list-item" key={index}>
						<label class="td-pg-sr-only" for={itemId}>
							{`${props.name} item ${index + 1}`}
						</label>
						{props.render(item, index, itemId)}
						<button
							type="button"
							class="td-pg-small-button"
							aria-label={`Remove ${props.name} item ${index + 1}`}
							onClick={() => props.onRemove(index)}
						>
							Remove
						</button>
					</div>
				);
			})}
			<button
				type="button"
				class="td-pg-small-button"
				aria-label={`Add ${props.name} item`}
				onClick={props.onAdd}
			>
				{`+ Add ${props.name} item`}
			</button>
		</fieldset>
	);
}

/** The server choice (when there are several) and its variables. */
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
	return (
		<fieldset class="td-pg-group">
			<legend>Server</legend>
			{servers.length > 1 && (
				<div class="td-pg-field">
					<label class="td-pg-label" for="td-pg-server">
						<span class="td-pg-field-name">Server</span>
					</label>
					<select
						id="td-pg-server"
						class="td-pg-input td-pg-modal-server"
						value={String(state.serverIndex.value)}
						onChange={(event) => onServerChange(Number(event.currentTarget.value))}
					>
						{servers.map((option, index) => (
							<option key={option.url} value={String(index)}>
								{option.description ? `${option.description} — ${option.url}` : option.url}
							</option>
						))}
					</select>
				</div>
			)}
			{variables.map(([name, variable]) => {
				const id = toId('server-var', name);
				const value = state.serverVariables.value[name] ?? variable.default;
				return (
					<div class="td-pg-field" key={name}>
						<Label id={id} name={name} required={false} />
						{variable.description && <span class="td-pg-hint">{variable.description}</span>}
						{variable.enum ? (
							<select
								id={id}
								class="td-pg-input"
								value={value}
								onChange={(event) => state.setServerVariable(name, event.currentTarget.value)}
							>
								{variable.enum.map((option) => (
									<option key={option} value={option}>
										{option}
									</option>
								))}
							</select>
						) : (
							<input
								id={id}
								class="td-pg-input"
								autoComplete="off"
								spellcheck={false}
								value={value}
								onInput={(event) => state.setServerVariable(name, event.currentTarget.value)}
							/>
						)}
					</div>
				);
			})}
		</fieldset>
	);
}

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
				<div class="td-pg-field">
					<label class="td-pg-label" for="td-pg-auth-choice">
						<span class="td-pg-field-name">Method</span>
					</label>
					<select
						id="td-pg-auth-choice"
						class="td-pg-input"
						value={String(security.indexOf(chosen))}
						onChange={(event) => state.setAlternative(Number(event.currentTarget.value))}
					>
						{security.map((_, index) => (
							<option key={index} value={String(index)}>
								{describe(index)}
							</option>
						))}
					</select>
				</div>
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
											type: 'basic',
											username: event.currentTarget.value,
											password: current.password,
										})
									}
								/>
							</div>
							<div class="td-pg-field">
								<Label id={`${id}-password`} name="Password" required={false} />
								<input
									id={`${id}-password`}
									class="td-pg-input"
									type="password"
									autoComplete="off"
									value={current.password}
									onInput={(event) =>
										state.setAuth(name, {
											type: 'basic',
											username: current.username,
											password: event.currentTarget.value,
										})
									}
								/>
							</div>
						</div>
					);
				}
				if (scheme.type === 'apiKey') {
					const value = given?.type === 'apiKey' ? given.value : '';
					return (
						<div class="td-pg-field" key={name}>
							<Label id={id} name={scheme.name} required={false} />
							<span class="td-pg-hint">API key, sent in the {scheme.in}</span>
							<input
								id={id}
								class="td-pg-input"
								type="password"
								autoComplete="off"
								value={value}
								onInput={(event) =>
									state.setAuth(name, {
										type: 'apiKey',
										in: scheme.in,
										name: scheme.name,
										value: event.currentTarget.value,
									})
								}
							/>
						</div>
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
				const token = given?.type === 'bearer' ? given.token : '';
				const hint =
					scheme.type === 'http'
						? `Sent as Authorization: Bearer …${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`
						: 'Paste an access token; it is sent as Authorization: Bearer …';
				return (
					<div class="td-pg-field" key={name}>
						<Label id={id} name="Bearer token" required={false} />
						<span class="td-pg-hint">{hint}</span>
						<input
							id={id}
							class="td-pg-input"
							type="password"
							autoComplete="off"
							value={token}
							onInput={(event) =>
								state.setAuth(name, { type: 'bearer', token: event.currentTarget.value })
							}
						/>
					</div>
				);
			})}
			<p class="td-pg-hint">Kept in this tab's memory only; never stored.</p>
		</fieldset>
	);
}

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
					<>
						<label class="td-pg-label" for="td-pg-media-type">
							<span class="td-pg-field-name">Content type</span>
						</label>
						<select
							id="td-pg-media-type"
							class="td-pg-input"
							value={type}
							onChange={(event) => state.setMediaType(event.currentTarget.value)}
						>
							{state.mediaTypes.map((option) => (
								<option key={option} value={option}>
									{option}
								</option>
							))}
						</select>
					</>
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

interface SchemaFieldProps {
	state: PlaygroundState;
	schema: Schema;
	path: string[];
	name: string;
	required: boolean;
	root?: boolean;
	formBody: boolean;
}

/** One node of the body schema: an object's fields, a list, a branch choice, or a leaf. */
function SchemaField(props: SchemaFieldProps) {
	const { state, path, name, required } = props;
	const key = ['body', ...path].join('.');
	const branches = getBranches(props.schema);
	const schema = resolveBranch(props.schema, state.branches.value, key);
	const type = getType(schema);
	const value = state.getBodyAt(path);
	const id = toId(key);
	const issue = state.issues.value.find((i) => i.path === key);

	const branchPicker = branches && (
		<div class="td-pg-field">
			<label class="td-pg-label" for={`${id}-branch`}>
				<span class="td-pg-field-name">{props.root ? 'Body' : name}</span> variant
			</label>
			<select
				id={`${id}-branch`}
				class="td-pg-input"
				value={String(state.branches.value[key] ?? 0)}
				onChange={(event) => state.setBranch(path, Number(event.currentTarget.value))}
			>
				{branches.map((branch, index) => (
					<option key={index} value={String(index)}>
						{getBranchLabel(branch, index)}
					</option>
				))}
			</select>
		</div>
	);

	if (type === 'object' && schema.properties && Object.keys(schema.properties).length > 0) {
		const fields = Object.entries(schema.properties).map(([child, childSchema]) => (
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
					<span class="td-pg-field-name">{name}</span>
					{required && <span class="td-pg-required"> required</span>}
				</legend>
				{branchPicker}
				{fields}
			</fieldset>
		);
	}

	const hintId = `${id}-hint`;
	const errorId = `${id}-error`;
	const hint = (
		<span class="td-pg-hint" id={hintId}>
			{isFile(schema) ? 'file' : describeType(schema)}
			{schema.description ? ` — ${schema.description}` : ''}
		</span>
	);

	if (isFile(schema) || (type === 'array' && isFile(schema.items))) {
		const many = type === 'array';
		const files = Array.isArray(value) ? (value as File[]) : [];
		return (
			<div class="td-pg-field">
				{branchPicker}
				<Label id={id} name={name} required={required} />
				{hint}
				<input
					id={id}
					class="td-pg-input"
					type="file"
					multiple={many}
					required={required}
					aria-invalid={issue ? 'true' : undefined}
					aria-describedby={issue ? `${hintId} ${errorId}` : hintId}
					accept={typeof schema.contentMediaType === 'string' ? schema.contentMediaType : undefined}
					onChange={(event) => state.setBodyAt(path, [...(event.currentTarget.files ?? [])])}
				/>
				{files.length > 0 && (
					<span class="td-pg-hint">
						{files.map((file) => `${file.name} (${file.size} bytes)`).join(', ')}
					</span>
				)}
				<FieldMessage id={errorId} message={issue ? `${name} ${issue.message}` : undefined} />
			</div>
		);
	}

	if (type === 'array' && schema.items) {
		const items = Array.isArray(value) ? (value as FormValue[]) : [];
		const itemSchema = schema.items;
		const itemIsScalar =
			!getBranches(itemSchema) &&
			!(getType(itemSchema) === 'object' && itemSchema.properties) &&
			getType(itemSchema) !== 'array';
		return (
			<div class="td-pg-field">
				{branchPicker}
				<span class="td-pg-label" id={`${id}-label`}>
					<span class="td-pg-field-name">{name}</span>
					{required && <span class="td-pg-required"> required</span>}
				</span>
				{hint}
				<ListEditor
					id={id}
					name={name}
					items={items}
					invalid={!!issue}
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
								formBody={props.formBody}
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
				<FieldMessage id={errorId} message={issue ? `${name} ${issue.message}` : undefined} />
			</div>
		);
	}

	const text = typeof value === 'string' ? value : '';
	const liveError = numberError(schema, text);
	const message = issue ? `${name} ${issue.message}` : liveError;
	return (
		<div class="td-pg-field">
			{branchPicker}
			<Label id={id} name={props.root ? 'Body' : name} required={required} />
			{hint}
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
