import { createMcpEndpoint } from './agents/mcp.ts';
import { serverCardEndpoint } from './agents/mcp-card.ts';
import { buildLogsEndpoint } from './builds/build-logs.ts';
import { buildEndpoint, buildsEndpoint } from './builds/build-reads.ts';
import { buildStatusEndpoint } from './builds/build-status.ts';
import { buildsNotFound, rebuildEndpoint } from './builds/builds.ts';
import type { ServerConfig } from './config.ts';
import type { Endpoint, EndpointMatch, Params } from './http/types.ts';
import {
	demoNotFound,
	demoTicketEndpoint,
	playgroundNotFound,
	proxyEndpoint,
} from './playground/playground.ts';
import { ticketEndpoint, ticketsEndpoint, ticketsNotFound } from './tickets/tickets.ts';

/**
 * The MCP server, given this table's matcher: its operation tools call this site's endpoints,
 * and it cannot import the table that names it.
 */
export const mcpEndpoint: Endpoint = createMcpEndpoint(matchEndpoint);

/** One route of the interfaces: where it sits and which endpoint answers it. */
export interface EndpointRoute {
	/** Names the entrypoint `@trydocs/server/routes/<id>.ts`. */
	id: string;
	/** The prefix (`routes.*` option) the route sits under. */
	under: 'builds' | 'tickets' | 'playground' | 'agents';
	/** The route below the prefix, in Astro's pattern syntax. */
	path: string;
	endpoint: Endpoint;
}

/**
 * Every route of the interfaces: the one place they are declared. The integration injects each
 * as an Astro route (Astro routes them: the endpoints first, then the most specific catch-all
 * 404); `matchEndpoint` reads the same list where Astro is not in front (the opt-in Node
 * middleware, tests).
 */
export const ENDPOINT_ROUTES: readonly EndpointRoute[] = [
	{
		id: 'rebuild',
		under: 'builds',
		path: '/projects/[project_id]/rebuild',
		endpoint: rebuildEndpoint,
	},
	{
		id: 'builds',
		under: 'builds',
		path: '/projects/[project_id]/builds',
		endpoint: buildsEndpoint,
	},
	{
		id: 'build',
		under: 'builds',
		path: '/projects/[project_id]/builds/[build_id]',
		endpoint: buildEndpoint,
	},
	{
		id: 'build-logs',
		under: 'builds',
		path: '/projects/[project_id]/builds/[build_id]/logs',
		endpoint: buildLogsEndpoint,
	},
	{
		id: 'build-status',
		under: 'builds',
		path: '/projects/[project_id]/builds/[build_id]/status',
		endpoint: buildStatusEndpoint,
	},
	{ id: 'tickets', under: 'tickets', path: '/tickets', endpoint: ticketsEndpoint },
	{ id: 'ticket', under: 'tickets', path: '/tickets/[ticket_id]', endpoint: ticketEndpoint },
	{ id: 'proxy', under: 'playground', path: '/proxy', endpoint: proxyEndpoint },
	{
		id: 'demo-ticket',
		under: 'playground',
		path: '/demo/tickets/[ticket_id]',
		endpoint: demoTicketEndpoint,
	},
	{ id: 'mcp', under: 'agents', path: '/mcp', endpoint: mcpEndpoint },
	{
		id: 'mcp-server-card',
		under: 'agents',
		path: '/.well-known/mcp/server-card.json',
		endpoint: serverCardEndpoint,
	},
	{ id: 'builds-not-found', under: 'builds', path: '/[...path]', endpoint: buildsNotFound },
	{ id: 'tickets-not-found', under: 'tickets', path: '/[...path]', endpoint: ticketsNotFound },
	{
		id: 'playground-not-found',
		under: 'playground',
		path: '/[...path]',
		endpoint: playgroundNotFound,
	},
	{ id: 'demo-not-found', under: 'playground', path: '/demo/[...path]', endpoint: demoNotFound },
];

/**
 * A route's full Astro pattern under the configured prefixes; `undefined` when its prefix is
 * absent (the MCP server turned off).
 */
export function getRoutePattern(
	route: EndpointRoute,
	routes: ServerConfig['routes'],
): string | undefined {
	const prefix = routes[route.under];
	if (prefix === undefined) return undefined;
	return `${prefix === '/' ? '' : prefix}${route.path}`;
}

/** Options of `matchEndpoint`. */
export interface MatchOptions {
	/** Also match the interfaces' catch-all 404s (a plain server with nothing else on it). */
	catchAll?: boolean;
}

type CompiledRoute = { regex: RegExp; names: string[]; endpoint: Endpoint; rank: number };
const COMPILED = new WeakMap<ServerConfig['routes'], CompiledRoute[]>();

/**
 * The endpoint that answers a path, as Astro would route it: an endpoint's own route first, then
 * the catch-all of the most specific prefix. Parameters are percent-decoded; one that does not
 * decode is kept as written. Without `catchAll`, only the endpoints themselves match, so a site's
 * own routes beside them are never shadowed.
 */
export function matchEndpoint(
	pathname: string,
	routes: ServerConfig['routes'],
	options: MatchOptions = {},
): EndpointMatch | undefined {
	let compiled = COMPILED.get(routes);
	if (!compiled) {
		compiled = ENDPOINT_ROUTES.flatMap((route) => {
			const pattern = getRoutePattern(route, routes);
			return pattern === undefined ? [] : [compileRoute(pattern, route)];
		});
		compiled.sort((a, b) => b.rank - a.rank);
		COMPILED.set(routes, compiled);
	}
	for (const route of compiled) {
		if (route.rank < 0 && !options.catchAll) return undefined;
		const match = route.regex.exec(pathname);
		if (!match) continue;
		const params: Params = {};
		route.names.forEach((name, index) => {
			const value = match[index + 1];
			params[name] = value === undefined ? undefined : decodeSegment(value);
		});
		return { endpoint: route.endpoint, params };
	}
	return undefined;
}

function compileRoute(pattern: string, route: EndpointRoute): CompiledRoute {
	const names: string[] = [];
	let source = '';
	let rank = 0;
	for (const segment of pattern.split('/').filter(Boolean)) {
		const rest = /^\[\.\.\.(\w+)\]$/.exec(segment);
		const param = /^\[(\w+)\]$/.exec(segment);
		if (rest) {
			names.push(rest[1] ?? '');
			source += '(?:/(.*))?';
			rank = -1000 + rank;
		} else if (param) {
			names.push(param[1] ?? '');
			source += '/([^/]+)';
		} else {
			source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
			rank += 1;
		}
	}
	return { regex: new RegExp(`^${source}/?$`), names, endpoint: route.endpoint, rank };
}

function decodeSegment(value: string): string {
	try {
		return decodeURIComponent(value);
	} catch {
		return value;
	}
}

/** What the configuration says about where the interfaces sit on this site. */
export type InterfacePaths = Pick<ServerConfig, 'routes' | 'siteRoutes'> & {
	agents: Pick<ServerConfig['agents'], 'base'>;
};

/**
 * What answers a path (already normalised, see `normalizePathname`) as Astro routes it on this
 * site: an endpoint, an interface's catch-all 404 (unless one of the site's own routes ranks
 * above it), or the Deployments page; `undefined` for every other path.
 */
export type InterfaceMatch =
	| { kind: 'endpoint' | 'catch-all'; match: EndpointMatch }
	| { kind: 'deployments' };

/** Which of the interfaces' routes answers `pathname`, see `InterfaceMatch`. */
export function matchInterfacePath(
	pathname: string,
	config: InterfacePaths,
): InterfaceMatch | undefined {
	const exact = matchEndpoint(pathname, config.routes);
	if (exact) return { kind: 'endpoint', match: exact };
	if (isSitePath(pathname, config)) return undefined;
	const fallback = matchEndpoint(pathname, config.routes, { catchAll: true });
	if (fallback) return { kind: 'catch-all', match: fallback };
	const page = pathname.replace(/\/+$/, '') || '/';
	return page === config.routes.deployments ? { kind: 'deployments' } : undefined;
}

/**
 * A request target's path as Astro sees it (`new URL` of the whole address): dot segments, also
 * percent-encoded ones, resolved; empty segments kept; the query dropped.
 */
export function normalizePathname(target: string): string {
	try {
		return new URL(`http://localhost${target.startsWith('/') ? '' : '/'}${target}`).pathname;
	} catch {
		return target;
	}
}

const SITE_ROUTES = new Map<string, RegExp>();

function isSitePath(pathname: string, config: InterfacePaths): boolean {
	if (!config.siteRoutes?.length) return false;
	const base = config.agents.base.replace(/\/+$/, '');
	const below = base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
	let path = below;
	try {
		path = decodeURI(below);
	} catch {}
	return config.siteRoutes.some((source) => {
		let regex = SITE_ROUTES.get(source);
		if (!regex) {
			regex = new RegExp(source);
			SITE_ROUTES.set(source, regex);
		}
		return regex.test(path);
	});
}
