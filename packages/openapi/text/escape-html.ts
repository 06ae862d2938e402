/**
 * HTML escaping, a leaf of `text.ts` that both highlighters import: the JSON one lives in a module
 * of its own (`highlight-json.ts`), so a browser bundle that only highlights code never loads it.
 */

const HTML_ESCAPES: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
};

/** Escapes a value for HTML text and quoted attribute values (`& < > " '`). */
export function escapeHtml(value: unknown): string {
	return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
