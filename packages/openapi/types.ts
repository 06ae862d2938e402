/**
 * The `Operation` model: one endpoint, fully resolved and serialisable, shared by the page
 * renderer, the playground island and the server's proxy. Every `$ref` is resolved; a cycle is
 * kept as `{ $ref, 'x-circular': true }` so the model stays a finite tree.
 */

import type { PathItemMethod } from './methods.ts';

/**
 * An operation's HTTP method, lower case: a path item's fixed method (`get` ... `query`), or one
 * OpenAPI 3.2's `additionalOperations` names (`copy`, `propfind`), sent in capitals.
 */
export type HttpMethod = PathItemMethod | (Lowercase<string> & {});

/** Where a parameter travels. */
/** Where a parameter travels; `querystring` (OpenAPI 3.2) is the whole query string as one value. */
export type ParameterLocation = 'path' | 'query' | 'querystring' | 'header' | 'cookie';

/** A JSON Schema (OpenAPI 3.0 or 3.1 dialect) with its `$ref`s resolved. */
export type Schema = {
	type?: string | string[];
	format?: string;
	enum?: unknown[];
	const?: unknown;
	default?: unknown;
	example?: unknown;
	examples?: unknown[];
	description?: string;
	title?: string;
	deprecated?: boolean;
	readOnly?: boolean;
	writeOnly?: boolean;
	nullable?: boolean;
	items?: Schema;
	properties?: Record<string, Schema>;
	required?: string[];
	additionalProperties?: boolean | Schema;
	oneOf?: Schema[];
	anyOf?: Schema[];
	allOf?: Schema[];
	minimum?: number;
	maximum?: number;
	minLength?: number;
	maxLength?: number;
	pattern?: string;
	/** Set on a schema that closes a reference cycle; `$ref` names the schema it points back to. */
	'x-circular'?: boolean;
	$ref?: string;
	[key: string]: unknown;
};

/** A server variable with its default and, optionally, its allowed values. */
export interface ServerVariable {
	default: string;
	enum?: string[];
	description?: string;
}

/** One entry of `servers`. */
export interface Server {
	url: string;
	/** OpenAPI 3.2: a short name for the host, e.g. `Production`. */
	name?: string;
	description?: string;
	variables?: Record<string, ServerVariable>;
}

/** A named example value. */
export interface Example {
	summary?: string;
	description?: string;
	value?: unknown;
	/** OpenAPI 3.2: the example as data, before serialisation. */
	dataValue?: unknown;
	/** OpenAPI 3.2: the example as sent on the wire, a string. */
	serializedValue?: string;
}

/** One parameter of an operation. */
export interface Parameter {
	name: string;
	in: ParameterLocation;
	required: boolean;
	description?: string;
	deprecated?: boolean;
	schema?: Schema;
	example?: unknown;
	examples?: Record<string, Example>;
	/** Hint text for the playground's input (`<ParamField placeholder>` of `api:` pages). */
	placeholder?: string;
	/** How the value is serialised, when the spec says (else the location's default). */
	style?: ParameterStyle;
	/** Whether a list or object is sent as separate values (else the style's default). */
	explode?: boolean;
	/**
	 * The media type of a parameter described by `content` instead of `schema`: its value is
	 * sent as that text, whole (JSON in a query parameter), never split by style.
	 */
	contentType?: string;
}

/** OpenAPI's parameter styles (`style`), each allowed in some locations. */
export type ParameterStyle =
	| 'simple'
	| 'label'
	| 'matrix'
	| 'form'
	| 'spaceDelimited'
	| 'pipeDelimited'
	| 'deepObject'
	/** OpenAPI 3.2, for `in: cookie`: RFC 6265 pairs (`a=1; b=2`), not percent-encoded. */
	| 'cookie';

/** One media type of a request or response body. */
export interface MediaType {
	schema?: Schema;
	/** OpenAPI 3.2: the schema of each item of a sequential body (JSON Lines, events, ...). */
	itemSchema?: Schema;
	example?: unknown;
	examples?: Record<string, Example>;
	/** How each named part of a `multipart` or form body is sent. */
	encoding?: Record<string, Encoding>;
	/** OpenAPI 3.2: how the parts of a positional `multipart` body are sent, in order. */
	prefixEncoding?: Encoding[];
	/** OpenAPI 3.2: how each part after the `prefixEncoding` ones is sent. */
	itemEncoding?: Encoding;
}

/** An Encoding Object: how one part of a body is sent. */
export interface Encoding {
	/** One media type, a list (`image/png, image/jpeg`) or a range (`image/*`). */
	contentType?: string;
	headers?: Record<string, { description?: string; required?: boolean; schema?: Schema }>;
	style?: string;
	explode?: boolean;
	allowReserved?: boolean;
	/** OpenAPI 3.2: the parts of a nested `multipart` part. */
	encoding?: Record<string, Encoding>;
	prefixEncoding?: Encoding[];
	itemEncoding?: Encoding;
}

/** The request body of an operation. */
export interface RequestBody {
	required: boolean;
	description?: string;
	/** Keyed by media type, e.g. `application/json`. */
	content: Record<string, MediaType>;
}

/** One response of an operation, keyed by its status (`200`, `4XX`, `default`). */
export interface Response {
	status: string;
	/** OpenAPI 3.2: a short summary of the response's meaning, shown before the description. */
	summary?: string;
	/** Markdown; may be empty since OpenAPI 3.2 (where `description` became optional). */
	description: string;
	headers?: Record<string, { description?: string; schema?: Schema }>;
	content?: Record<string, MediaType>;
}

/** A security scheme as declared under `components.securitySchemes`. */
export type SecurityScheme = (
	| { type: 'http'; scheme: string; bearerFormat?: string }
	| { type: 'apiKey'; name: string; in: 'header' | 'query' | 'cookie' }
	| {
			type: 'oauth2';
			flows: Record<string, unknown>;
			/** OpenAPI 3.2: the authorization server's metadata document (RFC 8414). */
			oauth2MetadataUrl?: string;
	  }
	| { type: 'openIdConnect'; openIdConnectUrl: string }
	| { type: 'mutualTLS' }
) & {
	description?: string;
	/** OpenAPI 3.2: the scheme is on its way out; readers should move to another. */
	deprecated?: boolean;
};

/** One alternative of an operation's security: every scheme in it applies together. */
export type SecurityRequirement = Array<{ name: string; scheme: SecurityScheme; scopes: string[] }>;

/** A hand-written code example: `x-codeSamples` of a spec, or `<RequestExample>` of an `api:` page. */
export interface CodeSample {
	/** The language, e.g. `bash`, `python`. */
	lang: string;
	/** The tab label; the language when absent. */
	label?: string;
	source: string;
}

/** One endpoint of a spec (or of an `api:` page), fully resolved. */
export interface Operation {
	method: HttpMethod;
	/** The path template, e.g. `/tickets/{ticket_id}`. */
	path: string;
	operationId?: string;
	summary?: string;
	/** Markdown. */
	description?: string;
	deprecated: boolean;
	tags: string[];
	/** Effective servers: the operation's, else the path item's, else the spec's. */
	servers: Server[];
	parameters: Parameter[];
	requestBody?: RequestBody;
	responses: Response[];
	/** Alternatives; an empty list means no authentication. */
	security: SecurityRequirement[];
	/** Hand-written request examples, shown instead of generated ones when present. */
	codeSamples?: CodeSample[];
	/** Requests the API sends back to the client after this one (OpenAPI `callbacks`). */
	callbacks?: Callback[];
}

/**
 * One request of an operation's `callbacks`: the API sends it to a URL the client gave.
 * `operation.path` is the URL expression, e.g. `{$request.body#/callbackUrl}`.
 */
export interface Callback {
	/** The callback's name (its key under `callbacks`). */
	name: string;
	operation: Operation;
}
