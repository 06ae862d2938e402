/**
 * `@trydocs/openapi/asyncapi`: AsyncAPI 3 documents read into operations (the reader is
 * `asyncapi/`; its model `asyncapi/types.ts`). Node-side: it reads files; the browser imports
 * its types only.
 */
export { loadAsyncApi, parseAsyncApi } from './asyncapi/load.ts';
export { getAsyncOperation, listAsyncOperations } from './asyncapi/read-operation.ts';
export { listAsyncApiSources, resolveAsyncApiPath } from './asyncapi/sources.ts';
export type * from './asyncapi/types.ts';
export { DEFAULT_SCHEMA_FORMAT, isJsonSchemaFormat } from './spec/schema-format.ts';
