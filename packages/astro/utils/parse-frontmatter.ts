/**
 * Validates a page's frontmatter through the one friendly-error path (as the options of
 * `trydocs()` and docs.json are): the error names the page file, the key, its bad value, and a
 * hint. Used by both layouts: the `docs` collection (through `docsLoader()`, which sees each
 * page's file) and a Mintlify repository (`findPages`).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeIssues, type FriendlyErrorContext } from '@trydocs/openapi/friendly-errors';
import { AstroError } from 'astro/errors';
import { type Frontmatter, FrontmatterSchema } from '../schemas/frontmatter.ts';

/** What the endpoint keys take, for hints. */
const FORMS: Record<string, string> = {
	openapi:
		'Write `openapi: GET /pets/{pet_id}` (an operation of the spec docs.json names), `openapi: openapi.yaml GET /pets/{pet_id}` (a spec file, from the site root) or `openapi: openapi.yaml webhook pet.created`.',
	api: 'Write `api: POST /v1/pets` (a path under docs.json’s `api.mdx.server`) or `api: POST https://api.example.com/v1/pets`.',
};

/**
 * Validates `raw` (a page's parsed frontmatter); `file` names the page in errors, `root` is the
 * site root, from which a spec file named in `openapi:` must exist. Throws an `AstroError`.
 */
export function parseFrontmatter(raw: unknown, file: string, root: string): Frontmatter {
	const context: FriendlyErrorContext = {
		subject: 'frontmatter',
		file,
		hints: FORMS,
		describe: (issue, key, shown) =>
			issue.code === 'invalid_type' && FORMS[key]
				? { message: `\`${key}\` is ${shown}; expected text.`, hint: FORMS[key] }
				: undefined,
		reference: 'the section "Page frontmatter" of the Trydocs guide "docs.json"',
	};
	const result = FrontmatterSchema.safeParse(raw);
	if (!result.success) {
		const { message, hint } = describeIssues(result.error.issues, raw, context);
		throw new AstroError(message, hint);
	}
	const specFile = result.data.openapi && getSpecFile(result.data.openapi);
	if (specFile && !/^https?:\/\//i.test(specFile)) {
		const path = resolve(root, specFile.replace(/^\/+/, ''));
		if (!existsSync(path)) {
			const issue = {
				code: 'custom',
				path: ['openapi'],
				message: `names the spec file \`${specFile}\`, which does not exist`,
			};
			const { message } = describeIssues([issue], raw, context);
			throw new AstroError(
				message,
				`Spec paths are read from the site root (\`${path}\` was looked for); fix the file name, or leave it out to use the specs of docs.json’s \`api.openapi\`.`,
			);
		}
	}
	return result.data;
}

/**
 * The spec file a valid `openapi:` reference names first, if any: `openapi.yaml GET /pets` and
 * `openapi.yaml webhook created` have three words, `GET /pets` two.
 */
function getSpecFile(reference: string): string | undefined {
	const words = reference.trim().split(/\s+/);
	return words.length === 3 ? words[0] : undefined;
}
