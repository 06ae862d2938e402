/**
 * A problem the person running the command can fix (a wrong option, a folder without docs.json):
 * printed as its message and hint, without a stack trace, and the command exits with status 1.
 */
export class UsageError extends Error {
	/** How to fix it. */
	readonly hint: string;

	constructor(message: string, hint: string) {
		super(message);
		this.name = 'UsageError';
		this.hint = hint;
	}
}
