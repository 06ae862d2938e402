import type { SqlRow, SqlValue } from './executor.ts';
import type { BuildRecord, Store } from './store.ts';

/** The store's methods for builds. */
export type BuildStore = Pick<
	Store,
	| 'insertBuild'
	| 'getBuild'
	| 'listBuilds'
	| 'countBuilds'
	| 'listBuildsPage'
	| 'readBuildLog'
	| 'appendBuildLog'
	| 'queueBuild'
	| 'claimNextBuild'
	| 'setBuildLog'
	| 'renewBuildLease'
	| 'reportBuildEnd'
	| 'finishBuild'
	| 'failBuilds'
	| 'listProjectsWithQueuedBuilds'
>;

/**
 * The builds part of the SQL store (`createSqlStore`): queueing (one queued build per project,
 * joined by later triggers), claiming with an owner and a lease, logs, reports and failures. No
 * BEGIN/COMMIT: each statement is atomic on its own, so D1 runs them as libSQL does.
 */
export function createSqlBuildStore(
	run: (sql: string, args?: SqlValue[]) => Promise<SqlRow[]>,
): BuildStore {
	return { ...createBuildReads(run), ...createBuildQueueing(run), ...createBuildEnds(run) };
}

/** Runs one SQL statement and gives its rows. */
type Run = (sql: string, args?: SqlValue[]) => Promise<SqlRow[]>;

/** The reads: one build, a project's builds and their count, a page of them, a slice of a log. */
function createBuildReads(
	run: Run,
): Pick<BuildStore, 'getBuild' | 'listBuilds' | 'countBuilds' | 'listBuildsPage' | 'readBuildLog'> {
	return {
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
	};
}

/** Queueing and claiming: a stored build, one queued build per project (joined by later triggers), the claim with an owner and a lease. */
function createBuildQueueing(
	run: Run,
): Pick<
	BuildStore,
	'insertBuild' | 'queueBuild' | 'claimNextBuild' | 'listProjectsWithQueuedBuilds'
> {
	return {
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
				// A claim's time is taken before its statement runs; the build it waited for may have
				// ended in between, stamped after it. A build never starts before the last one ended.
				`UPDATE builds SET status = 'building', owner = ?, lease_until = ?,
				started_at = MAX(?, COALESCE((SELECT MAX(finished_at) FROM builds
					WHERE project_id = ? AND finished_at IS NOT NULL), ''))
			WHERE id = (SELECT id FROM builds WHERE project_id = ? AND status = 'queued'
				ORDER BY rowid LIMIT 1)
			AND NOT EXISTS (SELECT 1 FROM builds WHERE project_id = ? AND status = 'building')
			RETURNING *`,
				[claim.owner, claim.leaseUntil, claim.startedAt, projectId, projectId, projectId],
			);
			return rows[0] ? toBuild(rows[0]) : undefined;
		},

		async listProjectsWithQueuedBuilds() {
			const rows = await run("SELECT DISTINCT project_id FROM builds WHERE status = 'queued'");
			return rows.map((row) => String(row.project_id));
		},
	};
}

/** A running build's log, its lease, and its end: reported by a runner, finished by its owner, or failed. */
function createBuildEnds(
	run: Run,
): Pick<
	BuildStore,
	| 'appendBuildLog'
	| 'setBuildLog'
	| 'renewBuildLease'
	| 'reportBuildEnd'
	| 'finishBuild'
	| 'failBuilds'
> {
	return {
		async appendBuildLog(id, text, maxLength) {
			await run(
				`UPDATE builds SET log = log || ?
			WHERE id = ? AND status = 'building' AND length(log) < ?`,
				[text, id, maxLength],
			);
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
	};
}

/** Every column of a build but its log. */
const SUMMARY_COLUMNS = `id, project_id, status, created_at, started_at, finished_at, commit_sha,
	commit_full_sha, commit_message, commit_author, failure_reason, owner, lease_until`;

/** A build as stored, from its row. */
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
