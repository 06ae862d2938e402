import { z } from 'astro/zod';
import { DisplayModeSchema } from './docs-json.ts';

const METHOD = '(get|put|post|delete|options|head|patch|trace)';

/** Frontmatter of a Trydocs page; `openapi:` or `api:` makes it an endpoint page. */
export const FrontmatterSchema = z
	.looseObject({
		title: z.string(),
		description: z.string().optional(),
		/** `METHOD /path`, or `spec-file METHOD /path` on a site with several specs. */
		openapi: z
			.string()
			.regex(new RegExp(`^\\s*(\\S+\\s+)?${METHOD}\\s+/\\S*\\s*$`, 'i'), {
				message:
					'must be `METHOD /path` or `spec-file METHOD /path`, e.g. `GET /tickets/{ticket_id}`',
			})
			.optional(),
		/** `METHOD /path` (relative to `api.mdx.server`) or `METHOD https://...`. */
		api: z
			.string()
			.regex(new RegExp(`^\\s*${METHOD}\\s+(/|https?://)\\S*\\s*$`, 'i'), {
				message: 'must be `METHOD /path` or `METHOD https://...`, e.g. `POST /v1/tickets`',
			})
			.optional(),
		/** Overrides `api.playground.display` on this page. */
		playground: DisplayModeSchema.optional(),
		/** Overrides `api.mdx.auth.method` on this page. */
		authMethod: z.enum(['bearer', 'basic', 'key', 'none']).optional(),
		deprecated: z.boolean().optional(),
	})
	.refine((data) => !(data.openapi && data.api), {
		message: 'has both `openapi:` and `api:`; an endpoint page takes one of them',
		path: ['api'],
	});

/** Frontmatter as written. */
export type FrontmatterInput = z.input<typeof FrontmatterSchema>;
/** Frontmatter after validation. */
export type Frontmatter = z.output<typeof FrontmatterSchema>;
