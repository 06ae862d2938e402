export {
	type ExamplePurpose,
	getMediaExample,
	getParameterExample,
	sampleSchema,
} from './examples.ts';
export { findClosestOperations, getOperation, listOperations } from './get-operation.ts';
export {
	DEFAULT_LANGUAGE_KEYS,
	LANGUAGES,
	type Language,
	resolveLanguage,
	SUPPORTED_LANGUAGE_KEYS,
} from './languages.ts';
export {
	getSpecSource,
	loadSpec,
	type OpenApiDocument,
	parseSpec,
	SpecError,
	type SpecSource,
} from './load-spec.ts';
export {
	type ApiReference,
	isHttpUrl,
	listPageReferences,
	listSpecSources,
	type OperationReference,
	PAGES_FOLDER,
	type PageReferences,
	parseApiReference,
	parseOperationReference,
	readFrontmatter,
} from './page-references.ts';
export {
	type AuthCredentials,
	type BodyValue,
	buildRequest,
	encodeBase64,
	getServerUrl,
	type HarPair,
	type HarPostParam,
	type HarRequest,
	joinUrl,
	type RequestValues,
} from './request.ts';
export {
	getRefName,
	getSchemaRef,
	getTypeLabel,
	hasProperties,
	mergeAllOf,
} from './schema.ts';
export { generateSnippet, prepareRequest, type SnippetOptions } from './snippets.ts';
export type * from './types.ts';
