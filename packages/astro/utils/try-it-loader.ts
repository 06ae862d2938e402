import type { PlaygroundProps } from '@trydocs/playground';

/** The host of a server-rendered 'Try it' button; its value is the island's props as JSON. */
export const ATTR_PLAYGROUND = 'data-td-playground';

/** What the reader does when reaching for the button. */
const EVENTS = ['pointerover', 'focusin', 'touchstart', 'click'] as const;

type IslandModule = typeof import('../client/try-it.ts');

/**
 * Hydrates each 'Try it' button when the reader reaches for it (pointer over it, focus, touch or
 * click), or at once when the URL has `?playground=open`. A click that arrives before hydration
 * is replayed on the hydrated button, so the first click opens the modal. The island's module is
 * loaded from `url` (`virtual:trydocs/island-chunk`): an `import()` of a variable, which the
 * bundler leaves as it is (no preload helper).
 */
export function installTryIt(url: string): void {
	let island: Promise<IslandModule> | undefined;
	const open = new URLSearchParams(location.search).get('playground') === 'open';
	for (const host of document.querySelectorAll<HTMLElement>(`[${ATTR_PLAYGROUND}]`)) {
		let started = false;
		let clicked = false;
		const onEvent = (event: Event) => {
			if (event.type === 'click') {
				clicked = true;
				event.preventDefault();
			}
			void start();
		};
		const start = async () => {
			if (started) return;
			started = true;
			island ??= import(/* @vite-ignore */ url);
			const props: PlaygroundProps = JSON.parse(host.getAttribute(ATTR_PLAYGROUND) ?? '{}');
			(await island).hydrateTryIt(host, props);
			for (const type of EVENTS) host.removeEventListener(type, onEvent, true);
			if (clicked) host.querySelector('button')?.click();
		};
		for (const type of EVENTS) {
			host.addEventListener(type, onEvent, { capture: true, passive: type !== 'click' });
		}
		if (open) void start();
	}
}
