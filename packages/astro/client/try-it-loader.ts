import type { PlaygroundProps } from '@trydocs/playground';
import { onIntent, playgroundRequested } from './intent.ts';

/**
 * The host of a server-rendered 'Try it' button; the island's props are the JSON of the script
 * element after it (components/endpoint/EndpointBar.astro).
 */
export const ATTR_PLAYGROUND = 'data-td-playground';

type IslandModule = typeof import('./try-it.ts');

/**
 * Hydrates each 'Try it' button when the reader reaches for it, or at once when the URL has
 * `?playground=open` (client/intent.ts): the first click opens the modal. The island's module is
 * loaded from `url` (`virtual:trydocs/island-chunk`): an `import()` of a variable, which the
 * bundler leaves as it is (no preload helper).
 */
export function installTryIt(url: string): void {
	let island: Promise<IslandModule> | undefined;
	const now = playgroundRequested();
	for (const host of document.querySelectorAll<HTMLElement>(`[${ATTR_PLAYGROUND}]`)) {
		onIntent(
			host,
			async () => {
				island ??= import(/* @vite-ignore */ url);
				const props: PlaygroundProps = JSON.parse(host.nextElementSibling?.textContent ?? '{}');
				(await island).hydrateTryIt(host, props, ATTR_PLAYGROUND);
			},
			now,
		);
	}
}
