import type { Client, Config, InValue } from '@libsql/client';
import { explainDatabaseError } from '../database-error.ts';
import type { SqlExecutor, SqlRow, SqlStatement } from '../executor.ts';

/** Where the database is: a `file:` URL (embedded SQLite) or a libSQL server URL. */
export interface LibsqlExecutorOptions {
	/**
	 * The client's `createClient`: each runtime brings its own build of `@libsql/client` (Node's
	 * native SQLite, or the web client on Workers), so this module imports none.
	 */
	createClient: (config: Config) => Client;
	url: string;
	authToken?: string;
	/** The environment variable the token came from, named in errors (never the token itself). */
	authTokenEnv?: string;
}

/**
 * The store's executor over the libSQL client: an embedded SQLite file, `sqld` or Turso. A
 * database that cannot be opened throws a `DatabaseError` saying what to check.
 */
export function createLibsqlExecutor(options: LibsqlExecutorOptions): SqlExecutor {
	let client: Client;
	try {
		client = options.createClient({ url: options.url, authToken: options.authToken });
	} catch (error) {
		throw explainDatabaseError(error, options);
	}
	const toStatement = ({ sql, args = [] }: SqlStatement) => ({ sql, args: args as InValue[] });
	return {
		async execute(statement) {
			const result = await client.execute(toStatement(statement));
			// libSQL rows are arrays with named properties; the store reads them by name.
			return result.rows as unknown as SqlRow[];
		},
		async batch(statements) {
			const results = await client.batch(statements.map(toStatement), 'write');
			return results.map((result) => result.rows as unknown as SqlRow[]);
		},
		async open() {
			try {
				if (options.url.startsWith('file:')) {
					// WAL lets readers run beside the one writer, and NORMAL sync keeps each write
					// from waiting on an fsync while staying safe against corruption.
					await client.execute('PRAGMA journal_mode = WAL');
					await client.execute('PRAGMA synchronous = NORMAL');
					await client.execute('PRAGMA busy_timeout = 5000');
				} else {
					await client.execute('SELECT 1');
				}
			} catch (error) {
				throw explainDatabaseError(error, options);
			}
		},
		close() {
			client.close();
		},
	};
}
