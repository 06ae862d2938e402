/**
 * The WebSocket playground's styles (client/ws-playground.ts), added to the document when it
 * mounts: they travel with its chunk, so no other page carries them.
 */
export const WS_STYLE = `
.td-ws {
	margin: 0 0 1.75rem;
	padding: 1rem;
	border: 1px solid var(--td-border);
	border-radius: 0.75rem;
	background: var(--td-soft);
	font-size: 0.88rem;
}
.td-ws-url {
	margin-top: 0;
}
.td-ws-url code {
	overflow-wrap: anywhere;
}
.td-ws-inputs {
	display: grid;
	grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
	gap: 0.6rem 1rem;
	margin: 0.75rem 0;
}
.td-ws-field {
	display: flex;
	flex-direction: column;
	gap: 0.2rem;
}
.td-ws-field label,
.td-ws-label {
	margin: 0;
	font-weight: 600;
}
.td-ws-hint,
.td-ws-note,
.td-ws-status {
	color: var(--td-faint);
	font-size: 0.8rem;
}
.td-ws-note {
	grid-column: 1 / -1;
	margin: 0;
}
.td-ws input,
.td-ws select,
.td-ws textarea {
	padding: 0.35rem 0.5rem;
	border: 1px solid var(--td-border);
	border-radius: 0.4rem;
	background: var(--td-bg);
	color: var(--td-text);
	font: 0.85rem var(--td-mono);
}
.td-ws-json {
	width: 100%;
	margin-top: 0.6rem;
	box-sizing: border-box;
}
.td-ws-actions {
	display: flex;
	gap: 0.5rem;
}
.td-ws button {
	padding: 0.4rem 1rem;
	border: 1px solid var(--td-border);
	border-radius: 0.45rem;
	background: var(--td-bg);
	color: var(--td-text);
	font:
		600 0.85rem system-ui,
		sans-serif;
	cursor: pointer;
}
.td-ws .td-ws-connect,
.td-ws .td-ws-send {
	border-color: transparent;
	background: var(--td-primary);
	color: var(--td-on-primary);
}
.td-ws button:disabled {
	opacity: 0.5;
	cursor: default;
}
.td-ws-compose {
	display: flex;
	flex-direction: column;
	align-items: flex-start;
	gap: 0.5rem;
	margin: 1rem 0;
}
.td-ws-compose > div,
.td-ws-composer {
	width: 100%;
}
.td-ws-composer {
	display: grid;
	grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
	gap: 0.5rem 1rem;
}
.td-ws-composer .td-ws-json {
	grid-column: 1 / -1;
}
.td-ws-log {
	max-height: 22rem;
	margin: 0.4rem 0 0;
	padding: 0;
	overflow: auto;
	list-style: none;
	border: 1px solid var(--td-border);
	border-radius: 0.5rem;
	background: var(--td-bg);
}
.td-ws-log:empty::before {
	content: "Nothing yet.";
	display: block;
	padding: 0.5rem 0.75rem;
	color: var(--td-faint);
}
.td-ws-entry {
	display: grid;
	grid-template-columns: auto auto 1fr;
	gap: 0 0.75rem;
	padding: 0.4rem 0.75rem;
	border-top: 1px solid var(--td-border);
}
.td-ws-entry:first-child {
	border-top: 0;
}
.td-ws-entry pre {
	grid-column: 1 / -1;
	margin: 0.25rem 0 0;
	white-space: pre-wrap;
	overflow-wrap: anywhere;
	font: 0.8rem var(--td-mono);
}
.td-ws-time {
	color: var(--td-faint);
	font: 0.78rem var(--td-mono);
}
.td-ws-dir {
	font-weight: 600;
}
.td-ws-sent .td-ws-dir {
	color: light-dark(#4338ca, #a5b4fc);
}
.td-ws-received .td-ws-dir {
	color: light-dark(#0f766e, #5eead4);
}
`;
