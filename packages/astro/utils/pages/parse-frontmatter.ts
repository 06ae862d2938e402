/**
 * Reads a page's frontmatter as Mintlify reads it, and validates it through the one
 * friendly-error path (as the options of `trydocs()` and docs.json are). A problem is recorded
 * (file, line, key, what is wrong, the fix) and the page keeps every other key: one bad value
 * never stops a site. Used by both layouts: the `docs` collection (through `docsLoader()`) and
 * a Mintlify repository (`findPages`).
 */
import { readFileSync } from 'node:fs';
import { describeIssues, type FriendlyErrorContext } from '@trydocs/openapi/friendly-errors';
import { load as loadYaml, type YAMLException } from 'js-yaml';
import { type Frontmatter, FrontmatterSchema } from '../../schemas/frontmatter.ts';
import { reportProblem } from '../problems/problems.ts';

/** What the endpoint keys take, for hints. */
const FORMS: Record<string, string> = {
	openapi:
		'Write `openapi: GET /pets/{pet_id}` (an operation of the spec docs.json names), `openapi: openapi.yaml GET /pets/{pet_id}` (a spec file, from the site root) or `openapi: openapi.yaml webhook pet.created`.',
	api: 'Write `api: POST /v1/pets` (a path under docs.json’s `api.mdx.server`) or `api: POST https://api.example.com/v1/pets`.',
};

const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n?(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/**
 * The frontmatter of a page's source, parsed as Mintlify parses it: Mintlify reads it with
 * js-yaml (through `front-matter`), which is more lenient than YAML 1.2 parsers, e.g. a quoted
 * value may continue on an unindented line. YAML that js-yaml refuses too is recorded as a
 * problem with its line, and the page is built without frontmatter.
 */
export function readFrontmatterSource(source: string, file: string): Record<string, unknown> {
	const match = FRONTMATTER.exec(source);
	if (!match) return {};
	try {
		const data = loadYaml(match[1] as string);
		if (data && typeof data === 'object' && !Array.isArray(data)) {
			return data as Record<string, unknown>;
		}
		if (data == null) return {};
		reportProblem({
			kind: 'frontmatter',
			file,
			line: 2,
			message: 'The frontmatter is not a list of `key: value` lines; the page is built without it.',
			hint: 'Write one `key: value` per line between the `---` lines at the top of the page.',
			severity: 'warning',
		});
	} catch (error) {
		const yamlError = error as YAMLException;
		reportProblem({
			kind: 'frontmatter',
			file,
			// js-yaml counts lines from 0 within the frontmatter, which starts on the page's line 2.
			line: yamlError.mark ? yamlError.mark.line + 2 : undefined,
			message: `The frontmatter is not valid YAML (${yamlError.reason ?? yamlError.message.split('\n')[0]}); the page is built without it.`,
			hint: 'Fix the YAML between the `---` lines at the top of the page (quote values that contain `: `).',
			severity: 'warning',
		});
	}
	return {};
}

/** The line of `key:` in the frontmatter of the page `file` (an absolute path), if it has one. */
export function findFrontmatterLine(file: string, key: string): number | undefined {
	try {
		return findKeyLine(readFileSync(file, 'utf8'), key);
	} catch {
		return undefined;
	}
}

/** The line of `key:` in a page's frontmatter, when `source` is given and has it. */
function findKeyLine(source: string | undefined, key: string): number | undefined {
	const match = source ? FRONTMATTER.exec(source) : undefined;
	if (!match) return undefined;
	const lines = (match[1] as string).split(/\r?\n/);
	const index = lines.findIndex((line) => new RegExp(`^['"]?${key}['"]?\\s*:`).test(line));
	return index === -1 ? undefined : index + 2;
}

/**
 * Validates `raw` (a page's parsed frontmatter); `file` names the page. Each key with a bad
 * value is one problem (with its line when `source`, the page's text, is given), and is left
 * out: the page is built with the rest, as Mintlify builds it.
 */
export function parseFrontmatter(raw: unknown, file: string, source?: string): Frontmatter {
	const context: FriendlyErrorContext = {
		subject: 'frontmatter',
		file,
		hints: FORMS,
		describe: (issue, key, shown) =>
			issue.code === 'invalid_type' && FORMS[key]
				? { message: `\`${key}\` is ${shown}; expected text.`, hint: FORMS[key] }
				: undefined,
	};
	// A key with no value (`icon:` or `icon: null`) is absent, as Mintlify reads it.
	let data: Record<string, unknown> =
		raw && typeof raw === 'object'
			? Object.fromEntries(
					Object.entries(raw as Record<string, unknown>).filter(([, value]) => value != null),
				)
			: {};
	// Dropping the keys at fault can only leave valid keys; the loop ends when nothing is left to drop.
	for (;;) {
		const result = FrontmatterSchema.safeParse(data);
		if (result.success) return result.data;
		const dropped = new Set<string>();
		for (const issue of result.error.issues) {
			const key = String(issue.path[0] ?? '');
			if (!key || dropped.has(key)) continue;
			dropped.add(key);
			const { message, hint } = describeIssues([issue], data, context);
			reportProblem({
				kind: 'frontmatter',
				file,
				line: findKeyLine(source, key),
				key,
				message: `${message.slice(message.indexOf('\n- ') + 3)} The page is built without it.`,
				hint,
				severity: 'warning',
			});
		}
		if (dropped.size === 0) return {} as Frontmatter;
		data = Object.fromEntries(Object.entries(data).filter(([key]) => !dropped.has(key)));
	}
}
