/**
 * The words of the page's scripts: English, or those of the page's language, which the layout
 * writes into the page as JSON (`#td-strings`, only when they differ from English). Read when a
 * script speaks, so a page swapped in for another speaks its own language. The English here is
 * `client` of utils/i18n/languages/en.json, word for word (a test holds them together).
 */
export const CLIENT_STRINGS = {
	search: 'Search',
	searchTheDocs: 'Search the docs',
	closeSearch: 'Close search',
	results: 'Results',
	searching: 'Searching…',
	noResults: 'No results for “{query}”.',
	oneResult: '1 result',
	manyResults: '{count} results',
	toMove: 'to move',
	toOpen: 'to open',
	toClose: 'to close',
	navigation: 'Navigation',
	closeMenu: 'Close the menu',
	copy: 'Copy',
	copied: 'Copied',
	pressCtrlC: 'Press Ctrl+C',
	pageCopied: 'Page copied as Markdown',
	pageNotCopied: 'The page could not be copied',
};

export type ClientStringKey = keyof typeof CLIENT_STRINGS;

/** The page's word for `key`, its `{placeholders}` filled from `values`. */
export function translate(
	key: ClientStringKey,
	values: Record<string, string | number> = {},
): string {
	let own: Partial<Record<ClientStringKey, string>> = {};
	try {
		own = JSON.parse(document.getElementById('td-strings')?.textContent || '{}');
	} catch {
		own = {};
	}
	const template = own[key] ?? CLIENT_STRINGS[key];
	return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
		name in values ? String(values[name]) : whole,
	);
}
