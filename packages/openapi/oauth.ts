/**
 * The OAuth 2.0 flows a security scheme declares, read once into one shape that the endpoint
 * page (which documents them) and the playground (which runs them) share. Pure and browser-safe.
 */
import type { SecurityScheme } from './types.ts';

/** The grant types of OpenAPI's `flows` object, in the order a reader should meet them. */
export const OAUTH_FLOW_TYPES = [
	'authorizationCode',
	'deviceAuthorization',
	'clientCredentials',
	'password',
	'implicit',
] as const;

/** One of OpenAPI's OAuth 2.0 flows (`deviceAuthorization` since 3.2, RFC 8628). */
export type OAuthFlowType = (typeof OAUTH_FLOW_TYPES)[number];

/** One OAuth 2.0 flow: where its endpoints are and which scopes it offers. */
export interface OAuthFlow {
	type: OAuthFlowType;
	/** Where the reader authorizes (authorization code, implicit). */
	authorizationUrl?: string;
	/** Where a device asks for its user code (device authorization, RFC 8628). */
	deviceAuthorizationUrl?: string;
	/** Where a token is requested (authorization code, client credentials, password). */
	tokenUrl?: string;
	/** Where a refresh token is exchanged, when it is not the token URL. */
	refreshUrl?: string;
	/** Scope names and what each allows. */
	scopes: Record<string, string>;
}

/** How each flow is named on a page and in the playground. */
export const OAUTH_FLOW_LABELS: Record<OAuthFlowType, string> = {
	authorizationCode: 'Authorization code (PKCE)',
	deviceAuthorization: 'Device authorization',
	clientCredentials: 'Client credentials',
	password: 'Password',
	implicit: 'Implicit (deprecated)',
};

/** The endpoints each flow needs, as OpenAPI requires them. */
const NEEDS: Record<
	OAuthFlowType,
	Array<'authorizationUrl' | 'deviceAuthorizationUrl' | 'tokenUrl'>
> = {
	authorizationCode: ['authorizationUrl', 'tokenUrl'],
	deviceAuthorization: ['deviceAuthorizationUrl', 'tokenUrl'],
	clientCredentials: ['tokenUrl'],
	password: ['tokenUrl'],
	implicit: ['authorizationUrl'],
};

/**
 * The flows an `oauth2` scheme declares, in `OAUTH_FLOW_TYPES` order. A flow without the URLs it
 * needs is left out (it could neither be documented usefully nor run); relative URLs are resolved
 * against `base` (the first server) when one is given, as OpenAPI 3.1 reads them.
 */
export function listOAuthFlows(scheme: SecurityScheme, base?: string): OAuthFlow[] {
	if (scheme.type !== 'oauth2' || !scheme.flows || typeof scheme.flows !== 'object') return [];
	const flows: OAuthFlow[] = [];
	for (const type of OAUTH_FLOW_TYPES) {
		const raw = scheme.flows[type];
		if (!raw || typeof raw !== 'object') continue;
		const declared = raw as Record<string, unknown>;
		const flow: OAuthFlow = { type, scopes: readScopes(declared.scopes) };
		for (const key of [
			'authorizationUrl',
			'deviceAuthorizationUrl',
			'tokenUrl',
			'refreshUrl',
		] as const) {
			const url = resolveUrl(declared[key], base);
			if (url) flow[key] = url;
		}
		if (NEEDS[type].every((key) => flow[key])) flows.push(flow);
	}
	return flows;
}

/** Every origin an `oauth2` scheme's token and refresh URLs are on: what a token request reaches. */
export function listTokenOrigins(scheme: SecurityScheme, base?: string): string[] {
	const origins = new Set<string>();
	for (const flow of listOAuthFlows(scheme, base)) {
		for (const url of [flow.tokenUrl, flow.refreshUrl]) {
			if (url && /^https?:/i.test(url)) origins.add(new URL(url).origin);
		}
	}
	// Where the playground reads the flows (OpenID Connect discovery, OAuth server metadata) and
	// asks for a device code: requests the proxy forwards too.
	const documents = [
		scheme.type === 'openIdConnect' ? scheme.openIdConnectUrl : undefined,
		scheme.type === 'oauth2' ? scheme.oauth2MetadataUrl : undefined,
		...listOAuthFlows(scheme, base).map((flow) => flow.deviceAuthorizationUrl),
	];
	for (const document of documents) {
		const url = resolveUrl(document, base);
		if (url && /^https?:/i.test(url)) origins.add(new URL(url).origin);
	}
	return [...origins];
}

function readScopes(value: unknown): Record<string, string> {
	if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
	const scopes: Record<string, string> = {};
	for (const [name, description] of Object.entries(value)) {
		scopes[name] = typeof description === 'string' ? description : '';
	}
	return scopes;
}

function resolveUrl(value: unknown, base: string | undefined): string | undefined {
	if (typeof value !== 'string' || value.trim() === '') return undefined;
	try {
		return new URL(value, base).href;
	} catch {
		// Relative without a server to resolve against: kept as written, the page shows it.
		return base === undefined && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : undefined;
	}
}
