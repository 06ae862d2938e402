/**
 * The shapes of the request model, in a leaf module: the request builder (`../request.ts`), the
 * parameter serialiser and the snippet writers all read them without importing one another.
 */
import type { ParameterLocation } from '../types.ts';

/** A name/value pair, as HAR writes headers, query strings and cookies. */
export interface HarPair {
	name: string;
	value: string;
	/**
	 * A cookie of `style: cookie` (OpenAPI 3.2): sent as written, its percent-encoding (if any)
	 * the writer's own; other cookies are percent-encoded where the Cookie header is written.
	 */
	raw?: boolean;
}

/** One field of a form body (HAR `postData.params`); a file field names its file. */
export interface HarPostParam {
	name: string;
	value?: string;
	fileName?: string;
	contentType?: string;
}

/** The HAR 1.2 request shape that @readme/httpsnippet consumes. */
export interface HarRequest {
	method: string;
	url: string;
	httpVersion: string;
	headers: HarPair[];
	queryString: HarPair[];
	cookies: HarPair[];
	/**
	 * The body. `fileName` is Trydocs' own addition to HAR: a binary body, the bytes of that file
	 * (an `application/octet-stream` upload), which every snippet writer reads from the file.
	 */
	postData?: { mimeType: string; text?: string; params?: HarPostParam[]; fileName?: string };
	headersSize: number;
	bodySize: number;
}

/**
 * Credentials for one security scheme, as the reader typed them. Empty values are left out of
 * the request, so an empty auth input sends no `Authorization` header.
 */
export type AuthCredentials =
	| { type: 'bearer'; token: string }
	| { type: 'basic'; username: string; password: string }
	| { type: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string; value: string };

/**
 * A request body as entered: raw text (JSON, XML, ...), form fields (multipart, urlencoded), or
 * one file sent as the whole body (a binary upload).
 */
export type BodyValue =
	| { mimeType: string; text: string }
	| { mimeType: string; params: HarPostParam[] }
	| { mimeType: string; fileName: string };

/**
 * What a reader entered: parameter values by location and name (a list repeats a query
 * parameter, `?id=1&id=2`), the body, and credentials.
 */
export interface RequestValues {
	parameters?: Partial<Record<ParameterLocation, Record<string, string | string[]>>>;
	body?: BodyValue;
	auth?: AuthCredentials[];
}
