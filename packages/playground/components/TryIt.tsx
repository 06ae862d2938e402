import { useEffect, useRef, useState } from 'preact/hooks';
import '../try-it.css';
import { takeHandedRequest } from '../state/handoff.ts';
import type { SharedRequest } from '../state/share-link.ts';
import { BUTTON_STRINGS } from '../strings/button.ts';
import modalStyles from '../styles.css?url';
import type { PlaygroundLanguage, PlaygroundProps } from '../types.ts';
import {
	clearSharedRequest,
	createShareUrl,
	isOpenInUrl,
	readSharedRequest,
	setOpenInUrl,
} from '../url.ts';

type ModalModule = typeof import('./Modal.tsx');

/**
 * Loads the modal's stylesheet with a `<link>`: the modal's chunk is loaded without the bundler's
 * preload helper (`@trydocs/astro`'s lazy-chunks plugin), which would otherwise add it. Settles
 * when the sheet has loaded or failed, so the modal never shows unstyled.
 */
function loadStyles(): Promise<unknown> {
	const link = document.createElement('link');
	link.rel = 'stylesheet';
	link.href = modalStyles;
	const settled = new Promise((resolve) => {
		link.onload = link.onerror = resolve;
	});
	document.head.append(link);
	return settled;
}

/** Loads the modal's chunk and styles (and warms the snippet writer); later calls share the promise. */
let modalChunk: Promise<ModalModule> | undefined;
function loadModal(language: PlaygroundLanguage | undefined): Promise<ModalModule> {
	modalChunk ??= Promise.all([import('./Modal.tsx'), loadStyles()]).then(([module]) => {
		module.preloadSnippets(language);
		return module;
	});
	return modalChunk;
}

/** Only the first island of a page answers `?playground=open`. */
let claimedUrlOpen = false;

/** What the dev-mode toast says (the playground guide, Local development). */
export const DEV_TOAST = BUTTON_STRINGS.devToast;

/**
 * The 'Try it' button. It is server-rendered and tiny; `@trydocs/astro`'s endpoint page script
 * hydrates it when the reader reaches for it (`client/try-it-loader.ts`; the `client:trydocs`
 * directive does the same for an Astro island of it), and the modal, with everything it needs,
 * loads on demand. Under `astro dev` it shows a toast instead of opening the modal.
 */
export default function TryIt(props: PlaygroundProps) {
	const [Modal, setModal] = useState<ModalModule['Modal'] | undefined>(undefined);
	const [open, setOpen] = useState(false);
	const [toast, setToast] = useState('');
	const button = useRef<HTMLButtonElement>(null);
	/** A request shared by link, read from the URL once when the modal opens. */
	const sharedRequest = useRef<string | SharedRequest | undefined>(undefined);
	const toastTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

	const showToast = () => {
		clearTimeout(toastTimer.current);
		setToast(props.strings?.devToast ?? DEV_TOAST);
		toastTimer.current = setTimeout(() => setToast(''), 4000);
	};

	// `handed`: a request of the history, from another page (state/handoff.ts).
	const openModal = async (handed?: SharedRequest) => {
		if (props.dev) {
			showToast();
			return;
		}
		const module = await loadModal(props.languages[0]);
		// What the first paint shows (the body's fields) is there before the modal opens.
		await module.preloadParts(props).catch(() => undefined);
		sharedRequest.current = handed ?? readSharedRequest();
		clearSharedRequest();
		setModal(() => module.Modal);
		setOpen(true);
		setOpenInUrl(true);
	};

	useEffect(() => {
		const { method, path } = props.operation;
		const handed = takeHandedRequest(`${method} ${path}`);
		if (handed) void openModal(handed);
		else if (isOpenInUrl() && !claimedUrlOpen) {
			claimedUrlOpen = true;
			void openModal();
		}
		// Hydration means the reader is reaching for the button: warm the modal while idle.
		if (!props.dev) {
			const idle =
				window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
			idle(() => void loadModal(props.languages[0]));
		}
		return () => clearTimeout(toastTimer.current);
	}, []);

	if (props.display === 'none') return null;
	return (
		<>
			<button
				ref={button}
				type="button"
				class="td-try-it"
				aria-haspopup="dialog"
				onPointerEnter={props.dev ? undefined : () => void loadModal(props.languages[0])}
				onFocus={props.dev ? undefined : () => void loadModal(props.languages[0])}
				onClick={() => openModal()}
			>
				{props.strings?.tryIt ?? BUTTON_STRINGS.tryIt}
			</button>
			<div class={toast ? 'td-toast td-toast-shown' : 'td-toast'} role="status" aria-live="polite">
				{toast}
			</div>
			{open && Modal && (
				<Modal
					{...props}
					sharedRequest={sharedRequest.current}
					createShareUrl={createShareUrl}
					onClose={() => {
						setOpen(false);
						setOpenInUrl(false);
						button.current?.focus();
					}}
				/>
			)}
		</>
	);
}
