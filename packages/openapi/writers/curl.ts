/**
 * cURL (the `bash`/`curl` examples), written as httpsnippet's `shell/curl` client writes it, one
 * option per line, except a JSON body: pretty-printed from the quote on and indented under its
 * option, as Mintlify's examples show it (httpsnippet puts the quotes alone on their own lines).
 */

import { getHeader, isJsonMimeType, type WriterOptions } from './common.ts';
import type { PreparedRequest } from './prepare-request.ts';

/** Strong quoting with single quotes, left out for words that need none. */
function quote(value = ''): string {
	if (/^[a-z0-9-_/.@%^=:]+$/i.test(value)) return value;
	return `'${value.replace(/'/g, "'\\''")}'`;
}

/** Bash's ANSI-C quoting (`$'…'`): line ends written as `\r` and `\n`, on one line. */
function quoteBytes(value: string): string {
	const escaped = value
		.replace(/\\/g, '\\\\')
		.replace(/'/g, "\\'")
		.replace(/\r/g, '\\r')
		.replace(/\n/g, '\\n');
	return `$'${escaped}'`;
}

/** The request as a `curl` command, one option per line. */
export function writeCurl(request: PreparedRequest, options: WriterOptions = {}): string {
	const indent = options.indent ?? '  ';
	const headers = { ...request.headersObj };
	const { postData } = request;
	const lines = [`curl --request ${request.method}`, `--url ${quote(request.fullUrl)}`];
	if (request.httpVersion === 'HTTP/1.0') lines.push('--http1.0');
	if (getHeader(request.allHeaders, 'accept-encoding')) lines.push('--compressed');
	if (postData.mimeType === 'multipart/form-data') {
		// `--form` makes curl send `Content-Type: multipart/form-data` with the boundary it writes;
		// a header of ours would replace it with one that names no boundary (as Send leaves it
		// to the browser).
		const name = Object.keys(headers).find((key) => key.toLowerCase() === 'content-type');
		if (name) delete headers[name];
	}
	for (const key of Object.keys(headers).sort()) {
		lines.push(`--header ${quote(`${key}: ${headers[key]}`)}`);
	}
	if (request.allHeaders.cookie) lines.push(`--cookie ${quote(request.allHeaders.cookie)}`);
	if (postData.mimeType === 'multipart/form-data') {
		for (const param of postData.params ?? []) {
			lines.push(
				param.fileName
					? `--form ${param.name}='@${param.fileName}'`
					: `--form ${quote(`${param.name}=${param.value}`)}`,
			);
		}
	} else if (postData.mimeType === 'application/x-www-form-urlencoded') {
		if (postData.params) {
			for (const param of postData.params) {
				lines.push(`--data-urlencode ${quote(`${encodeURIComponent(param.name)}=${param.value}`)}`);
			}
		} else lines.push(`--data ${quote(postData.text)}`);
	} else if (postData.fileName) {
		lines.push(`--data-binary ${quote(`@${postData.fileName}`)}`);
	} else if (postData.text?.includes('\r')) {
		// Exact bytes with their CRLF line ends (a multipart body): ANSI-C quoting shows them.
		lines.push(`--data-binary ${quoteBytes(postData.text)}`);
	} else if (postData.text) {
		lines.push(`--data ${writeData(postData.mimeType, postData.text, indent)}`);
	}
	return lines.join(` \\\n${indent}`);
}

/**
 * A JSON body longer than a line is pretty-printed: `'{` on the option's line, its members
 * indented under the option and `}'` closing it (in a heredoc when it holds a quote, which a
 * single-quoted word cannot).
 */
function writeData(mimeType: string, text: string, indent: string): string {
	if (isJsonMimeType(mimeType) && text.length > 20) {
		try {
			const pretty = JSON.stringify(JSON.parse(text), null, '  ');
			if (text.indexOf("'") > 0) return `@- <<EOF\n${pretty}\nEOF`;
			return `'${pretty.split('\n').join(`\n${indent}`)}'`;
		} catch {
			// Not JSON after all: sent as it is.
		}
	}
	return quote(text);
}
