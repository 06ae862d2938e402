import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import { buildRequest, type RequestValues } from '../request.ts';
import { loadSnippetWriter } from '../snippet-writers.ts';
import { generateSnippet } from '../snippets.ts';
import { writeWithHttpsnippet } from './httpsnippet.ts';
import { prepareRequest } from './prepare-request.ts';

const MULTIPART: RequestValues = {
	body: {
		mimeType: 'multipart/form-data',
		params: [
			{ name: 'title', value: 'Hello' },
			{ name: 'file', fileName: 'report.pdf', contentType: 'application/pdf' },
		],
	},
	auth: [{ type: 'bearer', token: 'tok' }],
};
const BINARY: RequestValues = {
	body: { mimeType: 'application/octet-stream', fileName: 'data.bin' },
	auth: [{ type: 'bearer', token: 'tok' }],
};

/**
 * What reads the file in each language: [multipart file part, binary body], and whether
 * httpsnippet's own client already reads the multipart file (cURL, Python, Node, RestSharp,
 * Rust, Dart do; the others inline it empty or as its name). httpsnippet knows no binary body.
 */
const READS_FILE: Record<string, [string, string, boolean?]> = {
	bash: ["--form file='@report.pdf'", '--data-binary @data.bin', true],
	python: [
		'("report.pdf", open("report.pdf", "rb"), "application/pdf")',
		'payload = open("data.bin", "rb")',
		true,
	],
	javascript: [
		`form.append('file', document.querySelector('input[name="file"]').files[0]); // report.pdf`,
		'options.body = file;',
	],
	node: [
		"await fs.openAsBlob('report.pdf', { type: 'application/pdf' }), 'report.pdf')",
		"body: await fs.promises.readFile('data.bin')",
		true,
	],
	php: [
		"'file' => new CURLFile('report.pdf', 'application/pdf', 'report.pdf')",
		"CURLOPT_POSTFIELDS => file_get_contents('data.bin')",
	],
	go: ['addFile("file", "report.pdf", "application/pdf")', 'payload, _ := os.Open("data.bin")'],
	java: [
		'body.add(Files.readAllBytes(Path.of("report.pdf")));',
		'HttpRequest.BodyPublishers.ofFile(Path.of("data.bin"))',
	],
	ruby: [
		"['file', File.open('report.pdf'), { filename: 'report.pdf', content_type: 'application/pdf' }]",
		"request.body = File.binread('data.bin')",
	],
	powershell: [
		"'file' = (Get-Item -Path 'report.pdf')",
		"-ContentType 'application/octet-stream' -InFile 'data.bin'",
	],
	swift: [
		'body.append(try Data(contentsOf: URL(fileURLWithPath: "report.pdf")))',
		'request.httpBody = try Data(contentsOf: URL(fileURLWithPath: "data.bin"))',
	],
	csharp: [
		'{ new StreamContent(File.OpenRead("report.pdf")) { Headers = { ContentType = new MediaTypeHeaderValue("application/pdf") } }, "file", "report.pdf" }',
		'Content = new StreamContent(File.OpenRead("data.bin"))',
	],
	dotnet: [
		'request.AddFile("file", "report.pdf"',
		'request.AddBody(File.ReadAllBytes("data.bin"), "application/octet-stream");',
		true,
	],
	typescript: [
		`document.querySelector('input[name="file"]').files[0]); // report.pdf`,
		'options.body = file;',
	],
	c: ['curl_mime_filedata(part, "report.pdf");', 'FILE *file = fopen("data.bin", "rb");'],
	'c++': [
		'curl_mime_filedata(part, "report.pdf");',
		'curl_easy_setopt(hnd, CURLOPT_READDATA, file);',
	],
	kotlin: [
		'.addFormDataPart("file", "report.pdf", RequestBody.create(MediaType.parse("application/pdf"), File("report.pdf")))',
		'RequestBody.create(MediaType.parse("application/octet-stream"), File("data.bin"))',
	],
	rust: [
		'.mime_str("application/pdf")',
		'let payload = tokio::fs::read("data.bin").await.unwrap();',
		true,
	],
	dart: [
		"http.MultipartFile.fromPath('file', 'report.pdf')",
		"request.bodyBytes = await File('data.bin').readAsBytes();",
		true,
	],
};

const request = (values: RequestValues) =>
	buildRequest(
		{ method: 'post', path: '/files', parameters: [] },
		'https://api.example.com',
		values,
	);

describe('files are files in every language (the intended difference from httpsnippet)', () => {
	it('covers every language', () => {
		expect(Object.keys(READS_FILE).sort()).toEqual(LANGUAGES.map((l) => l.key).sort());
	});

	for (const language of LANGUAGES) {
		const [part, body, httpsnippetReadsPart] = READS_FILE[language.key] ?? ['?', '?'];
		it(`${language.label}: a multipart file part and a binary body are read from the file`, async () => {
			const write = await loadSnippetWriter(language.key);
			const multipart = generateSnippet(request(MULTIPART), language.key);
			const binary = generateSnippet(request(BINARY), language.key);
			expect(multipart).toContain(part);
			expect(binary).toContain(body);
			expect(binary).toContain('Bearer tok');
			expect(binary).toContain('application/octet-stream');
			// The playground's code panel shows the same as the page.
			expect(write(request(MULTIPART))).toBe(multipart);
			expect(write(request(BINARY))).toBe(binary);
			if (language.target === 'dart') return;
			// httpsnippet alone sends no body for a binary upload, and an empty or named part.
			const plain = (values: RequestValues) =>
				writeWithHttpsnippet(language, prepareRequest(request(values)));
			expect(plain(BINARY)).not.toContain('data.bin');
			if (!httpsnippetReadsPart) expect(plain(MULTIPART)).not.toContain(part);
		});
	}
});
