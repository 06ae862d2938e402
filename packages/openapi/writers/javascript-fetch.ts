/// <reference path="./stringify-object.d.ts" />
/** JavaScript with `fetch`, written as httpsnippet's `javascript/fetch` client writes it. */
import stringifyObject from 'stringify-object';
import { createLines, type WriterOptions } from './common.ts';
import type { PreparedRequest } from './prepare-request.ts';

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
		const seen = new Map<string, number>();
		for (const param of postData.params ?? []) {
			if (param.fileName) {
				// A file travels as a File (or Blob), here the one chosen in a file input.
				const index = seen.get(param.name) ?? 0;
				seen.set(param.name, index + 1);
				const input = `document.querySelector('input[name="${param.name}"]').files[${index}]`;
				push(`form.append('${param.name}', ${input}); // ${param.fileName}`);
			} else push(`form.append('${param.name}', '${param.value || ''}');`);
		}
		blank();
	} else if (postData.fileName) {
		push(
			`const file = document.querySelector('input[type="file"]').files[0]; // ${postData.fileName}`,
		);
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
	} else if (postData.fileName) {
		push('options.body = file;');
		blank();
	}
	push(`fetch('${request.fullUrl}', options)`);
	push('.then(res => res.json())', 1);
	push('.then(res => console.log(res))', 1);
	push('.catch(err => console.error(err));', 1);
	return lines.join('\n');
}
