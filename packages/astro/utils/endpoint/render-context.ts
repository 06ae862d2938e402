/**
 * The per-page state of the schema renderer and what spends it: the limits that keep a page of
 * a huge spec bounded, the contexts of one page, and `showOnce`, which writes a named schema once
 * per page and names it once the page's size budget is spent.
 */
import type { Schema } from '@trydocs/openapi';
import { getCycleTarget, getRefName, getSchemaRef } from '@trydocs/openapi/schema';
import { escapeHtml } from '@trydocs/openapi/text';
import type { RenderContext } from './types.ts';

/** Nesting deeper than this is shown by type only, to keep pages of huge schemas bounded. */
export const MAX_DEPTH = 7;
/** Properties of one object shown; the rest are counted. */
export const MAX_PROPERTIES = 200;
/** Alternatives of one `oneOf`/`anyOf` shown as tabs. */
export const MAX_VARIANTS = 40;
/**
 * Approximate bytes of fields a page writes before nested schemas are named instead of
 * expanded: with every named schema shown once, this keeps the largest pages (Stripe, DocuSign)
 * under 1 MB.
 */
export const PAGE_SCHEMA_BUDGET = 200_000;

/** The request and response contexts of one page, sharing its size budget. */
export function createRenderContexts(): { request: RenderContext; response: RenderContext } {
	const budget = { remaining: PAGE_SCHEMA_BUDGET };
	return {
		request: { ids: 0, purpose: 'request', shown: new Map(), budget },
		response: { ids: 1000, purpose: 'response', shown: new Map(), budget },
	};
}

/** The named schemas the page has written, created on first use. */
export function getShown(context: RenderContext): Map<object, string> {
	context.shown ??= new Map();
	return context.shown;
}

/** What the page's schema sections may still write, created on first use. */
export function getBudget(context: RenderContext): { remaining: number } {
	context.budget ??= { remaining: PAGE_SCHEMA_BUDGET };
	return context.budget;
}

/** The schema a cut cycle end stands for, when known; the schema itself otherwise. */
export function followCycle(schema: Schema): Schema {
	return schema['x-circular'] ? (getCycleTarget(schema) ?? schema) : schema;
}

/**
 * Writes a named schema (one the resolver shares, see `getSchemaRef`) once per page: later uses
 * link to the first, and once the page's budget is spent, a schema is named, not expanded. This
 * is what bounds the page of an operation whose schemas reach half the spec (Stripe).
 */
export function showOnce(
	schema: Schema,
	context: RenderContext,
	label: string,
	render: (anchor: string | undefined) => string,
): string {
	const ref = getSchemaRef(schema);
	const name = ref ? getRefName(ref) : undefined;
	const shown = getShown(context);
	const anchor = shown.get(schema);
	if (anchor && name) {
		return `<p class="td-prop-meta">${escapeHtml(label)}: same as <a href="#${anchor}"><code>${escapeHtml(name)}</code></a> above.</p>`;
	}
	if (getBudget(context).remaining <= 0) {
		return `<p class="td-prop-meta">${escapeHtml(label)}${name ? ` of <code>${escapeHtml(name)}</code>` : ''}: not expanded here, this page has reached its size limit.</p>`;
	}
	if (!name) return render(undefined);
	const id = `td-${context.purpose}-schema-${context.ids++}`;
	shown.set(schema, id);
	const html = render(id);
	if (!html) shown.delete(schema);
	return html;
}
