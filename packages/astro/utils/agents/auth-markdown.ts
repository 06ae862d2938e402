/** The authorization of an endpoint in Markdown: its schemes, OAuth flows and scopes. */
import type { Operation, SecurityScheme } from '@trydocs/openapi';
import { listOAuthFlows, OAUTH_FLOW_LABELS } from '@trydocs/openapi/oauth';
import { code, inline } from './markdown-text.ts';

/** A security scheme in words: how the request carries it. */
function describeScheme(name: string, scheme: SecurityScheme): string {
	const text =
		scheme.type === 'http'
			? scheme.scheme.toLowerCase() === 'basic'
				? 'Basic authentication: `Authorization: Basic <base64 user:password>`'
				: 'Bearer token: `Authorization: Bearer <token>`'
			: scheme.type === 'apiKey'
				? `API key in the ${scheme.in} \`${scheme.name}\``
				: scheme.type === 'mutualTLS'
					? 'Mutual TLS: a client certificate'
					: `${scheme.type === 'oauth2' ? 'OAuth 2' : 'OpenID Connect'} access token: \`Authorization: Bearer <token>\``;
	const deprecated = scheme.deprecated === true ? ', deprecated' : '';
	return `${text} (${name}${deprecated})${scheme.description ? `: ${inline(scheme.description)}` : ''}`;
}

/** The flows of an OAuth 2.0 scheme (URLs, scopes) or its discovery document, one line each. */
function describeOAuth(scheme: SecurityScheme, scopes: string[], operation: Operation): string[] {
	const lines: string[] = [];
	if (scheme.type === 'openIdConnect') {
		lines.push(`OpenID Connect discovery: ${scheme.openIdConnectUrl}`);
	}
	if (scheme.type === 'oauth2' && scheme.oauth2MetadataUrl) {
		lines.push(`Authorization server metadata: ${scheme.oauth2MetadataUrl}`);
	}
	if (scopes.length > 0) lines.push(`Scopes this endpoint needs: ${scopes.map(code).join(', ')}`);
	const server = operation.servers.find((entry) => /^https?:\/\/[^{]+$/i.test(entry.url))?.url;
	for (const flow of listOAuthFlows(scheme, server)) {
		const urls = [
			flow.authorizationUrl && `authorization URL ${flow.authorizationUrl}`,
			flow.deviceAuthorizationUrl && `device authorization URL ${flow.deviceAuthorizationUrl}`,
			flow.tokenUrl && `token URL ${flow.tokenUrl}`,
			flow.refreshUrl && `refresh URL ${flow.refreshUrl}`,
		].filter(Boolean);
		const offered = Object.entries(flow.scopes).map(
			([name, text]) => `${code(name)}${text ? ` (${inline(text)})` : ''}`,
		);
		lines.push(
			`${OAUTH_FLOW_LABELS[flow.type]}: ${urls.join(', ')}${offered.length > 0 ? `; scopes: ${offered.join(', ')}` : ''}`,
		);
	}
	return lines;
}

/** The `## Authorization` section: each alternative on a line, its OAuth flows below. */
export function writeAuthorization(operation: Operation): string[] {
	const alternatives = operation.security.filter((requirement) => requirement.length > 0);
	if (alternatives.length === 0) return [];
	const lines = alternatives.map(
		(requirement) =>
			`- ${requirement.map(({ name, scheme }) => describeScheme(name, scheme)).join(', and ')}${requirement
				.flatMap(({ scheme, scopes }) => describeOAuth(scheme, scopes, operation))
				.map((line) => `\n  - ${line}`)
				.join('')}`,
	);
	return ['## Authorization', alternatives.length > 1 ? 'One of:' : '', lines.join('\n')].filter(
		Boolean,
	);
}
