/**
 * Code snippets: the HAR request of `request.ts` written in any language of `languages.ts`.
 *
 * Browser-safe and meant to be imported lazily (`await import('@trydocs/openapi/snippets')`):
 * it loads httpsnippet's targets only, never its entry module, whose `url` and `qs` imports
 * would pull Node polyfills (about 15 KB gzip) into the browser. The request is prepared here
 * with the WHATWG `URL` instead, the way httpsnippet's `prepare` does it.
 */
import { targets } from '@readme/httpsnippet/targets';
import { type Language, resolveLanguage, SUPPORTED_LANGUAGE_KEYS } from './languages.ts';
import type { HarPair, HarPostParam, HarRequest } from './request.ts';

type Dict = Record<string, string | string[]>;

/** The request as httpsnippet's clients read it (its internal `Request` type). */
interface PreparedRequest {
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
	};
	bodySize: number;
	headersSize: number;
}

type Convert = (request: PreparedRequest, options?: Record<string, unknown>) => string;

/** Options of `generateSnippet`. */
export interface SnippetOptions {
	/** Indentation of the generated code; each client has its own default. */
	indent?: string;
}

/**
 * Writes the request in the language named by `languageKey` (a Mintlify key or alias, see
 * `languages.ts`). Throws an `Error` naming the supported keys when the key is unknown.
 */
export function generateSnippet(
	request: HarRequest,
	languageKey: string,
	options: SnippetOptions = {},
): string {
	const language = resolveLanguage(languageKey);
	if (!language) {
		throw new Error(
			`\`${languageKey}\` is not a supported code-example language. Supported: ${SUPPORTED_LANGUAGE_KEYS.join(', ')}.`,
		);
	}
	return writeSnippet(language, prepareRequest(request), options);
}

function writeSnippet(
	language: Language,
	request: PreparedRequest,
	options: SnippetOptions,
): string {
	if (language.target === 'dart') return convertDart(request);
	// Our prepared request matches httpsnippet's internal `Request` in every field its clients
	// read, but is not Node's `UrlWithParsedQuery`, hence the cast through `unknown`.
	const target = (
		targets as unknown as Record<string, { clientsById: Record<string, { convert: Convert }> }>
	)[language.target];
	const client = target?.clientsById[language.client];
	if (!client)
		throw new Error(`httpsnippet has no client \`${language.target}/${language.client}\`.`);
	let snippet = client.convert(request, options.indent ? { indent: options.indent } : undefined);
	if (language.target === 'javascript') snippet = appendBrowserFiles(snippet, request);
	// Unfilled path parameters stay readable as `{name}` rather than `%7Bname%7D`.
	return snippet.replace(/%7B([\w.-]+)%7D/gi, '{$1}');
}

/**
 * httpsnippet's browser `fetch` appends a file field's name as a string: append a `File` from a
 * file input instead, so the example uploads the file.
 */
function appendBrowserFiles(snippet: string, request: PreparedRequest): string {
	let out = snippet;
	for (const param of request.postData.params ?? []) {
		if (!param.fileName) continue;
		const call = `form.append(${JSON.stringify(param.name).replaceAll('"', "'")}, ${JSON.stringify(param.fileName).replaceAll('"', "'")});`;
		out = out.replace(
			call,
			`form.append('${param.name.replaceAll("'", "\\'")}', document.querySelector('input[type="file"]').files[0]); // a File (or Blob) to upload`,
		);
	}
	return out;
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

	let parsed: URL | undefined;
	try {
		parsed = new URL(fullUrl);
	} catch {
		parsed = undefined;
	}
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
		allHeaders.cookie = har.cookies
			.map(({ name, value }) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
			.join('; ');
	}

	const postData: PreparedRequest['postData'] = {
		mimeType: har.postData?.mimeType || 'application/octet-stream',
		...(har.postData?.text !== undefined ? { text: har.postData.text } : {}),
		...(har.postData?.params ? { params: har.postData.params } : {}),
	};
	const mimeType = postData.mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
	if (mimeType.startsWith('multipart/')) {
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

function reducePair(accumulator: Dict, pair: { name: string; value?: string }): Dict {
	const value = pair.value ?? '';
	const current = accumulator[pair.name];
	if (current === undefined) accumulator[pair.name] = value;
	else if (Array.isArray(current)) current.push(value);
	else accumulator[pair.name] = [current, value];
	return accumulator;
}

function decodeBraces(path: string): string {
	return path.replace(/%7B/gi, '{').replace(/%7D/gi, '}');
}

function findHeader(headers: Record<string, string>, name: string): string | undefined {
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

/** Dart with `package:http`: httpsnippet has no Dart target, so we write it from the same request. */
function convertDart(request: PreparedRequest): string {
	const quote = (value: string) =>
		`'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\$/g, '\\$').replace(/\n/g, '\\n')}'`;
	const headers = { ...request.allHeaders };
	const { postData } = request;
	const lines = ["import 'package:http/http.dart' as http;", '', 'Future<void> main() async {'];
	const isMultipart = postData.mimeType === 'multipart/form-data' && postData.params;
	if (isMultipart) {
		const contentType = findHeader(headers, 'content-type');
		if (contentType) delete headers[contentType];
	}
	const headerEntries = Object.entries(headers);
	if (isMultipart) {
		lines.push(
			`  final request = http.MultipartRequest(${quote(request.method)}, Uri.parse(${quote(request.fullUrl)}));`,
		);
		for (const [name, value] of headerEntries) {
			lines.push(`  request.headers[${quote(name)}] = ${quote(value)};`);
		}
		for (const param of postData.params ?? []) {
			if (param.fileName) {
				lines.push(
					`  request.files.add(await http.MultipartFile.fromPath(${quote(param.name)}, ${quote(param.fileName)}));`,
				);
			} else {
				lines.push(`  request.fields[${quote(param.name)}] = ${quote(param.value ?? '')};`);
			}
		}
	} else {
		lines.push(
			`  final request = http.Request(${quote(request.method)}, Uri.parse(${quote(request.fullUrl)}));`,
		);
		if (headerEntries.length > 0) {
			lines.push('  request.headers.addAll({');
			for (const [name, value] of headerEntries) lines.push(`    ${quote(name)}: ${quote(value)},`);
			lines.push('  });');
		}
		if (postData.text) lines.push(`  request.body = ${quote(postData.text)};`);
	}
	lines.push(
		'',
		'  final response = await request.send();',
		'  print(response.statusCode);',
		'  print(await response.stream.bytesToString());',
		'}',
	);
	return lines.join('\n');
}
