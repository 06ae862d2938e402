/** @jsxImportSource preact */
/**
 * Preact twins of Mintlify's layout components, for components written in a page that keep state
 * (integrations/markdown/inline-islands.ts): such a component runs in the browser as an island, where the
 * Astro components cannot, so what it draws of Mintlify's comes from here. Each twin writes the
 * markup of its Astro component (same elements, same classes), so the site's styles apply the
 * same, on the server and after hydration. Icons are SVG the build resolved from the component's
 * code (`icons`): the island carries those few, never an icon set.
 *
 * The twins live by family (twin-callouts, twin-layout, twin-content); this file wires the ones
 * that draw icons to the one `Icon` made from `icons`.
 */
import { createCalloutTwins } from './twin-callouts.tsx';
import { AccordionGroup, createContentTwins, Steps, Tooltip } from './twin-content.tsx';
import { createTwinIcon } from './twin-icon.tsx';
import { CardGroup, Column, createCardTwin, Frame } from './twin-layout.tsx';

/** The components, drawing icons from `icons` (name to SVG; an image URL is drawn as an image). */
export function createMintlifyTwins(icons: Record<string, string>) {
	const Icon = createTwinIcon(icons);
	const callouts = createCalloutTwins(Icon);
	const { Accordion, Badge, Step } = createContentTwins(Icon);
	return {
		Accordion,
		AccordionGroup,
		Badge,
		Callout: callouts.Callout,
		Card: createCardTwin(Icon),
		CardGroup,
		Check: callouts.Check,
		Column,
		Columns: CardGroup,
		Danger: callouts.Danger,
		Frame,
		Icon,
		Info: callouts.Info,
		Note: callouts.Note,
		Step,
		Steps,
		Tip: callouts.Tip,
		Tooltip,
		Warning: callouts.Warning,
	};
}
