/**
 * Text helpers every Trydocs package shares (the build, the island and the server): HTML
 * escaping, base64 of bytes or text, and small JSON and code highlighters (the page's examples at
 * build time, the playground's in the browser, one grammar for both). No DOM and no Node APIs, so
 * they run in browsers, Node and workerd alike.
 */
import { escapeHtml } from './text/escape-html.ts';

export { getEditDistance } from './text/edit-distance.ts';
export { escapeHtml } from './text/escape-html.ts';
export { highlightJson, type JsonTokenClasses } from './text/highlight-json.ts';

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

/** The class names `highlightCode` gives each kind of code token. */
export interface CodeTokenClasses {
	/** A quoted key: a string followed by `:` (JSON, and Python, JavaScript or Ruby literals). */
	key: string;
	string: string;
	number: string;
	keyword: string;
	flag: string;
	comment: string;
}

const KEYWORDS = new Set(
	(
		'const let var function return await async import from as new if else for in of while true ' +
		'false null None True False nil def end do then print require use fn mut match struct ' +
		'package func main var val fun class public private static void final try catch throw ' +
		'using namespace include int char string String echo curl_setopt'
	).split(' '),
);

// Strings, an unquoted URL (kept whole, so no word of its path reads as a keyword), flags,
// numbers that are not part of an address, words, and characters to escape.
const TAIL =
	/('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`)|([a-z][a-z0-9+.-]*:\/\/[^\s'"`]*)|((?:^|\s)--?[a-zA-Z][\w-]*)|(?<![\w.:/])(\d+(?:\.\d+)?)(?![\w.:/])|([A-Za-z_$][\w$]*)|([&<>"'])/
		.source;
/** `#` comments (shell, Python, Ruby, PowerShell), at a line start or after a space. */
const HASH_PATTERN = new RegExp(`((?:^|(?<=\\s))#[^\\n]*)|${TAIL}`, 'gm');
/** `//` and block comments (C-like languages); `://` in a URL is not one. */
const SLASH_PATTERN = new RegExp(`((?<![:\\w])\\/\\/[^\\n]*|\\/\\*[\\s\\S]*?\\*\\/)|${TAIL}`, 'gm');
const HASH_SYNTAXES = new Set(['bash', 'python', 'ruby', 'powershell']);

/**
 * Highlights a code example in any of the configured languages with one small shared grammar:
 * comments (`#` for shell-like languages, `//` and block comments for C-like ones), strings,
 * keys, command-line flags, numbers and common keywords, each wrapped in a span of the given
 * class. A JSON body inside a shell string reads as JSON: the single-quoted string spans lines, so
 * its keys and values are marked as the response examples' are.
 * Everything is HTML-escaped and the text is unchanged, so the result is safe as `innerHTML` and
 * its `textContent` is the code exactly.
 */
export function highlightCode(code: string, syntax: string, classes: CodeTokenClasses): string {
	const token = (kind: keyof CodeTokenClasses, text: string) =>
		`<span class="${classes[kind]}">${escapeHtml(text)}</span>`;
	const pattern = HASH_SYNTAXES.has(syntax) ? HASH_PATTERN : SLASH_PATTERN;
	return code.replace(
		pattern,
		(
			match,
			comment: string,
			string: string,
			url: string,
			flag: string,
			number: string,
			word: string,
			_escaped: string,
			offset: number,
			input: string,
		) => {
			if (comment) return token('comment', comment);
			if (string) {
				const isKey = /^\s*:(?!:)/.test(input.slice(offset + match.length));
				return token(isKey ? 'key' : 'string', string);
			}
			if (url) return escapeHtml(url);
			if (flag) {
				const space = flag.length - flag.trimStart().length;
				return `${flag.slice(0, space)}${token('flag', flag.slice(space))}`;
			}
			if (number) return token('number', number);
			if (word) return KEYWORDS.has(word) ? token('keyword', word) : word;
			return escapeHtml(match);
		},
	);
}
