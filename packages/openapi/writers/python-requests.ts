/** Python with Requests, written as httpsnippet's `python/requests` client writes it. */

import { createLines, escapeString, type WriterOptions } from './common.ts';
import type { PreparedRequest } from './prepare-request.ts';

const BUILT_IN_METHODS = ['HEAD', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The request as a Python script that sends it with `requests` and prints the response. */
export function writePythonRequests(request: PreparedRequest, options: WriterOptions = {}): string {
	const indent = options.indent ?? '    ';
	const { push, blank, lines } = createLines(indent);
	const { postData } = request;
	const headers = { ...request.allHeaders };
	push('import requests');
	blank();
	push(`url = "${request.fullUrl}"`);
	blank();
	let hasPayload = false;
	let hasFiles = false;
	let json = false;
	if (postData.mimeType === 'application/json') {
		if (postData.jsonObj) {
			push(`payload = ${toPython(postData.jsonObj, indent)}`);
			json = true;
			hasPayload = true;
		}
	} else if (postData.mimeType === 'multipart/form-data') {
		if (postData.params) {
			const files: Record<string, string> = {};
			const payload: Record<string, unknown> = {};
			for (const param of postData.params) {
				if (param.fileName) {
					files[param.name] = param.contentType
						? `("${param.fileName}", open("${param.fileName}", "rb"), "${param.contentType}")`
						: `("${param.fileName}", open("${param.fileName}", "rb"))`;
					hasFiles = true;
				} else {
					payload[param.name] = param.value;
					hasPayload = true;
				}
			}
			if (hasFiles) {
				push(`files = ${toPython(files, indent, 1, true)}`);
				if (hasPayload) push(`payload = ${toPython(payload, indent)}`);
				const name = Object.keys(headers).find((key) => key.toLowerCase() === 'content-type');
				if (name) delete headers[name];
			} else {
				hasPayload = pushText(push, postData.text) || hasPayload;
			}
		}
	} else if (postData.mimeType === 'application/x-www-form-urlencoded' && postData.paramsObj) {
		push(`payload = ${toPython(postData.paramsObj, indent)}`);
		hasPayload = true;
	} else if (postData.fileName) {
		// A binary body: Requests streams the open file.
		push(`payload = open("${escapeString(postData.fileName, '"')}", "rb")`);
		hasPayload = true;
	} else {
		hasPayload = pushText(push, postData.text);
	}

	const names = Object.keys(headers);
	const header = (name: string) => `"${name}": "${escapeString(headers[name], '"')}"`;
	if (names.length === 0 && (hasPayload || hasFiles)) blank();
	else if (names.length === 1) {
		push(`headers = {${header(names[0] as string)}}`);
		blank();
	} else if (names.length > 1) {
		push('headers = {');
		names.forEach((name, index) => {
			push(index < names.length - 1 ? `${header(name)},` : header(name), 1);
		});
		push('}');
		blank();
	}
	let call = BUILT_IN_METHODS.includes(request.method)
		? `response = requests.${request.method.toLowerCase()}(url`
		: `response = requests.request("${request.method}", url`;
	if (hasPayload) call += json ? ', json=payload' : ', data=payload';
	if (hasFiles) call += ', files=files';
	if (names.length > 0) call += ', headers=headers';
	push(`${call})`);
	blank();
	push('print(response.text)');
	return lines.join('\n');
}

/** `payload = "…"` for a text body; false when there is none. */
function pushText(push: (line: string) => void, text: string | undefined): boolean {
	const literal = JSON.stringify(text);
	if (!literal) return false;
	push(`payload = ${literal}`);
	return true;
}

/**
 * A Python literal of a JSON value: dicts pretty-printed one entry a line when they have more
 * than one, `None`/`True`/`False`, strings in double quotes. `raw` leaves string values as they
 * are (the file tuples of a multipart body).
 */
function toPython(value: unknown, indent: string, level = 1, raw = false): string {
	if (typeof value === 'number') return String(value);
	if (value === null) return 'None';
	if (typeof value === 'boolean') return value ? 'True' : 'False';
	if (Array.isArray(value)) {
		let pretty = false;
		const items = value.map((item) => {
			if (isPlainObject(item)) pretty = Object.keys(item).length > 1;
			return toPython(item, indent, level + 1, raw);
		});
		return wrap('[', ']', items, pretty, indent, level);
	}
	if (isPlainObject(value)) {
		const entries = Object.keys(value).map(
			(key) => `"${key}": ${toPython(value[key], indent, level + 1, raw)}`,
		);
		return wrap('{', '}', entries, entries.length > 1, indent, level);
	}
	if (value === undefined) return '';
	return raw ? String(value) : `"${String(value).replace(/"/g, '\\"')}"`;
}

function wrap(
	open: string,
	close: string,
	items: string[],
	pretty: boolean,
	indent: string,
	level: number,
): string {
	if (pretty) {
		const inner = indent.repeat(level);
		return `${open}\n${inner}${items.join(`,\n${inner}`)}\n${indent.repeat(level - 1)}${close}`;
	}
	if (open === '{' && items.length > 0) return `${open} ${items.join(', ')} ${close}`;
	return `${open}${items.join(', ')}${close}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
	return Object.prototype.toString.call(value) === '[object Object]';
}
