/**
 * The "basic MDX formatting" Mintlify allows in a line of text that is not a page: docs.json's
 * `banner.content`, a `<Prompt description>`. Links, bold, italic and inline code become HTML;
 * everything else is text (escaped), so a value cannot inject markup or scripts.
 */

const ESCAPES: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
};

/** Escapes text for an HTML text node or attribute value. */
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

/** A link target that cannot run script: a path, an anchor, or an `http(s):`/`mailto:` address. */
function isSafeHref(href: string): boolean {
	const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
	return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

/** Bold, italic and inline code inside already-escaped text. */
function formatEmphasis(text: string): string {
	return text
		.replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_, a, b) => `<strong>${a ?? b}</strong>`)
		.replace(/(^|[^\w*])\*(?!\s)(.+?)\*(?!\w)/g, (_, lead, inner) => `${lead}<em>${inner}</em>`)
		.replace(/(^|[^\w])_(?!\s)(.+?)_(?!\w)/g, (_, lead, inner) => `${lead}<em>${inner}</em>`);
}

/**
 * Renders one line of Markdown (links, `**bold**`, `*italic*`, `` `code` ``) to HTML. Markdown
 * links and `<a href>` written as MDX both become links; any other markup is shown as text.
 * Not the spec's Markdown (`renderInlineMarkdown`, utils/endpoint/markdown.ts, full CommonMark
 * and GFM with raw HTML escaped): a line of docs.json keeps Mintlify's smaller set, takes
 * `<a href>` as a link, and drops a link that could run script rather than emptying its `href`.
 */
export function renderBasicMarkdown(source: string): string {
	// Code spans first: nothing inside them is formatted.
	const parts = source.split(/(`[^`]+`)/);
	return parts
		.map((part) => {
			if (/^`[^`]+`$/.test(part)) return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
			let html = '';
			let last = 0;
			// `[label](href)` and `<a href="...">label</a>`.
			const links = /\[([^\]]+)\]\(([^)\s]+)\)|<a\s+href=["']([^"']+)["'][^>]*>(.*?)<\/a>/gi;
			for (const match of part.matchAll(links)) {
				const label = match[1] ?? match[4] ?? '';
				const href = match[2] ?? match[3] ?? '';
				html += formatEmphasis(escapeHtml(part.slice(last, match.index)));
				html += isSafeHref(href)
					? `<a href="${escapeHtml(href)}">${formatEmphasis(escapeHtml(label))}</a>`
					: formatEmphasis(escapeHtml(label));
				last = match.index + match[0].length;
			}
			return html + formatEmphasis(escapeHtml(part.slice(last)));
		})
		.join('');
}
