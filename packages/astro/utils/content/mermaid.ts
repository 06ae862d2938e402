/**
 * Mermaid diagrams (```mermaid fences) drawn at build time: beautiful-mermaid lays out
 * flowcharts, state, sequence, class, ER and XY charts into SVG with no browser and no DOM, so a
 * page ships the picture and no script. Its colours are the page's custom properties, so the
 * diagram follows the reader's theme. The other diagram types (pie, gantt, mindmap, ...) are
 * shown as their source, and reported.
 */
import { renderMermaidSVG } from 'beautiful-mermaid';

/** A diagram drawn, or why it was not. */
export type MermaidResult = { svg: string; type: string } | { error: string; type: string };

/** The diagram's type, from its first line that is not a directive or a comment. */
export function getDiagramType(source: string): string {
	const line = source
		.split('\n')
		.map((item) => item.trim())
		.find((item) => item && !item.startsWith('%%') && item !== '---');
	return line?.split(/[\s;]/)[0] ?? '';
}

/**
 * Draws a diagram as SVG. The web-font import the renderer adds is dropped: the page's font is
 * used and no request leaves the site. Its ids are the renderer's own: the page that shows it
 * makes them unique (`prefixMermaidIds`, mermaid-ids.ts).
 */
export function renderMermaid(source: string): MermaidResult {
	// Mermaid's front matter and `%%{init}%%` directives configure mermaid.js, not the layout here.
	const text = source
		.replace(/^\s*---\n[\s\S]*?\n---\n/, '')
		.split('\n')
		.filter((line) => !/^\s*%%/.test(line))
		.join('\n');
	let svg: string;
	try {
		svg = renderMermaidSVG(text, {
			bg: 'var(--td-bg)',
			fg: 'var(--td-text)',
			accent: 'var(--td-primary)',
			transparent: true,
			font: 'inherit',
		});
	} catch (error) {
		return {
			error: error instanceof Error ? error.message : String(error),
			type: getDiagramType(text),
		};
	}
	svg = svg
		.replace(/@import url\([^)]*\);?/g, '')
		.replace(/font-family: 'inherit', /g, 'font-family: ');
	return { svg, type: getDiagramType(text) };
}
