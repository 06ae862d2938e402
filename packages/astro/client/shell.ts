/**
 * The shell's only eager script: the theme toggle, the banner's dismiss button, and the buttons and keys that open search
 * (Ctrl/Cmd+K, `/`) and the narrow-screen menu. Their code loads on demand, when a reader reaches for
 * them (hover or focus preloads it).
 */
import { contextualUrl, menuUrl, searchUrl } from 'virtual:trydocs/shell-chunks';
import type { ShellOpenDetail } from './events.ts';

const THEME_KEY = 'trydocs-theme';
const root = document.documentElement;
const darkMedia = matchMedia('(prefers-color-scheme: dark)');

const isDark = () => (root.dataset.theme ?? (darkMedia.matches ? 'dark' : 'light')) === 'dark';

function syncToggles() {
	for (const button of document.querySelectorAll('[data-td-theme-toggle]')) {
		button.setAttribute('aria-pressed', String(isDark()));
	}
}

const loaded = new Map<string, Promise<void>>();

/**
 * Runs an on-demand module once, as a module script: `import()` would bring the bundler's
 * preload helper onto every page (see integrations/vite/shell-chunks.ts). The module listens for its
 * open event; a script's load event fires after it has run.
 */
function load(url: string): Promise<void> {
	let done = loaded.get(url);
	if (!done) {
		done = new Promise((resolve, reject) => {
			const script = document.createElement('script');
			script.type = 'module';
			script.src = url;
			// A part of Trydocs that binds a page shown in place of another (client/page-swap.ts).
			script.dataset.tdSwapAware = '';
			script.onload = () => resolve();
			script.onerror = () => {
				loaded.delete(url);
				script.remove();
				reject(new Error(`Could not load ${url}`));
			};
			document.head.append(script);
		});
		loaded.set(url, done);
	}
	return done;
}

function open(
	url: string,
	type: 'trydocs:open-search' | 'trydocs:open-menu' | 'trydocs:contextual',
	detail: () => ShellOpenDetail,
): Promise<void> {
	return load(url).then(() => {
		document.dispatchEvent(new CustomEvent(type, { detail: detail() }));
	});
}

function openSearch(opener: HTMLElement | null) {
	// On the 404 page, the search starts from the words of the address that was not found.
	const proposed =
		opener?.hasAttribute('data-td-search-from-path') === true
			? decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() ?? '').replace(
					/[-_.]+/g,
					' ',
				)
			: '';
	// Letters typed before the dialog's first opening (its code still loading) are kept.
	let typed = '';
	const keep = (event: KeyboardEvent) => {
		if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
		event.preventDefault();
		typed += event.key;
	};
	document.addEventListener('keydown', keep);
	void open(searchUrl, 'trydocs:open-search', () =>
		typed ? { opener, query: typed, typed: true } : { opener, query: proposed },
	)
		.catch(() => undefined)
		.finally(() => document.removeEventListener('keydown', keep));
}

syncToggles();
darkMedia.addEventListener('change', syncToggles);

document.addEventListener('click', (event) => {
	const target = (event.target as Element | null)?.closest?.<HTMLElement>(
		'[data-td-theme-toggle], [data-td-search], [data-td-menu], [data-td-banner-dismiss], [data-td-contextual] button',
	);
	if (!target) return;
	if (target.hasAttribute('data-td-banner-dismiss')) {
		// docs.json `banner.dismissible`: gone on every page until its content changes.
		root.setAttribute('data-td-banner-dismissed', '');
		try {
			localStorage.setItem('trydocs-banner', root.dataset.tdBanner ?? '');
		} catch {
			// Storage may be unavailable (private mode); the banner then goes for this page.
		}
	} else if (target.hasAttribute('data-td-theme-toggle')) {
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
		// The narrow-screen menu, or an entry of the contextual menu (its links follow themselves).
		const contextual = target.closest('[data-td-contextual]');
		void open(
			contextual ? contextualUrl : menuUrl,
			contextual ? 'trydocs:contextual' : 'trydocs:open-menu',
			() => ({ opener: target }),
		).catch(() => undefined);
	}
});

/** True while the reader types (a field has the focus) or a dialog is open: `/` is theirs. */
const isBusy = (target: EventTarget | null) =>
	!!(target as Element).closest?.('input,textarea,select,[contenteditable]') ||
	!!document.querySelector('dialog[open]');

document.addEventListener('keydown', (event) => {
	// Ctrl/Cmd+K, and `/` as on Starlight and GitHub unless the reader is typing it.
	const search =
		event.ctrlKey || event.metaKey
			? event.key.toLowerCase() === 'k'
			: event.key === '/' && !isBusy(event.target);
	if (search && !event.altKey) {
		event.preventDefault();
		openSearch(document.querySelector<HTMLElement>('.td-search-button'));
	}
});

// Reaching for a button fetches its code, so the click opens at once.
for (const [selector, url] of [
	['[data-td-search]', searchUrl],
	['[data-td-menu]', menuUrl],
	['[data-td-contextual]', contextualUrl],
] as const) {
	for (const button of document.querySelectorAll(selector)) {
		for (const type of ['pointerenter', 'focusin']) {
			button.addEventListener(type, () => void load(url).catch(() => undefined), { once: true });
		}
	}
}
