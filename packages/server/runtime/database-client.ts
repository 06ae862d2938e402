/**
 * The libSQL client on Node, loaded where `@trydocs/server` itself depends on it. A built server's
 * code sits in `dist/server/`, from where a package manager with a strict layout (pnpm) does not
 * let it import a dependency of ours by name, and bundling the client instead loses its native
 * SQLite binding. So the build records the client's entry as `@trydocs/server` resolves it
 * (`ServerConfig.databaseClient`), and the runtime imports that file. The import by name is the
 * fallback: where the file is not (a function host such as Vercel, which copies the traced
 * files elsewhere; a site moved after its build) or not recorded (tests).
 */
import type { Client, Config } from '@libsql/client';

/** `createClient` of `@libsql/client`. */
export type CreateClient = (config: Config) => Client;

type ClientModule = { createClient?: CreateClient; default?: { createClient?: CreateClient } };

/** Imports the client from `entry` (a file URL), else by its name; throws saying what to install. */
export async function loadDatabaseClient(entry: string | undefined): Promise<CreateClient> {
	const tried: string[] = [];
	const pick = (module: ClientModule) => module.createClient ?? module.default?.createClient;
	if (entry) {
		try {
			const createClient = pick(await import(/* @vite-ignore */ entry));
			if (createClient) return createClient;
		} catch (error) {
			tried.push(`${entry}: ${(error as Error).message.split('\n')[0]}`);
		}
	}
	try {
		// A literal name, so a function host's file tracing keeps the client beside the function.
		const createClient = pick(await import('@libsql/client'));
		if (createClient) return createClient;
	} catch (error) {
		tried.push(`@libsql/client: ${(error as Error).message.split('\n')[0]}`);
	}
	throw new Error(
		`The database client @libsql/client could not be loaded (${tried.join('; ')}). Reinstall the site's dependencies where the server runs, or add @libsql/client to them.`,
	);
}
