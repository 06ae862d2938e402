/**
 * HTML for the reference sections of an endpoint page: fields of parameters and schemas, with
 * nested objects behind `<details>` and `oneOf`/`anyOf` as tabs that work without JavaScript
 * (radio inputs and CSS). Plain string rendering: a page of a large spec holds thousands of
 * fields, and this is the hot path of a build.
 */
import type { Parameter, Schema } from '@trydocs/openapi';
import { getRefName, getTypeLabel, mergeAllOf } from '@trydocs/openapi/schema';
import { escapeHtml } from '@trydocs/openapi/text';
import { renderInlineMarkdown, renderMarkdown } from './markdown.ts';

/** Per-page state: a counter for unique ids of tab groups. */
export interface RenderContext {
	ids: number;
	/** `request` hides `readOnly` fields, `response` hides `writeOnly` ones. */
	purpose: 'request' | 'response';
}

/** Nesting deeper than this is shown by type only, to keep pages of huge schemas bounded. */
const MAX_DEPTH = 7;

/** Writes a JSON value the way it is shown in a field's metadata. */
function formatValue(value: unknown): string {
	return `<code>${escapeHtml(typeof value === 'string' ? value : JSON.stringify(value))}</code>`;
}

interface FieldOptions {
	name: string;
	schema: Schema | undefined;
	required: boolean;
	deprecated?: boolean | undefined;
	description?: string | undefined;
	example?: unknown;
	depth: number;
}

/** Renders one field: its name, type, markers, description, constraints and children. */
export function renderField(options: FieldOptions, context: RenderContext): string {
	const schema = options.schema ? mergeAllOf(options.schema) : undefined;
	const deprecated = options.deprecated || schema?.deprecated === true;
	const description = options.description ?? schema?.description;
	const markers = [
		options.required ? '<span class="td-badge td-badge-required">required</span>' : '',
		deprecated ? '<span class="td-badge td-badge-deprecated">deprecated</span>' : '',
		schema?.readOnly ? '<span class="td-badge">read-only</span>' : '',
		schema?.writeOnly ? '<span class="td-badge">write-only</span>' : '',
	].join('');
	const body = [
		description ? `<div class="td-prop-desc">${renderMarkdown(description)}</div>` : '',
		renderConstraints(schema, options.example),
		schema ? renderChildren(schema, options.depth, context) : '',
	].join('');
	return `<div class="td-prop${deprecated ? ' td-prop-deprecated' : ''}"><div class="td-prop-head"><code class="td-prop-name">${escapeHtml(options.name)}</code><span class="td-prop-type">${escapeHtml(getTypeLabel(options.schema))}</span>${markers}</div>${body}</div>`;
}

function renderConstraints(schema: Schema | undefined, example: unknown): string {
	if (!schema)
		return example === undefined
			? ''
			: `<p class="td-prop-meta">Example: ${formatValue(example)}</p>`;
	const items = schema.type === 'array' && schema.items ? mergeAllOf(schema.items) : undefined;
	const enumValues = schema.enum ?? items?.enum;
	const parts: string[] = [];
	if (enumValues && enumValues.length > 0) {
		parts.push(`Allowed values: ${enumValues.map(formatValue).join(' ')}`);
	}
	if (schema.const !== undefined) parts.push(`Value: ${formatValue(schema.const)}`);
	if (schema.default !== undefined) parts.push(`Default: ${formatValue(schema.default)}`);
	const ranges: string[] = [];
	if (typeof schema.minimum === 'number') ranges.push(`≥ ${schema.minimum}`);
	if (typeof schema.maximum === 'number') ranges.push(`≤ ${schema.maximum}`);
	if (typeof schema.minLength === 'number') ranges.push(`min length ${schema.minLength}`);
	if (typeof schema.maxLength === 'number') ranges.push(`max length ${schema.maxLength}`);
	if (typeof schema.minItems === 'number') ranges.push(`min items ${schema.minItems}`);
	if (typeof schema.maxItems === 'number') ranges.push(`max items ${schema.maxItems}`);
	if (ranges.length > 0) parts.push(`Range: ${escapeHtml(ranges.join(', '))}`);
	if (typeof schema.pattern === 'string') parts.push(`Pattern: ${formatValue(schema.pattern)}`);
	const shown = example ?? schema.example;
	if (shown !== undefined && typeof shown !== 'object')
		parts.push(`Example: ${formatValue(shown)}`);
	return parts.length > 0
		? `<p class="td-prop-meta">${parts.map((part) => `<span>${part}</span>`).join('')}</p>`
		: '';
}

/** The fields nested in a schema: its properties, its array items' properties, or variants. */
function renderChildren(schema: Schema, depth: number, context: RenderContext): string {
	if (schema['x-circular'] && typeof schema.$ref === 'string') {
		return `<p class="td-prop-meta">Circular reference to <code>${escapeHtml(getRefName(schema.$ref))}</code>, described above.</p>`;
	}
	const target =
		schema.type === 'array' || (schema.items && !schema.properties) ? schema.items : schema;
	if (!target || typeof target !== 'object') return '';
	const inner = renderSchemaBody(target, depth + 1, context);
	if (!inner) return '';
	const merged = mergeAllOf(target);
	const count = merged.properties ? Object.keys(merged.properties).length : 0;
	const label =
		count > 0
			? `${count} ${count === 1 ? 'property' : 'properties'}${target === schema ? '' : ' of each item'}`
			: 'variants';
	return `<details class="td-children"><summary>Show ${label}</summary>${inner}</details>`;
}

/**
 * The inside of a schema: its properties as fields, and its `oneOf`/`anyOf` as tabs. Empty for
 * a scalar. `depth` counts nesting levels, and stops at `MAX_DEPTH`.
 */
export function renderSchemaBody(raw: Schema, depth: number, context: RenderContext): string {
	if (depth > MAX_DEPTH) return '';
	if (raw['x-circular']) return '';
	// Large specs reuse the same resolved schema (a user, a repository) on many pages and many
	// times on one page: its HTML is kept, unless it holds tabs, whose ids are unique per page.
	const key = `${context.purpose}:${depth}`;
	const cached = rendered.get(raw)?.get(key);
	if (cached !== undefined) return cached;
	const ids = context.ids;
	const html = renderSchemaBodyUncached(raw, depth, context);
	// The cache is bounded, so a huge spec trades a little speed for a bounded memory use.
	if (context.ids === ids && renderedBytes + html.length <= MAX_CACHED_BYTES) {
		renderedBytes += html.length;
		let byKey = rendered.get(raw);
		if (!byKey) {
			byKey = new Map();
			rendered.set(raw, byKey);
		}
		byKey.set(key, html);
	}
	return html;
}

const rendered = new WeakMap<Schema, Map<string, string>>();
const MAX_CACHED_BYTES = 16 * 1024 * 1024;
let renderedBytes = 0;

function renderSchemaBodyUncached(raw: Schema, depth: number, context: RenderContext): string {
	const schema = mergeAllOf(raw);
	const parts: string[] = [];
	const required = new Set(schema.required ?? []);
	for (const [name, property] of Object.entries(schema.properties ?? {})) {
		if (!property || typeof property !== 'object') continue;
		if (context.purpose === 'request' && property.readOnly) continue;
		if (context.purpose === 'response' && property.writeOnly) continue;
		parts.push(
			renderField({ name, schema: property, required: required.has(name), depth }, context),
		);
	}
	if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
		parts.push(
			renderField(
				{ name: '{key}', schema: schema.additionalProperties, required: false, depth },
				context,
			),
		);
	}
	const variants = schema.oneOf ?? schema.anyOf;
	if (Array.isArray(variants) && variants.length > 0) {
		parts.push(renderVariants(variants, schema.oneOf ? 'One of' : 'Any of', depth, context));
	}
	return parts.length > 0 ? `<div class="td-props">${parts.join('')}</div>` : '';
}

/** `oneOf` / `anyOf` branches as tabs: radio inputs and labels, panels shown by CSS. */
function renderVariants(
	variants: Schema[],
	kind: string,
	depth: number,
	context: RenderContext,
): string {
	const group = `td-v${context.ids++}`;
	const tabs = variants
		.map((variant, index) => {
			const label = variantLabel(variant, index);
			return `<input type="radio" class="td-tab-input" name="${group}" id="${group}-${index}"${index === 0 ? ' checked' : ''}><label class="td-tab" for="${group}-${index}">${escapeHtml(label)}</label>`;
		})
		.join('');
	const panels = variants
		.map((variant) => {
			const merged = mergeAllOf(variant);
			const body = renderSchemaBody(variant, depth + 1, context);
			const description = merged.description
				? `<div class="td-prop-desc">${renderMarkdown(merged.description)}</div>`
				: '';
			return `<div class="td-tab-panel">${description}${body || `<p class="td-prop-meta">Type: <code>${escapeHtml(getTypeLabel(variant))}</code>${renderConstraints(merged, undefined)}</p>`}</div>`;
		})
		.join('');
	return `<div class="td-variants"><p class="td-variants-title">${kind}</p><div class="td-tabs" role="group" aria-label="${kind}">${tabs}${panels}</div></div>`;
}

function variantLabel(variant: Schema, index: number): string {
	if (typeof variant.title === 'string' && variant.title) return variant.title;
	if (variant['x-circular'] && typeof variant.$ref === 'string') return getRefName(variant.$ref);
	const label = getTypeLabel(variant);
	return label === 'object' || label === 'any' ? `Option ${index + 1}` : label;
}

/** Renders the parameters of one location (`path`, `query`, ...) as a list of fields. */
export function renderParameters(parameters: Parameter[], context: RenderContext): string {
	return `<div class="td-props">${parameters
		.map((parameter) =>
			renderField(
				{
					name: parameter.name,
					schema: parameter.schema,
					required: parameter.required,
					deprecated: parameter.deprecated,
					description: parameter.description,
					example: parameter.example,
					depth: 0,
				},
				context,
			),
		)
		.join('')}</div>`;
}

/** Renders the headers of a response as a titled list of fields. */
export function renderResponseHeaders(
	headers:
		| Record<string, { description?: string; schema?: Schema; required?: boolean }>
		| undefined,
	context: RenderContext,
): string {
	const entries = Object.entries(headers ?? {});
	if (entries.length === 0) return '';
	const fields = entries
		.map(([name, header]) =>
			renderField(
				{
					name,
					schema: header?.schema,
					required: header?.required === true,
					description: header?.description,
					depth: MAX_DEPTH,
				},
				context,
			),
		)
		.join('');
	return `<div class="td-resp-headers"><p class="td-resp-part">Headers</p><div class="td-props">${fields}</div></div>`;
}

export { renderInlineMarkdown, renderMarkdown };
