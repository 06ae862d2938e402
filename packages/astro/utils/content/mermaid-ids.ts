/**
 * The ids of a drawn Mermaid diagram (mermaid.ts), made unique as the page renders. A module of
 * its own, with no import: the page's component uses it, and the renderer stays out of the
 * pages' bundle.
 */

/**
 * A drawn diagram with `prefix` in front of each of its ids and of the references to them: two
 * diagrams on a page would otherwise share their arrow markers. Called as the page renders
 * (components/mintlify/code/Mermaid.astro), so the prefix counts the page's diagrams.
 */
export function prefixMermaidIds(svg: string, prefix: string): string {
	return svg
		.replace(/(\s)id="([^"]+)"/g, `$1id="${prefix}$2"`)
		.replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
		.replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}
