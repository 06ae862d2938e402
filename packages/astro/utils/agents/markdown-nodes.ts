/** Building and reading the Markdown nodes the converted page is made of. */
import type { BlockContent, Nodes, Paragraph, PhrasingContent, RootContent } from 'mdast';

/** A text node. */
export function text(value: string): PhrasingContent {
	return { type: 'text', value };
}

/** A paragraph of phrasing nodes. */
export function paragraph(children: PhrasingContent[]): Paragraph {
	return { type: 'paragraph', children };
}

/** Whether a node is a block (Markdown writes it on lines of its own). */
export function isBlock(node: Nodes): node is BlockContent {
	return ['paragraph', 'blockquote', 'list', 'code', 'heading', 'table', 'thematicBreak'].includes(
		node.type,
	);
}

/** The text of `nodes`: their text, code and expressions' values, without marks. */
export function toPlainText(nodes: RootContent[]): string {
	return nodes
		.map((node) =>
			'value' in node && typeof node.value === 'string'
				? node.value
				: 'children' in node
					? toPlainText(node.children as RootContent[])
					: '',
		)
		.join('');
}

/** Moves block nodes out of paragraphs, where a block component used inline may leave them. */
export function liftBlocks(nodes: Nodes[]): void {
	for (const node of nodes) {
		if (!('children' in node)) continue;
		const children = node.children as Nodes[];
		const lifted: Nodes[] = [];
		for (const child of children) {
			if (child.type === 'paragraph' && child.children.some((item) => isBlock(item as Nodes))) {
				let run: PhrasingContent[] = [];
				for (const item of child.children as Nodes[]) {
					if (isBlock(item)) {
						if (run.length > 0) lifted.push(paragraph(run));
						run = [];
						lifted.push(item);
					} else run.push(item as PhrasingContent);
				}
				if (run.length > 0) lifted.push(paragraph(run));
			} else lifted.push(child);
		}
		(node as { children: Nodes[] }).children = lifted;
		liftBlocks(lifted);
	}
}
