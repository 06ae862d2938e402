import { env as bindings, waitUntil } from 'cloudflare:workers';
import { createClient } from '@libsql/client';
import type { ServerConfig } from '../handlers/config.ts';
import type { Logger, ServerDeps } from '../handlers/deps.ts';
import { hashSecret } from '../handlers/http/auth.ts';
import { recoverBuilds as recover } from '../runner/watchdog.ts';
import type { D1Database } from '../store/executors/d1.ts';
import { createD1Executor } from '../store/executors/d1.ts';
import { createLibsqlExecutor } from '../store/executors/libsql.ts';
import { createSqlStore } from '../store/sql-store.ts';
import type { Store } from '../store/store.ts';
import { consoleLogger } from './log.ts';
import { createServerRuntime, type ServerRuntime } from './server-runtime.ts';

/*
 * The Workers runtime (`@astrojs/cloudflare`, served by workerd): the store on a D1 binding or a
 * libSQL server, hook and GitHub runners, `waitUntil` for the work after a response, and a
 * scheduled handler that recovers builds an evicted isolate left behind. Nothing here imports a
 * Node builtin.
 */

const log: Logger = consoleLogger;

/** Text bindings (vars and secrets) by name; other bindings read as unset. */
function getTextEnv(): Record<string, string | undefined> {
	const all = bindings as unknown as Record<string, unknown>;
	return new Proxy({} as Record<string, string | undefined>, {
		get: (_target, name) => {
			const value = typeof name === 'string' ? all[name] : undefined;
			return typeof value === 'string' ? value : undefined;
		},
	});
}

/** The platform's `fetch`, looked up at each call (never detached from the global scope). */
const platformFetch: typeof fetch = (input, init) => fetch(input, init);

function createWorkersRuntime(config: ServerConfig): Promise<ServerRuntime> {
	const env = getTextEnv();
	return createServerRuntime(config, {
		env,
		store: openWorkersStore(config, env),
		// Each isolate is an owner of its own: a build whose isolate was evicted stops renewing
		// its lease, and the scheduled recovery fails it.
		owner: `worker/${crypto.randomUUID()}`,
		fetch: platformFetch,
		proxyFetch: platformFetch,
		hashSecret,
		readAsset,
		// A Worker's logs are kept by the platform, and it has no private file to write to: it
		// never generates a secret; an unset one is named in the log, and nothing is accepted for it.
		reportMissing: (notice) => log.warn(notice),
		// The build runs after the response: without `waitUntil` the Worker would cancel it.
		keepAlive: waitUntil,
		log,
	});
}

/** The store on a libSQL server (`database.url`, `TRYDOCS_DATABASE_URL`), else on D1. */
function openWorkersStore(config: ServerConfig, env: Record<string, string | undefined>): Store {
	const url = env.TRYDOCS_DATABASE_URL?.trim() || config.database.url;
	const { authTokenEnv, binding } = config.database;
	if (url) {
		return createSqlStore(
			createLibsqlExecutor({
				// The client queues operations past its `concurrency` (20) and starts a queued one
				// from the request whose operation ended: on workerd that is I/O on behalf of another
				// request, and a burst of requests hung (500 'your Worker's code had hung'). Each
				// request's operations run in its own request instead, within the platform's limits.
				createClient: (options) =>
					createClient({ ...options, concurrency: Number.MAX_SAFE_INTEGER }),
				url,
				authToken: (authTokenEnv && env[authTokenEnv]?.trim()) || undefined,
				authTokenEnv,
			}),
		);
	}
	const db = binding
		? ((bindings as unknown as Record<string, unknown>)[binding] as D1Database | undefined)
		: undefined;
	if (!db || typeof db.prepare !== 'function') {
		throw new Error(
			`The D1 binding \`${binding}\` is missing: add it to \`d1_databases\` in the wrangler config, or set \`database.url\` (or TRYDOCS_DATABASE_URL) to a libSQL server.`,
		);
	}
	return createSqlStore(createD1Executor(db));
}

/** A file of the built site through the assets binding (`ASSETS`, which the adapter declares). */
async function readAsset(path: string): Promise<Uint8Array | undefined> {
	const assets = (bindings as unknown as Record<string, unknown>).ASSETS as
		| { fetch(request: Request): Promise<Response> }
		| undefined;
	if (!assets || typeof assets.fetch !== 'function') return undefined;
	// The binding serves by path; the host name is not looked at.
	const response = await assets.fetch(new Request(new URL(path, 'https://assets.invalid')));
	return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
}

let runtime: Promise<ServerRuntime> | undefined;

function getWorkersRuntime(config: ServerConfig): Promise<ServerRuntime> {
	if (!runtime) {
		// A missing binding throws here, inside the promise: its requests answer 500 and log why.
		const started = Promise.resolve().then(() => createWorkersRuntime(config));
		runtime = started;
		started.catch((error) => {
			if (runtime === started) runtime = undefined;
			log.error(
				'The server runtime could not start; its endpoints answer 500 until it can.',
				error,
			);
		});
	}
	return runtime;
}

/** The handlers' deps on Workers: what `virtual:trydocs/server-runtime` gives the routes there. */
export async function getWorkersDeps(config: ServerConfig): Promise<ServerDeps> {
	return (await getWorkersRuntime(config)).deps;
}

/**
 * The scheduled handler's work (a Cron Trigger): a build whose lease ended was left behind by an
 * isolate that stopped (builds other isolates are running renew theirs and are left alone), and
 * one still `building` well past its runner's time limit is stuck: both are marked `failed`,
 * their commit statuses follow, and queued builds are started.
 */
export async function recoverBuilds(config: ServerConfig, now = Date.now()): Promise<void> {
	const { queue, watchdog } = await getWorkersRuntime(config);
	await recover({ ...watchdog, now: () => now });
	await queue.idle();
}
