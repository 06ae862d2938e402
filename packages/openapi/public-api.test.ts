import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

/** The names a module exports at runtime, sorted (types leave no trace). */
async function exportsOf(path: string): Promise<string[]> {
	return Object.keys(await import(path)).sort();
}

describe('@trydocs/openapi public API (pinned: a change here is a change for users)', () => {
	it('has exactly these entry points', () => {
		expect(Object.keys(manifest.exports)).toEqual([
			'.',
			'./asyncapi',
			'./asyncapi-client',
			'./example-value',
			'./files',
			'./friendly-errors',
			'./languages',
			'./methods',
			'./oauth',
			'./referee',
			'./request',
			'./schema',
			'./sequential-media',
			'./snippet-writers',
			'./snippets',
			'./text',
			'./types',
			'./xml',
		]);
	});

	it('exports exactly these names from each entry point', async () => {
		expect(await exportsOf('./index.ts')).toEqual([
			'DEFAULT_LANGUAGE_KEYS',
			'LANGUAGES',
			'PAGES_FOLDER',
			'SUPPORTED_LANGUAGE_KEYS',
			'SpecError',
			'buildRequest',
			'decodeBase64',
			'encodeBase64',
			'escapeHtml',
			'findClosestOperations',
			'generateSnippet',
			'getCycleTarget',
			'getExampleValue',
			'getFirstExample',
			'getMediaExample',
			'getOperation',
			'getParameterExample',
			'getRefName',
			'getSchemaRef',
			'getSelfUri',
			'getServerUrl',
			'getSpecSource',
			'getTypeLabel',
			'getWebhook',
			'groupMediaTypes',
			'hasProperties',
			'highlightJson',
			'isHttpUrl',
			'isSequentialMediaType',
			'isStreamedMediaType',
			'joinUrl',
			'listNavigationSpecs',
			'listOperations',
			'listPageReferences',
			'listSpecSources',
			'listWebhooks',
			'loadSpec',
			'mergeAllOf',
			'parseApiReference',
			'parseOperationReference',
			'parseSpec',
			'prepareRequest',
			'readFrontmatter',
			'resolveAgainstBase',
			'resolveLanguage',
			'sampleSchema',
			'serializeSequence',
		]);
		expect(await exportsOf('./asyncapi.ts')).toEqual([
			'DEFAULT_SCHEMA_FORMAT',
			'getAsyncOperation',
			'isJsonSchemaFormat',
			'listAsyncApiSources',
			'listAsyncOperations',
			'loadAsyncApi',
			'parseAsyncApi',
			'resolveAsyncApiPath',
		]);
		expect(await exportsOf('./asyncapi-client.ts')).toEqual([
			'getAsyncServerUrl',
			'getChannelAddress',
			'isWebSocketProtocol',
			'writeAsyncSnippets',
		]);
		expect(await exportsOf('./example-value.ts')).toEqual(['getExampleValue', 'getFirstExample']);
		expect(await exportsOf('./files.ts')).toEqual([
			'getExampleFileName',
			'getFileSchema',
			'getFileType',
			'isBinaryBody',
			'isFileSchema',
		]);
		expect(await exportsOf('./friendly-errors.ts')).toEqual([
			'describeIssues',
			'formatKey',
			'parseWithFriendlyErrors',
		]);
		expect(await exportsOf('./languages.ts')).toEqual([
			'DEFAULT_LANGUAGE_KEYS',
			'LANGUAGES',
			'SUPPORTED_LANGUAGE_KEYS',
			'requireLanguage',
			'resolveLanguage',
		]);
		expect(await exportsOf('./methods.ts')).toEqual([
			'METHOD_WORD',
			'PATH_ITEM_METHODS',
			'isMethodToken',
			'isPathItemMethod',
			'isReferenceMethod',
			'isSendableMethod',
		]);
		expect(await exportsOf('./oauth.ts')).toEqual([
			'OAUTH_FLOW_LABELS',
			'OAUTH_FLOW_TYPES',
			'listOAuthFlows',
			'listTokenOrigins',
		]);
		expect(await exportsOf('./referee.ts')).toEqual([
			'REFEREE_SCHEMAS',
			'describeSchemaProblem',
			'hasOfficialSchema',
			'refereeDocument',
		]);
		expect(await exportsOf('./request.ts')).toEqual([
			'PART_BOUNDARY',
			'buildRequest',
			'getServerUrl',
			'isPositionalMultipart',
			'joinUrl',
			'withPartBoundary',
			'writeCookieHeader',
			'writePositionalMultipart',
		]);
		expect(await exportsOf('./schema.ts')).toEqual([
			'getCycleTarget',
			'getRefName',
			'getSchemaRef',
			'getTypeLabel',
			'groupMediaTypes',
			'hasProperties',
			'linkCycle',
			'mergeAllOf',
			'nameSchema',
			'readDiscriminator',
			'toJsonSchema',
		]);
		expect(await exportsOf('./sequential-media.ts')).toEqual([
			'isPositionalMultipart',
			'isSequentialMediaType',
			'isStreamedMediaType',
			'serializeSequence',
		]);
		expect(await exportsOf('./snippet-writers.ts')).toEqual(['loadSnippetWriter']);
		expect(await exportsOf('./snippets.ts')).toEqual(['generateSnippet', 'prepareRequest']);
		expect(await exportsOf('./text.ts')).toEqual([
			'decodeBase64',
			'encodeBase64',
			'escapeHtml',
			'getEditDistance',
			'highlightCode',
			'highlightJson',
		]);
		expect(await exportsOf('./types.ts')).toEqual([]);
		expect(await exportsOf('./xml.ts')).toEqual(['isXmlMediaType', 'writeXml']);
	});
});
