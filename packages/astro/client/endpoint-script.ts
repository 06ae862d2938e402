import {
	ATTR_BASE,
	ATTR_COPY,
	ATTR_ENDPOINT,
	ATTR_PATH,
	ATTR_SERVERS,
	ATTR_URL,
	SERVER_CHANGE_EVENT,
	type ServerChangeDetail,
	// Its own copy of the module (see virtual.d.ts), so this script stays one inline module.
} from '@trydocs/playground/constants?page-script';
import { splitAfterSlashes } from '../utils/navigation/url.ts';

/**
 * The endpoint page's only script, small and framework-free: copy buttons, and the server
 * selector. The selector and the playground stay in sync both ways through one document event,
 * `SERVER_CHANGE_EVENT` with `detail.index`: the page dispatches it when the reader picks a
 * server, and follows it when the playground picks one.
 */
export function installEndpointScript(): void {
	const apply = (index: number) => {
		for (const select of document.querySelectorAll<HTMLSelectElement>(`[${ATTR_SERVERS}]`)) {
			const option = select.options[index];
			if (!option) continue;
			select.value = String(index);
			const base = option.dataset.url ?? '';
			const scope = select.closest(`[${ATTR_ENDPOINT}]`) ?? document;
			for (const url of scope.querySelectorAll<HTMLElement>(`[${ATTR_URL}]`)) {
				// Wrap points after each slash, as the server rendered them.
				const parts = splitAfterSlashes(base + (url.getAttribute(ATTR_PATH) ?? ''));
				url.replaceChildren(
					...parts.flatMap((part, i) => (i ? [document.createElement('wbr'), part] : part)),
				);
			}
			// The base URL in the examples, each in a span of its own (so the highlighting stays).
			for (const part of scope.querySelectorAll<HTMLElement>(`[${ATTR_BASE}]`)) {
				part.textContent = base;
				part.setAttribute(ATTR_BASE, base);
			}
		}
	};
	document.addEventListener('change', (event) => {
		const select = (event.target as Element).closest?.(`[${ATTR_SERVERS}]`);
		if (!(select instanceof HTMLSelectElement)) return;
		const index = Number(select.value);
		apply(index);
		const detail: ServerChangeDetail = { index };
		document.dispatchEvent(new CustomEvent(SERVER_CHANGE_EVENT, { detail }));
	});
	document.addEventListener(SERVER_CHANGE_EVENT, (event) => {
		apply(Number((event as CustomEvent<ServerChangeDetail>).detail?.index));
	});
	document.addEventListener('click', (event) => {
		const button = (event.target as Element).closest?.<HTMLElement>(`[${ATTR_COPY}]`);
		if (!button) return;
		const id = button.getAttribute(ATTR_COPY);
		const source = id
			? document.getElementById(id)
			: button.parentElement?.querySelector(`[${ATTR_URL}]`);
		// The words of the page's language ride on the button (getCopyAttributes, utils/i18n).
		const { tdCopy = 'Copy', tdCopied = 'Copied', tdCopyFailed = 'Press Ctrl+C' } = button.dataset;
		const done = () => {
			button.textContent = tdCopied;
			setTimeout(() => {
				button.textContent = tdCopy;
			}, 1500);
		};
		navigator.clipboard?.writeText(source?.textContent ?? '').then(done, () => {
			button.textContent = tdCopyFailed;
		});
	});
}
