/**
 * The version and language switchers (components/Switcher.astro), on the pages that have them:
 * they open and move without this; it closes an open one on Escape (focus back on it) and on a
 * click elsewhere.
 */
const OPEN = '[data-td-switcher][open]';

document.addEventListener('click', (event) => {
	const inside = (event.target as Element | null)?.closest?.('[data-td-switcher]');
	for (const open of document.querySelectorAll<HTMLDetailsElement>(OPEN)) {
		if (open !== inside) open.open = false;
	}
});

document.addEventListener('keydown', (event) => {
	const open = (event.target as Element | null)?.closest?.<HTMLDetailsElement>(OPEN);
	if (event.key !== 'Escape' || !open) return;
	open.open = false;
	open.querySelector('summary')?.focus();
});
