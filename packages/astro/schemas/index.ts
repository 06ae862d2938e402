import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { parseFrontmatter } from '../utils/pages/parse-frontmatter.ts';
import { onProblem, type Problem, reportProblem } from '../utils/problems/problems.ts';
import { FrontmatterSchema } from './frontmatter.ts';

export { type DocsJson, type DocsJsonInput, DocsJsonSchema } from './docs-json.ts';
export { type Frontmatter, type FrontmatterInput, FrontmatterSchema } from './frontmatter.ts';

/** The schema of the `docs` content collection; use it in `src/content.config.ts`. */
export const docsSchema = () => FrontmatterSchema;

/** Where a page keeps the problems of its frontmatter, for builds that reuse the cached entry. */
const PROBLEMS_KEY = 'trydocsProblems';

/**
 * Loads every `.md` and `.mdx` page under `src/content/docs`. Each page's frontmatter is checked
 * here first, where its file is known: a bad value is recorded as a problem (file, key, value,
 * hint) and left out, so the content layer's schema never stops the build. The problems stay
 * with the entry, so a build that reuses it (unchanged since the last) reports them again.
 */
export const docsLoader = (): Loader => {
	const loader = glob({ pattern: '**/*.{md,mdx}', base: './src/content/docs' });
	return {
		...loader,
		load: async (context) => {
			const root = fileURLToPath(context.config.root);
			await loader.load({
				...context,
				parseData: (entry) => {
					const file = entry.filePath ? relative(root, entry.filePath).replaceAll('\\', '/') : '';
					const source = entry.filePath
						? readFileSync(resolve(root, entry.filePath), 'utf8')
						: undefined;
					const problems: Problem[] = [];
					const stop = onProblem((problem) => problems.push(problem));
					const data = parseFrontmatter(entry.data, file || entry.id, source);
					stop();
					return context.parseData({
						...entry,
						data: (problems.length > 0
							? { ...data, [PROBLEMS_KEY]: problems }
							: data) as typeof entry.data,
					});
				},
			});
			for (const entry of context.store.values()) {
				const problems = entry.data[PROBLEMS_KEY];
				if (Array.isArray(problems)) for (const problem of problems) reportProblem(problem);
			}
		},
	};
};
