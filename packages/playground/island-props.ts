/**
 * Builds the island's one prop from a resolved `Operation`: only what the form and the request
 * need, with schemas trimmed (`island-schemas.ts`: no descriptions deep down, `allOf` merged,
 * `readOnly` properties dropped) and response schemas cut down to what validation reads
 * (`island-responses.ts`). Pure and Node-safe; the page calls it at build time.
 */

import { getFirstExample } from '@trydocs/openapi/example-value';
import { type Language, resolveLanguage } from '@trydocs/openapi/languages';
import { listOAuthFlows } from '@trydocs/openapi/oauth';
import { isPositionalMultipart } from '@trydocs/openapi/request';
import { getRefName, getSchemaRef, groupMediaTypes } from '@trydocs/openapi/schema';
import type { Encoding, MediaType, Operation, SecurityScheme } from '@trydocs/openapi/types';
import { isXmlMediaType } from '@trydocs/openapi/xml';
import { getCredentialClass } from './credential-class.ts';
import { getDocumentedResponses } from './island-responses.ts';
import { trimParameter, trimSchema } from './island-schemas.ts';
import type { PlaygroundStrings } from './strings/index.ts';
import type {
	DisplayMode,
	OAuthClientSettings,
	PlaygroundLanguage,
	PlaygroundMediaType,
	PlaygroundProps,
	PlaygroundSecurityScheme,
} from './types.ts';

/** Options of `createIslandProps`: the page's view of docs.json and frontmatter. */
export interface IslandOptions {
	/** The dialog heading: the page title, else the operation's summary. */
	title?: string;
	/** The effective display mode (frontmatter `playground:` over `api.playground.display`). */
	display?: DisplayMode;
	/** True under `astro dev`. */
	dev?: boolean;
	/** `api.examples.languages`, any Mintlify key or alias. */
	languages?: string[];
	/** `api.examples.prefill`. */
	prefill?: boolean;
	/** `api.playground.proxy` (default true). */
	proxy?: boolean;
	/** Path of the proxy endpoint, when the server integration mounts it elsewhere. */
	proxyUrl?: string;
	/**
	 * For `api:` pages: `api.mdx.auth` with the page's `authMethod` applied. `key` sends the key
	 * in the header `name` (default `X-API-Key`). Ignored when the operation declares security
	 * schemes of its own (`openapi:` pages).
	 */
	auth?: { method?: 'bearer' | 'basic' | 'key' | 'none'; name?: string };
	/** True on `api:` pages: ParamField `default` values fill the form. */
	fillDefaults?: boolean;
	/** OAuth clients by security scheme name (docs.json `api.playground.oauth`, `trydocs({ oauth })`). */
	oauth?: Record<string, OAuthClientSettings>;
	/** Path of the site's OAuth callback page. */
	oauthCallbackUrl?: string;
	/** The playground's words in the page's language, where they differ from English. */
	strings?: Partial<PlaygroundStrings> | undefined;
	/** `api.playground.persistVariables`: keep the reader's non-secret variables in the browser. */
	persistVariables?: boolean;
	/**
	 * The API of the site the operation belongs to, half of each scheme's credential class
	 * (`credential-class.ts`); default: the operation's server URLs.
	 */
	api?: string;
}

/**
 * Returns the island prop for an operation. `options` carry the page's settings; every one has
 * the default the playground guide documents (interactive display, proxy on,
 * curl/python/javascript).
 */
export function createIslandProps(
	operation: Operation,
	options: IslandOptions = {},
): PlaygroundProps {
	const prefill = options.prefill ?? false;
	const languages = [
		...new Set((options.languages ?? ['curl', 'python', 'javascript']).map(resolveLanguage)),
	].flatMap((language) => (language ? [omitAliases(language)] : []));
	// Types sharing one schema carry it once: the others name the first (`schemaFrom`).
	const content: Record<string, PlaygroundMediaType> = {};
	for (const { types, media } of groupMediaTypes(operation.requestBody?.content ?? {})) {
		const [first, ...others] = types as [string, ...string[]];
		content[first] = {
			...(media.schema ? { schema: trimSchema(media.schema, prefill, 0) } : {}),
			...(prefill ? exampleOf(media, first) : {}),
			...bodyWritingOf(media, first),
		};
		for (const type of others) {
			const shared = operation.requestBody?.content[type] ?? media;
			content[type] = {
				schemaFrom: first,
				...(prefill ? exampleOf(shared, type) : {}),
				...bodyWritingOf(shared, type),
			};
		}
	}
	const props: PlaygroundProps = {
		title:
			options.title ?? operation.summary ?? `${operation.method.toUpperCase()} ${operation.path}`,
		display: options.display ?? 'interactive',
		dev: options.dev ?? false,
		languages,
		prefill,
		proxy: options.proxy ?? true,
		fillDefaults: options.fillDefaults ?? false,
		operation: {
			method: operation.method,
			path: operation.path,
			...(operation.summary ? { summary: operation.summary } : {}),
			servers: operation.servers,
			// A path parameter keeps its example whatever `prefill` says: the form starts with a
			// URL that can be sent, as Scalar's does.
			parameters: operation.parameters.map((p) => trimParameter(p, prefill || p.in === 'path')),
			...(operation.requestBody
				? { requestBody: { required: operation.requestBody.required, content } }
				: {}),
			security: addCredentialClasses(
				getSecurity(operation, options.auth, options.oauth ?? {}),
				options.api ?? operation.servers.map((server) => server.url).join(' '),
			),
			// Only a page that can Send checks responses against the docs.
			...(options.display === 'interactive' || !options.display
				? { responses: getDocumentedResponses(operation) }
				: {}),
		},
	};
	if (options.proxyUrl) props.proxyUrl = options.proxyUrl;
	if (options.strings && Object.keys(options.strings).length > 0) props.strings = options.strings;
	if (options.persistVariables) props.persistVariables = true;
	if (options.oauthCallbackUrl && usesOAuth(props.operation.security ?? [])) {
		props.oauthCallbackUrl = options.oauthCallbackUrl;
	}
	return props;
}

/**
 * What writes a type's body besides its schema: an XML type's root element name, when its
 * schema is a component (its name, as the page's); a positional multipart type's part
 * encodings (their content types and headers).
 */
function bodyWritingOf(media: MediaType, mediaType: string) {
	if (isPositionalMultipart(mediaType)) {
		return {
			...(media.prefixEncoding ? { prefixEncoding: media.prefixEncoding.map(trimEncoding) } : {}),
			...(media.itemEncoding ? { itemEncoding: trimEncoding(media.itemEncoding) } : {}),
		};
	}
	const ref = isXmlMediaType(mediaType) ? getSchemaRef(media.schema) : undefined;
	return ref ? { xmlName: getRefName(ref) } : {};
}

/** An Encoding Object as a part is written: its content type and its required headers. */
function trimEncoding(encoding: Encoding): Encoding {
	const headers = Object.entries(encoding.headers ?? {}).filter(([, header]) => header?.required);
	return {
		...(encoding.contentType ? { contentType: encoding.contentType } : {}),
		...(headers.length > 0
			? {
					headers: Object.fromEntries(
						headers.map(([name, header]) => [
							name,
							{
								required: true,
								...(header.schema?.example !== undefined
									? { schema: { example: header.schema.example } }
									: {}),
							},
						]),
					),
				}
			: {}),
	};
}

function exampleOf(media: MediaType, mediaType: string) {
	const example = media.example ?? getFirstExample(media.examples, mediaType);
	return example === undefined ? {} : { example };
}

/**
 * The operation's security alternatives (OpenAPI `security`: any one of them, each scheme of one
 * together), or the `api:` page's auth method as one scheme; none when nothing is declared.
 */
function getSecurity(
	operation: Operation,
	auth: IslandOptions['auth'],
	clients: Record<string, OAuthClientSettings>,
): PlaygroundSecurityScheme[][] {
	const declared = operation.security.some((alternative) => alternative.length > 0);
	if (!declared && auth?.method && auth.method !== 'none') {
		const scheme: SecurityScheme =
			auth.method === 'key'
				? { type: 'apiKey', in: 'header', name: auth.name ?? 'X-API-Key' }
				: { type: 'http', scheme: auth.method };
		return [[{ name: auth.method, scheme }]];
	}
	if (!declared) return [];
	// An empty alternative (`{}`) is a choice too: the endpoint also answers without credentials.
	return operation.security.map((alternative) =>
		alternative.map(({ name, scheme, scopes }) => {
			const entry: PlaygroundSecurityScheme = { name, scheme: trimScheme(scheme) };
			if (scheme.type !== 'oauth2' && scheme.type !== 'openIdConnect') return entry;
			// Relative OAuth URLs are relative to the operation's (first) server.
			const flows = listOAuthFlows(scheme, absoluteServer(operation));
			if (flows.length > 0) entry.flows = flows;
			if (scopes.length > 0) entry.scopes = scopes;
			if (clients[name]) entry.client = clients[name];
			return entry;
		}),
	);
}

/** Each scheme with its credential class: which pages of the site share what the reader typed. */
function addCredentialClasses(
	security: PlaygroundSecurityScheme[][],
	api: string,
): PlaygroundSecurityScheme[][] {
	return security.map((alternative) =>
		alternative.map((entry) => ({ ...entry, credential: getCredentialClass(api, entry) })),
	);
}

/** True when a scheme of the operation can run OAuth flows (the callback page is then needed). */
function usesOAuth(security: PlaygroundSecurityScheme[][]): boolean {
	return security.some((alternative) =>
		alternative.some(({ scheme }) => scheme.type === 'oauth2' || scheme.type === 'openIdConnect'),
	);
}

function absoluteServer(operation: Operation): string | undefined {
	const url = operation.servers[0]?.url;
	return url && /^https?:\/\//i.test(url) && !url.includes('{') ? url : undefined;
}

function trimScheme(scheme: SecurityScheme): SecurityScheme {
	switch (scheme.type) {
		case 'http':
			return {
				type: 'http',
				scheme: scheme.scheme.toLowerCase(),
				...(scheme.bearerFormat ? { bearerFormat: scheme.bearerFormat } : {}),
			};
		case 'apiKey':
			return { type: 'apiKey', in: scheme.in, name: scheme.name };
		case 'oauth2':
			return { type: 'oauth2', flows: {} };
		case 'openIdConnect':
			return { type: 'openIdConnect', openIdConnectUrl: scheme.openIdConnectUrl };
		default:
			return { type: scheme.type };
	}
}

/** A language as the island needs it: the spellings docs.json may use stay on the server. */
function omitAliases({ aliases: _aliases, ...language }: Language): PlaygroundLanguage {
	return language;
}
