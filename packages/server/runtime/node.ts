/**
 * The Node runtime (`@astrojs/node`, and the Node functions of Vercel and Netlify): one runtime
 * per site in a process, which the injected routes and the opt-in middleware
 * (`@trydocs/server/node`) share, and its shutdown: by the host's own call, or on signals when
 * the site opts in (`shutdownOnSignals`). `node-runtime.ts` starts a runtime.
 */
import type { ServerConfig } from '../handlers/config.ts';
import type { ServerDeps } from '../handlers/deps.ts';
import { getLiveProxyTargets, getNodeRuntimes } from '../registry.ts';
import { consoleLogger } from './log.ts';
import { createNodeRuntime, type NodeRuntime } from './node-runtime.ts';

export {
	createNodeRuntime,
	type NodeRuntime,
	type NodeRuntimeOptions,
	readBuiltFile,
} from './node-runtime.ts';

/**
 * The one runtime of this process for a site, by its root, started on first use and shared by
 * the routes and the opt-in Node middleware (different module instances, so the runtimes live in
 * the package's registry). A configuration object already seen costs one lookup; a new one is
 * compared by its JSON, and one that differs (the site's options edited in `astro dev`) replaces
 * the runtime, the old one closing once its builds end. A failed start is retried on the next
 * request rather than cached.
 */
export function getNodeRuntime(config: ServerConfig): Promise<NodeRuntime> {
	const runtimes = getNodeRuntimes<NodeRuntime>();
	const known = runtimes.get(config.root);
	if (known?.configs.has(config)) return known.runtime;
	const json = JSON.stringify(config);
	if (known?.json === json) {
		known.configs.add(config);
		return known.runtime;
	}
	const runtime = createNodeRuntime(config, { proxyAllow: createLiveAllow(config) });
	const entry = { json, configs: new WeakSet([config]), runtime };
	runtimes.set(config.root, entry);
	if (known) void closeReplaced(known.runtime);
	const started = entry.runtime;
	if (config.shutdownOnSignals) stopOnSignals(started);
	started.catch((error) => {
		if (runtimes.get(config.root) === entry) runtimes.delete(config.root);
		consoleLogger.error(
			'The server runtime could not start; its endpoints answer 500 until it can.',
			error,
		);
	});
	return started;
}

/**
 * The proxy's allow list as `astro dev` keeps it current (a page that gains a server is reachable
 * after a reload), else the one the build fixed.
 */
function createLiveAllow(config: ServerConfig): () => readonly string[] {
	const live = getLiveProxyTargets();
	return () => live.get(config.root) ?? config.proxy.allow;
}

/** A runtime a new configuration replaced: it takes no more requests and closes. */
async function closeReplaced(runtime: Promise<NodeRuntime>): Promise<void> {
	try {
		await (await runtime).close();
	} catch {
		// It never started, or its store was already gone: nothing is left to close.
	}
}

/** The grace period of a shutdown: `TRYDOCS_SHUTDOWN_GRACE_MS`, else the runtime's default. */
function getGraceMs(): number | undefined {
	return Number(process.env.TRYDOCS_SHUTDOWN_GRACE_MS) || undefined;
}

/**
 * Shuts down every server runtime this process started: no more builds are taken (triggers
 * still queue them for the next start), a running build gets `graceMs` to finish, else it is
 * stopped and recorded `failed` with the reason, and the database is closed. Call it from your
 * host's own shutdown; it never exits the process. Without it, a process that ends mid-build
 * leaves the build to the next start, which records it failed.
 */
export async function shutdownNodeRuntimes(graceMs = getGraceMs()): Promise<void> {
	const registry = getNodeRuntimes<NodeRuntime>();
	const runtimes = [...registry.values()].map((entry) => entry.runtime);
	registry.clear();
	await Promise.all(
		runtimes.map((runtime) =>
			runtime.then(
				(started) => started.shutdown(graceMs),
				() => {},
			),
		),
	);
}

let signalsHandled = false;

/**
 * The opt-in (`shutdownOnSignals`) for a server with no shutdown of its own (`@astrojs/node`
 * standalone): on SIGTERM or SIGINT (a deploy, `docker stop`, Ctrl-C) the runtimes shut down,
 * then the process exits.
 */
function stopOnSignals(runtime: Promise<NodeRuntime>): void {
	if (signalsHandled) return;
	signalsHandled = true;
	for (const signal of ['SIGTERM', 'SIGINT'] as const) {
		process.once(signal, () => {
			consoleLogger.info(`${signal}: finishing or stopping the running build, then exiting.`);
			runtime
				.then(() => shutdownNodeRuntimes())
				.catch((error) => consoleLogger.error('Shutdown failed', error))
				.finally(() => process.exit(0));
		});
	}
}

/** The handlers' deps on Node: what `virtual:trydocs/server-runtime` gives the routes there. */
export async function getNodeDeps(config: ServerConfig): Promise<ServerDeps> {
	return (await getNodeRuntime(config)).deps;
}
