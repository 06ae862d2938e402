/** The metadata line of a field: allowed values, default, ranges, pattern, example. */
import type { Schema } from '@trydocs/openapi';
import { mergeAllOf } from '@trydocs/openapi/schema';
import { escapeHtml } from '@trydocs/openapi/text';

/** Writes a JSON value the way it is shown in a field's metadata. */
function formatValue(value: unknown): string {
	return `<code>${escapeHtml(typeof value === 'string' ? value : JSON.stringify(value))}</code>`;
}

/** The constraints and example of a field, as one metadata line; empty when it has none. */
export function renderConstraints(schema: Schema | undefined, example: unknown): string {
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
		? `<p class="td-prop-meta">${parts.map((part) => `<span>${part}</span>`).join(' ')}</p>`
		: '';
}
