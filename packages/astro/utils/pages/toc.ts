/**
 * "On this page": the `<h2>` and `<h3>` headings with an `id` in a page's rendered HTML. Read
 * from the HTML rather than from the Markdown, so headings drawn by components (an endpoint
 * page's "Path parameters", "Responses", ...) are listed as well, and get their anchor links.
 */

/** A heading of the page. */
export interface TocEntry {
	depth: 2 | 3;
	id: string;
	/** The heading's text, still HTML-escaped (tags removed). */
	html: string;
}

const HEADING = /<h([23])\b([^>]*)>([\s\S]*?)<\/h\1>/gi;
/** The headings that get an anchor link: one level deeper than "On this page" lists. */
const LINKED_HEADING = /<h([234])\b([^>]*)>([\s\S]*?)<\/h\1>/gi;
/**
 * What a heading shows beside its words and "On this page" leaves out (`data-toc-skip`): the
 * request body's media types and badges, which would read "Request bodyapplication/json".
 */
const SKIPPED = /<(code|span)\b[^>]*\bdata-toc-skip\b[^>]*>[\s\S]*?<\/\1>/gi;

const readId = (attributes: string) => /\bid="([^"]+)"/.exec(attributes)?.[1];

/** A heading's words, HTML-escaped as they were, without tags or the parts beside them. */
function readHeadingText(inner: string): string {
	return inner
		.replace(SKIPPED, '')
		.replace(/<[^>]*>/g, '')
		.replace(/\s+/g, ' ')
		.trim();
}

/**
 * Lists the page's headings in order; headings marked `data-toc-ignore` are skipped, and so are
 * the parts of a heading marked `data-toc-skip`.
 */
export function getTocEntries(html: string): TocEntry[] {
	const entries: TocEntry[] = [];
	for (const match of html.matchAll(HEADING)) {
		const [, level, attributes = '', inner = ''] = match;
		const id = readId(attributes);
		if (!id || /\bdata-toc-ignore\b/.test(attributes)) continue;
		const text = readHeadingText(inner);
		if (text) entries.push({ depth: level === '3' ? 3 : 2, id, html: text });
	}
	return entries;
}

/**
 * Gives every `<h2>` to `<h4>` with an `id` a link to itself, as Starlight's heading anchors do:
 * the heading and its link side by side in a `<div class="td-heading">`, the link after the
 * heading rather than inside it, so the heading is still named by its own words. The link is
 * named "Section titled ..." and draws its `#` in CSS (shown on hover and keyboard focus), so the
 * page's text, its copies and its search index hold no words of it.
 */
export function addHeadingAnchors(html: string): string {
	return html.replace(
		LINKED_HEADING,
		(heading, level: string, attributes: string, inner: string) => {
			const id = readId(attributes);
			const text = readHeadingText(inner);
			if (!id || !text) return heading;
			const name = `Section titled “${text.replace(/"/g, '&quot;')}”`;
			return `<div class="td-heading td-heading-${level}">${heading}<a class="td-anchor" href="#${id}" aria-label="${name}"></a></div>`;
		},
	);
}
