/**
 * What our own snippet writers share: a line builder and the escaping rules of the httpsnippet
 * clients they stand in for, so their output is the same text (`snippet-writers.test.ts`).
 */

/** Options every writer takes. */
export interface WriterOptions {
	/** Indentation of the generated code; each writer has its own default. */
	indent?: string;
}

/** Lines of code with an indentation unit; `join` gives the snippet. */
export function createLines(indent: string) {
	const lines: string[] = [];
	return {
		lines,
		push: (line: string, level = 0) => {
			lines.push(indent.repeat(level) + line);
		},
		blank: () => {
			lines.push('');
		},
	};
}

/** The value of a header, found case-insensitively. */
export function getHeader(headers: Record<string, string>, name: string): string | undefined {
	const key = Object.keys(headers).find((header) => header.toLowerCase() === name.toLowerCase());
	return key === undefined ? undefined : headers[key];
}

/** True for JSON media types and their variants (`+json`). */
export function isJsonMimeType(mimeType: string): boolean {
	return ['application/json', 'application/x-json', 'text/json', 'text/x-json', '+json'].some(
		(type) => mimeType.includes(type),
	);
}

/**
 * Escapes a value for a string literal with the given delimiter: JSON's string rules, with the
 * delimiter and the escape character escaped and anything outside printable ASCII written as
 * JSON writes it.
 */
export function escapeString(value: unknown, delimiter: '"' | "'"): string {
	return [...String(value)]
		.map((char) => {
			if (char === '\b') return '\\b';
			if (char === '\t') return '\\t';
			if (char === '\n') return '\\n';
			if (char === '\f') return '\\f';
			if (char === '\r') return '\\r';
			if (char === '\\') return '\\\\';
			if (char === delimiter) return `\\${delimiter}`;
			if (char < ' ' || char > '~') return JSON.stringify(char).slice(1, -1);
			return char;
		})
		.join('');
}
