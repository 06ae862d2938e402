/**
 * Turns the libSQL client's errors on first contact (a bad URL, a server that is down, a token
 * it refuses) into one message that names the database, never its token, and says what to check.
 */

/** Where the database's URL and token come from, for the messages. */
export interface DatabaseSource {
	url: string;
	authToken?: string;
	/** The environment variable named in `database.authTokenEnv`, if any. */
	authTokenEnv?: string;
}

/** The database could not be opened: what failed, where, and (in `hint`) what to check. */
export class DatabaseError extends Error {
	readonly hint: string;

	constructor(problem: string, hint: string, options?: { cause?: unknown }) {
		super(`${problem} ${hint}`, options);
		this.name = 'DatabaseError';
		this.hint = hint;
	}
}

/**
 * The database URL as it may be shown: without a query (libSQL URLs can carry `?authToken=`) and
 * without user info.
 */
export function redactDatabaseUrl(url: string): string {
	const [base = ''] = url.split(/[?#]/, 1);
	return base.replace(/\/\/[^/@]*@/, '//');
}

const URL_HINT =
	'Set `database.url` in the `trydocsServer()` options (or TRYDOCS_DATABASE_URL) to `libsql://…`, `https://…` or `http://…` for a libSQL server, or to `file:…` for a database file; leave both unset for the embedded file in `dataDir`.';

/** Connection failures that mean "nothing answered at that address". */
const UNREACHABLE = new Set([
	'ECONNREFUSED',
	'ECONNRESET',
	'ENOTFOUND',
	'EAI_AGAIN',
	'EHOSTUNREACH',
	'ENETUNREACH',
	'ETIMEDOUT',
	'UND_ERR_CONNECT_TIMEOUT',
	'UND_ERR_SOCKET',
]);

/** Explains an error the libSQL client threw while opening or migrating the database. */
export function explainDatabaseError(error: unknown, source: DatabaseSource): DatabaseError {
	if (error instanceof DatabaseError) return error;
	const where = redactDatabaseUrl(source.url);
	const scrub = (text: string) =>
		source.authToken ? text.split(source.authToken).join('<token>') : text;
	const code = getField(error, 'code');
	const cause = (error as { cause?: unknown } | undefined)?.cause;
	const causeCode = getField(cause, 'code');
	const message = scrub(error instanceof Error ? error.message : String(error));
	const causeMessage = scrub(cause instanceof Error ? cause.message : '');

	if (
		code === 'URL_INVALID' ||
		code === 'URL_SCHEME_NOT_SUPPORTED' ||
		code === 'URL_PARAM_NOT_SUPPORTED' ||
		code === 'ERR_INVALID_URL'
	) {
		return new DatabaseError(`The database URL \`${where}\` is not a libSQL URL.`, URL_HINT);
	}

	const status = Number(getField(cause, 'status') ?? /HTTP status (\d{3})/.exec(message)?.[1]);
	if (status === 401 || status === 403) {
		const env = source.authTokenEnv;
		if (env && !source.authToken) {
			return new DatabaseError(
				`The database at ${where} needs an auth token, and the environment variable ${env} (named in \`database.authTokenEnv\`) is not set.`,
				`Set ${env} to a token for this database (for Turso: \`turso db tokens create <database>\`).`,
			);
		}
		if (env) {
			return new DatabaseError(
				`The database at ${where} did not accept the auth token in ${env} (HTTP ${status}).`,
				`Check that ${env} holds a current token for this database, not an expired one or one for another database.`,
			);
		}
		return new DatabaseError(
			`The database at ${where} needs an auth token (HTTP ${status}).`,
			'Set `database.authTokenEnv` in the `trydocsServer()` options to the name of an environment variable, and put the token in that variable.',
		);
	}

	if (
		(typeof causeCode === 'string' && UNREACHABLE.has(causeCode)) ||
		(typeof code === 'string' && UNREACHABLE.has(code))
	) {
		return new DatabaseError(
			`Could not reach the database at ${where} (${causeMessage || message}).`,
			'Check that the libSQL server is running and reachable from this machine at that address, and that `database.url` (or TRYDOCS_DATABASE_URL) names it.',
		);
	}

	if (/SSL|TLS|certificate|EPROTO/i.test(`${causeMessage} ${String(causeCode ?? '')}`)) {
		return new DatabaseError(
			`Could not open a secure connection to the database at ${where} (${causeMessage}).`,
			'A libSQL server without TLS (e.g. `sqld` on your machine) needs an `http://` URL; `libsql://` and `https://` use TLS.',
		);
	}

	if (source.url.startsWith('file:')) {
		return new DatabaseError(
			`Could not open the database file at ${where} (${message}).`,
			'Check that its folder exists and this process may write to it (`dataDir`, or TRYDOCS_DATA_DIR).',
		);
	}

	return new DatabaseError(
		`Could not open the database at ${where} (${causeMessage ? `${message}: ${causeMessage}` : message}).`,
		'Check that `database.url` (or TRYDOCS_DATABASE_URL) names a libSQL server that is up and healthy.',
	);
}

function getField(value: unknown, name: string): unknown {
	return typeof value === 'object' && value !== null && name in value
		? (value as Record<string, unknown>)[name]
		: undefined;
}
