import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { buildRequest } from './request.ts';
import { generateSnippet, prepareRequest } from './snippets.ts';
import type { Operation } from './types.ts';

const operation: Pick<Operation, 'method' | 'path' | 'parameters'> = {
	method: 'post',
	path: '/projects/{project_id}/things',
	parameters: [
		{ name: 'project_id', in: 'path', required: true },
		{ name: 'tag', in: 'query', required: false },
		{ name: 'X-Trace', in: 'header', required: false },
		{ name: 'session', in: 'cookie', required: false },
	],
};

describe('generateSnippet', () => {
	it('writes curl with the encoded query, headers, cookie and JSON body', () => {
		const request = buildRequest(operation, 'https://api.example.com', {
			parameters: {
				path: { project_id: 'p 1' },
				query: { tag: ['a&b', 'c'] },
				header: { 'X-Trace': 't1' },
				cookie: { session: 's=1' },
			},
			body: { mimeType: 'application/json', text: '{"name":"it\'s"}' },
			auth: [{ type: 'bearer', token: 'tok' }],
		});
		const curl = generateSnippet(request, 'curl');
		expect(curl).toContain("--url 'https://api.example.com/projects/p%201/things?tag=a%26b&tag=c'");
		expect(curl).toContain("--header 'Authorization: Bearer tok'");
		expect(curl).toContain("--header 'X-Trace: t1'");
		expect(curl).toContain('--cookie session=s%3D1');
		expect(curl).toContain("--data '{\"name\":\"it'\\''s\"}'");
	});

	it('keeps an unfilled path parameter readable', () => {
		const request = buildRequest(operation, 'https://api.example.com', {});
		expect(generateSnippet(request, 'python')).toContain(
			'url = "https://api.example.com/projects/{project_id}/things"',
		);
		expect(generateSnippet(request, 'go')).toContain('{project_id}');
	});

	it('writes multipart fields and files with no content-type header where the client writes it with its boundary', () => {
		const request = buildRequest(operation, 'https://api.example.com', {
			parameters: { path: { project_id: 'p1' } },
			body: {
				mimeType: 'multipart/form-data',
				params: [
					{ name: 'title', value: 'Hello' },
					{ name: 'file', fileName: 'report.pdf', contentType: 'application/pdf' },
				],
			},
		});
		const curl = generateSnippet(request, 'bash');
		expect(curl).toContain('--form title=Hello');
		expect(curl).toContain("--form file='@report.pdf'");
		// As Send sends it: the client writes the type with its boundary, as `curl -F` does.
		expect(curl.toLowerCase()).not.toContain('content-type');
		const python = generateSnippet(request, 'python');
		expect(python).toContain('open("report.pdf", "rb")');
		expect(python.toLowerCase()).not.toContain('content-type');
		for (const language of ['javascript', 'dart'] as const) {
			expect(generateSnippet(request, language).toLowerCase(), language).not.toContain(
				'multipart/form-data',
			);
		}
	});

	it('writes urlencoded fields the way the form is sent', () => {
		const request = buildRequest(operation, 'https://api.example.com', {
			parameters: { path: { project_id: 'p1' } },
			body: {
				mimeType: 'application/x-www-form-urlencoded',
				params: [
					{ name: 'q', value: 'a b' },
					{ name: 'empty', value: '' },
				],
			},
		});
		expect(request.postData?.text).toBe('q=a+b');
		expect(generateSnippet(request, 'curl')).toContain("--data-urlencode 'q=a b'");
	});

	it('writes basic auth and an API key in the query', () => {
		const request = buildRequest(operation, 'https://api.example.com', {
			parameters: { path: { project_id: 'p1' } },
			auth: [
				{ type: 'basic', username: 'ada', password: 'pässword' },
				{ type: 'apiKey', in: 'query', name: 'api_key', value: 'k1' },
			],
		});
		expect(request.url).toBe('https://api.example.com/projects/p1/things?api_key=k1');
		expect(generateSnippet(request, 'javascript')).toContain(
			`Authorization: 'Basic ${Buffer.from('ada:pässword').toString('base64')}'`,
		);
	});

	it('writes Dart with package:http', () => {
		const request = buildRequest(operation, 'https://api.example.com', {
			parameters: { path: { project_id: 'p1' } },
			body: { mimeType: 'application/json', text: '{"price":"$5"}' },
		});
		const dart = generateSnippet(request, 'dart');
		expect(dart).toContain(
			"http.Request('POST', Uri.parse('https://api.example.com/projects/p1/things'))",
		);
		expect(dart).toContain("'Content-Type': 'application/json'");
		expect(dart).toContain('request.body = \'{"price":"\\$5"}\';');
	});

	it('refuses an unknown language and names the supported keys', () => {
		const request = buildRequest(operation, 'https://api.example.com', {});
		expect(() => generateSnippet(request, 'cobol')).toThrow(
			/`cobol` is not a supported code-example language\. Supported: bash, curl, sh, shell, python/,
		);
	});
});

describe('prepareRequest', () => {
	it('splits the URL as httpsnippet expects', () => {
		const prepared = prepareRequest(
			buildRequest(operation, 'http://localhost:8080/base', {
				parameters: { path: { project_id: 'x' }, query: { tag: 'y' } },
			}),
		);
		expect(prepared.url).toBe('http://localhost:8080/base/projects/x/things');
		expect(prepared.uriObj).toMatchObject({
			protocol: 'http:',
			host: 'localhost:8080',
			hostname: 'localhost',
			port: '8080',
			path: '/base/projects/x/things?tag=y',
		});
		expect(prepared.queryObj).toEqual({ tag: 'y' });
	});
});

describe("OpenAPI 3.2's QUERY and additional methods", () => {
	it.each(['query', 'copy'] as const)('every language sends %s with its body', (method) => {
		const request = buildRequest(
			{ method, path: '/files', parameters: [] },
			'https://api.example.com',
			{
				body: { mimeType: 'application/json', text: '{"q":"report"}' },
			},
		);
		for (const language of LANGUAGES) {
			const snippet = generateSnippet(request, language.key);
			expect(snippet, language.key).not.toMatch(/not supported/i);
			expect(snippet, language.key).toMatch(new RegExp(`\\b${method}\\b`, 'i'));
			expect(snippet, language.key).toContain('report');
		}
	});

	it('writes PowerShell with -CustomMethod and .NET with HttpClient', () => {
		const request = buildRequest(
			{ method: 'query', path: '/files', parameters: [] },
			'https://api.example.com',
			{},
		);
		expect(generateSnippet(request, 'powershell')).toContain("-CustomMethod 'QUERY'");
		expect(generateSnippet(request, 'dotnet')).toContain('new HttpMethod("QUERY")');
	});
});
