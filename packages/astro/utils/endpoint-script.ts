import {
	DATA_ATTRIBUTES,
	SELECTORS,
	SERVER_CHANGE_EVENT,
	type ServerChangeDetail,
} from '@trydocs/playground/constants';

/**
 * The endpoint page's only script, small and framework-free: copy buttons, and the server
 * selector. The selector and the playground stay in sync both ways through one document event,
 * `SERVER_CHANGE_EVENT` with `detail.index`: the page dispatches it when the reader picks a
 * server, and follows it when the playground picks one.
 */
export function installEndpointScript(): void {
	const apply = (index: number) => {
		for (const select of document.querySelectorAll<HTMLSelectElement>(SELECTORS.servers)) {
			const option = select.options[index];
			if (!option) continue;
			select.value = String(index);
			const base = option.dataset.url ?? '';
			const scope = select.closest(SELECTORS.endpoint) ?? document;
			for (const url of scope.querySelectorAll<HTMLElement>(SELECTORS.url)) {
				url.textContent = base + (url.getAttribute(DATA_ATTRIBUTES.path) ?? '');
			}
			for (const code of scope.querySelectorAll<HTMLElement>(SELECTORS.base)) {
				const old = code.getAttribute(DATA_ATTRIBUTES.base) ?? '';
				code.textContent = (code.textContent ?? '').split(old).join(base);
				code.setAttribute(DATA_ATTRIBUTES.base, base);
			}
		}
	};
	document.addEventListener('change', (event) => {
		const select = (event.target as Element).closest?.(SELECTORS.servers);
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
		const button = (event.target as Element).closest?.<HTMLElement>(SELECTORS.copy);
		if (!button) return;
		const id = button.getAttribute(DATA_ATTRIBUTES.copy);
		const source = id
			? document.getElementById(id)
			: button.parentElement?.querySelector(SELECTORS.url);
		const done = () => {
			button.textContent = 'Copied';
			setTimeout(() => {
				button.textContent = 'Copy';
			}, 1500);
		};
		navigator.clipboard?.writeText(source?.textContent ?? '').then(done, () => {
			button.textContent = 'Press Ctrl+C';
		});
	});
}
