/** What the reader does when reaching for a control. */
const EVENTS = ['pointerover', 'focusin', 'touchstart', 'click'] as const;

/** True when the URL asks for the playground at once (`?playground=open`). */
export const playgroundRequested = (): boolean =>
	new URLSearchParams(location.search).get('playground') === 'open';

/**
 * Runs `start` once, the first time the reader reaches for `element` (pointer over it, focus,
 * touch or click), or at once when `now`. A click that arrives before `start` settles is
 * replayed on the element's button, so the first click is not lost. The 'Try it' loader
 * (client/try-it-loader.ts) hydrates this way.
 */
export function onIntent(element: HTMLElement, start: () => Promise<void>, now = false): void {
	let started = false;
	let clicked = false;
	const onEvent = (event: Event) => {
		if (event.type === 'click') {
			clicked = true;
			event.preventDefault();
		}
		void run();
	};
	const run = async () => {
		if (started) return;
		started = true;
		await start();
		for (const type of EVENTS) element.removeEventListener(type, onEvent, true);
		if (clicked) element.querySelector<HTMLButtonElement>('button')?.click();
	};
	for (const type of EVENTS) {
		element.addEventListener(type, onEvent, { capture: true, passive: type !== 'click' });
	}
	if (now) void run();
}
