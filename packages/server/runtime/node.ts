/**
 * The Node runtime (`@astrojs/node`, and the Node functions of Vercel and Netlify): one runtime
 * per configuration in a process, which the injected routes and the opt-in middleware
 * (`@trydocs/server/node`) share, and its shutdown: by the host's own call, or on signals when
 * the site opts in (`shutdownOnSignals`). `node-runtime.ts` starts a runtime.
 */
import type { ServerConfig } from '../handlers/config.ts';
import type { ServerDeps } from '../handlers/deps.ts';
import { consoleLogger } from './log.ts';
import { createNodeRuntime, type NodeRuntime } from './node-runtime.ts';

export {
	createNodeRuntime,
	type NodeRuntime,
	type NodeRuntimeOptions,
	readBuiltFile,
} from './node-runtime.ts';

const RUNTIMES = Symbol.for('trydocs.server.runtimes');
const BY_OBJECT = new WeakMap<ServerConfig, Promise<NodeRuntime>>();

/**
 * The one runtime of this process for a configuration, started on first use and shared by the
 * routes and the opt-in Node middleware (different module instances, so the runtimes live on
 * `globalThis`, by the configuration's JSON). A request costs one lookup by object; the JSON is
 * made only when a configuration object is first seen. A failed start is retried on the next
 * request rather than cached.
 */
export function getNodeRuntime(config: ServerConfig): Promise<NodeRuntime> {
	const known = BY_OBJECT.get(config);
	if (known) return known;
	const holder = globalThis as typeof globalThis & {
		[RUNTIMES]?: Map<string, Promise<NodeRuntime>>;
	};
	holder[RUNTIMES] ??= new Map();
	const key = JSON.stringify(config);
	let runtime = holder[RUNTIMES].get(key);
	if (!runtime) {
		runtime = createNodeRuntime(config);
		holder[RUNTIMES].set(key, runtime);
	}
	const started = runtime;
	BY_OBJECT.set(config, started);
	if (config.shutdownOnSignals) stopOnSignals(started);
	started.catch((error) => {
		if (holder[RUNTIMES]?.get(key) === started) holder[RUNTIMES].delete(key);
		if (BY_OBJECT.get(config) === started) BY_OBJECT.delete(config);
		consoleLogger.error(
			'The server runtime could not start; its endpoints answer 500 until it can.',
			error,
		);
	});
	return started;
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
	const holder = globalThis as typeof globalThis & {
		[RUNTIMES]?: Map<string, Promise<NodeRuntime>>;
	};
	const runtimes = [...(holder[RUNTIMES]?.values() ?? [])];
	holder[RUNTIMES]?.clear();
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
