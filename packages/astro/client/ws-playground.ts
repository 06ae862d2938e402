/**
 * The WebSocket playground of an AsyncAPI operation's page, loaded on the reader's first reach
 * for its button (client/ws-loader.ts): pick a server, fill in the address's parameters and a
 * query credential, connect, send a message built from its fields (or its JSON), watch what
 * arrives in a log (direction and time), close. Framework-free. Credentials live in this
 * module's memory only: never in storage, the page's URL or its history; the log masks them.
 */
import { getAsyncServerUrl } from '@trydocs/openapi/asyncapi-client';
import { WS_STYLE } from './ws-style.ts';
import type { WsField, WsInput, WsMessage, WsPlaygroundProps } from './ws-types.ts';

type Attributes = Record<string, string | boolean | undefined>;

/** An element with attributes and children. */
function h(tag: string, attributes: Attributes = {}, ...children: Array<Node | string>) {
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

/** `HH:MM:SS.mmm` of now. */
function clock(): string {
	const now = new Date();
	const pad = (value: number, size = 2) => String(value).padStart(size, '0');
	return `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}.${pad(now.getMilliseconds(), 3)}`;
}

/** JSON indented when it parses, else the text as it came. */
function pretty(text: string): string {
	try {
		return JSON.stringify(JSON.parse(text), null, 2);
	} catch {
		return text;
	}
}

/** The composer of one message: its fields write into the JSON, which is what is sent. */
function composer(message: WsMessage): { part: HTMLElement; read: () => string } {
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

/** Builds the playground inside `host` (a panel of the page) and returns nothing: it lives there. */
export function mountWsPlayground(host: HTMLElement, props: WsPlaygroundProps): void {
	if (!document.getElementById('td-ws-style')) {
		document.head.append(h('style', { id: 'td-ws-style' }, WS_STYLE));
	}
	host.replaceChildren();
	let socket: WebSocket | undefined;
	const log = h('ol', { class: 'td-ws-log', 'aria-label': 'Messages', 'aria-live': 'polite' });
	const status = h('p', { class: 'td-ws-status', role: 'status' }, 'Not connected.');
	const add = (direction: 'sent' | 'received' | 'event', text: string) => {
		const arrow = direction === 'sent' ? '↑ Sent' : direction === 'received' ? '↓ Received' : '•';
		log.append(
			h(
				'li',
				{ class: `td-ws-entry td-ws-${direction}` },
				h('span', { class: 'td-ws-time' }, clock()),
				h('span', { class: 'td-ws-dir' }, arrow),
				h('pre', {}, direction === 'event' ? text : pretty(text)),
			),
		);
		log.scrollTop = log.scrollHeight;
	};

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
	// Credentials: read from their inputs when connecting, kept nowhere else.
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

	const connect = h(
		'button',
		{ type: 'button', class: 'td-ws-connect' },
		'Connect',
	) as HTMLButtonElement;
	const close = h(
		'button',
		{ type: 'button', class: 'td-ws-close', disabled: true },
		'Close',
	) as HTMLButtonElement;
	const send = h(
		'button',
		{ type: 'button', class: 'td-ws-send', disabled: true },
		'Send',
	) as HTMLButtonElement;
	const setOpen = (open: boolean) => {
		connect.disabled = open;
		close.disabled = !open;
		send.disabled = !open;
	};
	connect.addEventListener('click', () => {
		const shown = buildUrl(true);
		try {
			socket = new WebSocket(buildUrl(false));
		} catch (error) {
			status.textContent = `Cannot connect: ${(error as Error).message}`;
			return;
		}
		status.textContent = `Connecting to ${shown}…`;
		connect.disabled = true;
		socket.addEventListener('open', () => {
			setOpen(true);
			status.textContent = `Connected to ${shown}.`;
			add('event', `Connected to ${shown}`);
		});
		socket.addEventListener('message', (event) =>
			add('received', typeof event.data === 'string' ? event.data : '(binary message)'),
		);
		socket.addEventListener('error', () =>
			add('event', 'The connection failed or broke (the browser gives no reason).'),
		);
		socket.addEventListener('close', (event) => {
			setOpen(false);
			socket = undefined;
			status.textContent = `Closed (code ${event.code}${event.reason ? `: ${event.reason}` : ''}).`;
			add('event', `Closed (code ${event.code})`);
		});
	});
	close.addEventListener('click', () => socket?.close(1000, 'Closed from the docs'));

	const messages = props.messages.map(composer);
	const messageSelect = h(
		'select',
		{ 'aria-label': 'Message' },
		...props.messages.map((message, index) => h('option', { value: String(index) }, message.title)),
	) as HTMLSelectElement;
	const slot = h('div', {}, messages[0]?.part ?? '');
	messageSelect.addEventListener('change', () =>
		slot.replaceChildren(messages[Number(messageSelect.value)]?.part ?? ''),
	);
	send.addEventListener('click', () => {
		const text = messages[Number(messageSelect.value) || 0]?.read() ?? '';
		socket?.send(text);
		add('sent', text);
	});

	host.append(
		h('p', { class: 'td-ws-url' }, 'URL: ', h('code', {}, buildUrl(true))),
		inputs,
		h('div', { class: 'td-ws-actions' }, connect, close),
		status,
		h(
			'div',
			{ class: 'td-ws-compose' },
			h('p', { class: 'td-ws-label' }, 'Message to send'),
			...(props.messages.length > 1 ? [messageSelect] : []),
			slot,
			send,
		),
		h('p', { class: 'td-ws-label' }, 'Log'),
		log,
	);
	const url = host.querySelector('.td-ws-url code') as HTMLElement;
	inputs.addEventListener('input', () => {
		url.textContent = buildUrl(true);
	});
}
