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
 * Tags a spec's description may write as HTML, as CommonMark allows (Stripe's are all `<p>`,
 * `<code>`, `<a href>`, `<ul><li>`): formatting only, never a script, a form, a style or a
 * heading that would enter the page's table of contents.
 */
const SAFE_TAGS = new Set(
	'p br code pre strong b em i u s ul ol li blockquote h3 h4 h5 h6 table thead tbody tr th td sup sub span dl dt dd hr kbd'.split(
		' ',
	),
);
const VOID_TAGS = new Set(['br', 'hr']);
/** A tag as micromark escaped it: no attribute, or an `<a>`'s lone `href`. */
const ESCAPED_TAG =
	/&lt;(\/?)([a-z][a-z0-9]*)((?:\s+href=&quot;(?:[^&"<>]|&amp;)*&quot;)?)\s*\/?&gt;/gi;
/** An `href` a link may keep: the web, mail, or a path of the site. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/|#|\.{0,2}\/|[^:]*$)/i;

/**
 * Raw HTML is escaped by micromark; the formatting tags of `SAFE_TAGS`, written without
 * attributes (an `<a>` with only a web, mail or site `href`), are given back as tags when they
 * are balanced in the description. Anything else (an attribute, `<script>`, an unclosed list)
 * stays text, as before.
 */
function restoreSafeTags(html: string): string {
	if (!html.includes('&lt;')) return html;
	const open: string[] = [];
	let safe = true;
	const restored = html.replace(
		ESCAPED_TAG,
		(match, close: string, rawName: string, href: string) => {
			const name = rawName.toLowerCase();
			const link = name === 'a' && !close && href;
			if (!safe || !(SAFE_TAGS.has(name) || (name === 'a' && (link || close)))) return match;
			if (href && !link) return match;
			if (link) {
				const url = href.replace(/^\s+href=&quot;|&quot;$/g, '');
				if (!SAFE_HREF.test(url.replace(/&amp;/g, '&'))) return match;
				open.push('a');
				return `<a href="${url}">`;
			}
			if (VOID_TAGS.has(name)) return close ? match : `<${name}>`;
			if (close) {
				if (open.pop() !== name) safe = false;
				return `</${name}>`;
			}
			open.push(name);
			return `<${name}>`;
		},
	);
	return safe && open.length === 0 ? restored : html;
}

/**
 * Renders a spec's Markdown (descriptions of operations, parameters, fields) to HTML. Raw HTML
 * in the source is escaped, except balanced formatting tags (`restoreSafeTags`). Results are
 * cached: large specs repeat the same descriptions on hundreds of pages.
 */
export function renderMarkdown(text: string | undefined): string {
	if (!text) return '';
	let html = cache.get(text);
	if (html === undefined) {
		html = restoreSafeTags(toHtml(text));
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
