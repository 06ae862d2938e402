/// <reference path="./stringify-object.d.ts" />
/** JavaScript with `fetch`, written as httpsnippet's `javascript/fetch` client writes it. */
import stringifyObject from 'stringify-object';
import type { PreparedRequest } from '../prepare-request.ts';
import { createLines, type WriterOptions } from './common.ts';

/** The request as a `fetch` call that logs the JSON response. */
export function writeJavaScriptFetch(
	request: PreparedRequest,
	options: WriterOptions = {},
): string {
	const indent = options.indent ?? '  ';
	const { push, blank, lines } = createLines(indent);
	const { postData } = request;
	const headers = { ...request.allHeaders };
	const init: Record<string, unknown> = { method: request.method };
	if (Object.keys(headers).length) init.headers = headers;
	const multipart = postData.mimeType === 'multipart/form-data' && !!postData.params;
	if (postData.mimeType === 'application/x-www-form-urlencoded') {
		init.body = postData.paramsObj ? postData.paramsObj : postData.text;
	} else if (postData.mimeType === 'application/json') {
		if (postData.jsonObj) init.body = postData.jsonObj;
	} else if (multipart) {
		// The browser writes the multipart Content-Type with its boundary.
		const name = Object.keys(headers).find((key) => key.toLowerCase() === 'content-type');
		if (name) delete headers[name];
		push('const form = new FormData();');
		for (const param of postData.params ?? []) {
			push(`form.append('${param.name}', '${param.value || param.fileName || ''}');`);
		}
		blank();
	} else if (postData.mimeType !== 'multipart/form-data' && postData.text) {
		init.body = postData.text;
	}
	if (init.headers && Object.keys(headers).length === 0) delete init.headers;
	const literal = stringifyObject(init, {
		indent,
		inlineCharacterLimit: 80,
		transform: (_object, property, original) => {
			if (property !== 'body') return original;
			if (postData.mimeType === 'application/x-www-form-urlencoded') {
				return `new URLSearchParams(${original})`;
			}
			if (postData.mimeType === 'application/json') return `JSON.stringify(${original})`;
			return original;
		},
	});
	push(`const options = ${literal};`);
	blank();
	if (multipart) {
		push('options.body = form;');
		blank();
	}
	push(`fetch('${request.fullUrl}', options)`);
	push('.then(res => res.json())', 1);
	push('.then(res => console.log(res))', 1);
	push('.catch(err => console.error(err));', 1);
	return lines.join('\n');
}
