import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** The database client, whose native SQLite binding must load from the built server. */
const DATABASE_CLIENT = '@libsql/client';

/**
 * The file URL of the database client as `@trydocs/server` resolves it (its own dependency), or
 * `undefined` when it cannot be found. The build records it so the built server imports that file
 * wherever the server code was bundled: the site never needs the client among its own
 * dependencies, whatever its package manager's layout (see `runtime/database-client.ts`).
 */
export function resolveDatabaseClient(from: string | URL = import.meta.url): string | undefined {
	try {
		return pathToFileURL(createRequire(from).resolve(DATABASE_CLIENT)).href;
	} catch {
		return undefined;
	}
}

/** The warning when the client cannot be found: the install of @trydocs/server is broken. */
export const MISSING_DATABASE_CLIENT = `\`${DATABASE_CLIENT}\`, the database client of @trydocs/server, is not installed beside it, so the server cannot open its database. Reinstall the site's dependencies (\`npm install\`, \`pnpm install\`).`;
