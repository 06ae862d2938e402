/**
 * HTML for the reference sections of an endpoint page: fields of parameters and schemas, with
 * nested objects behind `<details>` and `oneOf`/`anyOf` as tabs that work without JavaScript
 * (radio inputs and CSS). Plain string rendering: a page of a large spec holds thousands of
 * fields, and this is the hot path of a build. The per-page state and its limits are
 * render-context.ts, a field's metadata line render-constraints.ts.
 */
import type { MediaType, Parameter, Schema } from '@trydocs/openapi';
import {
	type DiscriminatorView,
	getRefName,
	getSchemaRef,
	getTypeLabel,
	mergeAllOf,
	readDiscriminator,
} from '@trydocs/openapi/schema';
import { escapeHtml } from '@trydocs/openapi/text';
import { renderInlineMarkdown, renderMarkdown } from './markdown.ts';
import { renderConstraints } from './render-constraints.ts';
import {
	followCycle,
	getBudget,
	MAX_DEPTH,
	MAX_PROPERTIES,
	MAX_VARIANTS,
	showOnce,
} from './render-context.ts';
import type { FieldOptions, RenderContext } from './types.ts';

/** Renders one field: its name, type, markers, description, constraints and children. */
export function renderField(options: FieldOptions, context: RenderContext): string {
	const schema = options.schema ? mergeAllOf(followCycle(options.schema)) : undefined;
	const deprecated = options.deprecated || schema?.deprecated === true;
	const description = options.description ?? schema?.description;
	const markers = [
		options.required ? '<span class="td-badge td-badge-required">required</span>' : '',
		deprecated ? '<span class="td-badge td-badge-deprecated">deprecated</span>' : '',
		schema?.readOnly ? '<span class="td-badge">read-only</span>' : '',
		schema?.writeOnly ? '<span class="td-badge">write-only</span>' : '',
	]
		.filter(Boolean)
		.map((marker) => ` ${marker}`)
		.join('');
	const own = [
		description ? `<div class="td-prop-desc">${renderMarkdown(description)}</div>` : '',
		renderConstraints(schema, options.example),
	].join('');
	// The spaces between name, type and markers (collapsed by the flex row) keep them apart as
	// words in text extracted from the page: search excerpts, reader mode, copied text.
	// Children count their own bytes; the markup around a field is about 250 bytes.
	getBudget(context).remaining -= 250 + options.name.length + own.length;
	const body = own + (schema ? renderChildren(schema, options.depth, context) : '');
	return `<div class="td-prop${deprecated ? ' td-prop-deprecated' : ''}"><div class="td-prop-head"><code class="td-prop-name">${escapeHtml(options.name)}</code> <span class="td-prop-type">${escapeHtml(getTypeLabel(options.schema))}</span>${markers}</div>${body}</div>`;
}

/** The fields nested in a schema: its properties, its array items' properties, or variants. */
function renderChildren(raw: Schema, depth: number, context: RenderContext): string {
	const schema = followCycle(raw);
	if (schema['x-circular']) {
		return typeof schema.$ref === 'string'
			? `<p class="td-prop-meta">Circular reference to <code>${escapeHtml(getRefName(schema.$ref))}</code>.</p>`
			: '';
	}
	const isList = schema.type === 'array' || (schema.items && !schema.properties);
	const target = isList ? (schema.items ? followCycle(schema.items) : undefined) : schema;
	if (!target || typeof target !== 'object' || depth + 1 > MAX_DEPTH) return '';
	const merged = mergeAllOf(target);
	const count = merged.properties ? Object.keys(merged.properties).length : 0;
	const hasVariants = Array.isArray(merged.oneOf ?? merged.anyOf);
	if (count === 0 && !hasVariants && !isObjectSchema(merged.additionalProperties)) return '';
	const label =
		count > 0
			? `${count} ${count === 1 ? 'property' : 'properties'}${isList ? ' of each item' : ''}`
			: 'variants';
	return showOnce(target, context, label, (anchor) => {
		const inner = renderSchemaBody(target, depth + 1, context);
		if (!inner) return '';
		const id = anchor ? ` id="${anchor}"` : '';
		// Search indexes a schema's top-level fields; the nested ones stay out of the index (on
		// Stripe they are most of the page's text, and indexing them doubled Pagefind's time).
		return `<details class="td-children" data-pagefind-ignore${id}><summary>Show ${label}</summary>${inner}</details>`;
	});
}

function isObjectSchema(value: unknown): value is Schema {
	return !!value && typeof value === 'object';
}

/**
 * The inside of a schema: its properties as fields, and its `oneOf`/`anyOf` as tabs. Empty for
 * a scalar. `depth` counts nesting levels, and stops at `MAX_DEPTH`.
 */
export function renderSchemaBody(raw: Schema, depth: number, context: RenderContext): string {
	if (depth > MAX_DEPTH) return '';
	const schema = followCycle(raw);
	if (schema['x-circular']) return '';
	// A body that is a list (`[{...}, ...]`) shows the fields of its items, as a nested list does.
	const items = listItems(schema);
	if (items) {
		const inner = renderSchemaBody(items, depth + 1, context);
		return inner ? `<p class="td-prop-meta">A list; each item:</p>${inner}` : '';
	}
	return renderSchemaBodyUncached(schema, depth, context);
}

/**
 * The fields of a body of one media type: its schema's, or for a sequential body (OpenAPI 3.2
 * `itemSchema`: JSON Lines, Server-Sent Events) each item's. Empty when it has neither.
 */
export function renderMediaBody(media: MediaType | undefined, context: RenderContext): string {
	if (media?.schema) return renderSchemaBody(media.schema, 0, context);
	if (!media?.itemSchema) return '';
	const inner = renderSchemaBody(media.itemSchema, 0, context);
	return inner ? `<p class="td-prop-meta">A stream; each item:</p>${inner}` : '';
}

/** The items of a list schema that has no properties of its own, when they are a schema. */
function listItems(schema: Schema): Schema | undefined {
	if (schema.properties || !(schema.type === 'array' || schema.items)) return undefined;
	return isObjectSchema(schema.items) ? followCycle(schema.items) : undefined;
}

function renderSchemaBodyUncached(raw: Schema, depth: number, context: RenderContext): string {
	const schema = mergeAllOf(raw);
	const parts: string[] = [];
	const required = new Set(schema.required ?? []);
	const properties = Object.entries(schema.properties ?? {});
	for (const [name, property] of properties.slice(0, MAX_PROPERTIES)) {
		if (!property || typeof property !== 'object') continue;
		if (context.purpose === 'request' && property.readOnly) continue;
		if (context.purpose === 'response' && property.writeOnly) continue;
		parts.push(
			renderField({ name, schema: property, required: required.has(name), depth }, context),
		);
	}
	if (properties.length > MAX_PROPERTIES) {
		parts.push(
			`<p class="td-prop-meta">And ${properties.length - MAX_PROPERTIES} more properties, not listed here.</p>`,
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
		const discriminator = readDiscriminator(schema, variants.map(followCycle));
		parts.push(
			renderVariants(variants, schema.oneOf ? 'One of' : 'Any of', depth, context, discriminator),
		);
	}
	return parts.length > 0 ? `<div class="td-props">${parts.join('')}</div>` : '';
}

/** `oneOf` / `anyOf` branches as tabs: radio inputs and labels, panels shown by CSS. */
function renderVariants(
	all: Schema[],
	kind: string,
	depth: number,
	context: RenderContext,
	discriminator?: DiscriminatorView,
): string {
	const group = `td-v${context.ids++}`;
	const more = all.length - MAX_VARIANTS;
	const variants = all.slice(0, MAX_VARIANTS).map(followCycle);
	const tabs = variants
		.map((variant, index) => {
			const label = discriminator?.values[index] ?? variantLabel(variant, index);
			return `<input type="radio" class="td-tab-input" name="${group}" id="${group}-${index}"${index === 0 ? ' checked' : ''}><label class="td-tab" for="${group}-${index}">${escapeHtml(label)}</label>`;
		})
		.join(' ');
	const panels = variants
		.map((variant) => {
			const merged = mergeAllOf(variant);
			const body = showOnce(variant, context, 'Fields', (anchor) => {
				const inner = renderSchemaBody(variant, depth + 1, context);
				return inner && anchor ? `<div id="${anchor}">${inner}</div>` : inner;
			});
			const description = merged.description
				? `<div class="td-prop-desc">${renderMarkdown(merged.description)}</div>`
				: '';
			return `<div class="td-tab-panel">${description}${body || `<p class="td-prop-meta">Type: <code>${escapeHtml(getTypeLabel(variant))}</code>${renderConstraints(merged, undefined)}</p>`}</div>`;
		})
		.join('');
	const rest = more > 0 ? `<p class="td-prop-meta">And ${more} more alternatives.</p>` : '';
	return `<div class="td-variants"><p class="td-variants-title">${kind}</p>${describeDiscriminator(discriminator)}<div class="td-tabs" role="group" aria-label="${kind}"><span class="td-tab-list">${tabs}</span>${panels}</div>${rest}</div>`;
}

/** Which property chooses the variant, and (OpenAPI 3.2 `defaultMapping`) the one for other values. */
function describeDiscriminator(discriminator: DiscriminatorView | undefined): string {
	if (!discriminator) return '';
	const property = `<code>${escapeHtml(discriminator.property)}</code>`;
	const fallback = discriminator.fallback
		? `; any other value, or none: <code>${escapeHtml(discriminator.fallback)}</code>`
		: '';
	return `<p class="td-prop-meta">Chosen by the value of ${property}${fallback}.</p>`;
}

function variantLabel(variant: Schema, index: number): string {
	if (typeof variant.title === 'string' && variant.title) return variant.title;
	const ref = getSchemaRef(variant);
	if (ref) return getRefName(ref);
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
