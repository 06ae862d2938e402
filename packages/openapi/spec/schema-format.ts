/**
 * AsyncAPI's `schemaFormat` (a Multi Format Schema Object): which formats are JSON Schema, drawn
 * as fields as OpenAPI schemas are, and which (Avro, RAML, Protobuf) are data the page shows as
 * written. A leaf: the reference resolver leaves the inside of another format unchecked.
 */

/** AsyncAPI's default: its own JSON Schema superset. */
export const DEFAULT_SCHEMA_FORMAT = 'application/vnd.aai.asyncapi+json;version=3.0.0';

const JSON_SCHEMA_FORMAT =
	/^application\/(vnd\.aai\.asyncapi|schema|vnd\.oai\.openapi)(\+json|\+yaml)?(;|$)/i;

/** True for a format that is JSON Schema (AsyncAPI's, JSON Schema itself, OpenAPI's). */
export function isJsonSchemaFormat(format: unknown): boolean {
	return (
		format === undefined ||
		(typeof format === 'string' && JSON_SCHEMA_FORMAT.test(format.replace(/\s+/g, '')))
	);
}
