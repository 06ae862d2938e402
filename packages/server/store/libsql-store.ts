import { createClient } from '@libsql/client';
import { createLibsqlExecutor, type LibsqlExecutorOptions } from './executors/libsql.ts';
import type { Migration } from './migrations.ts';
import { createSqlStore } from './sql-store.ts';
import type { Store } from './store.ts';

/** Where the store lives: a `file:` URL (embedded SQLite) or a libSQL server URL. */
export interface LibsqlStoreOptions extends Omit<LibsqlExecutorOptions, 'createClient'> {
	/** The migrations to apply; the shipped list by default. */
	migrations?: readonly Migration[];
}

/**
 * The store on the libSQL client this package resolves (an embedded file, `sqld` or Turso), for
 * tests and tools; the runtimes bring their own client (see `runtime/database-client.ts`). Call
 * `migrate()` before anything else: it throws a `DatabaseError` saying what to check when the
 * database cannot be opened.
 */
export function createLibsqlStore(options: LibsqlStoreOptions): Store {
	return createSqlStore(createLibsqlExecutor({ ...options, createClient }), options.migrations);
}
