// Astro resolves a hydrated component's import from the site root, where pnpm does not expose
// our dependencies; a module of this package keeps the island resolvable from any site. The
// island itself ships compiled (no JSX here), so the site's JSX settings do not matter.
import type { PlaygroundProps } from '@trydocs/playground';
import TryIt from '@trydocs/playground/TryIt';
import { h } from 'preact';

/**
 * The island, with its props as one JSON string (`props`). Astro's own encoding of an object
 * prop tags every value and escapes the result again: on a large spec that was seconds of the
 * build and a twentieth of every page.
 */
export default function TryItIsland({ props }: { props: string }) {
	return h(TryIt, JSON.parse(props) as PlaygroundProps);
}
