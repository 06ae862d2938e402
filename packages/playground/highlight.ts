/**
 * A tiny syntax highlighter for the code examples and JSON responses: strings, numbers,
 * keywords, comments, keys and flags get a class; everything is HTML-escaped, so what it
 * returns is safe to set as `innerHTML` whatever the input (a response body is never executed).
 */

import {
	highlightCode as highlightCodeWith,
	highlightJson as highlightJsonWith,
} from '@trydocs/openapi/text';

const JSON_CLASSES = {
	key: 'td-pg-tok-key',
	string: 'td-pg-tok-string',
	number: 'td-pg-tok-number',
	literal: 'td-pg-tok-literal',
};

/**
 * Highlights JSON text (already pretty-printed). Keys, strings, numbers, booleans and null get
 * their own class; invalid JSON comes back escaped and unhighlighted.
 */
export function highlightJson(text: string): string {
	return highlightJsonWith(text, JSON_CLASSES);
}

const CODE_CLASSES = {
	key: 'td-pg-tok-key',
	string: 'td-pg-tok-string',
	number: 'td-pg-tok-number',
	keyword: 'td-pg-tok-keyword',
	flag: 'td-pg-tok-flag',
	comment: 'td-pg-tok-comment',
};

/**
 * Highlights a code example in any of the configured languages with the grammar the page's
 * examples use (`highlightCode` of `@trydocs/openapi/text`), in the playground's classes.
 */
export function highlightCode(code: string, syntax: string): string {
	return highlightCodeWith(code, syntax, CODE_CLASSES);
}
