/**
 * Where each of this package's Mintlify components is, by the name of its file: the one table the
 * remark step (integrations/markdown/remark-mintlify-components.ts) imports components from and
 * the inline islands step (integrations/markdown/inline-islands.ts) recognises them by. Node-side:
 * the paths are absolute files on disk, as Vite reads them.
 */
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The file of each `.astro` component of the folder, by its name (`Note`, `CodeBlock`). */
export const MINTLIFY_COMPONENT_FILES: Readonly<Record<string, string>> = {
	Accordion: here('./Accordion.astro'),
	AccordionGroup: here('./AccordionGroup.astro'),
	Badge: here('./Badge.astro'),
	Callout: here('./callouts/Callout.astro'),
	Card: here('./layout/Card.astro'),
	CardGroup: here('./layout/CardGroup.astro'),
	Check: here('./callouts/Check.astro'),
	CodeBlock: here('./code/CodeBlock.astro'),
	CodeGroup: here('./code/CodeGroup.astro'),
	ColorItem: here('./color/ColorItem.astro'),
	ColorRoot: here('./color/ColorRoot.astro'),
	ColorRow: here('./color/ColorRow.astro'),
	Column: here('./layout/Column.astro'),
	Columns: here('./layout/Columns.astro'),
	Danger: here('./callouts/Danger.astro'),
	Frame: here('./layout/Frame.astro'),
	Icon: here('./Icon.astro'),
	Info: here('./callouts/Info.astro'),
	Mermaid: here('./code/Mermaid.astro'),
	MermaidBrowser: here('./code/MermaidBrowser.astro'),
	Note: here('./callouts/Note.astro'),
	Panel: here('./layout/Panel.astro'),
	Prompt: here('./code/Prompt.astro'),
	Step: here('./Step.astro'),
	Steps: here('./Steps.astro'),
	Tab: here('./Tab.astro'),
	Tabs: here('./Tabs.astro'),
	Tile: here('./layout/Tile.astro'),
	Tip: here('./callouts/Tip.astro'),
	Tooltip: here('./Tooltip.astro'),
	TreeFile: here('./tree/TreeFile.astro'),
	TreeFolder: here('./tree/TreeFolder.astro'),
	TreeRoot: here('./tree/TreeRoot.astro'),
	Update: here('./Update.astro'),
	View: here('./layout/View.astro'),
	Visibility: here('./Visibility.astro'),
	Warning: here('./callouts/Warning.astro'),
};

/** The modules that export a component family's parts (`<Tree.Folder>`, `<Color.Item>`). */
export const MINTLIFY_FAMILY_FILES = {
	Tree: here('./tree/tree.ts'),
	Color: here('./color/color.ts'),
} as const;
