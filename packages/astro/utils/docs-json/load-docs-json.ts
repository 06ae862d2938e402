import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describeIssues } from '@trydocs/openapi/friendly-errors';
import { AstroError } from 'astro/errors';
import type { z } from 'astro/zod';
import { type DocsJson, DocsJsonSchema } from '../../schemas/docs-json.ts';
import { upgradeMintJson } from './upgrade-mint-json.ts';

/**
 * Reads and validates `docs.json`. A missing file means every default applies (the playground
 * needs no configuration); an invalid one is an `AstroError` naming the key, the bad value and
 * what the key allows. A repository with no docs.json but Mintlify's former `mint.json` beside
 * where it would be is read from that, upgraded as Mintlify upgrades it when it builds.
 */
export function loadDocsJson(file: string): DocsJson {
	if (!existsSync(file)) {
		const mint = findMintJson(file);
		if (!mint) return DocsJsonSchema.parse({});
		const raw = readJson(mint);
		return parseDocsJson(isRecord(raw) ? upgradeMintJson(raw) : raw, mint);
	}
	const raw = resolveRefs(readJson(file), dirname(file), [file], '');
	return parseDocsJson(raw, file);
}

/** The `mint.json` beside a missing `docs.json`, if there is one. */
export function findMintJson(docsJsonFile: string): string | undefined {
	if (basename(docsJsonFile) !== 'docs.json') return undefined;
	const mint = join(dirname(docsJsonFile), 'mint.json');
	return existsSync(mint) ? mint : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a JSON file; a syntax error names the file, line and column. */
function readJson(file: string): unknown {
	const text = readFileSync(file, 'utf8');
	try {
		return JSON.parse(text);
	} catch (error) {
		const message = (error as Error).message.replace(/\s*\(line \d+ column \d+\)$/, '');
		const position = Number(/at position (\d+)/.exec(message)?.[1] ?? text.length);
		const lines = text.slice(0, position).split('\n');
		throw new AstroError(
			`\`${file}\` is not valid JSON at line ${lines.length}, column ${(lines.at(-1)?.length ?? 0) + 1}: ${message}`,
			'Fix the syntax error at that position; docs.json is plain JSON (no comments, no trailing commas).',
		);
	}
}

/**
 * Replaces every `{ "$ref": "./file.json" }` with that file's content (resolved from the file
 * that names it), as Mintlify does to split docs.json; keys beside `$ref` override the file's.
 */
function resolveRefs(value: unknown, folder: string, chain: string[], key: string): unknown {
	if (Array.isArray(value)) {
		return value.map((item, index) => resolveRefs(item, folder, chain, `${key}[${index}]`));
	}
	if (!value || typeof value !== 'object') return value;
	const record = value as Record<string, unknown>;
	const out: Record<string, unknown> = {};
	for (const [name, child] of Object.entries(record)) {
		if (name !== '$ref') {
			out[name] = resolveRefs(child, folder, chain, key ? `${key}.${name}` : name);
		}
	}
	if (typeof record.$ref !== 'string') return out;
	const target = resolve(folder, record.$ref);
	const where = key ? `\`${key}.$ref\`` : '`$ref`';
	if (chain.includes(target)) {
		throw new AstroError(
			`${where} in \`${chain.at(-1)}\` points back at \`${record.$ref}\`, which includes it: the references loop.`,
			'Remove one of the `$ref`s of the loop.',
		);
	}
	if (!existsSync(target)) {
		throw new AstroError(
			`${where} in \`${chain.at(-1)}\` names \`${record.$ref}\`, which does not exist.`,
			`Create \`${target}\`, or fix the path (it is read from the folder of the file that names it).`,
		);
	}
	const included = resolveRefs(readJson(target), dirname(target), [...chain, target], key);
	return included && typeof included === 'object' && !Array.isArray(included)
		? { ...included, ...out }
		: included;
}

/** Validates a parsed docs.json; `file` names it in errors (through the one friendly-error path). */
export function parseDocsJson(raw: unknown, file = 'docs.json'): DocsJson {
	const result = DocsJsonSchema.safeParse(raw);
	if (result.success) return result.data;
	const { message, hint } = describeIssues(result.error.issues.map(unwrapUnion), raw, {
		subject: '`docs.json`',
		file,
		hints: FORMS,
		hintFor: getFormHint,
		describe: (issue, key, shown) =>
			key.startsWith('api.examples.languages[')
				? {
						message: `\`${key}\` is ${shown}, which ${issue.message}.`,
						hint: `Replace \`${key}\` with a supported language key.`,
					}
				: undefined,
	});
	throw new AstroError(message, hint);
}

/** Hints for the keys with several forms that can appear at many places (navigation). */
function getFormHint(key: string): string | undefined {
	if (/\.pages\[\d+\]$/.test(key)) {
		return `Make \`${key}\` a page path (\`"quickstart"\`), an operation (\`"GET /users"\`) or a group (\`{ "group": "Guides", "pages": [...] }\`).`;
	}
	if (/\.openapi(\[\d+\])?$/.test(key)) {
		return `Set \`${key}\` to a spec path or URL, a list of them, or \`{ "source": "openapi.json", "directory": "api-reference" }\`.`;
	}
	if (/^(logo|favicon)$/.test(key)) {
		return `Set \`${key}\` to an image path (\`"/logo.svg"\`) or \`{ "light": "/light.svg", "dark": "/dark.svg" }\`.`;
	}
	return undefined;
}

/** What the keys with several accepted forms take, for hints. */
const FORMS: Record<string, string> = {
	'api.openapi':
		'Set `api.openapi` to a spec path or URL, a list of them, or `{ "source": "openapi.yaml", "directory": "api-reference" }`.',
	'api.mdx.server':
		'Set `api.mdx.server` to an address (`"https://api.example.com"`, or a path on this site such as `"/api"`) or a list of addresses.',
};

/**
 * A union's most telling issue: when one of its forms got further into the value (a navigation
 * group with a wrong `hidden`), that form's issue, with its full path; else the union's own.
 */
function unwrapUnion(issue: z.core.$ZodIssue): z.core.$ZodIssue {
	if (issue.code !== 'invalid_union' || !('errors' in issue)) return issue;
	let best: z.core.$ZodIssue | undefined;
	for (const branch of issue.errors) {
		for (const inner of branch) {
			const candidate = unwrapUnion({ ...inner, path: [...issue.path, ...inner.path] });
			if (!best || candidate.path.length > best.path.length) best = candidate;
		}
	}
	return best && best.path.length > issue.path.length ? best : issue;
}
