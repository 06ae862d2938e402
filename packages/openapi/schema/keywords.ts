/**
 * The schema keywords that hold other schemas, listed once: the spec checks walk into them
 * (`spec/resolve-refs.ts`, as it checks each schema) and `toJsonSchema` converts what they hold.
 */

/** The keys under which a schema object holds schemas (lists and maps of them included). */
export const SCHEMA_KEYS = new Set([
	'schema',
	'items',
	'additionalProperties',
	'not',
	'allOf',
	'oneOf',
	'anyOf',
	'prefixItems',
	'contains',
	'if',
	'then',
	'else',
]);

/** The keys under which a schema object holds a map of schemas. */
export const SCHEMA_MAP_KEYS = new Set(['properties', 'patternProperties', '$defs']);
