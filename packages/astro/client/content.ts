/**
 * The script of pages with code blocks, tabs, prompts, colours or views (their components include
 * it, so other pages carry none of it): code blocks' and prompts' copy buttons, the view menu, and Mintlify's tab sync (Starlight's
 * `syncKey`): choosing a tab selects the tab of the same title in every other `<Tabs>` and
 * `<CodeGroup>` of the page, and the choice is remembered for the next pages (localStorage, a few
 * recent titles; only tab titles are stored). Tabs switch without JavaScript (radio inputs);
 * this only keeps them together.
 */

const KEY = 'trydocs-tabs';
const SETS = '.td-m-tabs-set:not([data-td-no-sync])';

/** Checks the tab titled `title` in every synced set, except in `except`'s own set. */
function selectTitle(title: string, except?: Element) {
	for (const label of document.querySelectorAll<HTMLLabelElement>(`${SETS} > .td-m-tab-label`)) {
		const input = label.control as HTMLInputElement | null;
		if (input && input !== except && label.textContent?.trim() === title) input.checked = true;
	}
}

function readTitles(): string[] {
	try {
		const titles = JSON.parse(localStorage.getItem(KEY) ?? '[]');
		return Array.isArray(titles) ? titles.filter((title) => typeof title === 'string') : [];
	} catch {
		return [];
	}
}

/** A code block's copy button: the block's text to the clipboard, and "Copied" for a moment. */
function copyCode(button: HTMLElement) {
	const text = button.closest('.td-codeblock')?.querySelector('pre')?.textContent ?? '';
	void navigator.clipboard?.writeText(text).then(() => {
		button.textContent = pageWord('copied', 'Copied');
		setTimeout(() => {
			button.textContent = pageWord('copy', 'Copy');
		}, 1500);
	});
}

/** A button that copies its own text (a `<Prompt>`, a `<Color.Item>`), then says so for a moment. */
function copyText(button: HTMLElement) {
	const text =
		button.dataset.tdCopyText ??
		button.closest('.td-m-prompt')?.querySelector('.td-m-prompt-text')?.textContent ??
		'';
	const label = button.dataset.tdCopyLabel ?? button.textContent ?? '';
	void navigator.clipboard?.writeText(text.trim()).then(() => {
		button.textContent = pageWord('copied', 'Copied');
		setTimeout(() => {
			button.textContent = label;
		}, 1500);
	});
}

document.addEventListener('click', (event) => {
	const target = event.target as Element | null;
	const button = target?.closest?.<HTMLElement>('[data-td-copy-code]');
	if (button) copyCode(button);
	const copier = target?.closest?.<HTMLElement>('[data-td-copy-label]');
	if (copier) copyText(copier);
});

/**
 * Mintlify's `<View>`s: the view menu shows the views of one title, and "On this page" lists only
 * their headings. The choice is remembered (only the title is stored).
 */
const VIEW_KEY = 'trydocs-view';
function showView(title: string) {
	for (const view of document.querySelectorAll<HTMLElement>('[data-td-view]')) {
		view.hidden = view.dataset.tdView !== title;
	}
	for (const link of document.querySelectorAll<HTMLAnchorElement>('.td-toc a[href^="#"]')) {
		const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
		const item = link.closest('li');
		if (item) item.hidden = !!heading?.closest('[data-td-view][hidden]');
	}
}

/** Shows the page's remembered view and tabs: at load, and after a page swap. */
function bindPage() {
	const viewMenu = document.querySelector<HTMLSelectElement>('[data-td-view-menu] select');
	if (viewMenu) {
		let stored: string | null = null;
		try {
			stored = localStorage.getItem(VIEW_KEY);
		} catch {}
		const titles = [...viewMenu.options].map((option) => option.value);
		const first = stored && titles.includes(stored) ? stored : titles[0];
		if (first) {
			viewMenu.value = first;
			showView(first);
		}
	}
	// The reader's recent tab choices, oldest first.
	for (const title of readTitles()) selectTitle(title);
}
bindPage();
// A page shown in place of another (client/page-swap.ts) has new elements.
document.addEventListener('trydocs:page-swap', bindPage);

// Every change keeps sets together, and the view menu shows its view.
document.addEventListener('change', (event) => {
	const input = event.target as HTMLInputElement;
	if (input.matches?.('[data-td-view-menu] select')) {
		const title = (input as unknown as HTMLSelectElement).value;
		showView(title);
		try {
			localStorage.setItem(VIEW_KEY, title);
		} catch {
			// Storage may be unavailable (private mode): the view still switches on this page.
		}
		return;
	}
	if (!input.matches?.(`${SETS} > .td-m-tab-input`)) return;
	const title = (input.labels?.[0]?.textContent ?? '').trim();
	if (!title) return;
	selectTitle(title, input);
	try {
		const titles = [...readTitles().filter((item) => item !== title), title].slice(-8);
		localStorage.setItem(KEY, JSON.stringify(titles));
	} catch {
		// Storage may be unavailable (private mode): the tabs still switch together on this page.
	}
});

/**
 * A word of the page's language from the layout's `#td-strings` (client/strings.ts reads the
 * same for the scripts loaded on demand; this page-load script keeps its few words here rather
 * than load that module's table before any interaction).
 */
function pageWord(key: 'copy' | 'copied' | 'pressCtrlC', english: string): string {
	try {
		return JSON.parse(document.getElementById('td-strings')?.textContent || '{}')[key] ?? english;
	} catch {
		return english;
	}
}
