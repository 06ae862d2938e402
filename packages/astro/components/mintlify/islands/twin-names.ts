/**
 * What the build needs to know of the Preact twins (twins.tsx) without loading them: the names
 * they answer to, and the icons the typed callouts draw. Plain TypeScript, so the integration reads
 * it in Node; twins.test.ts checks that the list and the twins agree.
 */

/** The typed callouts' icons (Lucide), as Callout.astro draws them. */
export const CALLOUT_ICONS = {
	note: 'info',
	tip: 'lightbulb',
	info: 'info',
	warning: 'triangle-alert',
	check: 'check',
	danger: 'octagon-alert',
} as const;

/** The Mintlify components a live component written in a page may draw. */
export const TWIN_NAMES: ReadonlySet<string> = new Set([
	'Accordion',
	'AccordionGroup',
	'Badge',
	'Callout',
	'Card',
	'CardGroup',
	'Check',
	'Column',
	'Columns',
	'Danger',
	'Frame',
	'Icon',
	'Info',
	'Note',
	'Step',
	'Steps',
	'Tip',
	'Tooltip',
	'Warning',
]);
