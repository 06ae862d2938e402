export {
	type ExamplePurpose,
	getMediaExample,
	getParameterExample,
	sampleSchema,
} from './examples.ts';
export { findClosestOperations, getOperation, listOperations } from './get-operation.ts';
export {
	getSpecSource,
	loadSpec,
	type OpenApiDocument,
	parseSpec,
	SpecError,
	type SpecSource,
} from './load-spec.ts';
export {
	buildRequest,
	getServerUrl,
	type HarPair,
	type HarRequest,
	joinUrl,
	type RequestValues,
} from './request.ts';
export { getRefName, getTypeLabel, hasProperties, mergeAllOf } from './schema.ts';
export type * from './types.ts';
