/**
 * Builds the island's one prop from a resolved `Operation`: only what the form and the request
 * need, with schemas trimmed (no descriptions deep down, response schemas cut down to what validation reads, `allOf` merged,
 * `readOnly` properties dropped). Pure and Node-safe; the page calls it at build time.
 */
import { type Language, resolveLanguage } from '@trydocs/openapi/languages';
import { listOAuthFlows } from '@trydocs/openapi/oauth';
import { getRefName, getSchemaRef, groupMediaTypes, mergeAllOf } from '@trydocs/openapi/schema';
import type { Operation, Parameter, Schema, SecurityScheme } from '@trydocs/openapi/types';
import { getDocumentedResponses } from './island-responses.ts';
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
}

/** How deep a body schema is kept; deeper parts become a raw JSON field. */
const MAX_DEPTH = 6;
/**
 * Schema nodes the island's prop keeps for one operation; past it, nested parts become raw JSON
 * fields. The resolved model shares subtrees, and copying them all is unbounded on densely
 * linked specs (Stripe, Microsoft Graph); the form needs far less.
 */
const MAX_NODES = 400;

/** The keywords the form reads; everything else is dropped from the prop. */
const KEPT = [
	'type',
	'format',
	'enum',
	'const',
	'default',
	'minimum',
	'maximum',
	'exclusiveMinimum',
	'exclusiveMaximum',
	'minLength',
	'maxLength',
	'pattern',
	'nullable',
	'title',
	'contentMediaType',
	'x-placeholder',
	'x-circular',
	'$ref',
] as const;

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
			...(prefill ? exampleOf(media) : {}),
		};
		for (const type of others) {
			const shared = operation.requestBody?.content[type] ?? media;
			content[type] = { schemaFrom: first, ...(prefill ? exampleOf(shared) : {}) };
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
			security: getSecurity(operation, options.auth, options.oauth ?? {}),
			// Only a page that can Send checks responses against the docs.
			...(options.display === 'interactive' || !options.display
				? { responses: getDocumentedResponses(operation) }
				: {}),
		},
	};
	if (options.proxyUrl) props.proxyUrl = options.proxyUrl;
	if (options.oauthCallbackUrl && usesOAuth(props.operation.security ?? [])) {
		props.oauthCallbackUrl = options.oauthCallbackUrl;
	}
	return props;
}

function trimParameter(parameter: Parameter, prefill: boolean): Parameter {
	const trimmed: Parameter = {
		name: parameter.name,
		in: parameter.in,
		required: parameter.required,
	};
	if (parameter.description) trimmed.description = firstSentence(parameter.description);
	if (parameter.deprecated) trimmed.deprecated = true;
	// How the value is serialised: Send and the snippets write the request the API reads.
	if (parameter.style) trimmed.style = parameter.style;
	if (parameter.explode !== undefined) trimmed.explode = parameter.explode;
	if (parameter.contentType) trimmed.contentType = parameter.contentType;
	if (parameter.schema) trimmed.schema = trimSchema(parameter.schema, prefill, 0);
	if (prefill) {
		const example =
			parameter.example ?? Object.values(parameter.examples ?? {})[0]?.value ?? undefined;
		if (example !== undefined) trimmed.example = example;
	}
	return trimmed;
}

function exampleOf(media: { example?: unknown; examples?: Record<string, { value: unknown }> }) {
	const example = media.example ?? Object.values(media.examples ?? {})[0]?.value;
	return example === undefined ? {} : { example };
}

/** Keeps what the form needs of a schema, merging `allOf` and dropping `readOnly` properties. */
export function trimSchema(
	schema: Schema,
	prefill: boolean,
	depth: number,
	budget: { nodes: number; ancestors: Set<Schema> } = { nodes: MAX_NODES, ancestors: new Set() },
): Schema {
	const merged = mergeAllOf(schema);
	const ref = merged.$ref ?? getSchemaRef(schema);
	// A part the form does not expand is one raw JSON field, and costs a node too.
	const raw: Schema = { 'x-circular': true, ...(ref ? { $ref: ref } : {}) };
	budget.nodes--;
	if (depth > MAX_DEPTH || budget.nodes < 0 || budget.ancestors.has(merged)) return raw;
	budget.ancestors.add(merged);
	const out = trimChildren(merged, prefill, depth, budget);
	budget.ancestors.delete(merged);
	// The budget ran out inside: the whole part becomes raw JSON rather than a partial form.
	return budget.nodes < 0 && depth > 0 ? raw : out;
}

function trimChildren(
	merged: Schema,
	prefill: boolean,
	depth: number,
	budget: { nodes: number; ancestors: Set<Schema> },
): Schema {
	const out: Schema = {};
	for (const key of KEPT) {
		if (merged[key] !== undefined) (out as Record<string, unknown>)[key] = merged[key];
	}
	if (prefill && merged.example !== undefined) out.example = merged.example;
	if (prefill && out.example === undefined && Array.isArray(merged.examples)) {
		out.example = merged.examples[0];
	}
	if (merged.items) out.items = trimSchema(merged.items, prefill, depth + 1, budget);
	if (merged.properties) {
		out.properties = {};
		for (const [name, property] of Object.entries(merged.properties)) {
			if (property.readOnly) continue;
			out.properties[name] = trimSchema(property, prefill, depth + 1, budget);
		}
		if (merged.required) {
			out.required = merged.required.filter((name) => name in (out.properties ?? {}));
		}
	}
	if (merged.additionalProperties && typeof merged.additionalProperties === 'object') {
		out.additionalProperties = trimSchema(merged.additionalProperties, prefill, depth + 1, budget);
	} else if (merged.additionalProperties === true) out.additionalProperties = true;
	for (const key of ['oneOf', 'anyOf'] as const) {
		const branches = merged[key];
		if (Array.isArray(branches)) {
			out[key] = branches.map((branch) => {
				const trimmed = trimSchema(branch, prefill, depth + 1, budget);
				const ref = branch.$ref ?? getSchemaRef(branch);
				if (!trimmed.title && ref) trimmed.title = getRefName(ref);
				return trimmed;
			});
		}
	}
	if (typeof merged.description === 'string' && depth <= 2) {
		out.description = firstSentence(merged.description);
	}
	return out;
}

function firstSentence(text: string): string {
	const plain = text.replace(/\s+/g, ' ').trim();
	const end = plain.search(/[.!?](\s|$)/);
	const sentence = end >= 0 ? plain.slice(0, end + 1) : plain;
	return sentence.length > 160 ? `${sentence.slice(0, 157)}...` : sentence;
}

/** The operation's security alternatives, or the `api:` page's auth method as one scheme. */
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
	return operation.security
		.filter((alternative) => alternative.length > 0)
		.map((alternative) =>
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
