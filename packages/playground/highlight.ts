/**
 * A tiny syntax highlighter for the code examples and JSON responses: strings, numbers,
 * keywords, comments, keys and flags get a class; everything is HTML-escaped, so what it
 * returns is safe to set as `innerHTML` whatever the input (a response body is never executed).
 */

import { escapeHtml, highlightJson as highlightJsonWith } from '@trydocs/openapi/text';

const JSON_CLASSES = {
	key: 'td-pg-tok-key',
	string: 'td-pg-tok-string',
	number: 'td-pg-tok-number',
	literal: 'td-pg-tok-literal',
};

const KEYWORDS = new Set(
	(
		'const let var function return await async import from as new if else for in of while true ' +
		'false null None True False nil def end do then print require use fn mut match struct ' +
		'package func main var val fun class public private static void final try catch throw ' +
		'using namespace include int char string String echo curl_setopt'
	).split(' '),
);

const token = (kind: string, text: string) =>
	`<span class="td-pg-tok-${kind}">${escapeHtml(text)}</span>`;

/**
 * Highlights JSON text (already pretty-printed). Keys, strings, numbers, booleans and null get
 * their own class; invalid JSON comes back escaped and unhighlighted.
 */
export function highlightJson(text: string): string {
	return highlightJsonWith(text, JSON_CLASSES);
}

const TAIL =
	/('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`)|((?:^|\s)--?[a-zA-Z][\w-]*)|(?<![\w.:/])(\d+(?:\.\d+)?)(?![\w.:/])|([A-Za-z_$][\w$]*)|([&<>"'])/
		.source;
/** `#` comments (shell, Python, Ruby, PowerShell), at a line start or after a space. */
const HASH_PATTERN = new RegExp(`((?:^|(?<=\\s))#[^\\n]*)|${TAIL}`, 'gm');
/** `//` and block comments (C-like languages); `://` in a URL is not one. */
const SLASH_PATTERN = new RegExp(`((?<![:\\w])\\/\\/[^\\n]*|\\/\\*[\\s\\S]*?\\*\\/)|${TAIL}`, 'gm');
const HASH_SYNTAXES = new Set(['bash', 'python', 'ruby', 'powershell']);

/**
 * Highlights a code example in any of the configured languages with one small shared grammar:
 * comments (`#` for shell-like languages, `//` and block comments for C-like ones), strings,
 * command-line flags, numbers and common keywords.
 */
export function highlightCode(code: string, syntax: string): string {
	const pattern = HASH_SYNTAXES.has(syntax) ? HASH_PATTERN : SLASH_PATTERN;
	return code.replace(
		pattern,
		(match, comment: string, string: string, flag: string, number: string, word: string) => {
			if (comment) return token('comment', comment);
			if (string) return token('string', string);
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
