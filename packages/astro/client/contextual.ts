/**
 * The contextual menu's behaviour, loaded when a reader reaches for it (client/shell.ts): the
 * WAI-ARIA menu button pattern (Enter, Space or ArrowDown open it on the first entry, ArrowUp
 * on the last; arrows, Home and End move; Escape closes it and focus returns to the button; Tab
 * or a click elsewhere closes it), copying the page as Markdown, and custom links that carry it.
 */
import { translate } from './strings.ts';

/**
 * The page's menu, looked up when used: a page shown in place of another (client/page-swap.ts)
 * has a menu of its own.
 */
function getParts() {
	const container = document.querySelector<HTMLElement>('[data-td-contextual]');
	return {
		container,
		toggle: container?.querySelector<HTMLButtonElement>('[data-td-contextual-toggle]'),
		menu: container?.querySelector<HTMLElement>('[role="menu"]'),
		statusLine: container?.querySelector<HTMLElement>('[data-td-contextual-status]'),
	};
}

const entries = () => [
	...(getParts().menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

function isOpen(): boolean {
	return getParts().toggle?.getAttribute('aria-expanded') === 'true';
}

function openActions(focus: 'first' | 'last'): void {
	const { menu, toggle } = getParts();
	if (!menu || !toggle) return;
	menu.hidden = false;
	toggle.setAttribute('aria-expanded', 'true');
	const list = entries();
	(focus === 'first' ? list[0] : list.at(-1))?.focus();
}

function closeActions(returnFocus: boolean): void {
	const { menu, toggle } = getParts();
	if (!menu || !toggle || !isOpen()) return;
	menu.hidden = true;
	toggle.setAttribute('aria-expanded', 'false');
	if (returnFocus) toggle.focus();
}

function say(text: string): void {
	const { statusLine } = getParts();
	if (!statusLine) return;
	statusLine.textContent = '';
	// A fresh text node, so a screen reader announces the same words twice in a row.
	requestAnimationFrame(() => {
		statusLine.textContent = text;
	});
}

async function readMarkdown(): Promise<string> {
	const response = await fetch(getParts().container?.dataset.tdMarkdown ?? '', {
		headers: { Accept: 'text/markdown' },
	});
	if (!response.ok) throw new Error(`HTTP ${response.status}`);
	return response.text();
}

async function run(entry: HTMLElement): Promise<void> {
	const action = entry.dataset.tdAction;
	if (action === 'copy') {
		try {
			await navigator.clipboard.writeText(await readMarkdown());
			say(translate('pageCopied'));
		} catch {
			say(translate('pageNotCopied'));
		}
	} else if (entry.dataset.tdValue) {
		// The MCP server's address, or the command that installs it.
		try {
			await navigator.clipboard.writeText(entry.dataset.tdValue);
			say(action === 'add-mcp' ? 'Install command copied' : 'MCP server URL copied');
		} catch {
			say('It could not be copied');
		}
	} else if (entry.dataset.tdTemplate) {
		const markdown = await readMarkdown().catch(() => '');
		const url = entry.dataset.tdTemplate
			.replaceAll(encodeURIComponent('$page'), encodeURIComponent(markdown))
			.replaceAll('$page', encodeURIComponent(markdown));
		window.open(url, '_blank', 'noopener');
	}
}

function onOpen(event: CustomEvent<{ opener: HTMLElement | null }>): void {
	const opener = event.detail.opener;
	if (!opener) return;
	if (opener === getParts().toggle) {
		if (isOpen()) closeActions(true);
		else openActions('first');
		return;
	}
	closeActions(true);
	void run(opener);
}

document.addEventListener('trydocs:contextual', onOpen);

document.addEventListener('keydown', (event) => {
	const { toggle, menu } = getParts();
	if (toggle && event.target === toggle) onToggleKey(event);
	else if (menu?.contains(event.target as Node)) onMenuKey(event);
});

function onToggleKey(event: KeyboardEvent): void {
	if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
		event.preventDefault();
		openActions(event.key === 'ArrowDown' ? 'first' : 'last');
	}
}

function onMenuKey(event: KeyboardEvent): void {
	const list = entries();
	const index = list.indexOf(document.activeElement as HTMLElement);
	const move = (to: number) => {
		event.preventDefault();
		list[(to + list.length) % list.length]?.focus();
	};
	if (event.key === 'ArrowDown') move(index + 1);
	else if (event.key === 'ArrowUp') move(index - 1);
	else if (event.key === 'Home') move(0);
	else if (event.key === 'End') move(list.length - 1);
	else if (event.key === 'Escape') {
		event.preventDefault();
		closeActions(true);
	} else if (event.key === 'Tab') closeActions(false);
	else if (event.key === ' ' && (event.target as HTMLElement).tagName === 'A') {
		// Space activates a link entry too, as it does a button entry.
		event.preventDefault();
		(event.target as HTMLElement).click();
	}
}

// A link entry follows itself; the menu closes behind it.
document.addEventListener('click', (event) => {
	const link = (event.target as Element).closest?.('a');
	if (link && getParts().menu?.contains(link)) closeActions(false);
});

document.addEventListener('pointerdown', (event) => {
	if (!getParts().container?.contains(event.target as Node)) closeActions(false);
});
