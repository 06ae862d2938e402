import { config } from 'virtual:trydocs/server-config';
import { markNonBrowserFetchRequest } from '../handlers/http/non-browser-request.ts';

/**
 * Wraps the Worker's `fetch` (Astro's `handle` from `@astrojs/cloudflare/handler`) so a CI
 * job's plain `curl -X POST … -H "Authorization: Bearer …"`, without a `Content-Type`, reaches
 * the builds and tickets interfaces with the site's `security.checkOrigin` left on. Only a
 * state-changing request with no `Origin` header (never a browser's: browsers always send one)
 * to a path the interfaces answer (their endpoints and catch-all 404s, the Deployments page's 405)
 * is marked as coming from the site itself; every other request, and every other route of the
 * site, meets Astro's check unchanged. Opt-in, in
 * the Worker entry that `main` of wrangler.jsonc names:
 *
 * ```ts
 * import { handle } from '@astrojs/cloudflare/handler';
 * import { scheduled, withNonBrowserRequests } from '@trydocs/server/workers';
 * export default { fetch: withNonBrowserRequests(handle), scheduled };
 * ```
 */
export function withNonBrowserRequests<Env, Context, Result>(
	fetch: (request: Request, env: Env, context: Context) => Result,
): (request: Request, env: Env, context: Context) => Result {
	return (request, env, context) =>
		fetch(markNonBrowserFetchRequest(request, config), env, context);
}
