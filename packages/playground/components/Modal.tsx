import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
	ATTR_REQUEST_URL,
	ATTR_SERVERS,
	SERVER_CHANGE_EVENT,
	type ServerChangeDetail,
} from '../constants.ts';
import type { FieldIssue } from '../state/body.ts';
import {
	createPlaygroundState,
	loadSend,
	type PlaygroundState,
} from '../state/create-playground-state.ts';
import type { PlaygroundLanguage, PlaygroundProps } from '../types.ts';
import { CodePanel } from './CodePanel.tsx';
import { writeClipboard } from './clipboard.ts';
import { AuthFields } from './form/AuthFields.tsx';
import { BodyFields } from './form/BodyFields.tsx';
import { ParameterFields } from './form/ParameterFields.tsx';
import { ServerFields } from './form/ServerFields.tsx';
import { splitUrl } from './split-url.ts';

/** Starts loading the writer of the first language on screen; the modal's state awaits it. */
export function preloadSnippets(language: PlaygroundLanguage | undefined): void {
	if (!language) return;
	void import('@trydocs/openapi/snippet-writers').then((module) =>
		module.loadSnippetWriter(language).catch(() => undefined),
	);
}

/** One state per operation for the page's lifetime: reopening the modal keeps what was typed. */
const states = new Map<string, PlaygroundState>();

function getState(props: PlaygroundProps): PlaygroundState {
	const key = `${props.operation.method} ${props.operation.path}`;
	let state = states.get(key);
	if (!state) {
		state = createPlaygroundState(props, location.origin);
		void state.selectLanguage(state.language.value);
		states.set(key, state);
	}
	return state;
}

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps extends PlaygroundProps {
	onClose: () => void;
	/** The shared request of the page URL (Copy link) to restore, read by the button. */
	sharedRequest?: string | undefined;
	/** Writes the page URL that opens the playground with an encoded request (`url.ts`). */
	createShareUrl: (encoded: string) => string;
}

type ResponseViewModule = typeof import('./ResponseView.tsx');
let responseView: Promise<ResponseViewModule> | undefined;

/** The response panel loads with sending: on the first Send, or when the reader reaches for it. */
function loadResponseView(): Promise<ResponseViewModule> {
	responseView ??= import('./ResponseView.tsx');
	return responseView;
}

function preloadSending() {
	void loadSend();
	void loadResponseView();
}

/** The playground dialog: auth, server, parameters, body, code examples, Send and the response. */
export function Modal({ onClose, sharedRequest, createShareUrl, ...props }: ModalProps) {
	// The props of an island never change, so the state is looked up once per opening.
	const state = useMemo(() => {
		const created = getState(props);
		// The page's selector may have moved while the modal was closed: start from it, before
		// the first paint, so the modal never shows another server.
		const select = document.querySelector<HTMLSelectElement>(`select[${ATTR_SERVERS}]`);
		if (select && select.value !== '') created.setServer(Number(select.value));
		return created;
	}, []);
	const dialog = useRef<HTMLDialogElement>(null);
	const interactive = props.display === 'interactive';
	/** What a shared link restored (or why it could not), shown above the form. */
	const [notice, setNotice] = useState<string | undefined>(undefined);
	/** What Copy link did, announced beside the button. */
	const [shareStatus, setShareStatus] = useState('');

	useEffect(() => {
		if (sharedRequest === undefined) return;
		void import('../state/share-link.ts').then((module) => {
			setNotice(module.applySharedRequest(state, sharedRequest));
			// The page's server selector follows the server the link chose.
			changeServer(state.serverIndex.peek());
		});
	}, []);

	const copyLink = async () => {
		const { encodeSharedRequest } = await import('../state/share-link.ts');
		const shared = encodeSharedRequest(state);
		if ('error' in shared) {
			setShareStatus(shared.error);
			return;
		}
		await writeClipboard(createShareUrl(shared.encoded));
		setShareStatus('Link copied. It holds no credentials: whoever opens it enters their own.');
	};

	useLayoutEffect(() => {
		const element = dialog.current;
		if (!element) return;
		if (!element.open) element.showModal();
		const root = document.documentElement;
		const overflow = root.style.overflow;
		root.style.overflow = 'hidden';
		const first = element.querySelector<HTMLElement>(
			'.td-pg-form input:not([type=file]), .td-pg-form select, .td-pg-form textarea',
		);
		(first ?? element.querySelector<HTMLElement>('.td-pg-close'))?.focus();
		return () => {
			root.style.overflow = overflow;
			if (element.open) element.close();
		};
	}, []);

	useEffect(() => {
		const follow = (event: Event) => {
			const index = (event as CustomEvent<Partial<ServerChangeDetail>>).detail?.index;
			if (typeof index === 'number') state.setServer(index);
		};
		document.addEventListener(SERVER_CHANGE_EVENT, follow);
		return () => document.removeEventListener(SERVER_CHANGE_EVENT, follow);
	}, []);

	const changeServer = (index: number) => {
		state.setServer(index);
		const detail: ServerChangeDetail = { index };
		document.dispatchEvent(new CustomEvent(SERVER_CHANGE_EVENT, { detail }));
	};

	const onKeyDown = (event: KeyboardEvent) => {
		if (event.key === 'Escape') {
			event.preventDefault();
			onClose();
		} else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
			event.preventDefault();
			if (interactive) void state.send();
		} else if (event.key === 'Tab') {
			trapFocus(event, dialog.current);
		}
	};

	const { method } = props.operation;
	const issues = state.issues.value;
	const result = state.result.value;
	return (
		<dialog
			ref={dialog}
			class="td-pg-dialog"
			aria-modal="true"
			aria-labelledby="td-pg-modal-title"
			onKeyDown={onKeyDown}
			onCancel={(event) => {
				event.preventDefault();
				onClose();
			}}
		>
			<div class="td-pg-modal">
				<header class="td-pg-modal-header">
					<div class="td-pg-modal-heading">
						<h2 id="td-pg-modal-title">{props.title}</h2>
						<p class="td-pg-modal-url">
							<span class={`td-method td-method-${method}`}>{method.toUpperCase()}</span>
							<code {...{ [ATTR_REQUEST_URL]: '' }}>
								{splitUrl(state.request.value.url).map((part, index) =>
									index ? [<wbr key={index} />, part] : part,
								)}
							</code>
						</p>
					</div>
					<button type="button" class="td-pg-close" aria-label="Close" onClick={onClose}>
						<span aria-hidden="true">×</span>
					</button>
				</header>
				<div class="td-pg-columns">
					<form
						class="td-pg-form"
						noValidate
						aria-label="Request"
						onSubmit={(event) => {
							event.preventDefault();
							if (interactive) void state.send();
						}}
					>
						{notice && (
							<p class="td-pg-note td-pg-share-notice" role="status">
								{notice}
							</p>
						)}
						{issues.length > 0 && <IssueList issues={issues} />}
						<AuthFields state={state} />
						<ServerFields state={state} onServerChange={changeServer} />
						<ParameterFields state={state} />
						<BodyFields state={state} />
						{state.props.operation.parameters.length === 0 && !state.mediaType.value && (
							<p class="td-pg-hint">This endpoint takes no parameters.</p>
						)}
					</form>
					<div class="td-pg-side">
						<CodePanel state={state} />
						{interactive ? (
							<div class="td-pg-send-bar">
								<button
									type="button"
									class="td-pg-send"
									aria-busy={state.sending.value}
									disabled={state.sending.value}
									onClick={() => void state.send()}
									onPointerEnter={preloadSending}
									onFocus={preloadSending}
								>
									{state.sending.value ? 'Sending…' : 'Send'}
								</button>
								<span class="td-pg-hint">
									or <kbd>Ctrl</kbd>/<kbd>⌘</kbd>+<kbd>Enter</kbd>
								</span>
							</div>
						) : (
							<p class="td-pg-note">
								Sending is turned off for this endpoint: fill in the form and copy a code example to
								run the request yourself.
							</p>
						)}
						<div class="td-pg-share-bar">
							<button type="button" class="td-pg-small-button" onClick={() => void copyLink()}>
								Copy link
							</button>
							<span class="td-pg-hint" role="status">
								{shareStatus}
							</span>
						</div>
						{result && <LazyResponseView result={result} check={state.check.value} />}
					</div>
				</div>
			</div>
		</dialog>
	);
}

/** The response panel, once its module has loaded (it loads with the first Send). */
function LazyResponseView(props: Parameters<ResponseViewModule['ResponseView']>[0]) {
	const [module, setModule] = useState<ResponseViewModule | undefined>(undefined);
	useEffect(() => {
		void loadResponseView().then(setModule);
	}, []);
	return module ? <module.ResponseView {...props} /> : null;
}

/** Names the fields that stop Send: empty required ones and values that do not parse. */
function IssueList({ issues }: { issues: FieldIssue[] }) {
	const name = (path: string) => path.replace(/^(path|query|header|cookie|body)\./, '');
	const missing = issues.filter((i) => i.message === 'is required').map((i) => name(i.path));
	const invalid = issues.filter((i) => i.message !== 'is required');
	return (
		<div class="td-pg-issues" role="alert">
			{missing.length > 0 && <p>{`Fill in the required fields: ${missing.join(', ')}.`}</p>}
			{invalid.map((issue) => (
				<p key={issue.path}>{`${name(issue.path)} ${issue.message}.`}</p>
			))}
		</div>
	);
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapFocus(event: KeyboardEvent, container: HTMLElement | null) {
	if (!container) return;
	const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
		(element) => element.getClientRects().length > 0,
	);
	const first = focusable[0];
	const last = focusable.at(-1);
	if (!first || !last) return;
	const active = document.activeElement;
	if (event.shiftKey && (active === first || !container.contains(active))) {
		event.preventDefault();
		last.focus();
	} else if (!event.shiftKey && (active === last || !container.contains(active))) {
		event.preventDefault();
		first.focus();
	}
}
