/**
 * Example values for parameters and bodies: the spec's own `example` / `examples` first, else
 * generated from the schema with openapi-sampler. `readOnly` properties are left out of request
 * examples and `writeOnly` ones out of response examples.
 */
import { sample } from 'openapi-sampler';
import type { MediaType, Parameter, Schema } from './types.ts';

/** Which way a value travels: into the API (request) or out of it (response). */
export type ExamplePurpose = 'request' | 'response';

/** The first value of a named-examples map, skipping external ones that carry no value. */
function firstExample(examples: unknown): unknown {
	if (!examples || typeof examples !== 'object') return undefined;
	for (const example of Object.values(examples as Record<string, { value?: unknown }>)) {
		if (example && typeof example === 'object' && example.value !== undefined) return example.value;
	}
	return undefined;
}

/**
 * Returns the example of a request or response body: the media type's `example`, else its first
 * `examples` entry, else a value generated from its schema. `undefined` when it has neither.
 */
export function getMediaExample(media: MediaType | undefined, purpose: ExamplePurpose): unknown {
	if (!media) return undefined;
	if (media.example !== undefined) return media.example;
	const named = firstExample(media.examples);
	if (named !== undefined) return named;
	return media.schema ? sampleSchema(media.schema, purpose) : undefined;
}

/**
 * Returns the example value of a parameter as the spec gives it (`example`, `examples`, the
 * schema's `example` / `examples`), or `undefined`. Nothing is generated: a parameter without
 * an example keeps its `{name}` placeholder in URLs and snippets.
 */
export function getParameterExample(parameter: Parameter): unknown {
	if (parameter.example !== undefined) return parameter.example;
	const named = firstExample(parameter.examples);
	if (named !== undefined) return named;
	const schema = parameter.schema;
	if (schema?.example !== undefined) return schema.example;
	if (Array.isArray(schema?.examples) && schema.examples.length > 0) return schema.examples[0];
	return undefined;
}

/** Generates an example value from a schema, for a request or a response. */
export function sampleSchema(schema: Schema, purpose: ExamplePurpose): unknown {
	try {
		return sample(withoutCycles(schema) as never, {
			skipReadOnly: purpose === 'request',
			skipWriteOnly: purpose === 'response',
			quiet: true,
			maxSampleDepth: 8,
		});
	} catch {
		// A schema the sampler cannot read gets no generated example rather than a failed build.
		return undefined;
	}
}

/** Replaces the marked ends of reference cycles with an empty object the sampler can read. */
function withoutCycles(schema: unknown, seen = new Map<object, unknown>()): unknown {
	if (Array.isArray(schema)) return schema.map((entry) => withoutCycles(entry, seen));
	if (!schema || typeof schema !== 'object') return schema;
	const cached = seen.get(schema);
	if (cached) return cached;
	const record = schema as Record<string, unknown>;
	if (record['x-circular'] === true) return { type: 'object' };
	const out: Record<string, unknown> = {};
	seen.set(schema, out);
	for (const [key, value] of Object.entries(record)) {
		// `example` / `examples` are values, not schemas: copy them untouched.
		out[key] = key === 'example' || key === 'examples' ? value : withoutCycles(value, seen);
	}
	return out;
}
