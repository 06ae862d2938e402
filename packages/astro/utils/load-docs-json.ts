import { existsSync, readFileSync } from 'node:fs';
import { AstroError } from 'astro/errors';
import { type DocsJson, DocsJsonSchema } from '../schemas/docs-json.ts';

/**
 * Reads and validates `docs.json`. A missing file means every default applies (the playground
 * needs no configuration); an invalid one is an `AstroError` naming the key and what it allows.
 */
export function loadDocsJson(file: string): DocsJson {
	if (!existsSync(file)) return DocsJsonSchema.parse({});
	let raw: unknown;
	try {
		raw = JSON.parse(readFileSync(file, 'utf8'));
	} catch (error) {
		throw new AstroError(
			`\`${file}\` is not valid JSON: ${(error as Error).message}`,
			'Fix the syntax error at the position given; docs.json is plain JSON (no comments).',
		);
	}
	const result = DocsJsonSchema.safeParse(raw);
	if (result.success) return result.data;
	const issues = result.error.issues.map((issue) => {
		const key = issue.path.join('.');
		return `- \`${key}\`: ${issue.message}`;
	});
	throw new AstroError(
		`Invalid \`docs.json\` (${file}):\n${issues.join('\n')}`,
		'Fix the keys listed above; see the `api` block in the Trydocs docs.json reference.',
	);
}
