import { parseApiReference, parseOperationReference } from '@trydocs/openapi';
import { z } from 'astro/zod';
import { DisplayModeSchema } from './docs-json.ts';
import { IconSchema } from './navigation.ts';

/** Text that YAML may have read as a number or a date (`title: 2024`): kept as text. */
const TextSchema = z
	.union([z.string(), z.number(), z.date()])
	.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)));

/** An `openapi:` reference: `METHOD /path`, with a spec file first, or `webhook name`. */
export const OpenApiReferenceSchema = z
	.string()
	.refine(
		(reference) =>
			parseOperationReference(reference) !== undefined || WEBHOOK_REFERENCE.test(reference),
		'must be `METHOD /path`, `spec-file METHOD /path` or `spec-file webhook name`, e.g. `GET /tickets/{ticket_id}`',
	);

const WEBHOOK_REFERENCE = /^\s*(\S+\s+)?webhook\s+\S+\s*$/i;

/**
 * Frontmatter of a page, as Mintlify reads it; `openapi:` or `api:` makes it an endpoint page.
 * Keys Trydocs does not use pass through.
 */
export const FrontmatterSchema = z
	.looseObject({
		/** Optional: an `openapi:` page takes its operation's summary, any other page its file name. */
		title: TextSchema.optional(),
		/** The label in the navigation, when it differs from `title`. */
		sidebarTitle: TextSchema.optional(),
		description: TextSchema.optional(),
		/** An icon beside the page's label in the navigation. */
		icon: IconSchema.optional(),
		/** Mintlify's page layouts: `default`, `wide`, `custom`, `frame`, `center`. */
		mode: z.enum(['default', 'wide', 'custom', 'frame', 'center']).optional(),
		/** Built and reachable by URL, but not listed in the navigation. */
		hidden: z.boolean().optional(),
		/** Asks search engines not to index the page. */
		noindex: z.boolean().optional(),
		/**
		 * Mintlify's external page: the navigation links to this address instead of the page (a
		 * changelog or a status page kept elsewhere).
		 */
		url: z
			.string()
			.refine(
				(url) => /^(https?:\/\/|\/|mailto:)/i.test(url.trim()),
				'must be an address: `https://...`, a path from the site root (`/changelog`) or `mailto:`',
			)
			.optional(),
		/** A label beside the page's title in the navigation, e.g. `NEW`. */
		tag: z.string().optional(),
		/** `METHOD /path`, `spec-file METHOD /path`, or `spec-file webhook name`. */
		openapi: OpenApiReferenceSchema.optional(),
		/**
		 * Mintlify's AsyncAPI page: `spec-file name` or `name`, the name an operation's or a
		 * channel's key in the AsyncAPI document (a channel's page shows each of its operations).
		 */
		asyncapi: z
			.string()
			.refine(
				(reference) => /^\s*(\S+\s+)?\S+\s*$/.test(reference),
				'must be `spec-file name` or `name`, e.g. `/asyncapi.yaml sendMessage`',
			)
			.optional(),
		/** `METHOD /path` (relative to `api.mdx.server`) or `METHOD https://...`. */
		api: z
			.string()
			.refine(
				(reference) => parseApiReference(reference) !== undefined,
				'must be `METHOD /path` or `METHOD https://...`, e.g. `POST /v1/tickets`',
			)
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
	})
	.refine((data) => !(data.asyncapi && (data.openapi || data.api)), {
		message: 'has `asyncapi:` beside `openapi:` or `api:`; an endpoint page takes one of them',
		path: ['asyncapi'],
	});

/** Frontmatter as written. */
export type FrontmatterInput = z.input<typeof FrontmatterSchema>;
/** Frontmatter after validation. */
export type Frontmatter = z.output<typeof FrontmatterSchema>;

/** True when an `openapi:` reference names a webhook (`spec-file webhook name`), not an operation. */
export function isWebhookReference(reference: string): boolean {
	return WEBHOOK_REFERENCE.test(reference) && parseOperationReference(reference) === undefined;
}
