import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { parseFrontmatter } from '../utils/parse-frontmatter.ts';
import { FrontmatterSchema } from './frontmatter.ts';

export { type DocsJson, type DocsJsonInput, DocsJsonSchema } from './docs-json.ts';
export { type Frontmatter, type FrontmatterInput, FrontmatterSchema } from './frontmatter.ts';

/** The schema of the `docs` content collection; use it in `src/content.config.ts`. */
export const docsSchema = () => FrontmatterSchema;

/**
 * Loads every `.md` and `.mdx` page under `src/content/docs`. Each page's frontmatter is checked
 * here first, where its file is known, so a bad value stops the build with Trydocs' own error
 * (file, key, value, hint) instead of the content layer's; the collection's schema then runs as
 * usual.
 */
export const docsLoader = (): Loader => {
	const loader = glob({ pattern: '**/*.{md,mdx}', base: './src/content/docs' });
	return {
		...loader,
		load: (context) => {
			const root = fileURLToPath(context.config.root);
			return loader.load({
				...context,
				parseData: (entry) => {
					const file = entry.filePath ? relative(root, entry.filePath).replaceAll('\\', '/') : '';
					parseFrontmatter(entry.data, file || entry.id, root);
					return context.parseData(entry);
				},
			});
		},
	};
};
