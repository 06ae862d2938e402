import type { Logger } from '../handlers/deps.ts';

/** Longest line the server logs: a request's path or an error's text cannot flood the log. */
export const MAX_LOG_LINE = 1000;

/**
 * One log line: the message and, for a failure, its cause's name and message (never its stack:
 * what a request can make fail must not let a client write pages into the server's log). Line
 * breaks and other control characters are escaped, and the line is cut at `MAX_LOG_LINE`.
 */
export function formatLogLine(message: string, cause?: unknown): string {
	const detail =
		cause === undefined || cause === ''
			? ''
			: cause instanceof Error
				? `: ${cause.name}: ${cause.message}`
				: `: ${String(cause)}`;
	// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it escapes.
	const line = `[trydocs] ${message}${detail}`.replace(/[\u0000-\u001f\u007f]/g, (char) =>
		char === '\n'
			? '\\n'
			: char === '\r'
				? '\\r'
				: `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
	);
	return line.length > MAX_LOG_LINE ? `${line.slice(0, MAX_LOG_LINE - 1)}…` : line;
}

/** The server's logger on Node and on Workers: one bounded line per message, on the console. */
export const consoleLogger: Logger = {
	info: (message) => console.log(formatLogLine(message)),
	warn: (message) => console.warn(formatLogLine(message)),
	error: (message, cause) => console.error(formatLogLine(message, cause)),
};
