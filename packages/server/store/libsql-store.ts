import { createLibsqlExecutor, type LibsqlExecutorOptions } from './executors/libsql.ts';
import type { Migration } from './migrations.ts';
import { createSqlStore } from './sql-store.ts';
import type { Store } from './store.ts';

/** Where the store lives: a `file:` URL (embedded SQLite) or a libSQL server URL. */
export interface LibsqlStoreOptions extends LibsqlExecutorOptions {
	/** The migrations to apply; the shipped list by default. */
	migrations?: readonly Migration[];
}

/**
 * The store on the libSQL client (an embedded file, `sqld` or Turso). Call `migrate()` before
 * anything else: it throws a `DatabaseError` saying what to check when the database cannot be
 * opened.
 */
export function createLibsqlStore(options: LibsqlStoreOptions): Store {
	return createSqlStore(createLibsqlExecutor(options), options.migrations);
}
