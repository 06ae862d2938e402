import type { SqlExecutor, SqlRow, SqlValue } from './executor.ts';
import { MIGRATIONS, type Migration } from './migrations.ts';
import { createSqlBuildStore } from './sql-builds.ts';
import {
	type CredentialKind,
	type CredentialRecord,
	getRetryAfterSeconds,
	type RateLimitResult,
	type SessionRecord,
	type Store,
	type TicketRecord,
} from './store.ts';

/**
 * The store over any SQL executor (the libSQL client or a D1 binding): the same statements and
 * migrations on every engine. Call `migrate()` before anything else: it is the first contact
 * with the database.
 */
export function createSqlStore(
	executor: SqlExecutor,
	migrations: readonly Migration[] = MIGRATIONS,
): Store {
	const run: Run = (sql, args = []) => executor.execute({ sql, args });
	return {
		...createSqlBuildStore(run),
		...createSchemaMethods(executor, migrations),
		...createCredentialMethods(run),
		...createRateLimitMethods(executor),
		...createTicketMethods(run),
		...createSessionMethods(run),
	};
}

/** Runs one SQL statement and gives its rows. */
type Run = (sql: string, args?: SqlValue[]) => Promise<SqlRow[]>;

/** Opening and migrating the database, and closing it. */
function createSchemaMethods(
	executor: SqlExecutor,
	migrations: readonly Migration[],
): Pick<Store, 'migrate' | 'close'> {
	return {
		async migrate() {
			// The first contact: the executor explains a database that cannot be opened.
			await executor.open();
			await executor.execute({
				sql: 'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
				args: [],
			});
			const applied: number[] = [];
			for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
				if (await isApplied(executor, migration.version)) continue;
				try {
					// One batch is one transaction on every engine (D1 has no BEGIN/COMMIT).
					await executor.batch([
						...migration.statements.map((sql) => ({ sql })),
						{
							sql: 'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
							args: [migration.version, migration.name, new Date().toISOString()],
						},
					]);
					applied.push(migration.version);
				} catch (error) {
					// Another process may have applied it between our check and our write.
					if (!(await isApplied(executor, migration.version))) throw error;
				}
			}
			return applied;
		},

		close() {
			executor.close();
		},
	};
}

/** The credentials: hashes of API keys and access tokens, by kind and subject. */
function createCredentialMethods(
	run: Run,
): Pick<
	Store,
	'getCredential' | 'putCredential' | 'insertCredentialIfMissing' | 'listCredentials'
> {
	return {
		async getCredential(kind, subject) {
			const rows = await run('SELECT * FROM credentials WHERE kind = ? AND subject = ?', [
				kind,
				subject,
			]);
			return rows[0] ? toCredential(rows[0]) : undefined;
		},

		async putCredential(record) {
			await run(
				`INSERT INTO credentials (kind, subject, hash, source, created_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (kind, subject) DO UPDATE SET hash = excluded.hash, source = excluded.source`,
				[record.kind, record.subject, record.hash, record.source, new Date().toISOString()],
			);
		},

		async insertCredentialIfMissing(record) {
			await run(
				`INSERT INTO credentials (kind, subject, hash, source, created_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (kind, subject) DO NOTHING`,
				[record.kind, record.subject, record.hash, record.source, new Date().toISOString()],
			);
			const stored = await this.getCredential(record.kind, record.subject);
			if (!stored) throw new Error(`The credential ${record.kind}/${record.subject} vanished.`);
			return stored;
		},

		async listCredentials(kind: CredentialKind) {
			const rows = await run('SELECT * FROM credentials WHERE kind = ?', [kind]);
			return rows.map(toCredential);
		},
	};
}

/** The rate limits' sliding windows, counted in one transaction per hit. */
function createRateLimitMethods(executor: SqlExecutor): Pick<Store, 'hitRateLimit'> {
	return {
		async hitRateLimit(bucket, limit, windowSeconds, nowMs): Promise<RateLimitResult> {
			const windowMs = windowSeconds * 1000;
			const since = nowMs - windowMs;
			// One transaction on every engine: forget hits older than the window, count this one
			// only while fewer than `limit` remain, then read what the window holds.
			const [, inserted = [], counted = []] = await executor.batch([
				{ sql: 'DELETE FROM rate_limit_hits WHERE bucket = ? AND at <= ?', args: [bucket, since] },
				{
					sql: `INSERT INTO rate_limit_hits (bucket, at) SELECT ?, ?
				WHERE (SELECT COUNT(*) FROM rate_limit_hits WHERE bucket = ? AND at > ?) < ?
				RETURNING at`,
					args: [bucket, nowMs, bucket, since, limit],
				},
				{
					sql: 'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM rate_limit_hits WHERE bucket = ? AND at > ?',
					args: [bucket, since],
				},
			]);
			const allowed = inserted.length > 0;
			const count = Number(counted[0]?.n ?? 0);
			const oldest = Number(counted[0]?.oldest ?? nowMs);
			// The next request is allowed once the oldest counted one leaves the window.
			const resetAt = count >= limit ? oldest + windowMs : nowMs;
			return {
				allowed,
				count,
				retryAfterSeconds: getRetryAfterSeconds(resetAt, nowMs),
				resetAt,
			};
		},
	};
}

/** The demo interface's tickets. */
function createTicketMethods(run: Run): Pick<Store, 'insertTicket' | 'getTicket'> {
	// Tickets never change once created (the interface has no update), so reads of known ones
	// are served from a small per-instance cache; an unknown id always asks the database.
	const tickets = new Map<string, TicketRecord>();
	const remember = (ticket: TicketRecord) => {
		if (tickets.size >= 1000) tickets.delete(tickets.keys().next().value ?? '');
		tickets.set(ticket.id, ticket);
	};
	return {
		async insertTicket(ticket) {
			await run(
				`INSERT INTO tickets (id, status, created_at, customer_id, subject, priority)
			VALUES (?, ?, ?, ?, ?, ?)`,
				[
					ticket.id,
					ticket.status,
					ticket.created_at,
					ticket.customer_id,
					ticket.subject,
					ticket.priority,
				],
			);
			remember(ticket);
		},

		async getTicket(id) {
			const known = tickets.get(id);
			if (known) return known;
			const rows = await run(
				'SELECT id, status, created_at, customer_id, subject, priority FROM tickets WHERE id = ?',
				[id],
			);
			const row = rows[0];
			if (!row) return undefined;
			const ticket: TicketRecord = {
				id: String(row.id),
				status: String(row.status) as TicketRecord['status'],
				created_at: String(row.created_at),
				customer_id: String(row.customer_id),
				subject: String(row.subject),
				priority: String(row.priority),
			};
			remember(ticket);
			return ticket;
		},
	};
}

/** The Deployments page's sessions, by the hash of their token. */
function createSessionMethods(
	run: Run,
): Pick<Store, 'insertSession' | 'getSession' | 'deleteSession'> {
	return {
		async insertSession(hash, session: SessionRecord) {
			await run('INSERT INTO sessions (hash, project_id, expires_at) VALUES (?, ?, ?)', [
				hash,
				session.projectId,
				session.expiresAt,
			]);
			// Keep the table small: drop the expired ones while we are writing anyway.
			await run('DELETE FROM sessions WHERE expires_at < ?', [Date.now()]);
		},

		async getSession(hash, nowMs) {
			const rows = await run(
				'SELECT project_id, expires_at FROM sessions WHERE hash = ? AND expires_at > ?',
				[hash, nowMs],
			);
			const row = rows[0];
			return row
				? { projectId: String(row.project_id), expiresAt: Number(row.expires_at) }
				: undefined;
		},

		async deleteSession(hash) {
			await run('DELETE FROM sessions WHERE hash = ?', [hash]);
		},
	};
}

async function isApplied(executor: SqlExecutor, version: number): Promise<boolean> {
	const rows = await executor.execute({
		sql: 'SELECT 1 AS applied FROM schema_migrations WHERE version = ?',
		args: [version],
	});
	return rows.length > 0;
}

function toCredential(row: SqlRow): CredentialRecord {
	return {
		kind: String(row.kind) as CredentialKind,
		subject: String(row.subject),
		hash: String(row.hash),
		source: String(row.source) as CredentialRecord['source'],
	};
}
