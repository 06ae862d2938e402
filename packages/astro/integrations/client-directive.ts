/**
 * `client:trydocs`: hydrates an island only when the reader reaches for its server-rendered
 * button, or at once when the URL has `?playground=open` (see client/intent.ts). Astro inlines
 * this file in the page, so it stays a few hundred bytes.
 */
import type { ClientDirective } from 'astro';
import { onIntent, playgroundRequested } from '../client/intent.ts';

const trydocsDirective: ClientDirective = (load, _options, element) => {
	onIntent(
		element,
		async () => {
			const hydrate = await load();
			await hydrate();
		},
		playgroundRequested(),
	);
};

export default trydocsDirective;
