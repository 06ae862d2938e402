/**
 * What an endpoint page shows, computed once from the `Operation`: the servers' base URLs, the
 * request example in each configured language, and the response examples.
 */
import {
	getMediaExample,
	getParameterExample,
	getRefName,
	getSchemaRef,
	type HarRequest,
	isSequentialMediaType,
	type MediaType,
	mergeAllOf,
	type Operation,
	type Schema,
	type SecurityRequirement,
	serializeSequence,
} from '@trydocs/openapi';
import {
	getExampleFileName,
	getFileSchema,
	getFileType,
	isBinaryBody,
	isFileSchema,
} from '@trydocs/openapi/files';
import { resolveLanguage } from '@trydocs/openapi/languages';
import {
	buildRequest,
	getServerUrl,
	isPositionalMultipart,
	withPartBoundary,
	writePositionalMultipart,
} from '@trydocs/openapi/request';
import { generateSnippet } from '@trydocs/openapi/snippets';
import { isXmlMediaType, writeXml } from '@trydocs/openapi/xml';

/** One server as the page shows it. */
export interface ServerView {
	/** The base URL with variables at their defaults, absolute when the site's URL is known. */
	url: string;
	/** What the selector shows: the description, else the URL. */
	label: string;
	/** True when the spec gave a path on the docs site (e.g. `/api/v1`). */
	relative: boolean;
}

/** A code example of the request in one language. */
export interface SnippetView {
	key: string;
	label: string;
	syntax: string;
	code: string;
}

/** One example of a response body. */
export interface ResponseExampleView {
	status: string;
	description: string;
	mediaType: string;
	code: string;
}

/** Placeholder values for credentials in the page's examples. */
const CREDENTIAL_PLACEHOLDERS = { token: '<token>', basic: '<credentials>', key: '<api-key>' };

/** Returns the servers of an operation as the page shows them. */
export function getServerViews(
	operation: Pick<Operation, 'servers'>,
	site: URL | undefined,
): ServerView[] {
	const servers = operation.servers.length > 0 ? operation.servers : [{ url: '/' }];
	return servers.map((server) => {
		const base = getServerUrl(server);
		const relative = !/^[a-z][a-z0-9+.-]*:\/\//i.test(base);
		const url = relative ? new URL(base, site ?? 'http://localhost:4321').href : base;
		return {
			url: url.replace(/\/+$/, ''),
			label: server.description || server.name || url,
			relative,
		};
	});
}

/**
 * Serialises an example value as the body text of a media type: JSON, a sequence (events, JSON
 * Lines), a positional multipart body (its parts by their Encoding Objects), or the XML its
 * schema describes (`@trydocs/openapi/xml`, its root named after the
 * schema's component), as Send writes it.
 */
export function formatBody(value: unknown, mediaType: string, media?: MediaType): string {
	if (value === undefined) return '';
	if (typeof value === 'string' && !/json/.test(mediaType)) return value;
	const schema = media?.schema;
	if (isPositionalMultipart(mediaType) && Array.isArray(value)) {
		return writePositionalMultipart(value, media);
	}
	if (isXmlMediaType(mediaType)) return writeXml(value, schema, getXmlRootName(schema)).trimEnd();
	if (Array.isArray(value) && isSequentialMediaType(mediaType)) {
		return serializeSequence(value, mediaType).trimEnd();
	}
	return JSON.stringify(value, null, 2) ?? '';
}

/** The name the root element of a schema's XML takes by default: its component's. */
export function getXmlRootName(schema: Schema | undefined): string | undefined {
	const ref = getSchemaRef(schema);
	return ref ? getRefName(ref) : undefined;
}

function toText(value: unknown): string {
	return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Builds the HAR request the page's code examples show: path, required query and header
 * parameters filled with their examples (else their `{name}`), credentials as placeholders,
 * and the example body of the first media type.
 */
export function buildExampleRequest(operation: Operation, baseUrl: string): HarRequest {
	const values: Record<string, Record<string, string>> = {
		path: {},
		query: {},
		querystring: {},
		header: {},
		cookie: {},
	};
	for (const parameter of operation.parameters) {
		const example = getParameterExample(parameter);
		// A path parameter, and the whole query string (3.2), show their example when they have one.
		if (parameter.in === 'path' || parameter.in === 'querystring') {
			if (example !== undefined)
				(values[parameter.in] as Record<string, string>)[parameter.name] = toText(example);
		} else if (parameter.required) {
			const bucket = values[parameter.in] as Record<string, string>;
			bucket[parameter.name] = example === undefined ? `{${parameter.name}}` : toText(example);
		}
	}
	const request = buildRequest(operation, baseUrl, { parameters: values });
	// The first alternative that takes credentials, as the playground starts with it.
	addCredentials(
		request,
		operation.security.find((requirement) => requirement.length > 0),
	);
	const body = getRequestBodyExample(operation);
	if (body && isPositionalMultipart(body.mediaType)) {
		// Its parts in order, written with the boundary its Content-Type names.
		const mimeType = withPartBoundary(body.mediaType);
		request.headers.push({ name: 'Content-Type', value: mimeType });
		request.postData = { mimeType, text: body.text };
	} else if (body) {
		request.headers.push({ name: 'Content-Type', value: body.mediaType });
		const schema = operation.requestBody?.content[body.mediaType]?.schema;
		if (isBinaryBody(body.mediaType, schema)) {
			// One file sent as the body: every language reads it from disk.
			const type = isFileSchema(schema) ? getFileSchema(schema)?.contentMediaType : undefined;
			const fileName = getExampleFileName('file', String(type ?? body.mediaType));
			request.postData = { mimeType: body.mediaType, fileName };
		} else if (
			body.mediaType === 'application/x-www-form-urlencoded' ||
			body.mediaType.startsWith('multipart/')
		) {
			const fields = body.value && typeof body.value === 'object' ? Object.entries(body.value) : [];
			const properties = schema ? (mergeAllOf(schema).properties ?? {}) : {};
			request.postData = {
				mimeType: body.mediaType,
				params: fields.map(([name, value]) => {
					// A file field is sent as a file in every language, not as a string.
					const file = getFileSchema(properties[name]);
					if (!file || !body.mediaType.startsWith('multipart/')) {
						return { name, value: toText(value) };
					}
					const contentType = getFileType(file);
					return { name, fileName: getExampleFileName(name, contentType), contentType };
				}),
			};
			if (body.mediaType.startsWith('multipart/')) {
				// The client writes the multipart Content-Type with its boundary itself.
				request.headers = request.headers.filter((h) => h.name !== 'Content-Type');
			}
		} else {
			request.postData = { mimeType: body.mediaType, text: body.text };
		}
	}
	return request;
}

/** The example body of an operation's first request media type, if it has a body. */
export function getRequestBodyExample(operation: Operation) {
	const content = operation.requestBody?.content ?? {};
	const mediaType = Object.keys(content)[0];
	if (!mediaType) return undefined;
	const media = content[mediaType] as MediaType;
	const value = getMediaExample(media, 'request', mediaType);
	const text = formatBody(value ?? {}, mediaType, media);
	return { mediaType, value, text };
}

function addCredentials(request: HarRequest, requirement: SecurityRequirement | undefined) {
	for (const { scheme } of requirement ?? []) {
		if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'basic') {
			request.headers.push({
				name: 'Authorization',
				value: `Basic ${CREDENTIAL_PLACEHOLDERS.basic}`,
			});
		} else if (scheme.type === 'apiKey') {
			const pair = { name: scheme.name, value: CREDENTIAL_PLACEHOLDERS.key };
			if (scheme.in === 'header') request.headers.push(pair);
			else if (scheme.in === 'cookie') request.cookies.push(pair);
			else {
				request.queryString.push(pair);
				request.url += `${request.url.includes('?') ? '&' : '?'}${encodeURIComponent(pair.name)}=${encodeURIComponent(pair.value)}`;
			}
		} else if (
			scheme.type === 'http' ||
			scheme.type === 'oauth2' ||
			scheme.type === 'openIdConnect'
		) {
			request.headers.push({
				name: 'Authorization',
				value: `Bearer ${CREDENTIAL_PLACEHOLDERS.token}`,
			});
		}
	}
}

/** The request example in every configured language, for the given base URL. */
export function getSnippetViews(
	operation: Operation,
	baseUrl: string,
	languages: string[],
): SnippetView[] {
	const request = buildExampleRequest(operation, baseUrl);
	return languages.flatMap((key) => {
		const language = resolveLanguage(key);
		if (!language) return [];
		let code: string;
		try {
			code = generateSnippet(request, key);
		} catch (error) {
			code = `# This example could not be generated: ${(error as Error).message}`;
		}
		return [{ key: language.key, label: language.label, syntax: language.syntax, code }];
	});
}

/** One example per response that has a body: its status, media type and example text. */
export function getResponseExampleViews(operation: Operation): ResponseExampleView[] {
	return operation.responses.flatMap((response) => {
		const content = response.content ?? {};
		const mediaType = Object.keys(content)[0];
		if (!mediaType) return [];
		const value = getMediaExample(content[mediaType], 'response', mediaType);
		if (value === undefined) return [];
		return [
			{
				status: response.status,
				description: response.description,
				mediaType,
				code: formatBody(value, mediaType, content[mediaType]),
			},
		];
	});
}
