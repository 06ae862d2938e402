/**
 * What the store needs of a database: statements with positional arguments, and an atomic
 * batch. The libSQL client (`file:`, sqld, Turso) and a D1 binding both provide it, so one store
 * and one set of migrations serve every engine.
 */

/** A value a statement takes or a row holds. */
export type SqlValue = string | number | bigint | null | Uint8Array;

/** A statement with positional (`?`) arguments. */
export interface SqlStatement {
	sql: string;
	args?: SqlValue[];
}

/** A row, by column name. */
export type SqlRow = Record<string, SqlValue | undefined>;

/** One database engine behind the store. */
export interface SqlExecutor {
	/** Runs one statement; its rows (those of `RETURNING` too). */
	execute(statement: SqlStatement): Promise<SqlRow[]>;
	/** Runs statements in one transaction: all of them, or none. The rows of each, in order. */
	batch(statements: SqlStatement[]): Promise<SqlRow[][]>;
	/**
	 * Prepares a fresh connection (an embedded file's journal mode, say). The first contact with
	 * the database: a failure here means it cannot be opened.
	 */
	open(): Promise<void>;
	close(): void;
}
