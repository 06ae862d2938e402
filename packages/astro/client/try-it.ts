import type { PlaygroundProps } from '@trydocs/playground';
import TryIt from '@trydocs/playground/TryIt';
import { h, hydrate } from 'preact';

/**
 * Hydrates one server-rendered 'Try it' button (the children of `host`: the button and its toast)
 * with the island's props. The endpoint page script loads this module when the reader reaches
 * for the button (`utils/endpoint-script.ts`).
 */
export function hydrateTryIt(host: Element, props: PlaygroundProps): void {
	hydrate(h(TryIt, props), host);
}
