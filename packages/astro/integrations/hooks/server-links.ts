/**
 * What the pages need from `trydocsServer()` when the site adds it: the playground proxy's URL,
 * and the MCP server's address for the contextual menu. Both are read through the server
 * integration's custom hooks, whatever the order of the two integrations (Astro keeps an
 * integration's hooks, custom ones included).
 */
import {
	DEFAULT_ROUTES,
	getProxyPath,
	MCP_HOOK,
	ROUTES_HOOK,
	type TrydocsRoutes,
} from '@trydocs/playground/constants';
import type { AstroConfig } from 'astro';
import type { DocsJson } from '../../schemas/docs-json.ts';
import { formatHref } from '../../utils/navigation/href.ts';

/** The MCP server the contextual menu offers: its full URL and a short machine name. */
export interface McpLink {
	url: string;
	name: string;
}

/** A custom hook of one of the site's integrations, when one has it. */
function findHook<T>(config: AstroConfig, name: string): (() => T) | undefined {
	return config.integrations
		.map((integration) => (integration.hooks as Record<string, unknown>)[name])
		.find((hook): hook is () => T => typeof hook === 'function');
}

/**
 * The URL the island posts to: the proxy of `trydocsServer()` where the site mounts it (its
 * `routes`), else the default routes, under the site's `base` and as its `trailingSlash` asks.
 */
export function getProxyUrl(config: AstroConfig): string {
	const routes = findHook<TrydocsRoutes>(config, ROUTES_HOOK)?.() ?? DEFAULT_ROUTES;
	return formatHref(getProxyPath(routes), config.base, config.trailingSlash);
}

/**
 * The URL of the playground proxy when the site adds `trydocsServer()`, else undefined: a host
 * without Trydocs' shell (`@trydocs/starlight`) sends directly where there is no proxy.
 */
export function findProxyUrl(config: AstroConfig): string | undefined {
	return findHook<TrydocsRoutes>(config, ROUTES_HOOK) ? getProxyUrl(config) : undefined;
}

/**
 * The MCP server of `trydocsServer()`, when it is on and docs.json does not turn it off: the
 * menu's entries need its full address, so only a site with `site` gets them.
 */
export function getMcpLink(config: AstroConfig, docsJson: DocsJson): McpLink | null {
	const path = findHook<string | undefined>(config, MCP_HOOK)?.();
	if (!path || !config.site || docsJson.agents?.mcp === false) return null;
	return {
		url: new URL(`${config.base.replace(/\/+$/, '')}${path}`, config.site).href,
		name: toMachineName(String(docsJson.name ?? 'docs')),
	};
}

/** A site's name as an MCP server's name: `Pets API` -> `pets-api`. */
export function toMachineName(name: string): string {
	return (
		name
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-+|-+$/g, '') || 'docs'
	);
}
