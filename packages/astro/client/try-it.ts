import type { PlaygroundProps } from '@trydocs/playground';
import TryIt from '@trydocs/playground/TryIt';
import { h, hydrate, render } from 'preact';
import { installPageLinks } from './page-links.ts';

/**
 * Hydrates one server-rendered 'Try it' button (the children of `host`: the button and its toast)
 * with the island's props. The endpoint page script loads this module when the reader reaches
 * for the button (`client/endpoint-script.ts`). From then on, a link to another page of the site
 * swaps the page in this document (client/page-links.ts), so the credentials typed here stay in
 * memory for the next endpoint, through guides too. `attribute` marks each host (the loader's
 * `ATTR_PLAYGROUND`, passed in so this chunk shares no module with the page's inline script);
 * a host's props are the JSON of the script element after it.
 */
export function hydrateTryIt(host: Element, props: PlaygroundProps, attribute: string): void {
	hydrate(h(TryIt, props), host);
	// Under `astro dev` the button shows a toast: there is nothing to carry.
	if (!props.dev) {
		installPageLinks({
			hosts: `[${attribute}]`,
			mount: (next) =>
				hydrateTryIt(next, JSON.parse(next.nextElementSibling?.textContent ?? '{}'), attribute),
			unmount: (old) => render(null, old),
		});
	}
}
