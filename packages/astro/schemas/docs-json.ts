import { resolveLanguage, SUPPORTED_LANGUAGE_KEYS } from '@trydocs/openapi/languages';
import { z } from 'astro/zod';
import {
	AgentsConfigSchema,
	ContextualConfigSchema,
	MarkdownConfigSchema,
	SeoConfigSchema,
} from './agents.ts';
import { NavGroupSchema, type NavigationConfig, NavigationSchema } from './navigation.ts';
import { OAuthConfigSchema } from './oauth.ts';

/** Display modes of the playground (the docs site's playground guide, Display modes). */
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
 * The `api` block of a Mintlify-style `docs.json`. Only what Trydocs uses is validated; keys
 * inside `api` that Trydocs does not read pass through untouched.
 */
export const ApiConfigSchema = z
	.looseObject({
		/** Specs: a path or URL, a list of them, or `{ source, directory }`. */
		openapi: z.union([SpecSourceSchema, z.array(SpecSourceSchema)]).optional(),
		/** AsyncAPI 3 documents (Mintlify's key): a path or URL, a list of them, or `{ source, directory }`. */
		asyncapi: z.union([SpecSourceSchema, z.array(SpecSourceSchema)]).optional(),
		playground: z
			.looseObject({
				/** The global display mode; a page's `playground:` frontmatter overrides it. */
				display: DisplayModeSchema.default('interactive'),
				/** Send cross-origin requests through the site's proxy. */
				proxy: z.boolean().default(true),
				/** OAuth 2.0 / OpenID Connect clients of the playground, by security scheme name. */
				oauth: OAuthConfigSchema.optional(),
				/**
				 * Keep the reader's playground variables not marked secret in the browser
				 * (localStorage), so they outlast the tab; off: memory only. Credentials never are.
				 */
				persistVariables: z.boolean().default(false),
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

/** A colour of `colors`: a hex value such as `#0D9373`. */
const HexColorSchema = z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, {
	message: 'is not a hex colour such as `#0D9373`',
});

/** A link target: an address (`https://...`, `mailto:...`) or a path on the site (`/guides`). */
const HrefSchema = z.string().min(1);

/** An image for light and dark backgrounds: one path, or `{ light, dark }`. */
const ThemedImageSchema = z.union([
	z.string().min(1),
	z.looseObject({
		light: z.string().min(1),
		dark: z.string().min(1).optional(),
		href: HrefSchema.optional(),
	}),
]);

/** A link of the navbar or the footer. */
const LinkSchema = z.looseObject({
	label: z.string(),
	href: HrefSchema,
	icon: z.union([z.string(), z.looseObject({ name: z.string() })]).optional(),
});

/** One redirect: `source` path to `destination` path or address. */
const RedirectSchema = z.looseObject({
	source: z.string().min(1),
	destination: z.string().min(1),
	permanent: z.boolean().optional(),
});

/** `docs.json` as Trydocs reads it. */
export const DocsJsonSchema = z.looseObject({
	/** The site's name, in the header and the page titles. */
	name: z.string().optional(),
	/** The site's description, for pages without one. */
	description: z.string().optional(),
	/** The logo: one image, or `{ light, dark, href }`. */
	logo: ThemedImageSchema.optional(),
	/** The favicon: one image, or `{ light, dark }`. */
	favicon: ThemedImageSchema.optional(),
	/** The icon library that icon names come from: Font Awesome (the default), Lucide or Tabler. */
	icons: z
		.looseObject({ library: z.enum(['fontawesome', 'lucide', 'tabler']).optional() })
		.optional(),
	/** The brand colours; `primary` tints links, buttons and the current page. */
	colors: z
		.looseObject({
			primary: HexColorSchema.optional(),
			light: HexColorSchema.optional(),
			dark: HexColorSchema.optional(),
		})
		.optional(),
	/** Links at the top right, and the primary button (`{ type: 'button' | 'github', label, href }`). */
	navbar: z
		.looseObject({
			links: z.array(LinkSchema).optional(),
			primary: z
				.looseObject({
					type: z.enum(['button', 'github']).default('button'),
					label: z.string().optional(),
					href: HrefSchema,
				})
				.optional(),
		})
		.optional(),
	/** Social links (`{ x: url, github: url }`) and columns of links (`[{ header, items }]`). */
	footer: z
		.looseObject({
			socials: z.record(z.string(), z.string()).optional(),
			links: z
				.array(z.looseObject({ header: z.string().optional(), items: z.array(LinkSchema) }))
				.optional(),
		})
		.optional(),
	/** The site's pages: divisions, groups and pages (Mintlify's format; the older list of groups too). */
	navigation: z
		.union([NavigationSchema, z.array(NavGroupSchema)])
		.transform((value): NavigationConfig => (Array.isArray(value) ? { groups: value } : value))
		.optional(),
	/** Moved pages: each `source` path answers with a redirect to its `destination`. */
	redirects: z.array(RedirectSchema).optional(),
	api: ApiConfigSchema,
	/** What the Markdown of pages adds for agents (`instructions`). */
	markdown: MarkdownConfigSchema.optional(),
	/** `indexing: 'all'` lists pages outside the navigation in llms.txt too. */
	seo: SeoConfigSchema.optional(),
	/** Turns parts of the docs for agents off (`trydocs({ agents })` wins). */
	agents: AgentsConfigSchema.optional(),
	/** The page menu for AI tools: copy the page, view it as Markdown, open it in ChatGPT... */
	contextual: ContextualConfigSchema.optional(),
});

/** `docs.json` as an author writes it. */
export type DocsJsonInput = z.input<typeof DocsJsonSchema>;
/** `docs.json` after validation, with every default applied. */
export type DocsJson = z.output<typeof DocsJsonSchema>;
