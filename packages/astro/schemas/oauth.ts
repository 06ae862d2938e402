/**
 * The playground's OAuth 2.0 / OpenID Connect client settings, per security scheme: docs.json
 * `api.playground.oauth` and `trydocs({ oauth })` (which wins, key by key). Everything here ends
 * up in the page a reader loads, so a client secret is only ever a public one the site chooses.
 */
import { z } from 'astro/zod';

/** Where the playground's OAuth popup returns (`routes/oauth-callback.astro`), before `base`. */
export const OAUTH_CALLBACK_ROUTE = '/trydocs/oauth-callback';

/** The client the playground acts as for one security scheme. */
export const OAuthClientSchema = z.strictObject({
	/** The client id the authorization server knows; a reader can override it in the playground. */
	clientId: z.string().min(1).optional(),
	/**
	 * A client secret that is public by the site's choice (a demo client): it is written into the
	 * page. Leave it out for real clients; the reader can type one in the playground.
	 */
	clientSecret: z.string().min(1).optional(),
	/**
	 * The redirect URL registered with the authorization server; by default the callback page the
	 * site serves (`/trydocs/oauth-callback/` under the site's `base`).
	 */
	redirectUrl: z.url({ message: 'is not an absolute URL (`https://...`)' }).optional(),
	/** Extra parameters of the authorization request, e.g. `{ "audience": "https://api.example" }`. */
	params: z.record(z.string(), z.string()).optional(),
});

/** OAuth clients by the name of the security scheme (`components.securitySchemes`). */
export const OAuthConfigSchema = z.record(z.string(), OAuthClientSchema);

/** One scheme's client settings after validation. */
export type OAuthClient = z.output<typeof OAuthClientSchema>;

/** `trydocs({ oauth })` over docs.json `api.playground.oauth`, key by key within each scheme. */
export function mergeOAuthClients(
	fromDocsJson: Record<string, OAuthClient> | undefined,
	fromOptions: Record<string, OAuthClient> | undefined,
): Record<string, OAuthClient> {
	const merged: Record<string, OAuthClient> = { ...fromDocsJson };
	for (const [scheme, client] of Object.entries(fromOptions ?? {})) {
		merged[scheme] = { ...merged[scheme], ...client };
	}
	return merged;
}
