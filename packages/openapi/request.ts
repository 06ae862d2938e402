/**
 * The request model: one HAR-shaped request built from an operation, the values a reader typed,
 * the chosen server and credentials. The playground's Send and its code snippets both read this
 * one object, so a snippet always shows what Send does. Browser-safe: no Node imports.
 */
import { expandPathParameter, serializeParameter } from './request/serialize-parameter.ts';
import { serializeQuerystring } from './request/serialize-querystring.ts';
import type {
	AuthCredentials,
	BodyValue,
	HarPair,
	HarRequest,
	RequestValues,
} from './request/types.ts';
import { encodeBase64 } from './text.ts';
import type { Operation, ParameterLocation, Server } from './types.ts';

export { writeCookieHeader } from './request/cookie-header.ts';
export {
	isPositionalMultipart,
	PART_BOUNDARY,
	withPartBoundary,
	writePositionalMultipart,
} from './request/positional-multipart.ts';
export type {
	AuthCredentials,
	BodyValue,
	HarPair,
	HarPostParam,
	HarRequest,
	RequestValues,
} from './request/types.ts';

/** Expands a server URL's `{variables}` with the given values, else their defaults. */
export function getServerUrl(server: Server, variables: Record<string, string> = {}): string {
	return server.url.replace(/\{([^}]+)\}/g, (match, name: string) => {
		return variables[name] ?? server.variables?.[name]?.default ?? match;
	});
}

/** Joins a base URL and a path without doubling or dropping the slash between them. */
export function joinUrl(base: string, path: string): string {
	return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Builds the request for an operation. Path parameters are encoded into the path; empty
 * optional values are left out; the base URL is resolved against `origin` when it is relative.
 */
export function buildRequest(
	operation: Pick<Operation, 'method' | 'path' | 'parameters'>,
	baseUrl: string,
	values: RequestValues = {},
	origin?: string,
): HarRequest {
	const given = values.parameters ?? {};
	const path = operation.path.replace(/\{([^}]+)\}/g, (match, name: string) => {
		const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
		const value = given.path?.[name];
		return expandPathParameter(parameter ?? { name, in: 'path', required: true }, value) ?? match;
	});
	// Each value is serialised by its parameter's style: a list as repeated query pairs or one
	// comma-separated value, an object as `name[key]=value` (deepObject) or pairs of its own.
	const pairs = (location: ParameterLocation): HarPair[] =>
		operation.parameters
			.filter((p) => p.in === location)
			.flatMap((p) => serializeParameter(p, given[location]?.[p.name]));

	// OpenAPI 3.2's `querystring` parameter is the whole query string, written by its media type.
	const whole = operation.parameters.find((p) => p.in === 'querystring');
	const written = whole ? serializeQuerystring(whole, given.querystring?.[whole.name]) : [];
	const queryString = [...(Array.isArray(written) ? written : []), ...pairs('query')];
	const headers = pairs('header');
	const cookies = pairs('cookie');
	for (const credentials of values.auth ?? []) {
		applyAuth(credentials, { headers, queryString, cookies });
	}
	let url = joinUrl(baseUrl, path);
	// Joined as text, not with `new URL`, so an unfilled `{param}` stays readable in snippets.
	if (origin && url.startsWith('/')) url = `${origin.replace(/\/+$/, '')}${url}`;
	const search = [
		...(typeof written === 'string' ? [written] : []),
		...queryString.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`),
	];
	if (search.length > 0) url += `?${search.join('&')}`;
	const postData = toPostData(values.body);
	// A form's multipart body carries a boundary that only the sender knows: the browser
	// (FormData) and each snippet's client set it, so no header is written here. A positional
	// multipart body is text written with its boundary, which its type names.
	if (postData && !(postData.mimeType.startsWith('multipart/') && postData.params)) {
		headers.push({ name: 'Content-Type', value: postData.mimeType });
	}

	return {
		method: operation.method.toUpperCase(),
		url,
		httpVersion: 'HTTP/1.1',
		headers,
		queryString,
		cookies,
		postData,
		headersSize: -1,
		bodySize: -1,
	};
}

function toPostData(body: BodyValue | undefined): HarRequest['postData'] {
	if (!body) return undefined;
	if ('fileName' in body) return { mimeType: body.mimeType, fileName: body.fileName };
	if ('params' in body) {
		const params = body.params.filter((p) => p.fileName || (p.value ?? '') !== '');
		if (params.length === 0) return undefined;
		if (body.mimeType === 'application/x-www-form-urlencoded') {
			const text = new URLSearchParams(params.map((p) => [p.name, p.value ?? ''])).toString();
			return { mimeType: body.mimeType, params, text };
		}
		return { mimeType: body.mimeType, params };
	}
	return body.text ? { mimeType: body.mimeType, text: body.text } : undefined;
}

/** Adds one scheme's credentials where the scheme says they travel. */
function applyAuth(
	credentials: AuthCredentials,
	target: { headers: HarPair[]; queryString: HarPair[]; cookies: HarPair[] },
) {
	if (credentials.type === 'bearer') {
		if (credentials.token) {
			target.headers.push({ name: 'Authorization', value: `Bearer ${credentials.token}` });
		}
	} else if (credentials.type === 'basic') {
		if (credentials.username || credentials.password) {
			const pair = `${credentials.username}:${credentials.password}`;
			target.headers.push({ name: 'Authorization', value: `Basic ${encodeBase64(pair)}` });
		}
	} else if (credentials.value && credentials.name) {
		const pair = { name: credentials.name, value: credentials.value };
		if (credentials.in === 'header') target.headers.push(pair);
		else if (credentials.in === 'query') target.queryString.push(pair);
		else target.cookies.push(pair);
	}
}
