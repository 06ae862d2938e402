/**
 * Numbered schema migrations. Each runs once, in order, inside one write transaction together
 * with the row that records it in `schema_migrations`. Append new ones; never edit a shipped one.
 */
export interface Migration {
	version: number;
	name: string;
	statements: string[];
}

/** Every migration of the store, oldest first. */
export const MIGRATIONS: readonly Migration[] = [
	{
		version: 1,
		name: 'credentials, builds, tickets, rate limits, sessions',
		statements: [
			`CREATE TABLE credentials (
				kind TEXT NOT NULL,
				subject TEXT NOT NULL,
				hash TEXT NOT NULL,
				source TEXT NOT NULL,
				created_at TEXT NOT NULL,
				PRIMARY KEY (kind, subject)
			)`,
			`CREATE TABLE builds (
				id TEXT PRIMARY KEY,
				project_id TEXT NOT NULL,
				status TEXT NOT NULL CHECK (status IN ('queued', 'building', 'deployed', 'failed')),
				created_at TEXT NOT NULL,
				started_at TEXT,
				finished_at TEXT,
				commit_sha TEXT NOT NULL,
				commit_full_sha TEXT NOT NULL,
				commit_message TEXT NOT NULL,
				commit_author TEXT NOT NULL,
				log TEXT NOT NULL DEFAULT '',
				failure_reason TEXT
			)`,
			'CREATE INDEX builds_by_project ON builds (project_id, created_at)',
			'CREATE INDEX builds_by_status ON builds (status)',
			`CREATE TABLE tickets (
				id TEXT PRIMARY KEY,
				status TEXT NOT NULL,
				created_at TEXT NOT NULL,
				customer_id TEXT NOT NULL,
				subject TEXT NOT NULL,
				priority TEXT NOT NULL
			)`,
			`CREATE TABLE rate_limits (
				bucket TEXT PRIMARY KEY,
				window_start INTEGER NOT NULL,
				count INTEGER NOT NULL
			)`,
			`CREATE TABLE sessions (
				hash TEXT PRIMARY KEY,
				project_id TEXT NOT NULL,
				expires_at INTEGER NOT NULL
			)`,
		],
	},
	{
		version: 2,
		name: 'find the queued and building builds of a project without a scan',
		statements: ['CREATE INDEX builds_by_project_status ON builds (project_id, status)'],
	},
	{
		version: 3,
		name: 'build claims with an owner and a lease; sliding-window rate limits',
		statements: [
			// Who runs a building build, and until when it counts as alive (epoch ms, renewed
			// while it runs). NULL on builds from before: they count as expired.
			'ALTER TABLE builds ADD COLUMN owner TEXT',
			'ALTER TABLE builds ADD COLUMN lease_until INTEGER',
			// One row per allowed request, kept for one window: the limit holds over any window.
			`CREATE TABLE rate_limit_hits (
				bucket TEXT NOT NULL,
				at INTEGER NOT NULL
			)`,
			'CREATE INDEX rate_limit_hits_by_bucket ON rate_limit_hits (bucket, at)',
		],
	},
];
