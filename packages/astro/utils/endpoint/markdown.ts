import { compile, parse, postprocess, preprocess } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

const cache = new Map<string, string>();
const htmlOptions = { htmlExtensions: [gfmHtml()] };
let parser: ReturnType<typeof parse> | undefined;
/** One line starting with a letter, with no character Markdown, GFM or HTML escaping acts on. */
const PLAIN = /^[A-Za-z][^\n\r\t`*_[\]<>&#!|~\\"@]*$/;
/** What GFM turns into a link (`www.`, `https:`) and spaces a paragraph would trim or break on. */
const LINK_OR_BREAK = /https?:|www\.|\s$| {2}/i;

/**
 * `micromark()`, with its parser built once: building it merges every syntax extension again,
 * which on a large spec cost more than reading the descriptions.
 */
function toHtml(text: string): string {
	// Most descriptions are one plain sentence: Markdown would give the paragraph as it is.
	if (PLAIN.test(text) && !LINK_OR_BREAK.test(text)) return `<p>${text}</p>`;
	parser ??= parse({ extensions: [gfm()] });
	// What a parser remembers of the document it read (definitions, lazy lines) starts empty.
	parser.defined = [];
	parser.lazy = {};
	const events = parser.document().write(preprocess()(text, undefined, true));
	return compile(htmlOptions)(postprocess(events));
}

/**
 * Renders a spec's Markdown (descriptions of operations, parameters, fields) to HTML. Raw HTML
 * in the source is escaped, never passed through. Results are cached: large specs repeat the
 * same descriptions on hundreds of pages.
 */
export function renderMarkdown(text: string | undefined): string {
	if (!text) return '';
	let html = cache.get(text);
	if (html === undefined) {
		html = toHtml(text);
		if (cache.size > 20_000) cache.clear();
		cache.set(text, html);
	}
	return html;
}

/**
 * Renders one paragraph of Markdown without the wrapping `<p>`, for use inside a line. A line of
 * docs.json or a component's prop (a banner, a `<Prompt description>`) is not spec Markdown: it
 * keeps Mintlify's basic formatting (`renderBasicMarkdown`, utils/look/inline-markdown.ts).
 */
export function renderInlineMarkdown(text: string | undefined): string {
	const html = renderMarkdown(text);
	const match = /^<p>([\s\S]*)<\/p>\n?$/.exec(html);
	return match && !match[1]?.includes('<p>') ? (match[1] ?? '') : html;
}
