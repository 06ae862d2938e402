/**
 * Text helpers every Trydocs package shares (the build, the island and the server): HTML
 * escaping, base64 of bytes or text, and a small JSON highlighter. No DOM and no Node APIs, so
 * they run in browsers, Node and workerd alike.
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

/** Base64 of bytes, or of the UTF-8 bytes of a string. */
export function encodeBase64(input: Uint8Array | string): string {
	const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
	let binary = '';
	// Chunks keep `String.fromCharCode(...)` under the engines' argument limits.
	for (let index = 0; index < bytes.length; index += 0x8000) {
		binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
	}
	return btoa(binary);
}

/** The bytes of base64 text; throws a `DOMException` on text that is not base64. */
export function decodeBase64(text: string): Uint8Array {
	const binary = atob(text);
	const bytes = new Uint8Array(binary.length);
	for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
	return bytes;
}

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
