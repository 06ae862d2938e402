import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The database client, whose native SQLite binding must load from the built server. */
const DATABASE_CLIENT = '@libsql/client';

/**
 * Whether `name` is installed where code in `root` can import it (Node's lookup through each
 * parent's `node_modules`).
 */
export function isInstalledFrom(root: string, name: string): boolean {
	for (let dir = root; ; dir = dirname(dir)) {
		if (existsSync(join(dir, 'node_modules', name, 'package.json'))) return true;
		if (dirname(dir) === dir) return false;
	}
}

/**
 * A warning when the site cannot import the database client itself. Vite then bundles the
 * client into the server build, where its native SQLite binding is found only while a package
 * manager sets `NODE_PATH` (`pnpm start`), not under a plain `node dist/server/entry.mjs`.
 * That happens with pnpm's strict layout; npm and Yarn hoist the client next to the site.
 */
export function checkDatabaseClient(root: string): string | undefined {
	if (isInstalledFrom(root, DATABASE_CLIENT)) return undefined;
	return `\`${DATABASE_CLIENT}\`, the database client of @trydocs/server, is not installed where this site can import it, so the built server can load SQLite only when started through the package manager. Add it to the site's dependencies (\`pnpm add ${DATABASE_CLIENT}\`) so \`node dist/server/entry.mjs\` works anywhere.`;
}
