/**
 * Page to page in one document, once the playground has loaded (client/try-it.ts): a plain
 * click on a link to another page of the site (an endpoint or a guide) swaps the page's content
 * in place of a reload, so what the reader typed into Try it (credentials above all) stays in the
 * playground's memory (state/credentials.ts) and is never written anywhere to survive a
 * navigation. Mintlify carries auth across its pages the same way (one single-page app), as does
 * Scalar's single-page reference. Back and Forward swap too.
 *
 * The page after a swap is the page a reload gives: title and meta tags, sidebar (its current
 * entry), content and "On this page", section tabs, scroll (top or the hash) and focus on the
 * heading, so a screen reader reads the new title. Only Trydocs' own scripts take part: each is
 * marked swap-aware (`data-td-swap-aware` on the script, or on an empty `<template>` just before
 * a script Astro bundles, which takes no attributes). One the document has not run yet (a guide's
 * tabs, its "On this page") runs once, as a load runs it once; the ones that ran already bind the
 * new page on `trydocs:page-swap`.
 *
 * Any other script (a component of the site's own, an Astro island, a `<script>` in a page) was
 * written for a page that loads: it may find its elements once, wait for `DOMContentLoaded`, or
 * listen on the whole document. Astro's ClientRouter asks such scripts to opt in (they listen
 * for `astro:page-load`, which it fires on every load too); a Trydocs site never asked, so a page
 * that carries one is loaded, and a document where one ran swaps no more. Anything else this
 * document cannot show exactly as a reload would (another header, banner or footer, another
 * stylesheet, linked or inline, an answer that is not a page of this layout) is an ordinary
 * navigation too.
 */
import type { FirstPage, SwapHooks } from './page-swap-types.ts';

/** The part of the layout a swap replaces: sidebar, content and "On this page". */
const SHELL = '.td-shell';
/** The parts around the shell that must be the same on both pages (compared, never replaced). */
const FRAME = ['.td-header', '#banner', '.td-footer'];

/** The marker of a script that binds a page swapped in for another (see above). */
const SWAP_AWARE = 'data-td-swap-aware';

/** The scripts of the pages shown so far (a swap removes the old page's from the document). */
let ranScripts = new Set<string>();
/** Whether a script that is not swap-aware ran in this document: then every link loads. */
let foreignRan = false;
/** The stylesheets of the page shown. */
let pageStyles: string[] = [];
/** The path the document shows: a popstate to another one is an entry a swap made. */
let shownPath = location.pathname;
/** Counts swaps, so a slow response never replaces a newer page. */
let latest = 0;
let swapHooks: SwapHooks;

/**
 * Starts swapping pages in this document (client/page-links.ts calls it once, when the reader
 * first reaches for a link to one) and returns the swap of a click. Back and Forward to the
 * pages it showed swap too.
 */
export function createPageSwap(hooks: SwapHooks, first: FirstPage): (url: string) => Promise<void> {
	swapHooks = hooks;
	const scripts = first.scripts.filter(isRunnable);
	ranScripts = new Set(scripts.map(scriptKey));
	foreignRan = scripts.some((script) => !isSwapAware(script));
	pageStyles = listStyles(first.styles);
	shownPath = location.pathname;
	addEventListener('popstate', () => {
		// A hash change inside the page keeps its path: the browser scrolls by itself.
		if (location.pathname !== shownPath) void swapTo(location.href, false);
	});
	return (url) => swapTo(url, true);
}

/** Fetches `url` and shows it in this document, or loads it when it cannot be swapped. */
async function swapTo(url: string, push: boolean): Promise<void> {
	const id = ++latest;
	const fallBack = () => (push ? location.assign(url) : location.reload());
	if (foreignRan) {
		fallBack();
		return;
	}
	let next: Document;
	let shown: URL;
	try {
		const response = await fetch(url.split('#')[0] ?? url);
		if (!response.ok || !response.headers.get('content-type')?.includes('text/html')) {
			throw new Error(`HTTP ${response.status}`);
		}
		// A redirect (`/guides/cli` to `/guides/cli/`) shows the address a load would end on.
		shown = new URL(response.url || url, location.href);
		if (shown.origin !== location.origin || shown.search) throw new Error('Redirected away');
		shown.hash = new URL(url, location.href).hash;
		next = new DOMParser().parseFromString(await response.text(), 'text/html');
	} catch {
		fallBack();
		return;
	}
	if (id !== latest) return;
	const shell = document.querySelector(SHELL);
	const nextShell = next.querySelector(SHELL);
	const toRun = shell && nextShell ? listScriptsToRun(next) : undefined;
	if (!shell || !nextShell || !toRun) {
		fallBack();
		return;
	}
	pageStyles = listStyles(next.querySelectorAll('link[rel="stylesheet"], style'));
	await closeDialogs();
	for (const host of shell.querySelectorAll<HTMLElement>(swapHooks.hosts)) {
		swapHooks.unmount(host);
	}
	shell.replaceWith(document.adoptNode(nextShell));
	const tabs = document.querySelector('.td-section-tabs');
	const nextTabs = next.querySelector('.td-section-tabs');
	if (tabs && nextTabs) tabs.replaceWith(document.adoptNode(nextTabs));
	const switchers = next.querySelectorAll('.td-header [data-td-switcher]');
	for (const [index, switcher] of document
		.querySelectorAll('.td-header [data-td-switcher]')
		.entries()) {
		const replacement = switchers[index];
		if (replacement) switcher.replaceWith(document.adoptNode(replacement));
	}
	replaceHead(next);
	if (push) history.pushState(null, '', shown);
	shownPath = location.pathname;
	showStart();
	for (const host of nextShell.querySelectorAll<HTMLElement>(swapHooks.hosts)) {
		swapHooks.mount(host);
	}
	for (const script of toRun) runScript(script);
	// The page scripts that ran already bind the new page's elements (client/content.ts, toc.ts).
	document.dispatchEvent(new CustomEvent('trydocs:page-swap'));
}

/**
 * The scripts of `next` this document has not run yet, when `next` looks as it would after a
 * reload with this document's frame: the same header, banner, footer and language, the same
 * stylesheets (linked or inline), and every script of `next` one of Trydocs' own that binds a
 * swapped-in page (a site's `.js` files, run on every page, and its components' scripts are not:
 * those sites load each page). Undefined when it does not.
 */
function listScriptsToRun(next: Document): HTMLScriptElement[] | undefined {
	const here = document.documentElement;
	const there = next.documentElement;
	// The site's colours, compared as the browser reads them (the modal's scroll lock rewrites
	// the attribute when it lets go, and holds `overflow` while it is open: a link in the
	// playground's request history swaps too).
	const colors = document.createElement('div');
	colors.setAttribute('style', there.getAttribute('style') ?? '');
	colors.style.overflow = here.style.overflow;
	if (here.lang !== there.lang || here.style.cssText !== colors.style.cssText) return undefined;
	if (FRAME.some((selector) => frameHtml(document, selector) !== frameHtml(next, selector))) {
		return undefined;
	}
	if (!document.querySelector('.td-section-tabs') !== !next.querySelector('.td-section-tabs')) {
		return undefined;
	}
	const nextStyles = listStyles(next.querySelectorAll('link[rel="stylesheet"], style'));
	if (nextStyles.join('\n') !== pageStyles.join('\n')) return undefined;
	const scripts = [...next.scripts].filter(isRunnable);
	if (!scripts.every(isSwapAware)) return undefined;
	const toRun = scripts.filter((script) => !ranScripts.has(scriptKey(script)));
	return toRun.every((script) => script.type === 'module') ? toRun : undefined;
}

/** Whether a script runs at all (not data: JSON, JSON-LD, templates). */
function isRunnable(script: HTMLScriptElement): boolean {
	const type = script.getAttribute('type')?.trim().toLowerCase();
	return !type || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
}

/** Whether a script is one of Trydocs' own that binds a page swapped in for another. */
function isSwapAware(script: HTMLScriptElement): boolean {
	return (
		script.hasAttribute(SWAP_AWARE) ||
		script.previousElementSibling?.matches(`template[${SWAP_AWARE}]`) === true
	);
}

/**
 * Runs a module script of the new page once (a parsed page's scripts never run): in its place
 * when it came with the content, else at the end of the body.
 */
function runScript(inert: HTMLScriptElement): void {
	const key = scriptKey(inert);
	if (ranScripts.has(key)) return;
	ranScripts.add(key);
	const script = document.createElement('script');
	script.type = 'module';
	if (inert.src) script.src = inert.src;
	else script.textContent = inert.textContent;
	if (inert.isConnected && inert.ownerDocument === document) inert.replaceWith(script);
	else document.body.append(script);
}

/** The identity of a script: its address, or its code when inline. */
function scriptKey(script: HTMLScriptElement): string {
	return script.src || script.textContent || '';
}

/** A part of the frame as markup, without the state the shell script sets (the theme button's). */
function frameHtml(doc: Document, selector: string): string {
	const part = doc.querySelector(selector)?.cloneNode(true) as Element | undefined;
	if (!part) return '';
	for (const pressed of part.querySelectorAll('[aria-pressed]'))
		pressed.removeAttribute('aria-pressed');
	// The version and language switchers lead to each page's own equivalents: swapped with it.
	for (const switcher of part.querySelectorAll('[data-td-switcher]')) switcher.remove();
	return part.outerHTML;
}

/**
 * The stylesheets and style elements of a page as text, in order (not those of `<noscript>`,
 * which a parsed page holds as elements and the live one as text).
 */
function listStyles(elements: Iterable<Element>): string[] {
	return [...elements]
		.filter((element) => !element.closest('noscript'))
		.map((element) =>
			element instanceof HTMLLinkElement
				? (element.getAttribute('href') ?? '')
				: (element.textContent ?? ''),
		);
}

/** Title, description, canonical address and social tags as the next page has them. */
function replaceHead(next: Document): void {
	document.title = next.title;
	const selector =
		'meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property], link[rel="canonical"]';
	for (const tag of document.head.querySelectorAll(selector)) tag.remove();
	document.head.append(
		...[...next.head.querySelectorAll(selector)].map((tag) => document.adoptNode(tag)),
	);
}

/** Scrolls to the URL's heading, or to the top; the title takes the focus, as after a load. */
function showStart(): void {
	const target =
		location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
	if (target) target.scrollIntoView();
	else scrollTo({ top: 0, left: 0, behavior: 'instant' });
	const heading = document.querySelector<HTMLElement>('#td-content h1');
	if (heading) {
		heading.tabIndex = -1;
		heading.focus({ preventScroll: true });
	}
}

/**
 * Closes the open dialogs (search, the narrow-screen menu whose sidebar goes back in place) and
 * waits for their close handlers, which give the focus back to their buttons before the title
 * takes it.
 */
async function closeDialogs(): Promise<void> {
	const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')];
	await Promise.all(
		open.map(
			(dialog) =>
				new Promise((resolve) => {
					dialog.addEventListener('close', resolve, { once: true });
					dialog.close();
				}),
		),
	);
}
