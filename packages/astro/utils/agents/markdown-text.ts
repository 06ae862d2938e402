/** The small pieces of Markdown text the agents' pages are written with. */

/** A description on one line of a list: paragraphs joined, trimmed. */
export function inline(text: string | undefined): string {
	return (text ?? '').replace(/\s*\n\s*/g, ' ').trim();
}

/** A value as inline code (backticks inside become quotes). */
export function code(value: unknown): string {
	const text = typeof value === 'string' ? value : JSON.stringify(value);
	return `\`${String(text).replaceAll('`', "'")}\``;
}

/** A fenced block whose fence is longer than any run of backticks inside. */
export function fence(body: string, info = ''): string {
	const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map((run) => run[0].length));
	const marks = '`'.repeat(longest + 1);
	return `${marks}${info}\n${body}\n${marks}`;
}
