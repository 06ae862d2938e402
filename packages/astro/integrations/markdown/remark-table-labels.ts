/**
 * A table of three columns or more reads as a list of entries on a phone: under 40rem the CSS
 * stacks each row (its first cell, then the others), and each cell after the first shows its
 * column's heading before its text (`Default: []`), as Stripe's and GitHub's references list a
 * parameter's facts on a narrow screen. This step gives those cells the heading as `data-label`;
 * a table of two columns, or one without a heading row, keeps its columns.
 */
import type { Root, Table, TableCell } from 'mdast';
import { visit } from 'unist-util-visit';
import { toPlainText } from '../../utils/agents/markdown-nodes.ts';

/** A cell's data as mdast-util-to-hast reads it. */
type TableCellData = NonNullable<TableCell['data']> & { hProperties?: Record<string, unknown> };

/** The fewest columns a table needs to be stacked on a phone. */
const STACKED_FROM = 3;

export function createRemarkTableLabels() {
	return () => (tree: Root) => {
		visit(tree, 'table', (table: Table) => {
			const [heading, ...rows] = table.children;
			if (!heading || heading.children.length < STACKED_FROM) return;
			const labels = heading.children.map((cell) => toPlainText(cell.children).trim());
			for (const row of rows) {
				row.children.forEach((cell, column) => {
					const label = labels[column];
					if (column === 0 || !label) return;
					// mdast-util-to-hast reads `data.hProperties` as the HTML element's attributes.
					const data: TableCellData = cell.data ?? {};
					data.hProperties = { ...data.hProperties, 'data-label': label };
					cell.data = data;
				});
			}
		});
	};
}
