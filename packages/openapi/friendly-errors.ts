/**
 * One way to turn validation issues into an error a user can fix, for every input Trydocs
 * validates (the options of `trydocs()` and `trydocsServer()`, docs.json, frontmatter): the
 * message names the input and its file, then each key, its bad value and what is wrong; the
 * hint says how to fix it. Like Starlight's `parseWithFriendlyErrors`. It knows no Astro: the
 * integrations pass `AstroError` as the error to build.
 */

/** The part of a zod issue the messages read. */
export interface ValidationIssue {
	code: string;
	path: PropertyKey[];
	message: string;
	expected?: string;
	values?: readonly unknown[];
}

/** A schema with zod's `safeParse`. */
export interface SafeParser<T> {
	safeParse(
		input: unknown,
	): { success: true; data: T } | { success: false; error: { issues: readonly ValidationIssue[] } };
}

/** What the error says about the input. */
export interface FriendlyErrorContext {
	/** What was validated, e.g. "`trydocsServer()` options". */
	subject: string;
	/** The file the input comes from, e.g. `astro.config.mjs`. */
	file: string;
	/** Hints for keys with several accepted forms, by key (`api.openapi`). */
	hints?: Record<string, string>;
	/** Hints for keys that follow a pattern (`navigation.groups[0].pages[2]`), after `hints`. */
	hintFor?: (key: string) => string | undefined;
	/**
	 * A message of the input's own for one issue (`shown` is the bad value as the messages show
	 * it); `undefined` keeps the usual one.
	 */
	describe?: (
		issue: ValidationIssue,
		key: string,
		shown: string,
	) => { message: string; hint: string } | undefined;
	/** Where the reference of every key is, for the closing hint. */
	reference?: string;
}

/** An error class taking a message and a hint, such as Astro's `AstroError`. */
export type CreateError = (message: string, hint: string) => Error;

/**
 * Validates `input`; on failure throws `createError` with every issue described (see
 * `describeIssues`).
 */
export function parseWithFriendlyErrors<T>(
	schema: SafeParser<T>,
	input: unknown,
	context: FriendlyErrorContext,
	createError: CreateError,
): T {
	const result = schema.safeParse(input);
	if (result.success) return result.data;
	const { message, hint } = describeIssues(result.error.issues, input, context);
	throw createError(message, hint);
}

/** The message and hint for a list of issues of one input. */
export function describeIssues(
	issues: readonly ValidationIssue[],
	input: unknown,
	context: FriendlyErrorContext,
): { message: string; hint: string } {
	const problems = issues.map((issue) => describeIssue(issue, input, context));
	const hints = [...new Set(problems.map((problem) => problem.hint))];
	if (context.reference) hints.push(`Every key is described in ${context.reference}.`);
	return {
		message: `Invalid ${context.subject} in \`${context.file}\`:\n${problems.map((p) => `- ${p.message}`).join('\n')}`,
		hint: hints.join(' '),
	};
}

/** `api.examples.languages[1]` for the path `['api', 'examples', 'languages', 1]`. */
export function formatKey(path: readonly PropertyKey[]): string {
	return path
		.map(String)
		.reduce(
			(text, part) => (/^\d+$/.test(part) ? `${text}[${part}]` : text ? `${text}.${part}` : part),
			'',
		);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
	let node = input;
	for (const key of path) {
		node =
			node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
	}
	return node;
}

function showValue(value: unknown): string {
	if (value === undefined) return 'missing';
	if (typeof value === 'function') return 'a function';
	try {
		return `\`${JSON.stringify(value)}\``;
	} catch {
		return `\`${String(value)}\``;
	}
}

/** One issue as "`key` is `value`: what is wrong", with a hint naming what the key takes. */
function describeIssue(issue: ValidationIssue, input: unknown, context: FriendlyErrorContext) {
	const key = formatKey(issue.path);
	const named = key ? `\`${key}\`` : 'The value';
	const shown = showValue(valueAt(input, issue.path));
	const own = context.describe?.(issue, key, shown);
	if (own) return own;
	const fix =
		context.hints?.[key] ??
		context.hintFor?.(key) ??
		(key ? `Fix \`${key}\` in \`${context.file}\`.` : `Fix it in \`${context.file}\`.`);
	if (issue.code === 'invalid_value' && issue.values) {
		const allowed = issue.values.map((value) => `\`${String(value)}\``).join(', ');
		return {
			message: `${named} is ${shown}; allowed values: ${allowed}.`,
			hint: `Set ${named} to one of ${allowed}.`,
		};
	}
	if (issue.code === 'invalid_type' && issue.expected) {
		const expected =
			issue.expected === 'array'
				? 'a list'
				: `${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
		return {
			message: `${named} is ${shown}; expected ${expected}.`,
			hint: `Set ${named} to ${expected}.`,
		};
	}
	if (issue.code === 'unrecognized_keys') {
		return {
			message: `${named}: ${issue.message}.`,
			hint: `Remove the keys ${key ? `under ${named} ` : ''}that it does not take.`,
		};
	}
	if (issue.code === 'invalid_union') {
		return {
			message: `${named} is ${shown}, which is none of the forms it accepts.`,
			hint: fix,
		};
	}
	// A message written as a predicate ("is required when ...") reads after "it".
	const what = issue.message.replace(/^./, (c) => c.toLowerCase()).replace(/\.$/, '');
	return {
		message: `${named} is ${shown}: ${/^(is|are)\b/.test(what) ? 'it ' : ''}${what}.`,
		hint: fix,
	};
}
