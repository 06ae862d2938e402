import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { buildRequest, type HarRequest, type RequestValues } from './request.ts';
import { loadSnippetWriter } from './snippet-writers.ts';
import { generateSnippet } from './snippets.ts';
import type { Operation } from './types.ts';
import { writeWithHttpsnippet } from './writers/httpsnippet.ts';
import { prepareRequest } from './writers/prepare-request.ts';

const operation: Pick<Operation, 'method' | 'path' | 'parameters'> = {
	method: 'post',
	path: '/projects/{project_id}/things',
	parameters: [
		{ name: 'project_id', in: 'path', required: true },
		{ name: 'tag', in: 'query', required: false },
		{ name: 'X-Trace', in: 'header', required: false },
		{ name: 'Accept-Encoding', in: 'header', required: false },
		{ name: 'session', in: 'cookie', required: false },
	],
};

const json = (value: unknown) => ({ mimeType: 'application/json', text: JSON.stringify(value) });

/** Requests covering what the writers branch on: methods, query, headers, cookies, every body. */
const CASES: Array<[string, RequestValues, Operation['method']?]> = [
	['no values (an unfilled path parameter)', {}],
	['GET with a repeated, encoded query', { parameters: { query: { tag: ['a&b', 'c d'] } } }, 'get'],
	['HEAD and OPTIONS', { parameters: { path: { project_id: 'p1' } } }, 'head'],
	['a method outside the usual ones', { parameters: { path: { project_id: 'p1' } } }, 'trace'],
	[
		'one header, bearer auth, a cookie',
		{
			parameters: { path: { project_id: 'p 1' }, cookie: { session: 's=1' } },
			auth: [{ type: 'bearer', token: 'to"k\\en' }],
		},
	],
	[
		'several headers, compressed, basic auth',
		{
			parameters: { header: { 'X-Trace': 'it\'s "quoted"', 'Accept-Encoding': 'gzip' } },
			auth: [{ type: 'basic', username: 'ada', password: 'pässword' }],
		},
	],
	['a short JSON body', { body: json({ a: 1 }) }],
	[
		'a JSON body with a quote',
		{ body: { mimeType: 'application/json', text: '{"name":"it\'s"}' } },
	],
	[
		'a nested JSON body',
		{
			body: json({
				name: 'Ada "the first"',
				tags: ['x', 'y'],
				items: [
					{ id: 1, ok: true },
					{ id: 2, note: null },
				],
				empty: {},
				list: [],
				one: { only: 'é\n\t' },
				count: -1.5e3,
			}),
		},
	],
	[
		'a long JSON body with an apostrophe',
		{ body: json({ message: "it's a rather long message" }) },
	],
	['a JSON array body', { body: json([1, 'two', { three: 3, four: [4] }]) }],
	['invalid JSON', { body: { mimeType: 'application/json', text: '{"a":' } }],
	[
		'a +json body',
		{ body: { mimeType: 'application/merge-patch+json', text: '{"a":[1,2],"b":"c"}' } },
	],
	[
		'a form body',
		{
			body: {
				mimeType: 'application/x-www-form-urlencoded',
				params: [
					{ name: 'a b', value: 'c&d' },
					{ name: 'a b', value: 'e' },
					{ name: 'plain', value: "it's" },
				],
			},
		},
	],
	[
		'a form body as text',
		{ body: { mimeType: 'application/x-www-form-urlencoded', text: 'a=1&b=2' } },
	],
	[
		'multipart with files',
		{
			body: {
				mimeType: 'multipart/form-data',
				params: [
					{ name: 'title', value: 'Hello world' },
					{ name: 'file', fileName: 'report.pdf', contentType: 'application/pdf' },
					{ name: 'raw', fileName: 'data.bin' },
				],
			},
		},
	],
	[
		'multipart with one file',
		{
			body: {
				mimeType: 'multipart/form-data',
				params: [{ name: 'file', fileName: 'a.png', contentType: 'image/png' }],
			},
		},
	],
	[
		'multipart without files',
		{ body: { mimeType: 'multipart/form-data', params: [{ name: 'title', value: 'Hi' }] } },
	],
	['a text body', { body: { mimeType: 'text/plain', text: 'line 1\nit\'s "line" 2' } }],
	['an XML body', { body: { mimeType: 'application/xml', text: '<a b="c">d</a>' } }],
];

function requestFor(values: RequestValues, method: Operation['method'] = 'post'): HarRequest {
	return buildRequest({ ...operation, method }, 'https://api.example.com/v1', values);
}

/** True when the request sends a file: those are written by `writers/uploads.ts` on purpose. */
const sendsFile = (values: RequestValues) =>
	!!values.body && 'params' in values.body && values.body.params.some((p) => p.fileName);

/** True when cURL writes the body its own way: pretty JSON from the quote on (`writers/curl.ts`). */
const isCurlJson = (language: (typeof LANGUAGES)[number], values: RequestValues) =>
	language.target === 'shell' &&
	!!values.body &&
	'text' in values.body &&
	/json/.test(values.body.mimeType) &&
	values.body.text.length > 20 &&
	!values.body.text.includes("'");

/** True when cURL leaves a multipart type to `--form`, which writes it with its boundary. */
const isCurlMultipart = (language: (typeof LANGUAGES)[number], values: RequestValues) =>
	language.target === 'shell' && !!values.body && /^multipart\//.test(values.body.mimeType);

describe('loadSnippetWriter: the same output as httpsnippet, language by language', () => {
	for (const language of LANGUAGES) {
		it(`${language.label} (${language.key}: ${language.target}/${language.client})`, async () => {
			// The playground passes the language itself (its props carry it); a key works too.
			const write = await loadSnippetWriter(language);
			expect(await loadSnippetWriter(language.aliases[0] ?? language.key)).toBeTypeOf('function');
			for (const [name, values, method] of CASES) {
				const request = requestFor(values, method);
				// The playground's writer and the page's examples agree on every request...
				expect(write(request), name).toBe(generateSnippet(request, language.key));
				// ...and, for a request without a file, both are httpsnippet's output exactly
				// (files are the intended difference: `writers/uploads.test.ts`).
				if (
					language.target !== 'dart' &&
					!sendsFile(values) &&
					!isCurlJson(language, values) &&
					!isCurlMultipart(language, values)
				) {
					expect(write(request), name).toBe(
						writeWithHttpsnippet(language, prepareRequest(request)),
					);
				}
			}
		});
	}

	it('writes a JSON body in cURL from the quote on, indented under --data, with no quote alone on a line', async () => {
		const write = await loadSnippetWriter('curl');
		const request = requestFor({ body: json({ name: 'Ada', tags: ['x'] }) });
		const expected = [
			"  --data '{",
			'    "name": "Ada",',
			'    "tags": [',
			'      "x"',
			'    ]',
			"  }'",
		].join('\n');
		expect(write(request)).toContain(` \\\n${expected}`);
		expect(write(request).endsWith("}'")).toBe(true);
		expect(generateSnippet(request, 'bash')).toBe(write(request));
		// A body that is not JSON, or holds a quote, keeps its own form.
		expect(write(requestFor({ body: json({ note: "it's long enough" }) }))).toContain('@- <<EOF');
	});

	it('rejects an unknown language with the supported keys', async () => {
		await expect(loadSnippetWriter('cobol')).rejects.toThrow(
			/`cobol` is not a supported code-example language\. Supported: bash, curl/,
		);
	});
});
