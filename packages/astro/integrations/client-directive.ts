/**
 * `client:trydocs`: hydrates the 'Try it' island only when the reader reaches for its
 * server-rendered button (pointer over it, focus, touch or click), or at once when the URL has
 * `?playground=open`. A click that arrives before hydration is replayed on the hydrated
 * button, so the first click opens the modal. Astro inlines this file in the page, so it stays
 * a few hundred bytes.
 */
import type { ClientDirective } from 'astro';

const EVENTS = ['pointerover', 'focusin', 'touchstart', 'click'] as const;

const trydocsDirective: ClientDirective = (load, _options, element) => {
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
		const hydrate = await load();
		await hydrate();
		for (const type of EVENTS) element.removeEventListener(type, onEvent, true);
		if (clicked) element.querySelector<HTMLButtonElement>('button')?.click();
	};

	for (const type of EVENTS) {
		element.addEventListener(type, onEvent, { capture: true, passive: type !== 'click' });
	}
	if (new URLSearchParams(location.search).get('playground') === 'open') void start();
};

export default trydocsDirective;
