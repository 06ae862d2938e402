/**
 * The WebSocket playground of an AsyncAPI operation's page, loaded on the reader's first reach
 * for its button (client/ws-loader.ts): pick a server, fill in the address's parameters and a
 * query credential, connect, send a message built from its fields (or its JSON), watch what
 * arrives in a log (direction and time), close. Framework-free. Credentials live in this
 * module's memory only: never in storage, the page's URL or its history; the log masks them.
 */

import { composer, createInputs, h } from './ws-form.ts';
import { WS_STYLE } from './ws-style.ts';
import type { WsPlaygroundProps } from './ws-types.ts';

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

/** The log of messages and events, each with its time and direction. */
function createLog() {
	const log = h('ol', { class: 'td-ws-log', 'aria-label': 'Messages', 'aria-live': 'polite' });
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
	return { log, add };
}

/** Builds the playground inside `host` (a panel of the page) and returns nothing: it lives there. */
export function mountWsPlayground(host: HTMLElement, props: WsPlaygroundProps): void {
	if (!document.getElementById('td-ws-style')) {
		document.head.append(h('style', { id: 'td-ws-style' }, WS_STYLE));
	}
	host.replaceChildren();
	let socket: WebSocket | undefined;
	const { log, add } = createLog();
	const status = h('p', { class: 'td-ws-status', role: 'status' }, 'Not connected.');
	const { inputs, buildUrl } = createInputs(props);

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
