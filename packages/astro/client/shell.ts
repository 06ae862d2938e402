/**
 * The shell's only eager script: the theme toggle, and the buttons and keys that open search
 * (Ctrl/Cmd+K) and the narrow-screen menu. Their code loads on demand, when a reader reaches for
 * them (hover or focus preloads it).
 */
const THEME_KEY = 'trydocs-theme';
const root = document.documentElement;
const darkMedia = matchMedia('(prefers-color-scheme: dark)');

const isDark = () => (root.dataset.theme ?? (darkMedia.matches ? 'dark' : 'light')) === 'dark';

function syncToggles() {
	for (const button of document.querySelectorAll('[data-td-theme-toggle]')) {
		button.setAttribute('aria-pressed', String(isDark()));
	}
}

const loadSearch = () => import('./search.ts');
const loadMenu = () => import('./menu.ts');

function openSearch(opener: HTMLElement | null) {
	// On the 404 page, the search starts from the words of the address that was not found.
	const query =
		opener?.hasAttribute('data-td-search-from-path') === true
			? decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() ?? '').replace(
					/[-_.]+/g,
					' ',
				)
			: '';
	void loadSearch().then((search) => search.openSearch(opener, query));
}

syncToggles();
darkMedia.addEventListener('change', syncToggles);

document.addEventListener('click', (event) => {
	const target = (event.target as Element | null)?.closest?.<HTMLElement>(
		'[data-td-theme-toggle], [data-td-search], [data-td-menu]',
	);
	if (!target) return;
	if (target.hasAttribute('data-td-theme-toggle')) {
		const theme = isDark() ? 'light' : 'dark';
		root.dataset.theme = theme;
		try {
			localStorage.setItem(THEME_KEY, theme);
		} catch {
			// Storage may be unavailable (private mode); the choice then lasts for this page.
		}
		syncToggles();
	} else if (target.hasAttribute('data-td-search')) {
		openSearch(target);
	} else {
		void loadMenu().then((menu) => menu.openMenu(target));
	}
});

document.addEventListener('keydown', (event) => {
	if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
		event.preventDefault();
		openSearch(document.querySelector<HTMLElement>('.td-search-button'));
	}
});

// Reaching for a button fetches its code, so the click opens at once.
for (const [selector, load] of [
	['[data-td-search]', loadSearch],
	['[data-td-menu]', loadMenu],
] as const) {
	for (const button of document.querySelectorAll(selector)) {
		button.addEventListener('pointerenter', () => void load(), { once: true });
		button.addEventListener('focus', () => void load(), { once: true });
	}
}
