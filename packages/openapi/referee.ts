/**
 * `@trydocs/openapi/referee`: OpenAPI 3.0/3.1/3.2 and AsyncAPI 3.0.0/3.1.0 descriptions against
 * their official JSON Schemas (`referee/`; its model `referee/types.ts`). Node-side: the
 * schemas weigh 0.9 MB, never for the browser.
 */
export { describeSchemaProblem, hasOfficialSchema, refereeDocument } from './referee/referee.ts';
export { REFEREE_SCHEMAS } from './referee/schemas.ts';
export type * from './referee/types.ts';
