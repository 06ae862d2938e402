/**
 * What must stay process-wide, and the one file of the package that names `globalThis`. Astro
 * loads this package more than once in one process: the integration from the site's config, the
 * routes in Vite's module runner (`astro dev`, which runs them afresh after each reload), the
 * opt-in middleware from its own bundle (`dist/node.mjs`). Each is a module instance of its own,
 * so a module-level value is not shared between them; these are, under `Symbol.for` keys.
 * Everything else travels through arguments.
 */
/**
 * The Node runtime of one site, and the configuration it was started with. The runtime's type is
 * the runtime's own (`runtime/node.ts` narrows it): named here, it would make a circle.
 */
export interface RuntimeEntry<Runtime = unknown> {
	/** The configuration's JSON: a different one for the same site (its options edited) replaces the runtime. */
	json: string;
	/** The configuration objects known to have that JSON (each host module has its own). */
	configs: WeakSet<object>;
	runtime: Promise<Runtime>;
}

interface Registry {
	/**
	 * The live allow list of the playground proxy in `astro dev`, by site root: written by the dev
	 * server's watcher (`integrations/live-proxy-targets.ts`) when a docs.json, spec or page
	 * changes, read by the Node runtime's `proxyAllow` (`runtime/node-runtime.ts`), so a server a
	 * page gains is reachable after a reload. Empty outside `astro dev`.
	 */
	'trydocs.server.proxy-targets': Map<string, readonly string[]>;
	/**
	 * The Node runtime of each site, by site root (`runtime/node.ts`): one store, build queue and
	 * watchdog per site in a process, shared by the routes and the opt-in Node middleware, and
	 * kept across `astro dev` reloads.
	 */
	'trydocs.server.runtimes': Map<string, RuntimeEntry>;
}

function getEntry<K extends keyof Registry>(key: K): Registry[K] {
	const holder = globalThis as typeof globalThis & { [key: symbol]: Registry[K] | undefined };
	const symbol = Symbol.for(key);
	holder[symbol] ??= new Map() as Registry[K];
	return holder[symbol];
}

/** The live allow lists of the playground proxy in `astro dev`, by site root. */
export function getLiveProxyTargets(): Registry['trydocs.server.proxy-targets'] {
	return getEntry('trydocs.server.proxy-targets');
}

/** The Node runtimes of this process, by site root (`Runtime` is the runtime's own type). */
export function getNodeRuntimes<Runtime>(): Map<string, RuntimeEntry<Runtime>> {
	return getEntry('trydocs.server.runtimes') as Map<string, RuntimeEntry<Runtime>>;
}
