import { parseWithFriendlyErrors } from '@trydocs/openapi/friendly-errors';
import { AstroError } from 'astro/errors';
import { z } from 'astro/zod';
import { AgentsConfigSchema } from './agents.ts';
import { OAuthConfigSchema } from './oauth.ts';

/** Options of `trydocs()`. */
export const TrydocsOptionsSchema = z
	.object({
		/** Path of docs.json, relative to the site root. */
		docsJson: z.string().default('docs.json'),
		/**
		 * The folder of docs.json and the pages, when it is not Astro's `root` (an absolute path).
		 * The `trydocs` command runs Astro from a cache folder and points this at the repository,
		 * so nothing is written into it. Imports such as `/snippets/x.mdx` resolve against it.
		 */
		root: z.string().optional(),
		/**
		 * Generate a page for every operation of docs.json's specs (`api.openapi`, else
		 * `openapi.json` / `openapi.yaml` at the root) under this route prefix, e.g. `/reference`.
		 * A hand-written page with `openapi:` for the same operation takes its place.
		 */
		generatePages: z
			.object({
				prefix: z
					.string()
					.regex(/^\/[a-z0-9/_-]*$/i, 'must be a route prefix such as `/reference`')
					.transform((prefix) => prefix.replace(/\/+$/, '')),
			})
			.optional(),
		/**
		 * Every problem with the site's input (docs.json, frontmatter, an `openapi:` reference, a
		 * spec, an image, a redirect...) is a warning: the page is built as well as it can be, and
		 * the build ends with a summary of all of them and succeeds, as Mintlify publishes such a
		 * site. `strict: true` (or the environment variable `TRYDOCS_STRICT=1`, for CI) makes
		 * any problem fail the build, after every page is written.
		 */
		strict: z.boolean().default(false),
		/**
		 * Deprecated: use `strict`. `error` makes an operation the spec describes wrongly an
		 * error that fails the build (as before), `warn` a warning like any other problem.
		 */
		invalidOperations: z.enum(['error', 'warn']).optional(),
		/**
		 * A spec of a version Trydocs does not read (Swagger 2.0, OpenAPI 4; Trydocs reads 3.0, 3.1
		 * and 3.2) fails the build by default, after every page is written: published, it would
		 * be an empty reference. `warn` publishes the site without its operations, with a warning;
		 * the environment variable `TRYDOCS_UNSUPPORTED_SPECS=warn` does the same (for `trydocs
		 * build`).
		 */
		unsupportedSpecs: z.enum(['error', 'warn']).default('error'),
		/**
		 * The docs for agents, all on by default: `markdown: false` leaves out the `<page>.md`
		 * files, `llmsTxt: false` leaves out `/llms.txt` and `/llms-full.txt`. Wins over docs.json
		 * `agents`.
		 */
		agents: AgentsConfigSchema.optional(),
		/**
		 * The playground's OAuth 2.0 / OpenID Connect clients by security scheme name (client id,
		 * a public client secret, redirect URL, extra authorization parameters). Wins, key by key,
		 * over docs.json `api.playground.oauth`.
		 */
		oauth: OAuthConfigSchema.optional(),
		/**
		 * Write a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, for a
		 * server that sends precompressed files: sirv's `{ brotli: true, gzip: true }`, nginx's
		 * `gzip_static`, Caddy's `precompressed`. Cloudflare, Netlify and Vercel compress on their
		 * own and do not need it.
		 */
		precompress: z.boolean().default(false),
		/**
		 * Print, at the end of `astro build`, the time of each phase of the build: reading docs.json
		 * and specs, the specs against their official schemas, resolving operations, the pages'
		 * cache keys, rendering pages, Markdown for agents, the llms files, the search index,
		 * compression, and Astro's own work. The environment variable `DEBUG=trydocs:timings` does
		 * the same without changing the config.
		 */
		timings: z.boolean().default(false),
	})
	.prefault({});

/** Options of `trydocs()`, as a site author writes them. */
export type TrydocsOptions = z.input<typeof TrydocsOptionsSchema>;
/** Options of `trydocs()` after validation, with every default applied. */
export type ParsedTrydocsOptions = z.output<typeof TrydocsOptionsSchema>;

/** Validates `trydocs()` options: an invalid one stops the build, naming it and the fix. */
export function parseTrydocsOptions(userOptions: TrydocsOptions | undefined): ParsedTrydocsOptions {
	return parseWithFriendlyErrors(
		TrydocsOptionsSchema,
		userOptions,
		{
			subject: '`trydocs()` options',
			file: 'astro.config.mjs',
			reference: 'the guide "docs.json" of the Trydocs docs',
		},
		(message, hint) => new AstroError(message, hint),
	);
}
