/**
 * Where `trydocsServer()` mounts its interfaces: the one list of default route prefixes, read by
 * the server's options (its defaults) and by `trydocs()` (the island's proxy URL), so the two
 * cannot disagree. Prefixes are relative to the site's `base`.
 */

/** The route prefixes of `trydocsServer({ routes })`. */
export interface TrydocsRoutes {
	/** `{base_url}` of the builds interface. */
	builds: string;
	/** `{support_base_url}` of the tickets interface (ends in the version segment). */
	tickets: string;
	/** Prefix of the demo tickets route and the playground proxy. */
	playground: string;
	/** The Deployments page. */
	deployments: string;
}

/** The prefixes used when `trydocsServer()` is given no `routes`. */
export const DEFAULT_ROUTES: Readonly<TrydocsRoutes> = {
	builds: '/api',
	tickets: '/api/v1',
	playground: '/api/playground',
	deployments: '/dashboard/deployments',
};

/**
 * The custom hook of the `trydocsServer()` integration that returns its resolved routes, so
 * `trydocs()` reads them from the site's integrations whatever their order (Astro keeps an
 * integration's hooks, custom ones included, and nothing else).
 */
export const ROUTES_HOOK = 'trydocs:server:routes';

/** The playground proxy's path below `routes.playground`. */
export function getProxyPath(routes: Pick<TrydocsRoutes, 'playground'>): string {
	return joinPath(routes.playground, '/proxy');
}

/**
 * A path under the site's `base` (`/docs`, `/docs/` or `/`): `withBase('/docs/', '/api')` is
 * `/docs/api`.
 */
export function withBase(base: string, path: string): string {
	return joinPath(base, path);
}

/** Joins two absolute path parts with exactly one slash between them. */
function joinPath(prefix: string, path: string): string {
	const head = prefix.replace(/\/+$/, '');
	const tail = path.replace(/^\/+/, '');
	if (!tail) return head || '/';
	return `${head}/${tail}`;
}
