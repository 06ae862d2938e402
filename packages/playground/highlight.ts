/**
 * A tiny syntax highlighter for the code examples: strings, numbers, keywords, comments, keys and
 * flags get a class; everything is HTML-escaped, so what it returns is safe to set as
 * `innerHTML` whatever the input. JSON responses have theirs in `highlight-json.ts`, which loads
 * with the response panel.
 */

import { highlightCode as highlightCodeWith } from '@trydocs/openapi/text';

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
