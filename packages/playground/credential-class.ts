/**
 * The credential class, the one rule for which endpoint pages share what the reader typed: the
 * API the request is sent to, the kind of credential, and (added in the browser, where the
 * server chosen is known: `credentialKey` in `state/credentials.ts`) the origin of that server,
 * so a key is never sent to a server of another origin, a mock server for one. The scheme's own
 * name plays no part: an `openapi:` page's `accessToken` and an `api:` page's `bearer` (docs.json
 * `api.mdx.auth`) of one API are one credential, whatever page kind, guide, Back or Forward lies
 * between them; another API, origin or kind never shares it. The build computes the class into
 * the island prop (`PlaygroundSecurityScheme.credential`), so the browser carries no rule.
 */
import type { PlaygroundSecurityScheme } from './types.ts';

/**
 * A scheme's credential class but for the origin: `api` (the API of the site the page belongs
 * to, `IslandOptions.api`) and the kind (`getCredentialKind`).
 */
export function getCredentialClass(api: string, entry: PlaygroundSecurityScheme): string {
	return `${api} ${getCredentialKind(entry)}`;
}

/**
 * What kind of credential a scheme takes, as it goes on the wire: `http bearer`, `http basic`,
 * `apiKey header x-api-key` (header names compared without case, as HTTP does; query and cookie
 * names as written), `oauth2` with its flows' token (else authorization) URLs, as a token of one
 * authorization server is not one of another, `openIdConnect` with its discovery URL.
 */
export function getCredentialKind({ scheme, flows }: PlaygroundSecurityScheme): string {
	switch (scheme.type) {
		case 'http':
			return `http ${scheme.scheme.toLowerCase()}`;
		case 'apiKey':
			return `apiKey ${scheme.in} ${scheme.in === 'header' ? scheme.name.toLowerCase() : scheme.name}`;
		case 'oauth2': {
			const urls = (flows ?? []).map((flow) => flow.tokenUrl ?? flow.authorizationUrl ?? '');
			return `oauth2 ${[...new Set(urls)].sort().join(' ')}`.trimEnd();
		}
		case 'openIdConnect':
			return `openIdConnect ${scheme.openIdConnectUrl}`;
		default:
			return scheme.type;
	}
}
