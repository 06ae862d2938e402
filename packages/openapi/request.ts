/**
 * The request model: one HAR-shaped request built from an operation, the values a reader typed,
 * the chosen server and credentials. The playground's Send and its code snippets both read this
 * one object, so a snippet always shows what Send does. Browser-safe: no Node imports.
 */
import type { Operation, ParameterLocation, Server } from './types.ts';

/** A name/value pair, as HAR writes headers, query strings and cookies. */
export interface HarPair {
	name: string;
	value: string;
}

/** The HAR 1.2 request shape that @readme/httpsnippet consumes. */
export interface HarRequest {
	method: string;
	url: string;
	httpVersion: string;
	headers: HarPair[];
	queryString: HarPair[];
	cookies: HarPair[];
	postData?: { mimeType: string; text?: string; params?: HarPair[] };
	headersSize: number;
	bodySize: number;
}

/** What a reader entered: parameter values by location and name, and the body text. */
export interface RequestValues {
	parameters?: Partial<Record<ParameterLocation, Record<string, string>>>;
	body?: { mimeType: string; text: string };
}

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
		const value = given.path?.[name];
		return value ? encodeURIComponent(value) : match;
	});
	const pairs = (location: ParameterLocation): HarPair[] =>
		operation.parameters
			.filter((p) => p.in === location && (given[location]?.[p.name] ?? '') !== '')
			.map((p) => ({ name: p.name, value: given[location]?.[p.name] ?? '' }));

	const queryString = pairs('query');
	const headers = pairs('header');
	const cookies = pairs('cookie');
	let url = joinUrl(baseUrl, path);
	// Joined as text, not with `new URL`, so an unfilled `{param}` stays readable in snippets.
	if (origin && url.startsWith('/')) url = `${origin.replace(/\/+$/, '')}${url}`;
	if (queryString.length > 0) {
		url += `?${queryString.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join('&')}`;
	}
	const body = values.body?.text ? values.body : undefined;
	if (body) headers.push({ name: 'Content-Type', value: body.mimeType });

	return {
		method: operation.method.toUpperCase(),
		url,
		httpVersion: 'HTTP/1.1',
		headers,
		queryString,
		cookies,
		postData: body ? { mimeType: body.mimeType, text: body.text } : undefined,
		headersSize: -1,
		bodySize: -1,
	};
}
