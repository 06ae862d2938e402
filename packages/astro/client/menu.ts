/**
 * The narrow-screen menu: the page's own sidebar, moved into a modal dialog while it is open and
 * put back when it closes. The browser's dialog moves focus in, keeps it there and closes on
 * Escape; focus then returns to the menu button.
 */
import { translate } from './strings.ts';

/** Opens the navigation as a dialog; `opener` gets the focus back when it closes. */
function openMenu(opener: HTMLElement | null): void {
	const nav = document.querySelector<HTMLElement>('.td-sidebar');
	if (!nav || document.querySelector('.td-menu-dialog')) return;
	const placeholder = document.createComment('td-sidebar');
	nav.before(placeholder);
	const dialog = document.createElement('dialog');
	dialog.className = 'td-menu-dialog';
	dialog.setAttribute('aria-label', translate('navigation'));
	const close = document.createElement('button');
	close.type = 'button';
	close.className = 'td-icon-button td-dialog-close';
	close.setAttribute('aria-label', translate('closeMenu'));
	close.textContent = '×';
	dialog.append(close, nav);
	document.body.append(dialog);
	close.addEventListener('click', () => dialog.close());
	// A click on the backdrop (the dialog itself, outside its box) closes it.
	dialog.addEventListener('click', (event) => {
		if (event.target === dialog) dialog.close();
	});
	dialog.addEventListener('close', () => {
		placeholder.replaceWith(nav);
		dialog.remove();
		opener?.focus();
	});
	dialog.showModal();
	nav.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
}

document.addEventListener('trydocs:open-menu', (event) => openMenu(event.detail.opener));
