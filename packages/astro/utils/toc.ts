/**
 * "On this page": the `<h2>` and `<h3>` headings with an `id` in a page's rendered HTML. Read
 * from the HTML rather than from the Markdown, so headings drawn by components (an endpoint
 * page's "Path parameters", "Responses", ...) are listed as well.
 */

/** A heading of the page. */
export interface TocEntry {
	depth: 2 | 3;
	id: string;
	/** The heading's text, still HTML-escaped (tags removed). */
	html: string;
}

const HEADING = /<h([23])\b([^>]*)>([\s\S]*?)<\/h\1>/gi;
/**
 * What a heading shows beside its words and "On this page" leaves out (`data-toc-skip`): the
 * request body's media types and badges, which would read "Request bodyapplication/json".
 */
const SKIPPED = /<(code|span)\b[^>]*\bdata-toc-skip\b[^>]*>[\s\S]*?<\/\1>/gi;

/**
 * Lists the page's headings in order; headings marked `data-toc-ignore` are skipped, and so are
 * the parts of a heading marked `data-toc-skip`.
 */
export function getTocEntries(html: string): TocEntry[] {
	const entries: TocEntry[] = [];
	for (const match of html.matchAll(HEADING)) {
		const [, level, attributes = '', inner = ''] = match;
		const id = /\bid="([^"]+)"/.exec(attributes)?.[1];
		if (!id || /\bdata-toc-ignore\b/.test(attributes)) continue;
		const text = inner
			.replace(SKIPPED, '')
			.replace(/<[^>]*>/g, '')
			.replace(/\s+/g, ' ')
			.trim();
		if (text) entries.push({ depth: level === '3' ? 3 : 2, id, html: text });
	}
	return entries;
}
