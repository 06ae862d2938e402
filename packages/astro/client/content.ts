/**
 * The script of pages with code blocks or tabs (CodeBlock.astro and Tabs.astro include it, so
 * other pages carry none of it): code blocks' copy buttons, and Mintlify's tab sync (Starlight's
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
		button.textContent = 'Copied';
		setTimeout(() => {
			button.textContent = 'Copy';
		}, 1500);
	});
}

document.addEventListener('click', (event) => {
	const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-td-copy-code]');
	if (button) copyCode(button);
});

// The reader's recent tab choices first (oldest first), then every change keeps sets together.
for (const title of readTitles()) selectTitle(title);
document.addEventListener('change', (event) => {
	const input = event.target as HTMLInputElement;
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
