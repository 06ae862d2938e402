import type { SqlExecutor, SqlRow, SqlStatement } from '../executor.ts';

/** The parts of a Cloudflare D1 binding the store uses. */
export interface D1Database {
	prepare(sql: string): D1PreparedStatement;
	batch(statements: D1PreparedStatement[]): Promise<{ results?: Record<string, unknown>[] }[]>;
}

/** A prepared D1 statement. */
export interface D1PreparedStatement {
	bind(...values: unknown[]): D1PreparedStatement;
	all(): Promise<{ results: Record<string, unknown>[] }>;
}

/**
 * The store's executor over a D1 binding (`database: { binding: 'DB' }`). D1 refuses `PRAGMA`,
 * `BEGIN` and `COMMIT`: its `batch()` is the transaction, and it needs no connection setup.
 */
export function createD1Executor(db: D1Database): SqlExecutor {
	const prepare = ({ sql, args = [] }: SqlStatement) =>
		args.length > 0 ? db.prepare(sql).bind(...args) : db.prepare(sql);
	return {
		async execute(statement) {
			const { results } = await prepare(statement).all();
			return results as SqlRow[];
		},
		async batch(statements) {
			const results = await db.batch(statements.map(prepare));
			return results.map((result) => (result.results ?? []) as SqlRow[]);
		},
		async open() {},
		close() {},
	};
}
