import type { PlaygroundMediaType } from '../types.ts';

/**
 * A body's media types with every shared schema filled in: the page sends a schema once for all
 * the types that share it (`schemaFrom` names the type holding it), and the form reads each type
 * as if it had its own.
 */
export function withSharedSchemas(
	content: Record<string, PlaygroundMediaType> = {},
): Record<string, PlaygroundMediaType> {
	const filled: Record<string, PlaygroundMediaType> = {};
	for (const [type, media] of Object.entries(content)) {
		const { schemaFrom, ...rest } = media;
		const schema = schemaFrom ? content[schemaFrom]?.schema : media.schema;
		filled[type] = schema ? { ...rest, schema } : rest;
	}
	return filled;
}
