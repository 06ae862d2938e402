/**
 * The parts of an operation read into the model of `../types.ts`, once `check-operation.ts` has
 * checked them: parameters (shared and own, merged), servers, request body, responses and the
 * security requirements with their schemes.
 */

import { getRefName } from '../schema.ts';
import type {
	MediaType,
	Parameter,
	ParameterStyle,
	RequestBody,
	Response,
	Schema,
	SecurityRequirement,
	SecurityScheme,
	Server,
} from '../types.ts';
import { isObject, type Json } from './json.ts';
import { escapePointer, invalidSpec } from './spec-error.ts';

/** The servers an operation is sent to: its own, else its path item's, else the document's. */
export function listServers(...lists: unknown[]): Server[] {
	const servers = (firstNonEmpty(...lists) ?? [{ url: '/' }]) as Server[];
	return servers.map((server) => ({
		url: server.url,
		...(typeof server.name === 'string' && server.name ? { name: server.name } : {}),
		...(server.description ? { description: server.description } : {}),
		...(server.variables ? { variables: server.variables } : {}),
	}));
}

function firstNonEmpty(...lists: unknown[]): unknown[] | undefined {
	return lists.find((list): list is unknown[] => Array.isArray(list) && list.length > 0);
}

/** The path item's parameters and the operation's, the operation's winning by location and name. */
export function mergeParameters(shared: Json[], own: Json[]): Parameter[] {
	const byKey = new Map<string, Json>();
	for (const p of [...shared, ...own]) byKey.set(`${p.in}:${p.name}`, p);
	return [...byKey.values()].map((p) => {
		// A parameter may describe its value with `content` instead of `schema`.
		const content = p.content as Record<string, MediaType> | undefined;
		const schema = (p.schema ?? (content ? Object.values(content)[0]?.schema : undefined)) as
			| Schema
			| undefined;
		const parameter: Parameter = {
			name: p.name as string,
			in: p.in as Parameter['in'],
			required: p.in === 'path' || p.required === true,
		};
		if (typeof p.description === 'string') parameter.description = p.description;
		if (p.deprecated === true) parameter.deprecated = true;
		if (schema) parameter.schema = schema;
		// A `content` parameter's examples may sit on its media type.
		const media = content ? Object.values(content)[0] : undefined;
		const example = p.example !== undefined ? p.example : media?.example;
		const examples = isObject(p.examples) ? p.examples : media?.examples;
		if (example !== undefined) parameter.example = example;
		if (isObject(examples)) parameter.examples = examples as Parameter['examples'];
		if (typeof p.style === 'string') parameter.style = p.style as ParameterStyle;
		if (typeof p.explode === 'boolean') parameter.explode = p.explode;
		const contentType = content && p.schema === undefined ? Object.keys(content)[0] : undefined;
		if (contentType) parameter.contentType = contentType;
		return parameter;
	});
}

/** The request body as the model holds it. */
export function toRequestBody(body: Json): RequestBody {
	return {
		required: body.required === true,
		description: body.description as string | undefined,
		content: (body.content as Record<string, MediaType> | undefined) ?? {},
	};
}

/** One response as the model holds it. */
export function toResponse(status: string, value: Json): Response {
	const response: Response = {
		status,
		description: (value?.description as string | undefined) ?? '',
	};
	if (typeof value?.summary === 'string' && value.summary) response.summary = value.summary;
	if (isObject(value?.headers)) response.headers = value.headers as Response['headers'];
	if (isObject(value?.content)) response.content = value.content as Response['content'];
	return response;
}

/** What each type of security scheme needs, for the pages and the playground to read it. */
const SCHEME_FIELDS: Record<string, string[]> = {
	http: ['scheme'],
	apiKey: ['name', 'in'],
	openIdConnect: ['openIdConnectUrl'],
};

/**
 * The security requirements with their schemes; a scheme missing what its type needs is an
 * error naming it.
 */
export function resolveSecurity(
	schemes: Json,
	requirements: Json[],
	file: string,
	resolveUri: (uri: string) => unknown = () => undefined,
): SecurityRequirement[] {
	return requirements.map((requirement) =>
		Object.entries(requirement ?? {}).flatMap(([key, scopes]) => {
			// OpenAPI 3.2: a name no component has may be the URI of a Security Scheme Object
			// (`#/components/securitySchemes/x`, `./shared.yaml#/...`), named by its last segment.
			const byUri = schemes[key] === undefined ? resolveUri(key) : undefined;
			const name = byUri ? getRefName(key) : key;
			const scheme = (schemes[key] ?? byUri) as SecurityScheme | undefined;
			if (scheme !== undefined) {
				const pointer = byUri
					? `/security/${escapePointer(key)}`
					: `/components/securitySchemes/${escapePointer(name)}`;
				const type = isObject(scheme) ? (scheme as Json).type : undefined;
				const missing = (SCHEME_FIELDS[String(type)] ?? []).find(
					(field) => typeof (scheme as Json)[field] !== 'string',
				);
				if (typeof type !== 'string' || missing) {
					throw invalidSpec(
						file,
						`${pointer}${typeof type === 'string' ? `/${missing}` : '/type'}`,
						'is missing or not text',
						typeof type === 'string'
							? `A security scheme of type \`${type}\` needs ${(SCHEME_FIELDS[type] ?? []).map((field) => `\`${field}\``).join(' and ')}.`
							: 'Give the scheme a `type`: `http`, `apiKey`, `oauth2`, `openIdConnect` or `mutualTLS`.',
					);
				}
			}
			return scheme ? [{ name, scheme, scopes: (scopes as string[] | undefined) ?? [] }] : [];
		}),
	);
}

/**
 * OpenAPI ignores header parameters named `Accept`, `Content-Type` or `Authorization` (Parameter
 * Object, `name`): the body's media type sends `Content-Type`, and the security schemes send
 * `Authorization`. Kept, they were a second `Content-Type` beside the body's (`application/json,
 * application/json` once fetch joins them) and a required field that blocked Send. An
 * `Authorization` parameter stays when the operation declares no security scheme: it is then
 * the only place the reader can put a credential.
 */
export function dropReservedHeaders(
	parameters: Parameter[],
	security: SecurityRequirement[],
): Parameter[] {
	const secured = security.some((requirement) => requirement.length > 0);
	return parameters.filter((p) => {
		if (p.in !== 'header') return true;
		const name = p.name.toLowerCase();
		if (name === 'authorization') return !secured;
		return name !== 'accept' && name !== 'content-type';
	});
}
