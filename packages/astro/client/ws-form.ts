/**
 * The WebSocket playground's form (client/ws-playground.ts): the server, its variables, the
 * address's parameters, the `ws` binding's query and the query credentials, read into the
 * connection URL; and each message's composer, its fields written into the JSON that is sent.
 */
import { getAsyncServerUrl } from '@trydocs/openapi/asyncapi-client';
import type { WsField, WsInput, WsMessage, WsPlaygroundProps } from './ws-types.ts';

type Attributes = Record<string, string | boolean | undefined>;

/** An element with attributes and children. */
export function h(tag: string, attributes: Attributes = {}, ...children: Array<Node | string>) {
	const element = document.createElement(tag);
	for (const [name, value] of Object.entries(attributes)) {
		if (value === true) element.setAttribute(name, '');
		else if (typeof value === 'string') element.setAttribute(name, value);
	}
	element.append(...children);
	return element;
}

let ids = 0;

/** A labelled input, or a select when the value is one of a list. */
function field(
	label: string,
	input: WsInput,
	kind = 'text',
): { row: HTMLElement; read: () => string } {
	const id = `td-ws-${++ids}`;
	const control = input.enum
		? h(
				'select',
				{ id },
				...input.enum.map((value) =>
					h('option', { value, selected: value === input.default }, value),
				),
			)
		: h('input', {
				id,
				type: kind,
				value: input.default ?? '',
				autocomplete: 'off',
				spellcheck: 'false',
			});
	const row = h('div', { class: 'td-ws-field' }, h('label', { for: id }, label), control);
	// Descriptions are Markdown: their code marks are left out of a hint.
	if (input.description)
		row.append(h('span', { class: 'td-ws-hint' }, input.description.replaceAll('`', '')));
	return { row, read: () => (control as HTMLInputElement | HTMLSelectElement).value };
}

/** The composer of one message: its fields write into the JSON, which is what is sent. */
export function composer(message: WsMessage): { part: HTMLElement; read: () => string } {
	const json = h('textarea', {
		class: 'td-ws-json',
		rows: '8',
		spellcheck: 'false',
		'aria-label': `${message.title} as JSON`,
	}) as HTMLTextAreaElement;
	json.value = message.example;
	const part = h('div', { class: 'td-ws-composer' });
	const update = (item: WsField, raw: string) => {
		let value: unknown = raw;
		if (item.type === 'number' || item.type === 'integer')
			value = raw === '' ? undefined : Number(raw);
		if (item.type === 'boolean') value = raw === 'true';
		try {
			const data = JSON.parse(json.value || '{}');
			if (data && typeof data === 'object' && !Array.isArray(data)) {
				data[item.name] = value;
				json.value = JSON.stringify(data, null, 2);
			}
		} catch {
			// The JSON was edited into something else: the reader's text wins.
		}
	};
	let example: Record<string, unknown> = {};
	try {
		example = JSON.parse(message.example);
	} catch {}
	for (const item of message.fields) {
		const current = example?.[item.name];
		const input: WsInput = {
			name: item.name,
			default: current === undefined ? undefined : String(current),
			enum: item.type === 'boolean' ? ['true', 'false'] : item.enum?.map(String),
		};
		const { row } = field(
			`${item.name}${item.required ? ' *' : ''}`,
			input,
			item.type === 'string' ? 'text' : 'number',
		);
		const control = row.querySelector('input, select') as HTMLInputElement;
		control.addEventListener('input', () => update(item, control.value));
		part.append(row);
	}
	part.append(json);
	return { part, read: () => json.value };
}

/**
 * The inputs of the connection, and the URL they make (`mask`: credentials shown as `•••`).
 * Credentials are read from their inputs when the URL is built, and kept nowhere else.
 */
export function createInputs(props: WsPlaygroundProps): {
	inputs: HTMLElement;
	buildUrl: (mask: boolean) => string;
} {
	const serverSelect = h(
		'select',
		{ id: `td-ws-${++ids}`, 'aria-label': 'Server' },
		...props.servers.map((server, index) =>
			h('option', { value: String(index) }, `${server.label} (${server.protocol})`),
		),
	) as HTMLSelectElement;
	const inputs = h('div', { class: 'td-ws-inputs' });
	if (props.servers.length > 1)
		inputs.append(
			h(
				'div',
				{ class: 'td-ws-field' },
				h('label', { for: serverSelect.id }, 'Server'),
				serverSelect,
			),
		);
	const variables = new Map<string, () => string>();
	for (const server of props.servers) {
		for (const variable of server.variables) {
			if (variables.has(variable.name)) continue;
			const { row, read } = field(`Server ${variable.name}`, variable);
			variables.set(variable.name, read);
			inputs.append(row);
		}
	}
	const parameters = props.parameters.map((parameter) => {
		const { row, read } = field(parameter.name, parameter);
		inputs.append(row);
		return [parameter.name, read] as const;
	});
	const query = props.query.map((parameter) => {
		const { row, read } = field(`?${parameter.name}`, parameter);
		inputs.append(row);
		return [parameter.name, read] as const;
	});
	const secrets: Array<[string, () => string]> = [];
	for (const auth of props.auth) {
		if (auth.query) {
			const { row, read } = field(
				`${auth.key} (query parameter ${auth.query})`,
				{ name: auth.query, description: auth.description },
				'password',
			);
			inputs.append(row);
			secrets.push([auth.query, read]);
		} else {
			inputs.append(h('p', { class: 'td-ws-note' }, `${auth.key}: ${auth.note ?? ''}`));
		}
	}

	const buildUrl = (mask: boolean) => {
		const server = props.servers[Number(serverSelect.value) || 0] ?? props.servers[0];
		if (!server) return '';
		const values: Record<string, string> = {};
		for (const [name, read] of [...variables, ...parameters]) values[name] = read();
		const url = new URL(
			getAsyncServerUrl(
				{ ...server },
				{ channel: { address: props.address, parameters: [] } },
				values,
			),
		);
		for (const [name, read] of query) if (read()) url.searchParams.set(name, read());
		for (const [name, read] of secrets)
			if (read()) url.searchParams.set(name, mask ? '•••' : read());
		return mask ? url.href.replace(/%E2%80%A2%E2%80%A2%E2%80%A2/g, '•••') : url.href;
	};
	return { inputs, buildUrl };
}
