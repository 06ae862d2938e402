/**
 * The storage interface of the server. Handlers and the build queue only see this; the SQL
 * implementation (`sql-store.ts`) runs over the libSQL client or a D1 binding.
 */

/** Build states, in the order a build goes through them (`Build.status` in sites/docs/openapi/builds.yaml). */
export type BuildStatus = 'queued' | 'building' | 'deployed' | 'failed';

/** The commit a build was triggered at. */
export interface CommitInfo {
	/** Short hash, as the Build resource returns it. */
	sha: string;
	/** Full hash, for commit statuses. */
	fullSha: string;
	message: string;
	/** Email address of the author. */
	author: string;
}

/** A build as stored. */
export interface BuildRecord {
	id: string;
	projectId: string;
	status: BuildStatus;
	createdAt: string;
	startedAt: string | null;
	finishedAt: string | null;
	commit: CommitInfo;
	log: string;
	failureReason: string | null;
	/** The server instance running it (set when claimed). */
	owner?: string | null;
	/** Until when (epoch ms) the build counts as running; its owner renews it while it runs. */
	leaseUntil?: number | null;
}

/** A server instance claiming a build: who, when, and until when the claim holds unrenewed. */
export interface BuildClaim {
	owner: string;
	startedAt: string;
	leaseUntil: number;
}

/** Which `building` builds to fail: those whose lease ended, those over a time limit, or one. */
export type StaleBuilds =
	| {
			leaseEndedBefore: number /** Not this owner's (it knows its own are alive). */;
			exceptOwner?: string;
	  }
	| { projectId: string; startedBefore: string }
	| { id: string };

/** What a trigger got: a new queued build, or the one the project already had queued. */
export interface QueuedBuild {
	build: BuildRecord;
	/** True when the project already had a queued build and the trigger joined it. */
	joined: boolean;
}

/** A support ticket (`Ticket` in sites/docs/openapi/tickets.yaml). */
export interface TicketRecord {
	id: string;
	status: 'open' | 'pending' | 'resolved';
	created_at: string;
	customer_id: string;
	subject: string;
	priority: string;
}

/** What a credential authenticates: a project's API key or a tickets access token. */
export type CredentialKind = 'api_key' | 'access_token';

/** Where a page of builds continues: after the build created at `createdAt` with this `id`. */
export interface BuildCursor {
	createdAt: string;
	id: string;
}

/** A build with a slice of its log, as a log reader polls it. */
export interface BuildLogSlice {
	/** The build; its `log` is the slice asked for. */
	build: BuildRecord;
	/** Length of the whole log, in characters (code points). */
	length: number;
}

/** A stored credential hash. */
export interface CredentialRecord {
	kind: CredentialKind;
	/** The project id for an API key; the environment variable's name for an access token. */
	subject: string;
	/** Hex SHA-256 of the secret. The secret itself is never stored. */
	hash: string;
	/** `env` when it came from the environment, `generated` when the server made it. */
	source: 'env' | 'generated';
}

/** The outcome of counting one request against a rate limit. */
export interface RateLimitResult {
	allowed: boolean;
	/** Requests allowed in the window that ends now (this one included when allowed). */
	count: number;
	/** Seconds until another request would be allowed. */
	retryAfterSeconds: number;
	/** When another request will be allowed (epoch milliseconds): the oldest counted one + window. */
	resetAt: number;
}

/** Whole seconds (at least 1) from `nowMs` until `resetAt`, for a `Retry-After` header. */
export function getRetryAfterSeconds(resetAt: number, nowMs: number): number {
	return Math.max(1, Math.ceil((resetAt - nowMs) / 1000));
}

/** A dashboard session: which project it may see, until when. */
export interface SessionRecord {
	projectId: string;
	expiresAt: number;
}

/** Everything the server keeps. Every method is safe to call concurrently. */
export interface Store {
	/** Applies pending migrations; safe to call from several processes at once. */
	migrate(): Promise<number[]>;
	close(): void;

	getCredential(kind: CredentialKind, subject: string): Promise<CredentialRecord | undefined>;
	putCredential(record: CredentialRecord): Promise<void>;
	/** Inserts the credential unless one exists; returns the one that is stored afterwards. */
	insertCredentialIfMissing(record: CredentialRecord): Promise<CredentialRecord>;
	listCredentials(kind: CredentialKind): Promise<CredentialRecord[]>;

	/**
	 * Counts one request in `bucket` against a sliding window: allowed when fewer than `limit`
	 * requests were allowed in the `windowSeconds` before `nowMs`, so no window of that length
	 * ever holds more than `limit` (no burst around a boundary). One atomic batch, so several
	 * server instances sharing the database share the limit.
	 */
	hitRateLimit(
		bucket: string,
		limit: number,
		windowSeconds: number,
		nowMs: number,
	): Promise<RateLimitResult>;

	insertBuild(build: BuildRecord): Promise<void>;
	getBuild(id: string): Promise<BuildRecord | undefined>;
	listBuilds(projectId: string, limit?: number): Promise<BuildRecord[]>;
	countBuilds(projectId: string): Promise<number>;
	/**
	 * One page of a project's builds, newest first (by creation time, then id), after `before`
	 * when given. Their `log` is left empty unless `withLogs`.
	 */
	listBuildsPage(
		projectId: string,
		limit: number,
		before?: BuildCursor,
		withLogs?: boolean,
	): Promise<BuildRecord[]>;
	/**
	 * A build with at most `max` characters of its log from character `from` (0-based, counted
	 * in code points, as SQLite counts text), and the log's whole length.
	 */
	readBuildLog(id: string, from: number, max: number): Promise<BuildLogSlice | undefined>;
	/**
	 * Appends to the log of a build while it is `building`, as its runner writes; the log stops
	 * growing at `maxLength` characters (the runner's final log replaces it when the build ends).
	 */
	appendBuildLog(id: string, text: string, maxLength: number): Promise<void>;
	/**
	 * Queues a build unless the project already has a queued build: then that one joins the
	 * trigger (its commit becomes this one's, the newest it will build) and is returned. A
	 * project never has more than one queued build, across instances.
	 */
	queueBuild(build: BuildRecord): Promise<QueuedBuild>;
	/**
	 * Atomically moves the oldest `queued` build of a project to `building`, owned by
	 * `claim.owner` until `claim.leaseUntil`, unless one of its builds is already building (one at
	 * a time per project, across instances).
	 */
	claimNextBuild(projectId: string, claim: BuildClaim): Promise<BuildRecord | undefined>;
	/** Extends the lease of a build its owner is running; false when it is no longer theirs. */
	renewBuildLease(id: string, owner: string, leaseUntil: number): Promise<boolean>;
	/**
	 * Records the end of a build by its owner, with its log; false when that owner does not hold
	 * it. A build another instance failed because its lease ended gets its real result.
	 */
	finishBuild(
		id: string,
		owner: string,
		status: 'deployed' | 'failed',
		finishedAt: string,
		log: string,
		failureReason: string | null,
	): Promise<boolean>;
	/** Marks the chosen `building` builds `failed` with the reason; returns the ones it changed. */
	failBuilds(which: StaleBuilds, reason: string, finishedAt: string): Promise<BuildRecord[]>;
	/**
	 * Replaces the log of a build that is still building (a runner that handed it to another
	 * service and waits for its report).
	 */
	setBuildLog(id: string, log: string): Promise<void>;
	/**
	 * Records the end a build's runner reported (the status endpoint): only while the build of
	 * that project is `building`, whoever owns it, appending `log`. Returns the build as it is now,
	 * or `undefined` when no such build was building.
	 */
	reportBuildEnd(report: {
		id: string;
		projectId: string;
		status: 'deployed' | 'failed';
		finishedAt: string;
		log: string;
		failureReason: string | null;
	}): Promise<BuildRecord | undefined>;
	/** Project ids that have queued builds. */
	listProjectsWithQueuedBuilds(): Promise<string[]>;

	insertTicket(ticket: TicketRecord): Promise<void>;
	getTicket(id: string): Promise<TicketRecord | undefined>;

	insertSession(hash: string, session: SessionRecord): Promise<void>;
	getSession(hash: string, nowMs: number): Promise<SessionRecord | undefined>;
	deleteSession(hash: string): Promise<void>;
}
