import { z } from 'astro/zod';

/** Display modes of the playground (SPEC.md, Display modes). */
export const DisplayModeSchema = z.enum(['interactive', 'simple', 'none']);

/**
 * The `api` block of a Mintlify-style `docs.json`. Only what Trydocs uses is validated; the
 * rest of a real docs.json (theme, colors, navigation, ...) passes through untouched.
 */
export const ApiConfigSchema = z
	.object({
		openapi: z
			.union([
				z.string(),
				z.array(z.string()),
				z.object({ source: z.string(), directory: z.string().optional() }),
			])
			.optional(),
		playground: z
			.object({
				display: DisplayModeSchema.default('interactive'),
				proxy: z.boolean().default(true),
			})
			.prefault({}),
		examples: z
			.object({
				languages: z.array(z.string()).default(['curl', 'python', 'javascript']),
				prefill: z.boolean().default(false),
			})
			.prefault({}),
		mdx: z
			.object({
				server: z.union([z.string(), z.array(z.string())]).optional(),
				auth: z
					.object({
						method: z.enum(['bearer', 'basic', 'key']).optional(),
						name: z.string().optional(),
					})
					.optional(),
			})
			.prefault({}),
	})
	.prefault({});

/** `docs.json` as Trydocs reads it. */
export const DocsJsonSchema = z.looseObject({ api: ApiConfigSchema });

/** `docs.json` as an author writes it. */
export type DocsJsonInput = z.input<typeof DocsJsonSchema>;
/** `docs.json` after validation, with every default applied. */
export type DocsJson = z.output<typeof DocsJsonSchema>;
