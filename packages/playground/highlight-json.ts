/**
 * The response panel's JSON highlighter: keys, strings, numbers, booleans and null get a class;
 * everything is HTML-escaped, so what it returns is safe to set as `innerHTML` whatever the input
 * (a response body is never executed). Apart from `highlight.ts`, so the modal's chunk does not
 * carry it: it loads with the response panel, on the first Send.
 */

import { highlightJson as highlightJsonWith } from '@trydocs/openapi/text';

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
