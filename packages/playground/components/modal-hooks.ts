/**
 * The modal's behaviour, as hooks and helpers of `Modal.tsx`: the state of an operation kept for
 * the page's lifetime, the dialog's focus and scroll, the page's server selector followed both
 * ways, and the share link.
 */
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { ATTR_SERVERS, SERVER_CHANGE_EVENT, type ServerChangeDetail } from '../constants.ts';
import { credentials } from '../state/credentials.ts';
import { createEmptyBodyState } from '../state/empty-body-state.ts';
import {
	type BodyStateFactory,
	createPlaygroundStateFrom,
	type PlaygroundState,
} from '../state/playground-state.ts';
import type { SharedRequest } from '../state/share-link.ts';
import type { PlaygroundProps } from '../types.ts';
import { writeClipboard } from './clipboard.ts';

/** One state per operation for the page's lifetime: reopening the modal keeps what was typed. */
const states = new Map<string, PlaygroundState>();

/** The body's state, loaded before the modal of an operation that takes a body opens. */
let bodyState: Promise<BodyStateFactory> | undefined;
let createBody: BodyStateFactory | undefined;

/** Loads the body's state (`preloadParts` awaits it for an operation with a body). */
export function loadBodyState(): Promise<BodyStateFactory> {
	bodyState ??= import('../state/body-state.ts').then((module) => {
		createBody = module.createBodyState;
		return createBody;
	});
	return bodyState;
}

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The operation's state as a new opening of the modal starts from: the page's selector may have
 * moved while the modal was closed, so the server follows it before the first paint and the
 * modal never shows another server.
 */
export function openState(props: PlaygroundProps): PlaygroundState {
	const key = `${props.operation.method} ${props.operation.path}`;
	let state = states.get(key);
	if (!state) {
		// A body's state that could not load (offline) leaves the body out, as an empty one.
		const body = props.operation.requestBody ? createBody : undefined;
		state = createPlaygroundStateFrom(props, location.origin, {}, body ?? createEmptyBodyState);
		void state.selectLanguage(state.language.value);
		states.set(key, state);
		// A site that keeps variables (`api.playground.persistVariables`) reads them back.
		if (props.persistVariables) {
			const { variables } = state;
			void import('../state/variable-store.ts').then((store) =>
				store.keepVariables(variables, credentials),
			);
		}
	}
	const select = document.querySelector<HTMLSelectElement>(`select[${ATTR_SERVERS}]`);
	if (select && select.value !== '') state.setServer(Number(select.value));
	return state;
}

/** Chooses a server, and tells the page's selector. */
export function changeServer(state: PlaygroundState, index: number) {
	state.setServer(index);
	const detail: ServerChangeDetail = { index };
	document.dispatchEvent(new CustomEvent(SERVER_CHANGE_EVENT, { detail }));
}

/** Follows the page's server selector while the modal is open. */
export function useServerFollow(state: PlaygroundState) {
	useEffect(() => {
		const follow = (event: Event) => {
			const index = (event as CustomEvent<Partial<ServerChangeDetail>>).detail?.index;
			if (typeof index === 'number') state.setServer(index);
		};
		document.addEventListener(SERVER_CHANGE_EVENT, follow);
		return () => document.removeEventListener(SERVER_CHANGE_EVENT, follow);
	}, []);
}

/**
 * Keeps focus, and with it the keys, in the dialog. A button that works (Send, Authorize) stays
 * focusable (`aria-disabled`, not `disabled`, which would drop focus on <body>), and whenever
 * focus still lands on <body> (the OAuth popup closed, a focused part re-rendered away) it goes
 * back to where the reader was, else to the dialog. `onKey` gets the keys pressed inside the
 * dialog or on <body>, so Ctrl/Cmd+Enter and Escape work from anywhere.
 */
export function useFocusKeeper(
	dialog: { current: HTMLDialogElement | null },
	onKey: { current: (event: KeyboardEvent) => void },
) {
	useEffect(() => {
		const element = dialog.current;
		if (!element) return;
		let last: HTMLElement = element;
		const remember = (event: FocusEvent) => {
			last = event.target as HTMLElement;
		};
		const restore = () =>
			setTimeout(() => {
				const active = document.activeElement;
				if (!element.open || (active && active !== document.body)) return;
				(last.isConnected ? last : element).focus({ preventScroll: true });
			});
		const keys = (event: KeyboardEvent) => {
			const target = event.target as Node;
			if (target === document.body || element.contains(target)) onKey.current(event);
		};
		element.addEventListener('focusin', remember);
		element.addEventListener('focusout', restore);
		window.addEventListener('focus', restore);
		document.addEventListener('keydown', keys);
		return () => {
			element.removeEventListener('focusin', remember);
			element.removeEventListener('focusout', restore);
			window.removeEventListener('focus', restore);
			document.removeEventListener('keydown', keys);
		};
	}, []);
}

/** Opens the dialog modally, stops the page scrolling behind it, and focuses its first field. */
export function useDialog(dialog: { current: HTMLDialogElement | null }) {
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
}

/**
 * The share link: the request a link restored (or why it could not), shown above the form, and
 * Copy link with what it did, announced beside the button (in that order).
 */
export function useShareLink(
	state: PlaygroundState,
	sharedRequest: string | SharedRequest | undefined,
	createShareUrl: (encoded: string) => string,
) {
	const [notice, setNotice] = useState<string | undefined>(undefined);
	const [status, setStatus] = useState('');

	useEffect(() => {
		if (sharedRequest === undefined) return;
		void import('../state/share-link.ts').then((module) => {
			setNotice(module.applySharedRequest(state, sharedRequest));
			// The page's server selector follows the server the link chose.
			changeServer(state, state.serverIndex.peek());
		});
	}, []);

	const copyLink = async () => {
		const { encodeSharedRequest } = await import('../state/share-link.ts');
		const shared = encodeSharedRequest(state);
		if ('error' in shared) {
			setStatus(shared.error);
			return;
		}
		await writeClipboard(createShareUrl(shared.encoded));
		setStatus('Link copied. It holds no credentials: whoever opens it enters their own.');
	};
	return [notice, status, copyLink] as const;
}

let historyModule: Promise<typeof import('../state/history.ts')> | undefined;

/** Loads the request history (memory only) with the first Send, or when the reader opens it. */
export function loadHistory(): Promise<typeof import('../state/history.ts')> {
	historyModule ??= import('../state/history.ts');
	return historyModule;
}

/** Sends the request of `state` and records it in the tab's history (`state/history.ts`). */
export async function sendAndRecord(state: PlaygroundState): Promise<void> {
	if (state.sending.peek() || !state.validate()) return;
	const history = await loadHistory();
	const id = history.recordRequest(state, location.pathname);
	history.settleRequest(id, await state.send(), state.props.strings);
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
export function trapFocus(event: KeyboardEvent, container: HTMLElement | null) {
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
