/**
 * The plugin's options: one entry per spec, with starlight-openapi's keys and defaults, so that
 * moving from starlight-openapi is changing the import and the plugin's name. Validated once,
 * where the options enter (`parseStarlightTrydocsConfig`).
 */

import { type DocsJson, type DocsJsonInput, DocsJsonSchema } from '@trydocs/astro/schema';
import { AstroError } from 'astro/errors';
import { z } from 'astro/zod';
import type { SidebarGroupConfig } from '../utils/types.ts';

/** `base`, without the slashes around it (`/api/petstore/` is `api/petstore`). */
const BaseSchema = z
	.string()
	.transform((value) => value.replace(/^\/+|\/+$/g, ''))
	.refine((value) => value.length > 0, { message: 'must name a path, such as `api/petstore`' });

/** The sidebar group of one spec. */
const SidebarSchema = z
	.object({
		/** Collapse the spec's group in the sidebar (default: true, as starlight-openapi). */
		collapsed: z.boolean().default(true),
		/** The group's label (default: the spec's `info.title`). */
		label: z.string().optional(),
		/**
		 * The placeholder group made by `createOpenAPISidebarGroup()` that receives this spec's
		 * group (default: the shared `openAPISidebarGroups`).
		 */
		group: z.custom<SidebarGroupConfig>((value) => typeof value === 'object').optional(),
		/** The operations' links. */
		operations: z
			.object({
				/** Show the HTTP method as a badge beside each link. */
				badges: z.boolean().default(false),
				/** The link's label: the operation's summary, its operationId, or its path. */
				labels: z.enum(['operationId', 'path', 'summary']).default('summary'),
				/** The order of the links in a tag: the spec's, or alphabetical. */
				sort: z.enum(['alphabetical', 'document']).default('document'),
			})
			.prefault({}),
		/** The tags' subgroups. */
		tags: z
			.object({
				/** The order of the tags: the spec's, or alphabetical. */
				sort: z.enum(['alphabetical', 'document']).default('document'),
			})
			.prefault({}),
	})
	.prefault({});

/** One spec: where it is, where its pages go, how its sidebar group looks. */
const SpecConfigSchema = z
	.object({
		/** The route prefix of the spec's pages, e.g. `api/petstore`. */
		base: BaseSchema,
		/** The OpenAPI file (a path from the site's root) or its `https://` URL. */
		schema: z.string().min(1),
		sidebar: SidebarSchema,
		/** starlight-openapi's older `collapsed`: `sidebar.collapsed`. */
		collapsed: z.boolean().optional(),
		/** starlight-openapi's older `label`: `sidebar.label`. */
		label: z.string().optional(),
		/** starlight-openapi's older `sidebarMethodBadges`: `sidebar.operations.badges`. */
		sidebarMethodBadges: z.boolean().optional(),
		/**
		 * starlight-openapi's snippet settings, accepted so its configuration stays valid: Trydocs
		 * writes its own examples (curl, Python, JavaScript), the ones the playground sends.
		 */
		snippets: z.unknown().optional(),
	})
	.transform(({ collapsed, label, sidebarMethodBadges, snippets: _, ...rest }) => ({
		...rest,
		sidebar: {
			...rest.sidebar,
			collapsed: collapsed ?? rest.sidebar.collapsed,
			label: rest.sidebar.label ?? label,
			operations: {
				...rest.sidebar.operations,
				badges: sidebarMethodBadges ?? rest.sidebar.operations.badges,
			},
		},
	}));

const ConfigSchema = z.array(SpecConfigSchema).min(1, { message: 'needs at least one spec' });

/** The options as a site writes them. */
export type StarlightTrydocsUserConfig = z.input<typeof ConfigSchema>;
/** The options with every default applied. */
export type StarlightTrydocsConfig = z.output<typeof ConfigSchema>;
/** One spec's options, with every default applied. */
export type SpecConfig = StarlightTrydocsConfig[number];

/** The plugin's options beyond the specs: its second argument, as docs.json's `api` in the shell. */
const OptionsSchema = z
	.object({
		playground: z
			.object({
				/**
				 * Keep the reader's variables not marked secret in the browser (localStorage), as
				 * docs.json's `api.playground.persistVariables`; credentials are never kept.
				 */
				persistVariables: z.boolean().default(false),
			})
			.strict()
			.prefault({}),
		/**
		 * The defaults of the site's `api:` pages, as docs.json's `api.mdx` in the shell: `server`
		 * (the address a bare `api: POST /notes` is sent to; a list gives a server selector) and
		 * `auth` (`{ method: 'bearer' | 'basic' | 'key', name }`). Checked by docs.json's schema.
		 */
		mdx: z.custom<ApiMdxInput>((value) => typeof value === 'object' && value !== null).optional(),
	})
	.strict()
	.prefault({});

/** docs.json's `api.mdx`, as a site writes it. */
type ApiMdxInput = NonNullable<NonNullable<DocsJsonInput['api']>['mdx']>;

/** The second argument as a site writes it. */
export type StarlightTrydocsUserOptions = z.input<typeof OptionsSchema>;
/** The second argument with every default applied. */
export type StarlightTrydocsOptions = Omit<z.output<typeof OptionsSchema>, 'mdx'> & {
	mdx: DocsJson['api']['mdx'];
};

/** Validates the second argument, or throws one error naming every wrong key. */
export function parseStarlightTrydocsOptions(input: unknown): StarlightTrydocsOptions {
	const parsed = OptionsSchema.safeParse(input);
	// `mdx` is read by docs.json's own schema, so both hosts take the same values.
	const mdx = DocsJsonSchema.safeParse({ api: { mdx: parsed.data?.mdx ?? {} } });
	if (parsed.success && mdx.success) return { ...parsed.data, mdx: mdx.data.api.mdx };
	const issues = [
		...(parsed.error?.issues ?? []),
		...(mdx.error?.issues ?? []).map((issue) => ({ ...issue, path: issue.path.slice(1) })),
	];
	throw new AstroError(
		`Invalid \`@trydocs/starlight\` options (the second argument of \`starlightTrydocs()\`):\n${listIssues(issues)}`,
		"It takes `{ playground: { persistVariables: true }, mdx: { server: 'https://api.example.com', auth: { method: 'bearer' } } }`.",
	);
}

/** One line per issue: where, and what is wrong. */
function listIssues(issues: Array<{ path: PropertyKey[]; message: string }>): string {
	return issues
		.map((issue) => {
			const where = issue.path.length > 0 ? `\`${issue.path.join('.')}\`` : 'the options';
			return `- ${where} ${issue.message}`;
		})
		.join('\n');
}

/** Validates the options, or throws one error naming every wrong key. */
export function parseStarlightTrydocsConfig(input: unknown): StarlightTrydocsConfig {
	const parsed = ConfigSchema.safeParse(input);
	if (parsed.success) return parsed.data;
	throw new AstroError(
		`Invalid \`@trydocs/starlight\` options in the Starlight \`plugins\` of astro.config:\n${listIssues(parsed.error.issues)}`,
		'Pass a list with one entry per spec: `starlightTrydocs([{ base: "api", schema: "./openapi.yaml" }])`.',
	);
}
