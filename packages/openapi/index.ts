export { getExampleValue, getFirstExample } from './example-value.ts';
export {
	type ExamplePurpose,
	getMediaExample,
	getParameterExample,
	sampleSchema,
} from './examples.ts';
export {
	DEFAULT_LANGUAGE_KEYS,
	LANGUAGES,
	type Language,
	resolveLanguage,
	SUPPORTED_LANGUAGE_KEYS,
} from './languages.ts';
export {
	type ApiReference,
	isHttpUrl,
	listNavigationSpecs,
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
	getServerUrl,
	type HarPair,
	type HarPostParam,
	type HarRequest,
	joinUrl,
	type RequestValues,
} from './request.ts';
export {
	getCycleTarget,
	getRefName,
	getSchemaRef,
	getTypeLabel,
	groupMediaTypes,
	hasProperties,
	type MediaGroup,
	mergeAllOf,
} from './schema.ts';
export {
	isSequentialMediaType,
	isStreamedMediaType,
	serializeSequence,
} from './sequential-media.ts';
export { generateSnippet, prepareRequest, type SnippetOptions } from './snippets.ts';
export { getSelfUri, resolveAgainstBase } from './spec/base-uri.ts';
export { getOperation, getWebhook } from './spec/get-operation.ts';
export {
	findClosestOperations,
	listOperations,
	listWebhooks,
} from './spec/list-operations.ts';
export { loadSpec, parseSpec } from './spec/load-spec.ts';
export { SpecError } from './spec/spec-error.ts';
export { getSpecSource } from './spec/spec-source.ts';
export type { OpenApiDocument, SpecSource } from './spec/types.ts';
export {
	decodeBase64,
	encodeBase64,
	escapeHtml,
	highlightJson,
	type JsonTokenClasses,
} from './text.ts';
export type * from './types.ts';
