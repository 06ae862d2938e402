import { escapeHtml } from './render-schema.ts';

const TOKEN =
	/("(?:[^"\\]|\\.)*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;

/**
 * Highlights JSON text with a few classes (keys, strings, numbers, literals). A tokenizer this
 * small keeps builds of large specs fast; anything that is not JSON comes out escaped as is.
 */
export function highlightJson(text: string): string {
	let html = '';
	let last = 0;
	for (const match of text.matchAll(TOKEN)) {
		const index = match.index ?? 0;
		html += escapeHtml(text.slice(last, index));
		const [whole, string, colon, literal, number] = match;
		if (string !== undefined) {
			html += `<span class="${colon ? 'td-j-key' : 'td-j-str'}">${escapeHtml(string)}</span>${colon ?? ''}`;
		} else if (literal !== undefined) {
			html += `<span class="td-j-lit">${literal}</span>`;
		} else if (number !== undefined) {
			html += `<span class="td-j-num">${number}</span>`;
		} else {
			html += escapeHtml(whole);
		}
		last = index + whole.length;
	}
	return html + escapeHtml(text.slice(last));
}
