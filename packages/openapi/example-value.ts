/**
 * The value of an Example Object, read the same way by the pages, the Markdown for agents and
 * the playground's prefilled form. No dependencies: the playground's build step reads it too.
 */
import type { Example } from './types.ts';

/**
 * The value of one Example Object, as every version writes it: OpenAPI 3.2's `dataValue` (the
 * data) first, then `value`, then 3.2's `serializedValue` (the wire form), read back as data
 * for a JSON media type and kept as text otherwise. `undefined` for an example that only points
 * at an `externalValue`.
 */
export function getExampleValue(example: unknown, mediaType?: string): unknown {
	if (!example || typeof example !== 'object') return undefined;
	const { dataValue, value, serializedValue } = example as Example;
	if (dataValue !== undefined) return dataValue;
	if (value !== undefined) return value;
	if (typeof serializedValue !== 'string') return undefined;
	if (!mediaType || !/[/+]json\b|json-seq|jsonl/i.test(mediaType)) return serializedValue;
	try {
		return JSON.parse(serializedValue);
	} catch {
		return serializedValue;
	}
}

/** The first value of a named-examples map, skipping external ones that carry no value. */
export function getFirstExample(examples: unknown, mediaType?: string): unknown {
	if (!examples || typeof examples !== 'object') return undefined;
	for (const example of Object.values(examples)) {
		const value = getExampleValue(example, mediaType);
		if (value !== undefined) return value;
	}
	return undefined;
}
