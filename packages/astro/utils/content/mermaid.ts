/**
 * Mermaid diagrams (```mermaid fences) drawn at build time: beautiful-mermaid lays out
 * flowcharts, state, sequence, class, ER and XY charts into SVG with no browser and no DOM, so a
 * page ships the picture and no script. Its colours are the page's custom properties, so the
 * diagram follows the reader's theme. The source is first read as Mermaid reads it
 * (mermaid-source.ts). The other diagram types (pie, gantt, mindmap, ...), and a diagram the
 * renderer refuses, are drawn by Mermaid itself in the browser (client/mermaid.ts).
 */
import { renderMermaidSVG } from 'beautiful-mermaid';
import { prepareMermaidSource } from './mermaid-source.ts';

/**
 * A diagram drawn, or why it is left to Mermaid in the browser; with its type and its front
 * matter's title.
 */
export type MermaidResult = { type: string; title?: string | undefined } & (
	| { svg: string }
	| { browser: string }
);

/**
 * Draws a diagram as SVG. The web-font import the renderer adds is dropped: the page's font is
 * used and no request leaves the site. Its ids are the renderer's own: the page that shows it
 * makes them unique (`prefixMermaidIds`, mermaid-ids.ts).
 */
export function renderMermaid(source: string): MermaidResult {
	const { type, title, prepared } = prepareMermaidSource(source);
	if ('reason' in prepared) return { type, title, browser: prepared.reason };
	let svg: string;
	try {
		svg = renderMermaidSVG(prepared.text, {
			bg: 'var(--td-bg)',
			fg: 'var(--td-text)',
			accent: 'var(--td-primary)',
			transparent: true,
			font: 'inherit',
		});
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error);
		return { type, title, browser: reason };
	}
	svg = svg
		.replace(/@import url\([^)]*\);?/g, '')
		.replace(/font-family: 'inherit', /g, 'font-family: ');
	return { type, title, svg };
}
