import type { Parameter, ParameterLocation } from '@trydocs/openapi/types';
import { getType } from '../../state/body.ts';
import type { PlaygroundState } from '../../state/create-playground-state.ts';
import { describeIssue } from '../../strings/fill.ts';
import type { MODAL_STRINGS } from '../../strings/modal.ts';
import {
	describeType,
	numberError,
	placeholderFor,
	querystringPlaceholder,
	toId,
} from './field-text.ts';
import { FieldMessage, InlineCode, Label, ListLabel, ScalarInput } from './fields.tsx';
import { ListEditor } from './ListEditor.tsx';

const LOCATIONS: Array<{ in: ParameterLocation; title: keyof typeof MODAL_STRINGS }> = [
	{ in: 'path', title: 'pathParameters' },
	{ in: 'query', title: 'queryParameters' },
	{ in: 'querystring', title: 'queryString' },
	{ in: 'header', title: 'headers' },
	{ in: 'cookie', title: 'cookies' },
];

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
						<legend>{state.strings[title]}</legend>
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
	const shown = issue ?? liveError;
	const message = shown && describeIssue(state.strings, shown, parameter.name);
	return (
		<div class="td-pg-field">
			{isList ? (
				<ListLabel id={id} name={parameter.name} required={parameter.required} />
			) : (
				<Label id={id} name={parameter.name} required={parameter.required} code />
			)}
			<span class="td-pg-hint" id={hintId}>
				{describeType(schema)}
				{parameter.description && (
					<>
						{' — '}
						<InlineCode text={parameter.description} />
					</>
				)}
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
					placeholder={
						parameter.in === 'querystring'
							? querystringPlaceholder(parameter)
							: placeholderFor(schema, parameter.example)
					}
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
