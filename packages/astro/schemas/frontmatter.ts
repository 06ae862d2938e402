import { z } from 'astro/zod';
import { DisplayModeSchema } from './docs-json.ts';

/** Frontmatter of a Trydocs page; `openapi:` or `api:` makes it an endpoint page. */
export const FrontmatterSchema = z.object({
	title: z.string(),
	description: z.string().optional(),
	openapi: z.string().optional(),
	api: z.string().optional(),
	playground: DisplayModeSchema.optional(),
	authMethod: z.enum(['bearer', 'basic', 'key', 'none']).optional(),
});

/** Frontmatter as written. */
export type FrontmatterInput = z.input<typeof FrontmatterSchema>;
/** Frontmatter after validation. */
export type Frontmatter = z.output<typeof FrontmatterSchema>;
