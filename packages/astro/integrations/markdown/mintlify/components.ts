/** The components the step imports, by the name a page uses, and the names it leaves alone. */
import { fileURLToPath } from 'node:url';
import {
	MINTLIFY_COMPONENT_FILES,
	MINTLIFY_FAMILY_FILES,
} from '../../../components/mintlify/files.ts';
import { MERMAID, MERMAID_BROWSER } from './parts.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The element the remark step wraps each fenced code block in (components/mintlify/code/CodeBlock.astro). */
export const CODE_BLOCK = 'TrydocsCodeBlock';

/** Mintlify's components, by the name a page uses, and the module that renders each. */
export const MINTLIFY_COMPONENTS: Record<string, string> = Object.fromEntries(
	[
		'Note',
		'Tip',
		'Info',
		'Warning',
		'Check',
		'Danger',
		'Callout',
		'Card',
		'CardGroup',
		'Columns',
		'Column',
		'Accordion',
		'AccordionGroup',
		'Steps',
		'Step',
		'Tabs',
		'Tab',
		'CodeGroup',
		'Frame',
		'Icon',
		'Tooltip',
		'Badge',
		'Update',
		'Tile',
		'Visibility',
		'Prompt',
		'Panel',
		'View',
	]
		.map((name) => [name, MINTLIFY_COMPONENT_FILES[name]])
		.concat([
			// Every fenced code block is wrapped in it (a name no page writes itself).
			[CODE_BLOCK, MINTLIFY_COMPONENT_FILES.CodeBlock],
			['Tree', MINTLIFY_FAMILY_FILES.Tree],
			['Color', MINTLIFY_FAMILY_FILES.Color],
			[MERMAID, MINTLIFY_COMPONENT_FILES.Mermaid],
			[MERMAID_BROWSER, MINTLIFY_COMPONENT_FILES.MermaidBrowser],
			['FileTree', MINTLIFY_FAMILY_FILES.Tree],
			['ParamField', here('../../../components/mdx/ParamField.astro')],
			['ResponseField', here('../../../components/mdx/ResponseField.astro')],
			['Expandable', here('../../../components/mdx/Expandable.astro')],
		]),
);

/** Names the page route passes in as `components` (they depend on the page), never imported. */
export const PAGE_COMPONENTS = new Set(['RequestExample', 'ResponseExample']);
