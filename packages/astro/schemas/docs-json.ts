import { resolveLanguage, SUPPORTED_LANGUAGE_KEYS } from '@trydocs/openapi/languages';
import { z } from 'astro/zod';

/** Display modes of the playground (SPEC.md, Display modes). */
export const DisplayModeSchema = z.enum(['interactive', 'simple', 'none']);

/** Authentication methods of `api:` pages (`api.mdx.auth.method`, `authMethod`). */
export const AuthMethodSchema = z.enum(['bearer', 'basic', 'key']);

/** The languages of the code examples when docs.json names none. */
export const DEFAULT_LANGUAGES = ['curl', 'python', 'javascript'];

/** A spec path, or a URL: the forms Mintlify accepts in `api.openapi`. */
const SpecSourceSchema = z.union([
	z.string().min(1),
	z.object({ source: z.string().min(1), directory: z.string().optional() }),
]);

/** A language key of `api.examples.languages`: one of Mintlify's keys or aliases. */
const LanguageSchema = z.string().superRefine((key, context) => {
	if (!resolveLanguage(key)) {
		context.addIssue({
			code: 'custom',
			message: `is not a supported language; supported: ${SUPPORTED_LANGUAGE_KEYS.map((k) => `\`${k}\``).join(', ')}`,
		});
	}
});

/** A base URL of `api:` pages: absolute (`https://...`) or a path on the docs site (`/api`). */
const ServerUrlSchema = z.string().regex(/^(https?:\/\/[^\s/]+|\/)\S*$/, {
	message: 'is not an absolute URL (`https://...`) or a path starting with `/`',
});

/**
 * The `api` block of a Mintlify-style `docs.json`. Only what Trydocs uses is validated; the
 * rest of a real docs.json (theme, colors, navigation, ...) passes through untouched, and so do
 * keys inside `api` that Trydocs does not read.
 */
export const ApiConfigSchema = z
	.looseObject({
		/** Specs: a path or URL, a list of them, or `{ source, directory }`. */
		openapi: z.union([SpecSourceSchema, z.array(SpecSourceSchema)]).optional(),
		playground: z
			.looseObject({
				/** The global display mode; a page's `playground:` frontmatter overrides it. */
				display: DisplayModeSchema.default('interactive'),
				/** Send cross-origin requests through the site's proxy. */
				proxy: z.boolean().default(true),
			})
			.prefault({}),
		examples: z
			.looseObject({
				/** Languages of the code examples, in order; the first one is shown first. */
				languages: z.array(LanguageSchema).min(1).default(DEFAULT_LANGUAGES),
				/** Pre-fill the playground's form from the spec's `example` values. */
				prefill: z.boolean().default(false),
			})
			.prefault({}),
		mdx: z
			.looseObject({
				/** Base URL of `api:` pages: one address, or a list (the first is the default). */
				server: z.union([ServerUrlSchema, z.array(ServerUrlSchema).min(1)]).optional(),
				auth: z
					.looseObject({
						method: AuthMethodSchema.optional(),
						/** The header that carries the key, for `method: key`. */
						name: z.string().min(1).optional(),
					})
					.superRefine((auth, context) => {
						if (auth.method === 'key' && !auth.name) {
							context.addIssue({
								code: 'custom',
								path: ['name'],
								message:
									'is required when `method` is `key` (the header that carries the key, e.g. `X-API-Key`)',
							});
						}
					})
					.optional(),
			})
			.prefault({}),
	})
	.prefault({});

/** `docs.json` as Trydocs reads it. */
export const DocsJsonSchema = z.looseObject({
	name: z.string().optional(),
	api: ApiConfigSchema,
});

/** `docs.json` as an author writes it. */
export type DocsJsonInput = z.input<typeof DocsJsonSchema>;
/** `docs.json` after validation, with every default applied. */
export type DocsJson = z.output<typeof DocsJsonSchema>;
