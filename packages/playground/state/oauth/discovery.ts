/**
 * Discovery: the flows an `openIdConnect` scheme offers (OpenID Connect Discovery 1.0), or an
 * `oauth2` scheme's authorization server metadata (RFC 8414, OpenAPI 3.2 `oauth2MetadataUrl`)
 * when the scheme declares no usable flow, read when the reader opens the playground.
 */
import type { OAuthFlow } from '@trydocs/openapi/oauth';
import { fetchJson, type Reach } from './token-endpoint.ts';

/** Grant types of a discovery document, as OpenAPI names the flows. */
const GRANTS: Array<[string, OAuthFlow['type']]> = [
	['authorization_code', 'authorizationCode'],
	['urn:ietf:params:oauth:grant-type:device_code', 'deviceAuthorization'],
	['client_credentials', 'clientCredentials'],
	['password', 'password'],
	['implicit', 'implicit'],
];

/** Reads a discovery document and returns the flows it offers, or why it could not. */
export async function discoverFlows(
	discoveryUrl: string,
	reach: Reach,
): Promise<{ flows: OAuthFlow[] } | { error: string }> {
	const answer = await fetchJson(discoveryUrl, reach);
	if (!answer.ok) return { error: answer.message };
	if (answer.status !== 200) {
		return { error: `The discovery document ${discoveryUrl} answered ${answer.status}.` };
	}
	const flows = readDiscoveryDocument(answer.json);
	if (flows.length === 0) {
		return {
			error: `The discovery document ${discoveryUrl} offers no flow the playground can run (it needs an \`authorization_endpoint\` or a \`token_endpoint\`).`,
		};
	}
	return { flows };
}

/**
 * The flows of a discovery document. Without `grant_types_supported`, the specification's default
 * applies (authorization code; implicit is left out unless the document lists it).
 */
export function readDiscoveryDocument(document: Record<string, unknown>): OAuthFlow[] {
	const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
	const authorizationUrl = text(document.authorization_endpoint);
	const tokenUrl = text(document.token_endpoint);
	const deviceAuthorizationUrl = text(document.device_authorization_endpoint);
	const grants = Array.isArray(document.grant_types_supported)
		? document.grant_types_supported.filter((grant) => typeof grant === 'string')
		: ['authorization_code'];
	const scopes: Record<string, string> = {};
	const listed = Array.isArray(document.scopes_supported) ? document.scopes_supported : ['openid'];
	for (const scope of listed) if (typeof scope === 'string') scopes[scope] = '';
	const flows: OAuthFlow[] = [];
	for (const [grant, type] of GRANTS) {
		if (!grants.includes(grant)) continue;
		const needsAuthorization = type === 'authorizationCode' || type === 'implicit';
		const needsToken = type !== 'implicit';
		const device = type === 'deviceAuthorization';
		if ((needsAuthorization && !authorizationUrl) || (needsToken && !tokenUrl)) continue;
		if (device && !deviceAuthorizationUrl) continue;
		flows.push({
			type,
			...(needsAuthorization ? { authorizationUrl } : {}),
			...(device ? { deviceAuthorizationUrl } : {}),
			...(needsToken ? { tokenUrl } : {}),
			scopes,
		});
	}
	return flows;
}
