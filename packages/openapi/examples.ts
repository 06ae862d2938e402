/**
 * Example values for parameters and bodies: the spec's own `example` / `examples` first, else
 * generated from the schema with openapi-sampler. `readOnly` properties are left out of request
 * examples and `writeOnly` ones out of response examples.
 */
import { sample } from 'openapi-sampler';
import { getFirstExample } from './example-value.ts';
import type { MediaType, Parameter, Schema } from './types.ts';

/** Which way a value travels: into the API (request) or out of it (response). */
export type ExamplePurpose = 'request' | 'response';

/**
 * Returns the example of a request or response body: the media type's `example`, else its first
 * `examples` entry (read as `getExampleValue` reads it, for `mediaType`), else a value generated
 * from its schema. `undefined` when it has neither.
 */
export function getMediaExample(
	media: MediaType | undefined,
	purpose: ExamplePurpose,
	mediaType?: string,
): unknown {
	if (!media) return undefined;
	if (media.example !== undefined) return media.example;
	const named = getFirstExample(media.examples, mediaType);
	if (named !== undefined) return named;
	if (media.schema) return sampleSchema(media.schema, purpose);
	// A sequential body (OpenAPI 3.2 `itemSchema`): its example is the list of its items.
	const item = media.itemSchema ? sampleSchema(media.itemSchema, purpose) : undefined;
	return item === undefined ? undefined : [item];
}

/**
 * Returns the example value of a parameter as the spec gives it (`example`, `examples`, the
 * schema's `example` / `examples`), or `undefined`. Nothing is generated: a parameter without
 * an example keeps its `{name}` placeholder in URLs and snippets.
 */
export function getParameterExample(parameter: Parameter): unknown {
	if (parameter.example !== undefined) return parameter.example;
	const named = getFirstExample(parameter.examples, parameter.contentType);
	if (named !== undefined) return named;
	const schema = parameter.schema;
	if (schema?.example !== undefined) return schema.example;
	if (Array.isArray(schema?.examples) && schema.examples.length > 0) return schema.examples[0];
	return undefined;
}

/**
 * The examples generated from each schema object, by purpose. A resolved spec shares one object
 * per schema (Stripe's `error` is the default response of all 455 operations), so each is
 * sampled once per parsed spec, and the entry goes when the spec does.
 */
const samples = new WeakMap<object, Partial<Record<ExamplePurpose, { value: unknown }>>>();

/** Generates an example value from a schema, for a request or a response. */
export function sampleSchema(schema: Schema, purpose: ExamplePurpose): unknown {
	if (!schema || typeof schema !== 'object') return generateSample(schema, purpose);
	const known = samples.get(schema) ?? {};
	let sampled = known[purpose];
	if (!sampled) {
		sampled = { value: generateSample(schema, purpose) };
		known[purpose] = sampled;
		samples.set(schema, known);
	}
	// A copy: a caller may change its example without changing the next page's.
	return sampled.value === undefined ? undefined : structuredClone(sampled.value);
}

function generateSample(schema: Schema, purpose: ExamplePurpose): unknown {
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

/** Schema nodes copied for one generated example; past it, nested objects are left empty. */
const MAX_SAMPLE_NODES = 600;
const MAX_SAMPLE_DEPTH = 8;

/**
 * Copies a resolved schema as a tree the sampler can read, bounded in size: the resolved model
 * shares subtrees (a schema used in many places is one object), and expanding them all is
 * exponential on densely linked specs. Cut cycle ends, nodes past `MAX_SAMPLE_DEPTH` and nodes
 * past the budget become `{ type: 'object' }`; a schema never nests inside itself.
 */
function withoutCycles(
	schema: unknown,
	budget = { nodes: MAX_SAMPLE_NODES },
	depth = 0,
	ancestors = new Set<object>(),
): unknown {
	if (Array.isArray(schema))
		return schema.map((entry) => withoutCycles(entry, budget, depth, ancestors));
	if (!schema || typeof schema !== 'object') return schema;
	const record = schema as Record<string, unknown>;
	if (
		record['x-circular'] === true ||
		ancestors.has(schema) ||
		depth > MAX_SAMPLE_DEPTH ||
		budget.nodes <= 0
	) {
		return { type: 'object' };
	}
	budget.nodes--;
	ancestors.add(schema);
	const out: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(record)) {
		// `example` / `examples` are values, not schemas: copy them untouched. `properties` is a
		// map of schemas, not a schema, so it does not count as a level.
		out[key] =
			key === 'example' ||
			key === 'examples' ||
			key === 'enum' ||
			key === 'const' ||
			key === 'default'
				? value
				: key === 'properties' && value && typeof value === 'object'
					? Object.fromEntries(
							Object.entries(value).map(([name, property]) => [
								name,
								withoutCycles(property, budget, depth + 1, ancestors),
							]),
						)
					: withoutCycles(value, budget, depth + 1, ancestors);
	}
	ancestors.delete(schema);
	return out;
}
