/**
 * The small part of the page swap (client/page-swap.ts) that rides with the playground: it knows
 * a link to another page of the site, loads the swap when the reader reaches for one (pointer,
 * focus or touch), and hands it the click. Loaded only with the 'Try it' island, so a page
 * nobody tries sends none of it, and a site without a playground keeps ordinary links.
 */
import type { FirstPage, SwapHooks } from './page-swap-types.ts';

type Swap = (url: string) => Promise<void>;

let installed = false;

/** Installs the link handling once per document; later calls do nothing. */
export function installPageLinks(hooks: SwapHooks): void {
	if (installed) return;
	installed = true;
	const first: FirstPage = {
		scripts: [...document.scripts],
		styles: [
			...document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(
				'link[rel="stylesheet"], style',
			),
		],
	};
	let swap: Promise<Swap> | undefined;
	const load = () => {
		swap ??= import('./page-swap.ts').then((module) => module.createPageSwap(hooks, first));
		return swap;
	};
	const onIntent = (event: Event) => {
		if (!swap && findPageLink(event.target)) void load().catch(() => undefined);
	};
	for (const type of ['pointerover', 'focusin', 'touchstart']) {
		document.addEventListener(type, onIntent, { passive: true });
	}
	document.addEventListener('click', (event) => {
		if (event.defaultPrevented || event.button !== 0) return;
		if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
		const link = findPageLink(event.target);
		if (!link) return;
		event.preventDefault();
		load().then(
			(go) => go(link.href),
			() => location.assign(link.href),
		);
	});
}

/**
 * The link around `target` when it may lead to another page of this site and opens here, or
 * undefined. A file (`/llms.txt`, `/openapi.yaml`, an image) is left to the browser; another
 * path that turns out not to be a page of this layout is loaded by the swap (client/page-swap.ts).
 */
function findPageLink(target: EventTarget | null): HTMLAnchorElement | undefined {
	const link = (target as Element | null)?.closest?.('a[href]');
	if (!(link instanceof HTMLAnchorElement)) return undefined;
	if (link.target || link.hasAttribute('download') || link.origin !== location.origin) {
		return undefined;
	}
	// A query (`?playground=open`, a shared request) is read by a fresh page only; a link within
	// the page only scrolls.
	if (link.search || link.pathname === location.pathname) return undefined;
	return /\.(?!html?$)[a-z0-9]+$/i.test(link.pathname) ? undefined : link;
}
