export { getOperation, listOperations } from './get-operation.ts';
export { loadSpec, type OpenApiDocument, parseSpec, SpecError } from './load-spec.ts';
export {
	buildRequest,
	getServerUrl,
	type HarPair,
	type HarRequest,
	joinUrl,
	type RequestValues,
} from './request.ts';
export type * from './types.ts';
