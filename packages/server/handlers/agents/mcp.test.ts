import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { getOperation, parseSpec } from '@trydocs/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMcpOperation } from '../../integrations/mcp-operations.ts';
import { writePagesIndex } from '../../integrations/pages-index.ts';
import { htmlPage, startPagefindClient, writePagefindIndex } from '../../test-utils/pagefind.ts';
import {
	createTempDir,
	createTestConfig,
	type RecordingServer,
	startRecordingServer,
	startTestServer,
	type TestServer,
} from '../../test-utils/setup.ts';

/** A spec whose operations the tools come from; `{origin}` is the recording API. */
const SPEC = `
openapi: 3.1.0
info: { title: Pets, version: 1.0.0 }
servers: [{ url: "{origin}" }]
paths:
  /pets/{pet_id}:
    get:
      operationId: getPet
      summary: Retrieve a pet
      parameters:
        - { name: pet_id, in: path, required: true, schema: { type: string } }
        - { name: verbose, in: query, schema: { type: boolean } }
      security: [{ token: [] }]
  /pets:
    post:
      operationId: createPet
      summary: Create a pet
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [name]
              properties: { name: { type: string }, age: { type: integer } }
  /pets/import:
    put:
      operationId: importPet
      requestBody:
        content:
          application/xml:
            schema: { $ref: "#/components/schemas/Pet" }
  /scans:
    post:
      operationId: uploadScans
      requestBody:
        content:
          multipart/mixed:
            schema: { type: array }
            prefixEncoding: [{ contentType: application/json }]
            itemEncoding: { contentType: text/plain }
  /elsewhere:
    get:
      operationId: callElsewhere
      servers: [{ url: "https://not-declared.example" }]
  /inside:
    get:
      operationId: callInside
      servers: [{ url: "http://10.0.0.7" }]
components:
  securitySchemes:
    token: { type: http, scheme: bearer }
  schemas:
    Pet:
      type: object
      properties:
        id: { type: integer, xml: { nodeType: attribute } }
        name: { type: string }
`;

describe('the MCP server (the official SDK client against the handler on node:http)', () => {
	let api: RecordingServer;
	let server: TestServer;
	let client: Client;
	let mcpUrl: string;
	let pagefindDir: string;

	beforeAll(async () => {
		api = await startRecordingServer((call, res) => {
			res.writeHead(200, { 'content-type': 'application/json' });
			res.end(JSON.stringify({ id: call.url.split('/').pop()?.split('?')[0], name: 'Rex' }));
		});
		const spec = parseSpec(SPEC.replace('{origin}', api.url), 'pets.yaml');
		const taken = new Set(['search', 'get_page']);
		const operations = [
			['get', '/pets/{pet_id}'],
			['post', '/pets'],
			['put', '/pets/import'],
			['post', '/scans'],
			['get', '/elsewhere'],
			['get', '/inside'],
		].map(([method, path]) =>
			toMcpOperation(getOperation(spec, method as string, path as string), taken),
		);
		const clientDir = createTempDir('trydocs-client-');
		mkdirSync(join(clientDir, 'guides'), { recursive: true });
		writeFileSync(join(clientDir, 'index.md'), '# Pets API\n\nWelcome to the pets docs.\n');
		writeFileSync(
			join(clientDir, 'guides/authentication.md'),
			'# Authentication\n\n> How to sign requests.\n\n## Bearer tokens\n\nSend `Authorization: Bearer <token>` with every call.\n',
		);
		writePagesIndex(clientDir, '/');
		// The search index the site's search dialog reads, as the build writes it.
		await writePagefindIndex(clientDir, [
			{
				url: '/',
				html: htmlPage('Pets API', '<p>Welcome to the pets docs. Every call needs a token.</p>'),
			},
			{
				url: '/guides/authentication/',
				html: htmlPage(
					'Authentication',
					'<p>How to sign requests.</p><h2 id="bearer-tokens">Bearer tokens</h2><p>Send <code>Authorization: Bearer &lt;token&gt;</code> with every call.</p>',
				),
			},
		]);
		pagefindDir = clientDir;
		const config = createTestConfig();
		server = await startTestServer({
			...config,
			routes: { ...config.routes, agents: '/' },
			// The recording API stands on loopback: declared and trusted, as `proxy.allow` makes it.
			proxy: { ...config.proxy, allow: [api.url, 'http://10.0.0.7'], trusted: [api.url] },
			agents: {
				base: '/',
				markdown: true,
				headers: true,
				clientDir,
				mcp: { path: '/mcp', name: 'pets-docs', title: 'Pets', operations },
			},
		});
		mcpUrl = `${server.url}/mcp`;
		client = new Client({ name: 'trydocs-test', version: '1.0.0' });
		await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
	});

	afterAll(async () => {
		await client?.close();
		await server?.stop();
		await api?.close();
	});

	const text = (result: unknown) =>
		((result as { content: { text: string }[] }).content ?? []).map((part) => part.text).join('\n');

	it('negotiates the current protocol revision and lists the docs tools and one tool per operation', async () => {
		expect(client.getServerVersion()?.name).toBe('pets-docs');
		const { tools } = await client.listTools();
		expect(tools.map((tool) => tool.name)).toEqual([
			'search',
			'get_page',
			'getPet',
			'createPet',
			'importPet',
			'uploadScans',
			'callElsewhere',
			'callInside',
		]);
		const getPet = tools.find((tool) => tool.name === 'getPet');
		expect(getPet?.description).toContain('Retrieve a pet');
		expect(getPet?.inputSchema.required).toEqual(['pet_id']);
		expect(Object.keys(getPet?.inputSchema.properties ?? {})).toEqual([
			'pet_id',
			'verbose',
			'auth',
		]);
		expect(getPet?.annotations?.readOnlyHint).toBe(true);
	});

	it("searches the pages as the site's search does and reads one as Markdown", async () => {
		const found = text(
			await client.callTool({ name: 'search', arguments: { query: 'bearer token' } }),
		);
		expect(found).toBe(
			[
				'1. Authentication',
				'   Page: /guides/authentication/',
				'   Markdown: /guides/authentication.md',
				'   Authentication. How to sign requests. Bearer tokens. Send Authorization: Bearer <token> with every call.',
				'   - Bearer tokens (/guides/authentication/#bearer-tokens): Bearer tokens. Send Authorization: Bearer <token> with every call.',
			].join('\n'),
		);
		// The pages and their order are those of Pagefind's own client on the same index.
		const reader = await startPagefindClient(pagefindDir);
		try {
			for (const query of ['bearer token', 'token', 'call', 'every call', 'pets', 'sign']) {
				const theirs = (await reader.search(query)).map((result) => `Page: ${result.url}`);
				const ours = text(await client.callTool({ name: 'search', arguments: { query } }));
				expect(ours.match(/Page: \S+/g) ?? []).toEqual(theirs);
			}
		} finally {
			await reader.close();
		}
		const page = await client.callTool({
			name: 'get_page',
			arguments: { path: '/guides/authentication/' },
		});
		expect(text(page)).toContain('## Bearer tokens');
		const missing = await client.callTool({ name: 'get_page', arguments: { path: '/nowhere/' } });
		expect(missing.isError).toBe(true);
		expect(text(missing)).toContain('No page at `/nowhere/`');
	});

	it('calls an operation with the credentials the client gives, and returns the answer', async () => {
		const result = await client.callTool({
			name: 'getPet',
			arguments: { pet_id: 'pet 7', verbose: true, auth: { token: 'secret-1' } },
		});
		expect(result.isError).toBeFalsy();
		expect(text(result)).toMatch(/^HTTP 200 OK\nContent-Type: application\/json\n\n/);
		const call = api.calls.at(-1);
		expect(call?.url).toBe('/pets/pet%207?verbose=true');
		expect(call?.headers.authorization).toBe('Bearer secret-1');
		await client.callTool({ name: 'createPet', arguments: { body: { name: 'Rex', age: 3 } } });
		expect(api.calls.at(-1)?.body).toBe('{"name":"Rex","age":3}');
		expect(api.calls.at(-1)?.headers['content-type']).toBe('application/json');
	});

	it('sends a body in its own media type: XML by its XML Objects, multipart/mixed by its part encodings', async () => {
		await client.callTool({ name: 'importPet', arguments: { body: { id: 7, name: 'Rex' } } });
		expect(api.calls.at(-1)?.body).toBe(
			'<?xml version="1.0" encoding="UTF-8"?>\n<Pet id="7">\n  <name>Rex</name>\n</Pet>\n',
		);
		expect(api.calls.at(-1)?.headers['content-type']).toBe('application/xml');
		await client.callTool({
			name: 'uploadScans',
			arguments: { body: [{ title: 'Dune' }, 'page one'] },
		});
		expect(api.calls.at(-1)?.headers['content-type']).toBe(
			'multipart/mixed; boundary=trydocs-part-boundary',
		);
		expect(api.calls.at(-1)?.body.split('\r\n')).toEqual([
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
	});

	it('refuses an undeclared server and a private address with a tool error, as the proxy does', async () => {
		const elsewhere = await client.callTool({ name: 'callElsewhere', arguments: {} });
		expect(elsewhere.isError).toBe(true);
		expect(text(elsewhere)).toContain(
			'forwards only to servers this site declares; `https://not-declared.example` is not one of them',
		);
		const inside = await client.callTool({ name: 'callInside', arguments: {} });
		expect(inside.isError).toBe(true);
		expect(text(inside)).toContain('`http://10.0.0.7` is on this machine or a private network');
	});

	it('answers arguments of the wrong type as the client’s revision asks: a JSON-RPC error before 2025-11-25', async () => {
		const call = (version?: string) =>
			fetch(mcpUrl, {
				method: 'POST',
				headers: {
					'content-type': 'application/json',
					accept: 'application/json, text/event-stream',
					...(version ? { 'mcp-protocol-version': version } : {}),
				},
				body: JSON.stringify({
					jsonrpc: '2.0',
					id: 3,
					method: 'tools/call',
					params: { name: 'search', arguments: { query: 5 } },
				}),
			}).then((response) => response.json());
		for (const version of ['2025-06-18', '2025-03-26', undefined]) {
			expect((await call(version)).error, version).toEqual({
				code: -32602,
				message:
					'Invalid params: Invalid arguments for tool search: `query` must be a string, not a number.',
			});
		}
		const current = await call('2025-11-25');
		expect(current.error).toBeUndefined();
		expect(current.result.isError).toBe(true);
	});

	it('answers arguments of the wrong type with a tool error naming each one (2025-11-25)', async () => {
		const result = await client.callTool({
			name: 'getPet',
			arguments: { pet_id: 7, colour: 'red' },
		});
		expect(result.isError).toBe(true);
		expect(text(result)).toBe(
			'Input validation error: Invalid arguments for tool getPet: `colour` is not an argument of this tool (it takes `pet_id`, `verbose`, `auth`); `pet_id` must be a string, not a number.',
		);
	});

	it('answers an unknown tool, bad params and malformed JSON-RPC with JSON-RPC errors', async () => {
		await expect(client.callTool({ name: 'drop_tables', arguments: {} })).rejects.toThrow(
			/-32602.*Unknown tool: `drop_tables`/,
		);
		const post = (body: string, headers: Record<string, string> = {}) =>
			fetch(mcpUrl, {
				method: 'POST',
				headers: {
					'content-type': 'application/json',
					accept: 'application/json, text/event-stream',
					...headers,
				},
				body,
			});
		const cases: [string, number, number][] = [
			['{"jsonrpc":"2.0","id":1,', 400, -32700],
			['[{"jsonrpc":"2.0","id":1,"method":"ping"}]', 400, -32600],
			['{"jsonrpc":"1.0","id":1,"method":"ping"}', 400, -32600],
			['{"jsonrpc":"2.0","id":{},"method":"ping"}', 400, -32600],
			['{"jsonrpc":"2.0","id":1,"method":"tools/delete"}', 200, -32601],
			['{"jsonrpc":"2.0","id":1,"method":"tools/call","params":[]}', 200, -32602],
			['{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":5}}', 200, -32602],
			[
				'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search","arguments":"x"}}',
				200,
				-32602,
			],
		];
		for (const [body, status, code] of cases) {
			const response = await post(body);
			expect(response.status, body.slice(0, 80)).toBe(status);
			expect((await response.json()).error.code, body.slice(0, 80)).toBe(code);
		}
		const get = await fetch(mcpUrl);
		expect(get.status).toBe(405);
		expect((await get.json()).error.code).toBe(-32600);
		const form = await post('{}', { 'content-type': 'text/plain' });
		expect(form.status).toBe(415);
		const notification = await post('{"jsonrpc":"2.0","method":"notifications/initialized"}');
		expect(notification.status).toBe(202);
		const long = await client.callTool({ name: 'search', arguments: { query: 'a'.repeat(501) } });
		expect(text(long)).toContain('`query` is longer than 500 characters');
		// Last: the Node bridge leaves an unread body on its connection, which the next request on
		// it would wait behind.
		const huge = await post(
			`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search","arguments":{"query":"${'a'.repeat(300_000)}"}}}`,
		);
		expect(huge.status).toBe(413);
		expect((await huge.json()).error).toEqual({
			code: -32600,
			message: 'The message is larger than 256 KB, the most this MCP server reads.',
		});
	});
});
