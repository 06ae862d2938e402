import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	createTempDir,
	createTestConfig,
	startTestServer,
	type TestServer,
} from '../test-utils/setup.ts';
import { collectMcpAsyncOperations } from './mcp-async-operations.ts';

/** An event API on a WebSocket server of this test (`{port}`), named by the navigation only. */
const DOCUMENT = `
asyncapi: 3.0.0
info: { title: Build events, version: 1.0.0 }
servers:
  live: { host: "127.0.0.1:{port}", pathname: /ws, protocol: ws }
channels:
  buildLog:
    address: builds/{buildId}/log
    title: A build's log
    parameters:
      buildId: { description: The build's id. }
    messages:
      logLine:
        name: logLine
        contentType: application/json
        payload:
          type: object
          required: [line]
          properties: { line: { type: string, description: One line of the log. } }
        examples: [{ name: first, payload: { line: "Installing" } }]
operations:
  followBuildLog:
    action: send
    title: Follow a build's log
    channel: { $ref: "#/channels/buildLog" }
  hiddenOne:
    action: send
    x-hidden: true
    channel: { $ref: "#/channels/buildLog" }
`;

describe('AsyncAPI operations as MCP tools', () => {
	let socket: Server;
	let connections = 0;
	let server: TestServer;
	let client: Client;
	let root: string;

	beforeAll(async () => {
		// Where the document's server is: a call must never connect to it.
		socket = createServer((connection) => {
			connections++;
			connection.destroy();
		});
		await new Promise<void>((resolve) => socket.listen(0, '127.0.0.1', resolve));
		const { port } = socket.address() as { port: number };
		root = createTempDir('trydocs-mcp-async-');
		writeFileSync(join(root, 'events.yaml'), DOCUMENT.replace('{port}', String(port)));
		const navigation = { groups: [{ group: 'Events', asyncapi: { source: '/events' } }] };
		const taken = new Set(['search', 'get_page', 'followBuildLog']);
		const found = await collectMcpAsyncOperations(root, { navigation }, 'all', taken);
		expect(found.warnings).toEqual([]);
		expect(found.available).toEqual(['followBuildLog', 'hiddenOne']);
		const config = createTestConfig();
		server = await startTestServer({
			...config,
			routes: { ...config.routes, agents: '/' },
			agents: {
				base: '/',
				markdown: true,
				headers: true,
				mcp: {
					path: '/mcp',
					name: 'events-docs',
					title: 'Events',
					operations: [],
					asyncOperations: found.operations,
				},
			},
		});
		client = new Client({ name: 'trydocs-test', version: '1.0.0' });
		await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
	});

	afterAll(async () => {
		await client?.close();
		await server?.stop();
		await new Promise((resolve) => socket?.close(resolve));
	});

	const text = (result: unknown) =>
		((result as { content: { text: string }[] }).content ?? []).map((part) => part.text).join('\n');

	it('lists each operation the navigation names as a read-only tool that says it sends nothing', async () => {
		const { tools } = await client.listTools();
		// The key an OpenAPI tool already has gets a suffix; the hidden operation is left out.
		expect(tools.map((tool) => tool.name)).toEqual(['followBuildLog_2']);
		const [tool] = tools;
		expect(tool?.description).toContain(
			"Follow a build's log: the AsyncAPI operation `SEND builds/{buildId}/log` (ws)",
		);
		expect(tool?.description).toContain('This tool sends and receives nothing');
		expect(tool?.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
		expect(tool?.inputSchema).toMatchObject({ type: 'object', properties: {} });
	});

	it('answers a call with the address, the messages and the servers, and connects to nothing', async () => {
		const result = await client.callTool({ name: 'followBuildLog_2', arguments: {} });
		expect(result.isError).toBeFalsy();
		const answer = text(result);
		expect(answer).toMatch(/^# Follow a build's log\n/);
		expect(answer).toContain('`SEND builds/{buildId}/log` (channel `buildLog`)');
		expect(answer).toContain('Nothing was sent or received');
		expect(answer).toContain("- `buildId`: The build's id.");
		expect(answer).toContain('### logLine (`application/json`)');
		expect(answer).toContain('"description": "One line of the log."');
		expect(answer).toContain('"line": "Installing"');
		const { port } = socket.address() as { port: number };
		expect(answer).toContain(`- \`live\`: ws://127.0.0.1:${port}/ws/builds/{buildId}/log (ws)`);
		expect(connections).toBe(0);
		const refused = await client.callTool({
			name: 'followBuildLog_2',
			arguments: { message: { line: 'x' } },
		});
		expect(refused.isError).toBe(true);
	});
});
