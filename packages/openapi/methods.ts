/**
 * The HTTP methods an operation may have, in one place: the fixed fields of OpenAPI's Path Item
 * Object (3.2 adds `query`) and the other methods 3.2's `additionalOperations` names (`COPY`,
 * `LINK`, `PURGE`, ...). Every reader of `METHOD /path` (frontmatter, navigation entries, the
 * proxy) takes its grammar from here, so a method one of them knows, all of them know.
 */

/** The methods a path item holds as fixed fields, lower case, in the order OpenAPI lists them. */
export const PATH_ITEM_METHODS = [
	'get',
	'put',
	'post',
	'delete',
	'options',
	'head',
	'patch',
	'trace',
	'query',
] as const;

/** One of the path item's fixed methods. */
export type PathItemMethod = (typeof PATH_ITEM_METHODS)[number];

/** True for a method a path item holds as a fixed field (`get` ... `query`), in any case. */
export function isPathItemMethod(method: string): method is PathItemMethod {
	return (PATH_ITEM_METHODS as readonly string[]).includes(method.toLowerCase());
}

/** An HTTP method token (RFC 9110, section 5.6.2): `GET`, `QUERY`, `PROPFIND`. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Methods a browser's fetch refuses to send (Fetch standard, "forbidden method"). */
const FORBIDDEN = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** True for text a request line may carry as its method. */
export function isMethodToken(method: string): boolean {
	return TOKEN.test(method);
}

/** True when a browser (and so the playground) can send `method`: a token fetch allows. */
export function isSendableMethod(method: string): boolean {
	return isMethodToken(method) && !FORBIDDEN.has(method.toUpperCase());
}

/** A word that may be a method in a `METHOD /path` reference, as a regular expression source. */
export const METHOD_WORD = '[A-Za-z][A-Za-z0-9_-]*';

/**
 * True when a word of a `METHOD /path` reference names a method: a fixed one in any case (`get`,
 * `QUERY`), or another in capitals as `additionalOperations` names it (`COPY`, `PROPFIND`), so
 * that words in lower case (`guides/intro`, `spec.yaml`) never read as one.
 */
export function isReferenceMethod(word: string): boolean {
	return isPathItemMethod(word) || /^[A-Z][A-Z0-9_-]*$/.test(word);
}
