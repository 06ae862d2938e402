/** The example elements of an `api:` page: `<RequestExample>` and `<ResponseExample>`. */
import type { CodeSample } from '@trydocs/openapi';
import { findCode } from './jsx.ts';
import type { JsxElement, ResponseExample } from './types.ts';

/** A `<RequestExample>`'s code blocks, as the operation's code samples. */
export function readRequestExample(node: JsxElement): CodeSample[] {
	return findCode(node).map((code) => ({
		lang: code.lang ?? 'bash',
		label: code.meta?.trim() || code.lang || 'Example',
		source: code.value,
	}));
}

/** A `<ResponseExample>`'s code blocks, each by the status its title names (200 if none). */
export function readResponseExample(node: JsxElement): ResponseExample[] {
	return findCode(node).map((code) => {
		const title = code.meta?.trim() ?? '';
		const status = /\b([1-5]\d\d|default)\b/.exec(title)?.[1] ?? '200';
		const isJson = /json/i.test(code.lang ?? '') || /^\s*[{[]/.test(code.value);
		let value: unknown = code.value;
		if (isJson) {
			try {
				value = JSON.parse(code.value);
			} catch {
				// Not valid JSON after all: shown as text.
			}
		}
		return { status, value, mediaType: isJson ? 'application/json' : 'text/plain' };
	});
}
