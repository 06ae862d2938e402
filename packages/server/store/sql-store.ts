import type { SqlExecutor, SqlRow, SqlValue } from './executor.ts';
import { MIGRATIONS, type Migration } from './migrations.ts';
import {
	type BuildRecord,
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
	const run = (sql: string, args: SqlValue[] = []) => executor.execute({ sql, args });
	// Tickets never change once created (the interface has no update), so reads of known ones
	// are served from a small per-instance cache; an unknown id always asks the database.
	const tickets = new Map<string, TicketRecord>();
	const remember = (ticket: TicketRecord) => {
		if (tickets.size >= 1000) tickets.delete(tickets.keys().next().value ?? '');
		tickets.set(ticket.id, ticket);
	};

	return {
		async migrate() {
			// The first contact: the executor explains a database that cannot be opened.
			await executor.open();
			await run(
				'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
			);
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

		async insertBuild(build) {
			await run(
				`INSERT INTO builds (id, project_id, status, created_at, started_at, finished_at,
					commit_sha, commit_full_sha, commit_message, commit_author, log, failure_reason)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				[
					build.id,
					build.projectId,
					build.status,
					build.createdAt,
					build.startedAt,
					build.finishedAt,
					build.commit.sha,
					build.commit.fullSha,
					build.commit.message,
					build.commit.author,
					build.log,
					build.failureReason,
				],
			);
		},

		async getBuild(id) {
			const rows = await run('SELECT * FROM builds WHERE id = ?', [id]);
			return rows[0] ? toBuild(rows[0]) : undefined;
		},

		async listBuilds(projectId, limit = 50) {
			const rows = await run(
				'SELECT * FROM builds WHERE project_id = ? ORDER BY rowid DESC LIMIT ?',
				[projectId, limit],
			);
			return rows.map(toBuild);
		},

		async countBuilds(projectId) {
			const rows = await run('SELECT COUNT(*) AS n FROM builds WHERE project_id = ?', [projectId]);
			return Number(rows[0]?.n ?? 0);
		},

		async listBuildsPage(projectId, limit, before, withLogs = false) {
			const rows = await run(
				`SELECT ${SUMMARY_COLUMNS}, ${withLogs ? 'log' : "'' AS log"} FROM builds
				WHERE project_id = ? AND (? IS NULL OR created_at < ? OR (created_at = ? AND id < ?))
				ORDER BY created_at DESC, id DESC LIMIT ?`,
				[
					projectId,
					before?.createdAt ?? null,
					before?.createdAt ?? null,
					before?.createdAt ?? null,
					before?.id ?? null,
					limit,
				],
			);
			return rows.map(toBuild);
		},

		async readBuildLog(id, from, max) {
			const rows = await run(
				`SELECT ${SUMMARY_COLUMNS}, substr(log, ?, ?) AS log, length(log) AS log_length
				FROM builds WHERE id = ?`,
				[from + 1, max, id],
			);
			const row = rows[0];
			return row ? { build: toBuild(row), length: Number(row.log_length ?? 0) } : undefined;
		},

		async appendBuildLog(id, text, maxLength) {
			await run(
				`UPDATE builds SET log = log || ?
				WHERE id = ? AND status = 'building' AND length(log) < ?`,
				[text, id, maxLength],
			);
		},

		async queueBuild(build) {
			for (let attempt = 0; ; attempt++) {
				// The project's queued build, if any, takes this trigger's (newer) commit.
				const joined = await run(
					`UPDATE builds SET commit_sha = ?, commit_full_sha = ?, commit_message = ?,
						commit_author = ?
					WHERE id = (SELECT id FROM builds WHERE project_id = ? AND status = 'queued'
						ORDER BY rowid LIMIT 1)
					AND status = 'queued' RETURNING *`,
					[
						build.commit.sha,
						build.commit.fullSha,
						build.commit.message,
						build.commit.author,
						build.projectId,
					],
				);
				if (joined[0]) return { build: toBuild(joined[0]), joined: true };
				// Else a new one, unless another trigger queued one in between.
				const inserted = await run(
					`INSERT INTO builds (id, project_id, status, created_at, started_at, finished_at,
						commit_sha, commit_full_sha, commit_message, commit_author, log, failure_reason)
					SELECT ?, ?, 'queued', ?, NULL, NULL, ?, ?, ?, ?, '', NULL
					WHERE NOT EXISTS (SELECT 1 FROM builds WHERE project_id = ? AND status = 'queued')
					RETURNING *`,
					[
						build.id,
						build.projectId,
						build.createdAt,
						build.commit.sha,
						build.commit.fullSha,
						build.commit.message,
						build.commit.author,
						build.projectId,
					],
				);
				if (inserted[0]) return { build: toBuild(inserted[0]), joined: false };
				// Each round either joins or inserts unless the queued build was claimed between the
				// two statements; a few rounds settle it.
				if (attempt >= 5) throw new Error(`Could not queue a build of ${build.projectId}.`);
			}
		},

		async claimNextBuild(projectId, claim) {
			const rows = await run(
				`UPDATE builds SET status = 'building', started_at = ?, owner = ?, lease_until = ?
				WHERE id = (SELECT id FROM builds WHERE project_id = ? AND status = 'queued'
					ORDER BY rowid LIMIT 1)
				AND NOT EXISTS (SELECT 1 FROM builds WHERE project_id = ? AND status = 'building')
				RETURNING *`,
				[claim.startedAt, claim.owner, claim.leaseUntil, projectId, projectId],
			);
			return rows[0] ? toBuild(rows[0]) : undefined;
		},

		async setBuildLog(id, log) {
			await run(`UPDATE builds SET log = ? WHERE id = ? AND status = 'building'`, [log, id]);
		},

		async renewBuildLease(id, owner, leaseUntil) {
			const rows = await run(
				`UPDATE builds SET lease_until = ? WHERE id = ? AND owner = ? AND status = 'building'
				RETURNING id`,
				[leaseUntil, id, owner],
			);
			return rows.length > 0;
		},

		async reportBuildEnd(report) {
			const rows = await run(
				`UPDATE builds SET status = ?, finished_at = ?, log = log || ?, failure_reason = ?,
					lease_until = NULL
				WHERE id = ? AND project_id = ? AND status = 'building' RETURNING *`,
				[
					report.status,
					report.finishedAt,
					report.log,
					report.failureReason,
					report.id,
					report.projectId,
				],
			);
			return rows[0] ? toBuild(rows[0]) : undefined;
		},

		async finishBuild(id, owner, status, finishedAt, log, failureReason) {
			// Only its owner ends a build: its real result also replaces a failure recorded by
			// another instance that saw its lease end (a long database outage, say).
			const rows = await run(
				`UPDATE builds SET status = ?, finished_at = ?, log = ?, failure_reason = ?,
					lease_until = NULL
				WHERE id = ? AND owner = ? AND status IN ('building', 'failed') RETURNING id`,
				[status, finishedAt, log, failureReason, id, owner],
			);
			return rows.length > 0;
		},

		async failBuilds(which, reason, finishedAt) {
			const [condition, args]: [string, SqlValue[]] =
				'leaseEndedBefore' in which
					? [
							'(lease_until IS NULL OR lease_until < ?) AND (owner IS NULL OR owner != ?)',
							[which.leaseEndedBefore, which.exceptOwner ?? ''],
						]
					: 'id' in which
						? ['id = ?', [which.id]]
						: ['project_id = ? AND started_at < ?', [which.projectId, which.startedBefore]];
			const rows = await run(
				`UPDATE builds SET status = 'failed', finished_at = ?, failure_reason = ?,
					log = log || ?
				WHERE status = 'building' AND ${condition} RETURNING *`,
				[finishedAt, reason, `\n[trydocs] ${reason}\n`, ...args],
			);
			return rows.map(toBuild);
		},

		async listProjectsWithQueuedBuilds() {
			const rows = await run("SELECT DISTINCT project_id FROM builds WHERE status = 'queued'");
			return rows.map((row) => String(row.project_id));
		},

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

/** Every column of a build but its log. */
const SUMMARY_COLUMNS = `id, project_id, status, created_at, started_at, finished_at, commit_sha,
	commit_full_sha, commit_message, commit_author, failure_reason, owner, lease_until`;

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

function toBuild(row: SqlRow): BuildRecord {
	const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
	return {
		id: String(row.id),
		projectId: String(row.project_id),
		status: String(row.status) as BuildRecord['status'],
		createdAt: String(row.created_at),
		startedAt: text(row.started_at),
		finishedAt: text(row.finished_at),
		commit: {
			sha: String(row.commit_sha),
			fullSha: String(row.commit_full_sha),
			message: String(row.commit_message),
			author: String(row.commit_author),
		},
		log: String(row.log ?? ''),
		failureReason: text(row.failure_reason),
		owner: text(row.owner),
		leaseUntil:
			row.lease_until === null || row.lease_until === undefined ? null : Number(row.lease_until),
	};
}
