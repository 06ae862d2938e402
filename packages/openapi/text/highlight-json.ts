/**
 * The JSON highlighter of `text.ts`, in a module of its own: the playground highlights JSON only
 * in the response panel, which loads with the first Send, so the modal's code does not carry it.
 */
import { escapeHtml } from './escape-html.ts';

/** The class names `highlightJson` gives each kind of JSON token. */
export interface JsonTokenClasses {
	key: string;
	string: string;
	number: string;
	literal: string;
}

const JSON_TOKEN =
	/("(?:[^"\\]|\\.)*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;

/**
 * Highlights JSON text (usually pretty-printed): keys, strings, numbers and literals are wrapped
 * in spans with the given classes, everything is HTML-escaped, so the result is safe as
 * `innerHTML` whatever the input; text that is not JSON comes out escaped as it is. A tokenizer
 * this small keeps builds of large specs fast.
 */
export function highlightJson(text: string, classes: JsonTokenClasses): string {
	let html = '';
	let last = 0;
	for (const match of text.matchAll(JSON_TOKEN)) {
		const index = match.index ?? 0;
		html += escapeHtml(text.slice(last, index));
		const [whole, string, colon, literal, number] = match;
		if (string !== undefined) {
			html += `<span class="${colon ? classes.key : classes.string}">${escapeHtml(string)}</span>${colon ?? ''}`;
		} else if (literal !== undefined) {
			html += `<span class="${classes.literal}">${literal}</span>`;
		} else if (number !== undefined) {
			html += `<span class="${classes.number}">${number}</span>`;
		}
		last = index + whole.length;
	}
	return html + escapeHtml(text.slice(last));
}
