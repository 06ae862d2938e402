import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
	getDiscoveryHeaders,
	getMarkdownFile,
	isPagePath,
	prefersMarkdown,
} from '../handlers/agents/agent-pages.ts';
import type { ServerConfig } from '../handlers/config.ts';
import { matchInterfacePath, normalizePathname } from '../handlers/endpoints.ts';
import { handleEndpoint } from '../handlers/http/endpoint.ts';
import { errorResponse } from '../handlers/http/json.ts';
import { markNonBrowserRequest } from '../integrations/non-browser-origin.ts';
import { consoleLogger } from '../runtime/log.ts';
import { getNodeDeps, getNodeRuntime, readBuiltFile } from '../runtime/node.ts';

/**
 * Shuts the server down for your host's own shutdown: no more builds, the running one finishes
 * within the grace period (`TRYDOCS_SHUTDOWN_GRACE_MS`, 10 s) or is stopped and recorded. It
 * never exits the process. See `shutdownOnSignals` for a server with no shutdown of its own.
 */
export { shutdownNodeRuntimes as shutdownTrydocsServer } from '../runtime/node.ts';

import { NODE_CONFIG_FILE } from './config-file.ts';
import { getClientAddress, toRequest, writeResponse } from './fetch-bridge.ts';

/** A Connect/Express-style middleware: `(req, res, next)`. */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * An opt-in middleware for `@astrojs/node` in `mode: 'middleware'`: put it before Astro's
 * `handler` in your own server, and the interfaces' endpoints are answered straight by their
 * handlers, without Astro's routing and rendering pipeline. Pages get the discovery headers
 * (`Link`, `X-Llms-Txt`), and one asked for with `Accept: text/markdown` is answered with its
 * `<page>.md`. Every path under the interfaces' prefixes is answered here in its interface's JSON
 * shape, whatever the method (unknown paths with the catch-all 404, unless a route of the site's
 * own ranks above it); every other request (pages, assets, the Deployments page) goes on to
 * `next()`, that is to Astro.
 *
 * It reads the configuration the build wrote beside the server entry (`serverDir`, usually
 * `new URL('./dist/server/', import.meta.url)`) and shares the runtime with the site's routes.
 * Requests it answers skip Astro's own middleware, so use it only when your server does what
 * those would (host checks, body limits).
 */
export function createTrydocsMiddleware(serverDir: URL | string): NodeMiddleware {
	const dir = typeof serverDir === 'string' ? serverDir.replace(/\/?$/, '/') : serverDir;
	const file = dir instanceof URL ? new URL(NODE_CONFIG_FILE, dir) : `${dir}${NODE_CONFIG_FILE}`;
	const config = JSON.parse(readFileSync(file, 'utf8')) as ServerConfig;
	// The runtime starts with the server, not on the first request: the store is migrated, keys
	// are generated (and their file named in the log) and interrupted builds are recovered at
	// start. A start that fails is logged and tried again by the next request.
	getNodeRuntime(config).catch(() => {});
	return (req, res, next) => {
		// The path as Astro would route it: dot segments resolved, so a path never reaches the
		// site's routes for lack of a match here.
		const pathname = normalizePathname(req.url ?? '/');
		const found = matchInterfacePath(pathname, config);
		if (found?.kind !== 'endpoint' && found?.kind !== 'catch-all') {
			// The Deployments page is Astro's to render: a method it does not take, from a client
			// that is no browser, passes Astro's origin check to get the page's 405.
			if (found) markNonBrowserRequest(req, config);
			answerPage(config, pathname, req, res, next);
			return;
		}
		const { match } = found;
		const isHead = req.method === 'HEAD';
		getNodeDeps(config)
			.then(
				(deps) =>
					handleEndpoint(match.endpoint, toRequest(req), deps, {
						params: match.params,
						clientAddress: getClientAddress(req),
					}),
				() => errorResponse(match.endpoint.shape, 500, 'internal_error', 'Internal server error'),
			)
			.then((response) => writeResponse(res, response, isHead))
			.catch((error) => {
				consoleLogger.error('Could not answer a request', error);
				if (!res.headersSent) res.writeHead(500);
				res.end();
			});
	};
}

/**
 * A page request: the discovery headers go on whatever answers it, and `Accept: text/markdown`
 * gets the page's Markdown file when the build wrote one (else the page, as a browser gets it).
 */
function answerPage(
	config: ServerConfig,
	pathname: string,
	req: IncomingMessage,
	res: ServerResponse,
	next: () => void,
): void {
	const { agents } = config;
	if ((req.method !== 'GET' && req.method !== 'HEAD') || !agents || !isPagePath(pathname)) {
		next();
		return;
	}
	if (agents.headers) {
		for (const [name, value] of Object.entries(getDiscoveryHeaders(agents))) {
			res.setHeader(name, value);
		}
	}
	if (!agents.markdown) {
		next();
		return;
	}
	// Caches must keep the HTML and the Markdown of one address apart, also when what serves the
	// page next sets its own `Vary` (sirv's `Accept-Encoding` for precompressed files).
	keepVary(res, 'Accept');
	const file = prefersMarkdown(req.headers.accept ?? null)
		? getMarkdownFile(pathname, agents.base)
		: undefined;
	if (!file) {
		next();
		return;
	}
	readBuiltFile(agents.clientDir, file)
		.then((text) => {
			if (text === undefined) {
				next();
				return;
			}
			res.writeHead(200, {
				'content-type': 'text/markdown; charset=utf-8',
				'content-length': Buffer.byteLength(text),
			});
			res.end(req.method === 'HEAD' ? undefined : text);
		})
		.catch(() => next());
}

/**
 * Sets `Vary: <field>` on `res` and keeps it there: a later `setHeader('Vary', ...)` of this
 * response (a static file server's, Express's) adds its fields to it instead of replacing it,
 * as the `vary` package of Express does when asked.
 */
function keepVary(res: ServerResponse, field: string): void {
	res.setHeader('vary', field);
	const setHeader = res.setHeader.bind(res);
	res.setHeader = (name, value) => {
		if (name.toLowerCase() !== 'vary') return setHeader(name, value);
		const fields = new Set([field]);
		for (const item of String(value).split(',')) if (item.trim()) fields.add(item.trim());
		return setHeader(name, [...fields].join(', '));
	};
}
