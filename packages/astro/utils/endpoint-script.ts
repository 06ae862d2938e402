/**
 * The endpoint page's only script, small and framework-free: copy buttons, and the server
 * selector. The selector and the playground stay in sync both ways through one document event,
 * `trydocs:server-change` with `detail.index`: the page dispatches it when the reader picks a
 * server, and follows it when the playground picks one.
 */
export function installEndpointScript(): void {
	const apply = (index: number) => {
		for (const select of document.querySelectorAll<HTMLSelectElement>('[data-td-servers]')) {
			const option = select.options[index];
			if (!option) continue;
			select.value = String(index);
			const base = option.dataset.url ?? '';
			const scope = select.closest('[data-td-endpoint]') ?? document;
			for (const url of scope.querySelectorAll<HTMLElement>('[data-td-url]')) {
				url.textContent = base + (url.dataset.tdPath ?? '');
			}
			for (const code of scope.querySelectorAll<HTMLElement>('[data-td-base]')) {
				code.textContent = (code.textContent ?? '').split(code.dataset.tdBase ?? '').join(base);
				code.dataset.tdBase = base;
			}
		}
	};
	document.addEventListener('change', (event) => {
		const select = (event.target as Element).closest?.('[data-td-servers]');
		if (!(select instanceof HTMLSelectElement)) return;
		const index = Number(select.value);
		apply(index);
		document.dispatchEvent(new CustomEvent('trydocs:server-change', { detail: { index } }));
	});
	document.addEventListener('trydocs:server-change', (event) => {
		apply(Number((event as CustomEvent<{ index: number }>).detail?.index));
	});
	document.addEventListener('click', (event) => {
		const button = (event.target as Element).closest?.<HTMLElement>('[data-td-copy]');
		if (!button) return;
		const id = button.dataset.tdCopy;
		const source = id
			? document.getElementById(id)
			: button.parentElement?.querySelector('[data-td-url]');
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
