import { glob } from 'astro/loaders';
import { FrontmatterSchema } from './frontmatter.ts';

export { type DocsJson, type DocsJsonInput, DocsJsonSchema } from './docs-json.ts';
export { type Frontmatter, type FrontmatterInput, FrontmatterSchema } from './frontmatter.ts';

/** The schema of the `docs` content collection; use it in `src/content.config.ts`. */
export const docsSchema = () => FrontmatterSchema;

/** Loads every `.md` and `.mdx` page under `src/content/docs`. */
export const docsLoader = () => glob({ pattern: '**/*.{md,mdx}', base: './src/content/docs' });
