/**
 * A table of three columns or more reads as a list of entries on a phone: under 40rem the CSS
 * stacks each row (its first cell, then the others), and each cell after the first shows its
 * column's heading before its text (`Default: []`), as Stripe's and GitHub's references list a
 * parameter's facts on a narrow screen. This step gives those cells the heading as `data-label`;
 * a table of two columns, or one without a heading row, keeps its columns. A `.md` page compiled
 * by Sätteri (which runs no remark steps) takes the same rule as a hast step.
 */
import type { Root, Table, TableCell } from 'mdast';
import { visit } from 'unist-util-visit';
import { toPlainText } from '../../utils/agents/markdown-nodes.ts';
import type { SatteriElement, SatteriHastContext } from '../../utils/content/heading-ids.ts';

/** A cell's data as mdast-util-to-hast reads it. */
type TableCellData = NonNullable<TableCell['data']> & { hProperties?: Record<string, unknown> };

/** The fewest columns a table needs to be stacked on a phone. */
const STACKED_FROM = 3;

/** The label of each column's cells: none for the first column, nor for a table too narrow. */
function getColumnLabels(headings: string[]): (string | undefined)[] {
	if (headings.length < STACKED_FROM) return [];
	return headings.map((text, column) => (column === 0 || !text ? undefined : text));
}

/** The remark step (MDX pages, and `.md` pages under unified). */
export function createRemarkTableLabels() {
	return () => (tree: Root) => {
		visit(tree, 'table', (table: Table) => {
			const [heading, ...rows] = table.children;
			if (!heading) return;
			const labels = getColumnLabels(
				heading.children.map((cell) => toPlainText(cell.children).trim()),
			);
			for (const row of rows) {
				row.children.forEach((cell, column) => {
					const label = labels[column];
					if (!label) return;
					// mdast-util-to-hast reads `data.hProperties` as the HTML element's attributes.
					const data: TableCellData = cell.data ?? {};
					data.hProperties = { ...data.hProperties, 'data-label': label };
					cell.data = data;
				});
			}
		});
	};
}

/** The element children of a hast node with one of `tagNames`. */
const childElements = (node: SatteriElement | undefined, ...tagNames: string[]) =>
	(node?.children ?? []).filter(
		(child) => child.type === 'element' && tagNames.includes(child.tagName ?? ''),
	);

/** The same step as a Sätteri hast plugin, for `.md` pages: `<td data-label>` from the `<th>`s. */
export function createSatteriTableLabels() {
	return {
		name: 'trydocs-table-labels',
		element: {
			filter: ['table'],
			visit(table: SatteriElement, context: SatteriHastContext) {
				const [head] = childElements(childElements(table, 'thead')[0], 'tr');
				if (!head) return;
				const labels = getColumnLabels(
					childElements(head, 'th', 'td').map((cell) => context.textContent(cell).trim()),
				);
				for (const row of childElements(childElements(table, 'tbody')[0], 'tr')) {
					childElements(row, 'td', 'th').forEach((cell, column) => {
						const label = labels[column];
						if (label) context.setProperty(cell, 'data-label', label);
					});
				}
			},
		},
	};
}
