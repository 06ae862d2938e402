import type { IntegrationResolvedRoute } from 'astro';

/**
 * The site's own routes that Astro ranks above the interfaces' catch-all 404s, as the
 * `patternRegex` sources the runtime tests a path against. `routes` is Astro's list in the order
 * it matches them (`astro:routes:resolved`); `injected` holds the patterns of the server's own
 * routes. A route ranked below the last catch-all never wins against one, so it is left out.
 */
export function getSiteRoutes(
	routes: readonly IntegrationResolvedRoute[],
	injected: ReadonlySet<string>,
): string[] {
	let last = -1;
	routes.forEach((route, index) => {
		if (injected.has(route.pattern) && route.pattern.endsWith('/[...path]')) last = index;
	});
	return routes
		.slice(0, last)
		.filter((route) => !injected.has(route.pattern))
		.map((route) => route.patternRegex.source);
}
