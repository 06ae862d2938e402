import type { Operation } from '@trydocs/openapi/types';

/** How much of the playground a page offers (SPEC.md, Display modes). */
export type DisplayMode = 'interactive' | 'simple' | 'none';

/** The one serialisable prop the island receives from the page. */
export interface PlaygroundProps {
	/** The parts of the operation the form and the request need. */
	operation: Pick<Operation, 'method' | 'path' | 'summary' | 'parameters' | 'servers'>;
	/** The page title, used as the dialog heading. */
	title: string;
	display: DisplayMode;
	/** True under `astro dev`: the button shows a toast instead of opening the modal. */
	dev: boolean;
}
