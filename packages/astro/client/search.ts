/**
 * The search dialog, loaded on demand by client/shell.ts. It loads Pagefind's browser code and
 * index (written beside the pages by integrations/search/pagefind.ts) on first use, under the site's
 * `base`. Results link to the page and to the headings that match, each heading under its path
 * (page › heading), with an excerpt that starts at a sentence (client/search-excerpt.ts); Enter
 * opens the first one. It looks and answers as Pagefind's own UI does in Starlight: one field
 * (no second clear button), "Searching…" while the index loads, and the keys listed below it.
 */

import { createExcerpt, type ExcerptPart } from './search-excerpt.ts';
import { translate } from './strings.ts';

interface PagefindSubResult {
	title: string;
	url: string;
	locations: number[];
}
interface PagefindData {
	url: string;
	content: string;
	locations: number[];
	meta: { title?: string; endpoint?: string };
	sub_results?: PagefindSubResult[];
}
interface Pagefind {
	options(options: { baseUrl?: string }): Promise<void>;
	debouncedSearch(
		query: string,
		options?: object,
		ms?: number,
	): Promise<{ results: Array<{ data: () => Promise<PagefindData> }> } | null>;
}

const MAX_RESULTS = 8;
const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
let pagefind: Promise<Pagefind> | undefined;
let dialog: HTMLDialogElement | undefined;
let opener: HTMLElement | null = null;

function loadPagefind(): Promise<Pagefind> {
	// A variable, not a template literal: the bundler leaves the `import()` of a variable alone
	// (no preload helper).
	const url = `${base}pagefind/pagefind.js`;
	pagefind ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (module) => {
		await module.options({ baseUrl: base });
		return module;
	});
	return pagefind;
}

function element<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	className: string,
	text?: string,
): HTMLElementTagNameMap[K] {
	const node = document.createElement(tag);
	node.className = className;
	if (text !== undefined) node.textContent = text;
	return node;
}

function createDialog(): HTMLDialogElement {
	const root = element('dialog', 'td-search-dialog');
	root.setAttribute('aria-label', translate('searchTheDocs'));
	const box = element('div', 'td-search-box');
	box.setAttribute('role', 'search');
	// A text field with the searchbox role, as Pagefind's UI has it: a `type="search"` field
	// draws a clear button of its own beside the dialog's close button.
	const input = element('input', 'td-search-input');
	input.type = 'text';
	input.setAttribute('role', 'searchbox');
	input.enterKeyHint = 'search';
	input.placeholder = translate('searchTheDocs');
	input.autocomplete = 'off';
	input.spellcheck = false;
	input.setAttribute('aria-label', translate('searchTheDocs'));
	input.setAttribute('aria-controls', 'td-search-results');
	const close = element('button', 'td-icon-button td-dialog-close', '×');
	close.type = 'button';
	close.setAttribute('aria-label', translate('closeSearch'));
	box.append(input, close);
	const status = element('p', 'td-search-status');
	status.setAttribute('role', 'status');
	const list = element('ol', 'td-search-results');
	list.id = 'td-search-results';
	list.setAttribute('aria-label', translate('results'));
	root.append(box, status, list, createKeyHints());

	close.addEventListener('click', () => root.close());
	root.addEventListener('click', (event) => {
		if (event.target === root) root.close();
	});
	root.addEventListener('close', () => opener?.focus());
	input.addEventListener('input', () => void runSearch(input.value, status, list));
	root.addEventListener('keydown', (event) => {
		// A search field eats the first Escape to clear itself: one Escape closes the dialog.
		if (event.key === 'Escape') {
			event.preventDefault();
			root.close();
		} else onKey(event, input, list);
	});
	document.body.append(root);
	return root;
}

/** The keys the dialog answers, listed at its foot as Mintlify and DocSearch list them. */
function createKeyHints(): HTMLElement {
	const hints = element('p', 'td-search-keys');
	for (const [keys, what] of [
		[['↑', '↓'], translate('toMove')],
		[['Enter'], translate('toOpen')],
		[['Esc'], translate('toClose')],
	] as const) {
		const hint = element('span', '');
		for (const key of keys) hint.append(element('kbd', '', key));
		hint.append(` ${what}`);
		hints.append(hint);
	}
	return hints;
}

function onKey(event: KeyboardEvent, input: HTMLInputElement, list: HTMLElement) {
	const links = [...list.querySelectorAll<HTMLAnchorElement>('a')];
	const at = links.indexOf(document.activeElement as HTMLAnchorElement);
	if (event.key === 'Enter' && document.activeElement === input) {
		event.preventDefault();
		links[0]?.click();
	} else if (event.key === 'ArrowDown' && links.length > 0) {
		event.preventDefault();
		links[Math.min(at + 1, links.length - 1)]?.focus();
	} else if (event.key === 'ArrowUp' && at >= 0) {
		event.preventDefault();
		if (at === 0) input.focus();
		else links[at - 1]?.focus();
	}
}

/** An excerpt as text with its matches in `<mark>`. */
function renderExcerpt(parts: ExcerptPart[]): HTMLElement {
	const excerpt = element('span', 'td-search-excerpt');
	for (const part of parts) excerpt.append(part.mark ? element('mark', '', part.text) : part.text);
	return excerpt;
}

function renderResult(data: PagefindData): HTMLLIElement {
	const item = element('li', 'td-search-result');
	const page = element('a', 'td-search-page');
	page.href = data.url;
	const pageTitle = data.meta.title ?? data.url;
	page.append(element('span', 'td-search-title', pageTitle));
	if (data.meta.endpoint) page.append(element('code', 'td-search-endpoint', data.meta.endpoint));
	page.append(renderExcerpt(createExcerpt(data.content, data.locations)));
	item.append(page);
	const headings = (data.sub_results ?? []).filter((sub) => sub.url.includes('#')).slice(0, 3);
	if (headings.length > 0) {
		const list = element('ul', 'td-search-headings');
		for (const sub of headings) {
			const link = element('a', 'td-search-heading');
			link.href = sub.url;
			// Where the heading is: its page, then the heading (page › heading).
			const title = element('span', 'td-search-title');
			title.append(element('span', 'td-search-path', `${pageTitle} › `), sub.title);
			link.append(title, renderExcerpt(createExcerpt(data.content, sub.locations)));
			const li = element('li', '');
			li.append(link);
			list.append(li);
		}
		item.append(list);
	}
	return item;
}

async function runSearch(query: string, status: HTMLElement, list: HTMLElement) {
	if (!query.trim()) {
		list.replaceChildren();
		status.textContent = '';
		list.removeAttribute('aria-busy');
		return;
	}
	// Loading the index takes seconds on a slow phone: say so until the results are in.
	status.textContent = translate('searching');
	list.setAttribute('aria-busy', 'true');
	let engine: Pagefind;
	try {
		engine = await loadPagefind();
	} catch {
		pagefind = undefined;
		status.textContent = 'Search is built with the site: run `astro build` to try it.';
		list.removeAttribute('aria-busy');
		return;
	}
	const search = await engine.debouncedSearch(query, {}, 120);
	// null: a newer keystroke superseded this search.
	if (!search) return;
	const data = await Promise.all(
		search.results.slice(0, MAX_RESULTS).map((result) => result.data()),
	);
	list.replaceChildren(...data.map(renderResult));
	list.removeAttribute('aria-busy');
	status.textContent =
		search.results.length === 0
			? translate('noResults', { query })
			: search.results.length === 1
				? translate('oneResult')
				: translate('manyResults', { count: search.results.length });
}

/**
 * Opens the search dialog with `query` in it, selected (a proposal to type over) or, when the
 * reader typed it, with the caret after it. Focus returns to `from` when it closes.
 */
function openSearch(from: HTMLElement | null, query = '', typed = false): void {
	opener = from;
	// A page swapped in for one of another language: the dialog speaks the new page's.
	if (dialog && !dialog.open && dialog.lang !== document.documentElement.lang) {
		dialog.remove();
		dialog = undefined;
	}
	dialog ??= createDialog();
	dialog.lang = document.documentElement.lang;
	if (dialog.open) return;
	const input = dialog.querySelector('input') as HTMLInputElement;
	dialog.showModal();
	if (query) {
		input.value = query;
		input.dispatchEvent(new Event('input'));
	}
	if (typed) input.setSelectionRange(query.length, query.length);
	else input.select();
	// Fetch the engine while the reader types the first letters.
	void loadPagefind().catch(() => undefined);
}

document.addEventListener('trydocs:open-search', (event) =>
	openSearch(event.detail.opener, event.detail.query, event.detail.typed),
);
