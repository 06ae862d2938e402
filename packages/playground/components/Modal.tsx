import { useMemo, useRef, useState } from 'preact/hooks';
import { ATTR_REQUEST_URL } from '../constants.ts';
import type { FieldIssue } from '../state/body.ts';
import { loadSend, type PlaygroundState } from '../state/playground-state.ts';
import type { SharedRequest } from '../state/share-link.ts';
import { describeIssue, fill } from '../strings/fill.ts';
import type { MODAL_STRINGS } from '../strings/modal.ts';
import type { PlaygroundLanguage, PlaygroundProps } from '../types.ts';
import { CodePanel } from './CodePanel.tsx';
import { AuthFields } from './form/AuthFields.tsx';
import { BODY_KIT } from './form/body-kit.ts';
import { ParameterFields } from './form/ParameterFields.tsx';
import { ServerFields } from './form/ServerFields.tsx';
import { createLazyPart } from './lazy-part.ts';
import {
	changeServer,
	loadBodyState,
	loadHistory,
	openState,
	sendAndRecord,
	trapFocus,
	useDialog,
	useFocusKeeper,
	useServerFollow,
	useShareLink,
} from './modal-hooks.ts';
import { splitUrl } from './split-url.ts';
import { StringsContext } from './strings-context.ts';

/** Starts loading the writer of the first language on screen; the modal's state awaits it. */
export function preloadSnippets(language: PlaygroundLanguage | undefined): void {
	if (!language) return;
	void import('@trydocs/openapi/snippet-writers').then((module) =>
		module.loadSnippetWriter(language).catch(() => undefined),
	);
}

interface ModalProps extends PlaygroundProps {
	onClose: () => void;
	/**
	 * The request to restore, read by the button: a shared link's (Copy link), encoded, or one
	 * the request history handed over from another page (`state/handoff.ts`).
	 */
	sharedRequest?: string | SharedRequest | undefined;
	/** Writes the page URL that opens the playground with an encoded request (`url.ts`). */
	createShareUrl: (encoded: string) => string;
}

/** The response panel loads with sending: on the first Send, or when the reader reaches for it. */
const responseView = createLazyPart(() =>
	import('./ResponseView.tsx').then((module) => module.ResponseView),
);

/** The body's fields load only for an operation that takes a body (`preloadParts`). */
const bodyFields = createLazyPart(() =>
	import('./form/BodyFields.tsx').then((module) => module.BodyFields),
);

/** The tab's request history, loaded when the reader opens it. */
const historyPanel = createLazyPart(() =>
	import('./HistoryPanel.tsx').then((module) => module.HistoryPanel),
);

/** The reader's variables (`{{name}}`), loaded when the reader opens them. */
const variablesPanel = createLazyPart(() =>
	import('./VariablesPanel.tsx').then((module) => module.VariablesPanel),
);

/** Loads the parts an operation's modal shows on its first paint; the button awaits it. */
export function preloadParts(props: PlaygroundProps): Promise<unknown> {
	return props.operation.requestBody
		? Promise.all([bodyFields.preload(), loadBodyState()])
		: Promise.resolve();
}

function preloadSending() {
	void loadSend();
	void loadHistory();
	void responseView.preload();
}

/** The playground dialog: auth, server, parameters, body, code examples, Send and the response. */
export function Modal({ onClose, sharedRequest, createShareUrl, ...props }: ModalProps) {
	// The props of an island never change, so the state is looked up once per opening.
	const state = useMemo(() => openState(props), []);
	const dialog = useRef<HTMLDialogElement>(null);
	const interactive = props.display === 'interactive';
	const [notice, shareStatus, copyLink] = useShareLink(state, sharedRequest, createShareUrl);
	useDialog(dialog);
	useServerFollow(state);

	const onKey = useRef((_: KeyboardEvent) => {});
	onKey.current = (event: KeyboardEvent) => {
		if (event.key === 'Escape') {
			event.preventDefault();
			onClose();
		} else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
			event.preventDefault();
			if (interactive) void sendAndRecord(state);
		} else if (event.key === 'Tab') {
			trapFocus(event, dialog.current);
		}
	};
	useFocusKeeper(dialog, onKey);

	const issues = state.issues.value;
	const result = state.result.value;
	const t = state.strings;
	return (
		<StringsContext.Provider value={t}>
			{/* `not-content`: a host that styles its content's blocks (Starlight spaces every block
			    of its Markdown, and documents this class as the way out) leaves the modal as drawn. */}
			<dialog
				ref={dialog}
				class="td-pg-dialog not-content"
				aria-modal="true"
				aria-labelledby="td-pg-modal-title"
				tabIndex={-1}
				onCancel={(event) => {
					event.preventDefault();
					onClose();
				}}
			>
				<div class="td-pg-modal">
					{renderHeader(state, props.title, onClose)}
					<div class="td-pg-columns">
						<form
							class="td-pg-form"
							noValidate
							aria-label={t.request}
							onSubmit={(event) => {
								event.preventDefault();
								if (interactive) void sendAndRecord(state);
							}}
						>
							{notice && (
								<p class="td-pg-note td-pg-share-notice" role="status">
									{notice}
								</p>
							)}
							{issues.length > 0 && <IssueList issues={issues} strings={t} />}
							<AuthFields state={state} />
							<ServerFields state={state} onServerChange={(index) => changeServer(state, index)} />
							<ParameterFields state={state} />
							{state.mediaType.value && <bodyFields.Part state={state} kit={BODY_KIT} />}
							{state.props.operation.parameters.length === 0 && !state.mediaType.value && (
								<p class="td-pg-hint">{t.noParameters}</p>
							)}
						</form>
						<div class="td-pg-side">
							<CodePanel state={state} />
							{interactive ? renderSendBar(state) : <p class="td-pg-note">{t.sendingOff}</p>}
							<SideTools state={state} shareStatus={shareStatus} copyLink={copyLink} />
							{result && <responseView.Part result={result} state={state} />}
						</div>
					</div>
				</div>
			</dialog>
		</StringsContext.Provider>
	);
}

/** Copy link, and the History and Variables panels it opens (each loaded when first opened). */
function SideTools(props: {
	state: PlaygroundState;
	shareStatus: string;
	copyLink: () => Promise<void>;
}) {
	const { state } = props;
	const t = state.strings;
	const [shown, setShown] = useState('');
	const toggle = (name: 'history' | 'variables') => (
		<button
			type="button"
			class="td-pg-small-button"
			aria-expanded={shown === name}
			onClick={() => setShown(shown === name ? '' : name)}
		>
			{t[name]}
		</button>
	);
	return (
		<>
			<div class="td-pg-share-bar">
				<button type="button" class="td-pg-small-button" onClick={() => void props.copyLink()}>
					{t.copyLink}
				</button>
				{toggle('history')}
				{toggle('variables')}
				<span class="td-pg-hint" role="status">
					{props.shareStatus}
				</span>
			</div>
			{shown === 'history' && <historyPanel.Part state={state} onOpen={() => setShown('')} />}
			{shown === 'variables' && <variablesPanel.Part state={state} />}
		</>
	);
}

/** The title, the method and the live request URL, and the close button. */
function renderHeader(state: PlaygroundState, title: string, onClose: () => void) {
	const { method } = state.props.operation;
	return (
		<header class="td-pg-modal-header">
			<div class="td-pg-modal-heading">
				<h2 id="td-pg-modal-title">{title}</h2>
				<p class="td-pg-modal-url">
					<span class={`td-method td-method-${method}`}>{method.toUpperCase()}</span>
					<code {...{ [ATTR_REQUEST_URL]: '' }}>
						{splitUrl(state.request.value.url).map((part, index) =>
							index ? [<wbr key={index} />, part] : part,
						)}
					</code>
				</p>
			</div>
			<button type="button" class="td-pg-close" aria-label={state.strings.close} onClick={onClose}>
				<span aria-hidden="true">×</span>
			</button>
		</header>
	);
}

/** Send, and its keyboard shortcut; reaching for it loads what sending needs. */
function renderSendBar(state: PlaygroundState) {
	return (
		<div class="td-pg-send-bar">
			<button
				type="button"
				class="td-pg-send"
				aria-busy={state.sending.value}
				aria-disabled={state.sending.value}
				onClick={() => void sendAndRecord(state)}
				onPointerEnter={preloadSending}
				onFocus={preloadSending}
			>
				{state.sending.value ? state.strings.sending : state.strings.send}
			</button>
			<span class="td-pg-hint">
				{state.strings.or} <kbd>Ctrl</kbd>/<kbd>⌘</kbd>+<kbd>Enter</kbd>
			</span>
		</div>
	);
}

/** Names the fields that stop Send: empty required ones and values that do not parse. */
function IssueList({ issues, strings }: { issues: FieldIssue[]; strings: typeof MODAL_STRINGS }) {
	const name = (path: string) => path.replace(/^(path|query|header|cookie|body)\./, '');
	const missing = issues.filter((i) => i.issue === 'isRequired').map((i) => name(i.path));
	const invalid = issues.filter((i) => i.issue !== 'isRequired');
	return (
		<div class="td-pg-issues" role="alert">
			{missing.length > 0 && <p>{fill(strings.fillRequired, { fields: missing.join(', ') })}</p>}
			{invalid.map((issue) => (
				<p key={issue.path}>{`${describeIssue(strings, issue, name(issue.path))}.`}</p>
			))}
		</div>
	);
}
