import { existsSync, readFileSync } from 'node:fs';
import { AstroError } from 'astro/errors';
import type { z } from 'astro/zod';
import { type DocsJson, DocsJsonSchema } from '../schemas/docs-json.ts';

/**
 * Reads and validates `docs.json`. A missing file means every default applies (the playground
 * needs no configuration); an invalid one is an `AstroError` naming the key, the bad value and
 * what the key allows.
 */
export function loadDocsJson(file: string): DocsJson {
	if (!existsSync(file)) return DocsJsonSchema.parse({});
	const text = readFileSync(file, 'utf8');
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch (error) {
		const message = (error as Error).message.replace(/\s*\(line \d+ column \d+\)$/, '');
		const position = Number(/at position (\d+)/.exec(message)?.[1] ?? text.length);
		const lines = text.slice(0, position).split('\n');
		throw new AstroError(
			`\`${file}\` is not valid JSON at line ${lines.length}, column ${(lines.at(-1)?.length ?? 0) + 1}: ${message}`,
			'Fix the syntax error at that position; docs.json is plain JSON (no comments, no trailing commas).',
		);
	}
	return parseDocsJson(raw, file);
}

/** Validates a parsed docs.json; `file` names it in errors. */
export function parseDocsJson(raw: unknown, file = 'docs.json'): DocsJson {
	const result = DocsJsonSchema.safeParse(raw);
	if (result.success) return result.data;
	const problems = result.error.issues.map((issue) => describeIssue(issue, raw));
	throw new AstroError(
		`Invalid \`docs.json\` (${file}):\n${problems.map((p) => `- ${p.message}`).join('\n')}`,
		problems.map((p) => p.hint).join(' '),
	);
}

/** What the keys with several accepted forms take, for hints. */
const FORMS: Record<string, string> = {
	'api.openapi':
		'Set `api.openapi` to a spec path or URL, a list of them, or `{ "source": "openapi.yaml", "directory": "api-reference" }`.',
	'api.mdx.server':
		'Set `api.mdx.server` to an address (`"https://api.example.com"`, or a path on this site such as `"/api"`) or a list of addresses.',
};

function valueAt(raw: unknown, path: PropertyKey[]): unknown {
	let node = raw;
	for (const key of path) {
		node =
			node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
	}
	return node;
}

/** One zod issue as "`key`: what is wrong" and a hint naming what the key allows. */
function describeIssue(issue: z.core.$ZodIssue, raw: unknown) {
	const path = issue.path.map(String);
	// A wrong list entry is reported on its key, e.g. `api.examples.languages[1]`.
	const key = path.reduce(
		(text, part) => (/^\d+$/.test(part) ? `${text}[${part}]` : text ? `${text}.${part}` : part),
		'',
	);
	const value = valueAt(raw, issue.path);
	const shown = value === undefined ? 'missing' : `\`${JSON.stringify(value)}\``;
	if (issue.code === 'invalid_value') {
		const allowed = issue.values.map((v) => `\`${String(v)}\``).join(', ');
		return {
			message: `\`${key}\` is ${shown}; allowed values: ${allowed}.`,
			hint: `Set \`${key}\` to one of ${allowed}.`,
		};
	}
	if (issue.code === 'invalid_type') {
		return {
			message: `\`${key}\` is ${shown}; expected ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}.`,
			hint: `Set \`${key}\` to ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}.`,
		};
	}
	if (issue.code === 'invalid_union') {
		return {
			message: `\`${key}\` is ${shown}, which is none of the forms it accepts.`,
			hint: FORMS[key] ?? `Check the value of \`${key}\` in the docs.json reference.`,
		};
	}
	if (key.startsWith('api.examples.languages[')) {
		return {
			message: `\`${key}\` is ${shown}, which ${issue.message}.`,
			hint: `Replace \`${key}\` with a supported language key.`,
		};
	}
	return {
		message: `\`${key}\` is ${shown}: it ${issue.message}.`,
		hint: FORMS[key] ?? `Fix \`${key}\` in docs.json.`,
	};
}
