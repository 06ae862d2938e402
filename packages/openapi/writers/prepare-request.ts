/**
 * The request as httpsnippet's clients read it, prepared from the HAR request of `../request.ts`
 * the way httpsnippet's `HTTPSnippet#prepare` does, with the WHATWG `URL` in place of Node's
 * `url` module. Every snippet writer (httpsnippet's clients and ours in `writers/`) reads it.
 */
import { writeCookieHeader } from '../request/cookie-header.ts';
import type { HarPair, HarPostParam, HarRequest } from '../request/types.ts';

export type Dict = Record<string, string | string[]>;

/** The request as httpsnippet's clients read it (its internal `Request` type). */
export interface PreparedRequest {
	method: string;
	url: string;
	fullUrl: string;
	httpVersion: string;
	headers: HarPair[];
	queryString: HarPair[];
	cookies: HarPair[];
	headersObj: Record<string, string>;
	cookiesObj: Record<string, string>;
	allHeaders: Record<string, string>;
	queryObj: Dict;
	uriObj: {
		protocol: string;
		host: string;
		hostname: string;
		port: string | null;
		pathname: string;
		path: string;
		search: string;
		href: string;
		query: Dict;
	};
	postData: {
		mimeType: string;
		text?: string;
		params?: HarPostParam[];
		paramsObj?: Dict;
		jsonObj?: unknown;
		boundary?: string;
		/** A binary body: the file whose bytes are sent (see `HarRequest`). */
		fileName?: string;
	};
	bodySize: number;
	headersSize: number;
}

const MULTIPART_BOUNDARY = '---011000010111000001101001';

/**
 * Prepares a HAR request the way httpsnippet's `HTTPSnippet#prepare` does, with the browser's
 * `URL` in place of Node's `url` module. `fullUrl` is the request's own URL, so the snippet shows
 * the query exactly as Send encodes it.
 */
export function prepareRequest(har: HarRequest): PreparedRequest {
	const queryObj = har.queryString.reduce(reducePair, {} as Dict);
	let fullUrl = har.url;
	const hash = fullUrl.indexOf('#');
	if (hash >= 0) fullUrl = fullUrl.slice(0, hash);
	const questionMark = fullUrl.indexOf('?');
	if (questionMark < 0 && har.queryString.length > 0) {
		fullUrl += `?${har.queryString.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join('&')}`;
	}
	const bare =
		questionMark < 0 ? (fullUrl.split('?')[0] ?? fullUrl) : fullUrl.slice(0, questionMark);
	const search = fullUrl.slice(bare.length + 1);
	if (har.queryString.length === 0 && search) {
		for (const [name, value] of new URLSearchParams(search)) reducePair(queryObj, { name, value });
	}

	const parsed = parseUrl(fullUrl);
	const pathname = parsed
		? decodeBraces(parsed.pathname)
		: bare.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') || '/';
	const uriObj = {
		protocol: parsed?.protocol ?? 'http:',
		host: parsed?.host ?? '',
		hostname: parsed?.hostname ?? '',
		port: parsed?.port || null,
		pathname,
		path: search ? `${pathname}?${search}` : pathname,
		search: search ? `?${search}` : '',
		href: fullUrl,
		query: queryObj,
	};

	const headersObj: Record<string, string> = {};
	for (const { name, value } of har.headers) headersObj[name] = value;
	const cookiesObj: Record<string, string> = {};
	for (const { name, value } of [...har.cookies].reverse()) cookiesObj[name] = value;
	const allHeaders: Record<string, string> = {};
	if (har.cookies.length > 0) {
		allHeaders.cookie = writeCookieHeader(har.cookies);
	}

	const postData: PreparedRequest['postData'] = {
		mimeType: har.postData?.mimeType || 'application/octet-stream',
		...(har.postData?.text !== undefined ? { text: har.postData.text } : {}),
		...(har.postData?.params ? { params: har.postData.params } : {}),
		...(har.postData?.fileName ? { fileName: har.postData.fileName } : {}),
	};
	const mimeType = postData.mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
	// A positional multipart body (`multipart/mixed`, ...) is text with its own boundary: sent as
	// it is. A form's is written here, with the boundary the snippets name.
	if (mimeType.startsWith('multipart/') && (postData.params || !postData.text)) {
		postData.mimeType = 'multipart/form-data';
		postData.text = '';
		if (postData.params) {
			postData.boundary = MULTIPART_BOUNDARY;
			postData.text = writeMultipart(postData.params);
			const header = findHeader(headersObj, 'content-type') ?? 'content-type';
			headersObj[header] = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
		}
	} else if (mimeType === 'application/x-www-form-urlencoded') {
		postData.mimeType = mimeType;
		if (postData.params) {
			postData.paramsObj = postData.params.reduce(reducePair, {} as Dict);
			postData.text = new URLSearchParams(
				postData.params.map((p) => [p.name, p.value ?? '']),
			).toString();
		} else if (!postData.text) postData.text = '';
	} else if (/^(application|text)\/(x-)?json$/.test(mimeType) || mimeType.endsWith('+json')) {
		postData.mimeType = 'application/json';
		if (postData.text) {
			try {
				postData.jsonObj = JSON.parse(postData.text);
			} catch {
				postData.mimeType = 'text/plain';
			}
		}
	}

	return {
		method: har.method.toUpperCase(),
		url: bare,
		fullUrl,
		httpVersion: har.httpVersion || 'HTTP/1.1',
		headers: har.headers,
		queryString: har.queryString,
		cookies: har.cookies,
		headersObj,
		cookiesObj,
		allHeaders: { ...allHeaders, ...headersObj },
		queryObj,
		uriObj,
		postData,
		bodySize: har.bodySize,
		headersSize: har.headersSize,
	};
}

/** The URL, or undefined when it does not parse (an unfilled `{server}` variable). */
function parseUrl(text: string): URL | undefined {
	try {
		return new URL(text);
	} catch {
		return undefined;
	}
}

function reducePair(accumulator: Dict, pair: { name: string; value?: string }): Dict {
	const value = pair.value ?? '';
	const current = accumulator[pair.name];
	if (current === undefined) accumulator[pair.name] = value;
	else if (Array.isArray(current)) current.push(value);
	else accumulator[pair.name] = [current, value];
	return accumulator;
}

/** Unfilled path parameters stay readable as `{name}` in a snippet rather than `%7Bname%7D`. */
export function restoreBraces(snippet: string): string {
	return snippet.replace(/%7B([\w.-]+)%7D/gi, '{$1}');
}

function decodeBraces(path: string): string {
	return path.replace(/%7B/gi, '{').replace(/%7D/gi, '}');
}

export function findHeader(headers: Record<string, string>, name: string): string | undefined {
	return Object.keys(headers).find((key) => key.toLowerCase() === name);
}

function writeMultipart(params: HarPostParam[]): string {
	const lines = [`--${MULTIPART_BOUNDARY}`];
	params.forEach((param, index) => {
		const name = param.name.replace(/"/g, '%22');
		if (param.fileName) {
			lines.push(`Content-Disposition: form-data; name="${name}"; filename="${param.fileName}"`);
			lines.push(`Content-Type: ${param.contentType || 'application/octet-stream'}`);
		} else {
			lines.push(`Content-Disposition: form-data; name="${name}"`);
		}
		lines.push('', param.value ?? '');
		if (index < params.length - 1) lines.push(`--${MULTIPART_BOUNDARY}`);
	});
	lines.push(`--${MULTIPART_BOUNDARY}--`);
	return lines.join('\r\n');
}
