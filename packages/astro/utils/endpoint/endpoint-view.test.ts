import { getOperation, type Operation, parseSpec, type Schema } from '@trydocs/openapi';
import { describe, expect, it } from 'vitest';
import {
	buildExampleRequest,
	getRequestBodyExample,
	getResponseExampleViews,
	getServerViews,
	getSnippetViews,
} from './endpoint-view.ts';

const operation: Operation = {
	method: 'post',
	path: '/orgs/{org}/members',
	deprecated: false,
	tags: [],
	servers: [
		{
			url: 'https://{region}.acme.dev/v1',
			description: 'Production',
			variables: { region: { default: 'eu' } },
		},
		{ url: '/api/sandbox' },
	],
	parameters: [
		{ name: 'org', in: 'path', required: true, example: 'acme' },
		{ name: 'notify', in: 'query', required: true, schema: { type: 'boolean' } },
		{ name: 'page', in: 'query', required: false, example: 2 },
	],
	requestBody: {
		required: true,
		content: {
			'application/json': {
				schema: {
					type: 'object',
					properties: {
						id: { type: 'string', readOnly: true },
						email: { type: 'string', example: 'a@acme.dev' },
					},
				},
			},
		},
	},
	responses: [
		{
			status: '201',
			description: 'Created',
			content: {
				'application/json': {
					schema: { type: 'object', properties: { id: { type: 'string', example: 'm_1' } } },
				},
			},
		},
		{ status: '204', description: 'Nothing' },
	],
	security: [
		[{ name: 'key', scheme: { type: 'apiKey', in: 'header', name: 'X-API-Key' }, scopes: [] }],
	],
};

describe('getServerViews', () => {
	it('fills server variables and shows relative servers on the site', () => {
		expect(getServerViews(operation, new URL('https://docs.acme.dev'))).toEqual([
			{ url: 'https://eu.acme.dev/v1', label: 'Production', relative: false },
			{
				url: 'https://docs.acme.dev/api/sandbox',
				label: 'https://docs.acme.dev/api/sandbox',
				relative: true,
			},
		]);
	});
});

describe('buildExampleRequest', () => {
	it('fills examples, keeps placeholders for required values and adds credentials and body', () => {
		const request = buildExampleRequest(operation, 'https://eu.acme.dev/v1');
		expect(request.url).toBe('https://eu.acme.dev/v1/orgs/acme/members?notify=%7Bnotify%7D');
		expect(request.headers).toEqual([
			{ name: 'X-API-Key', value: '<api-key>' },
			{ name: 'Content-Type', value: 'application/json' },
		]);
		expect(JSON.parse(request.postData?.text ?? '')).toEqual({ email: 'a@acme.dev' });
	});
});

describe('getSnippetViews', () => {
	it('writes the request in each configured language, in order, with labels', () => {
		const snippets = getSnippetViews(operation, 'https://eu.acme.dev/v1', ['sh', 'py', 'go']);
		expect(snippets.map((s) => [s.key, s.label])).toEqual([
			['bash', 'cURL'],
			['python', 'Python'],
			['go', 'Go'],
		]);
		expect(snippets[0]?.code).toContain(
			"--url 'https://eu.acme.dev/v1/orgs/acme/members?notify={notify}'",
		);
		expect(snippets[0]?.code).toContain("--header 'X-API-Key: <api-key>'");
		expect(snippets[1]?.code).toContain('import requests');
	});
});

describe('getResponseExampleViews', () => {
	it('gives one example per response with a body', () => {
		expect(getResponseExampleViews(operation)).toEqual([
			{
				status: '201',
				description: 'Created',
				mediaType: 'application/json',
				code: '{\n  "id": "m_1"\n}',
			},
		]);
	});
});

describe('file fields in the request examples', () => {
	const upload: Operation = {
		method: 'post',
		path: '/files',
		deprecated: false,
		tags: [],
		servers: [{ url: 'https://api.example.com/v1' }],
		parameters: [],
		requestBody: {
			required: true,
			content: {
				'multipart/form-data': {
					schema: {
						type: 'object',
						properties: {
							file: { type: 'string', format: 'binary' },
							image: { type: 'string', contentMediaType: 'image/png' },
							purpose: { type: 'string', example: 'fine-tune' },
						},
					},
				},
			},
		},
		responses: [],
		security: [],
	};

	it('sends a file as a file in curl, Python and JavaScript, not as a string', () => {
		const [curl, python, javascript] = getSnippetViews(upload, 'https://api.example.com/v1', [
			'curl',
			'python',
			'javascript',
		]).map((view) => view.code);
		expect(curl).toContain("--form file='@file.bin'");
		expect(curl).toContain("--form image='@image.png'");
		expect(curl).not.toContain('file=string');
		expect(python).toContain(
			'"file": ("file.bin", open("file.bin", "rb"), "application/octet-stream")',
		);
		expect(javascript).toContain(
			"form.append('file', document.querySelector('input[name=\"file\"]').files[0]); // file.bin",
		);
		expect(javascript).toContain("form.append('purpose', 'fine-tune');");
	});

	it('writes a multipart file part as a file in Go, PHP, Ruby, Java and C# too', () => {
		const [go, php, ruby, java, csharp] = getSnippetViews(upload, 'https://api.example.com/v1', [
			'go',
			'php',
			'ruby',
			'java',
			'csharp',
		]).map((view) => view.code);
		expect(go).toContain('addFile("image", "image.png", "image/png")');
		expect(php).toContain(
			"'file' => new CURLFile('file.bin', 'application/octet-stream', 'file.bin')",
		);
		expect(ruby).toContain(
			"['image', File.open('image.png'), { filename: 'image.png', content_type: 'image/png' }]",
		);
		expect(java).toContain('body.add(Files.readAllBytes(Path.of("image.png")));');
		expect(csharp).toContain('new StreamContent(File.OpenRead("file.bin"))');
		// httpsnippet's inlined empty part: the part's head, then nothing before the next boundary.
		for (const code of [go, php, ruby, java, csharp]) {
			expect(code).not.toContain('\\r\\n\\r\\n\\r\\n');
		}
	});

	it('sends a binary body (octet-stream, or a schema of file content) as a file', () => {
		const binary = (mediaType: string, schema?: Schema): Operation => ({
			...upload,
			method: 'put',
			requestBody: { required: true, content: { [mediaType]: schema ? { schema } : {} } },
		});
		const views = (operation: Operation) =>
			getSnippetViews(operation, 'https://api.example.com/v1', [
				'curl',
				'python',
				'javascript',
				'go',
			]).map((view) => view.code);
		const [curl, python, javascript, go] = views(
			binary('application/octet-stream', { type: 'string', format: 'binary' }),
		);
		expect(curl).toContain('--data-binary @file.bin');
		expect(curl).toContain("--header 'Content-Type: application/octet-stream'");
		expect(python).toContain('payload = open("file.bin", "rb")');
		expect(javascript).toContain('options.body = file;');
		expect(go).toContain('payload, _ := os.Open("file.bin")');
		// No schema at all, a 3.1 `contentMediaType`, an image type: all files.
		expect(views(binary('application/octet-stream'))[0]).toContain('--data-binary @file.bin');
		expect(
			views(binary('application/pdf', { type: 'string', contentMediaType: 'application/pdf' }))[0],
		).toContain('--data-binary @file.pdf');
		expect(views(binary('image/png', { type: 'string', format: 'binary' }))[0]).toContain(
			'--data-binary @file.png',
		);
		// Text stays text.
		expect(views(binary('text/plain', { type: 'string', example: 'hi' }))[0]).toContain(
			'--data hi',
		);
	});
});

describe('XML bodies on the page', () => {
	const doc = parseSpec(
		`openapi: 3.1.0
info: { title: Pets, version: 1.0.0 }
servers: [{ url: https://pets.example.com }]
paths:
  /pets:
    post:
      requestBody:
        content:
          application/xml:
            schema: { $ref: "#/components/schemas/Pet" }
            example: { id: 7, name: Rex }
      responses:
        "201":
          description: Created
          content:
            application/xml:
              schema: { $ref: "#/components/schemas/Pet" }
              example: { id: 8, name: Fido }
components:
  schemas:
    Pet:
      type: object
      properties:
        id: { type: integer, xml: { attribute: true } }
        name: { type: string }
`,
		'pets.yaml',
	);
	const pets = getOperation(doc, 'post', '/pets');

	it('shows the request and response examples as the XML their schemas describe', () => {
		expect(getRequestBodyExample(pets)?.text).toBe(
			'<?xml version="1.0" encoding="UTF-8"?>\n<Pet id="7">\n  <name>Rex</name>\n</Pet>',
		);
		expect(getResponseExampleViews(pets)[0]?.code).toBe(
			'<?xml version="1.0" encoding="UTF-8"?>\n<Pet id="8">\n  <name>Fido</name>\n</Pet>',
		);
	});

	it('puts that XML in the code examples, as Send sends it', () => {
		const [curl] = getSnippetViews(pets, 'https://pets.example.com', ['curl']);
		expect(curl?.code).toContain('<Pet id="7">');
		expect(curl?.code).toContain("'Content-Type: application/xml'");
		expect(curl?.code).not.toContain('"name"');
	});
});

describe('positional multipart bodies on the page', () => {
	const scans = getOperation(
		parseSpec(
			`openapi: 3.2.0
info: { title: Scans, version: 1.0.0 }
servers: [{ url: https://scans.example.com }]
paths:
  /scans:
    post:
      requestBody:
        content:
          multipart/mixed:
            schema: { type: array, prefixItems: [{ type: object, properties: { title: { type: string } } }] }
            example: [{ title: Dune }, page one]
            prefixEncoding: [{ contentType: application/json }]
            itemEncoding: { contentType: text/plain }
      responses: { "200": { description: Read } }
`,
			'scans.yaml',
		),
		'post',
		'/scans',
	);

	it('shows the parts in order as they are sent, and the code examples send those bytes', () => {
		const text = getRequestBodyExample(scans)?.text ?? '';
		expect(text.split('\r\n')).toEqual([
			'--trydocs-part-boundary',
			'Content-Type: application/json',
			'',
			'{\n  "title": "Dune"\n}',
			'--trydocs-part-boundary',
			'Content-Type: text/plain',
			'',
			'page one',
			'--trydocs-part-boundary--',
			'',
		]);
		const request = buildExampleRequest(scans, 'https://scans.example.com');
		expect(request.postData).toEqual({
			mimeType: 'multipart/mixed; boundary=trydocs-part-boundary',
			text,
		});
		const [curl] = getSnippetViews(scans, 'https://scans.example.com', ['curl']);
		expect(curl?.code).toContain("'Content-Type: multipart/mixed; boundary=trydocs-part-boundary'");
		expect(curl?.code).toContain("--data-binary $'--trydocs-part-boundary\\r\\n");
		expect(curl?.code).not.toContain('--form');
	});
});
