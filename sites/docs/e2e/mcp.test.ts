/**
 * The README's site (`server.mjs`: `@trydocs/server/node` before Astro's handler) for AI tools:
 * the official MCP SDK client connects to `/mcp`, lists the tools, searches the docs, reads a
 * page and calls the demo ticket operation; pages carry the discovery headers and answer
 * `Accept: text/markdown` with their Markdown.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { launchChromium } from '@trydocs/test-utils/browser';
import { readMcpSearch, searchAsReader } from '@trydocs/test-utils/search-dialog';
import { type RunningServer, serveBuiltSite } from '@trydocs/test-utils/serve';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The text of a tool result. */
const text = (result: unknown) =>
	((result as { content: { text: string }[] }).content ?? []).map((part) => part.text).join('\n');

describe("the README's started site for AI tools: the MCP server and Markdown pages", () => {
	let site: RunningServer;
	let dataDir: string;
	let client: Client;

	beforeAll(async () => {
		dataDir = mkdtempSync(join(tmpdir(), 'trydocs-mcp-'));
		site = await serveBuiltSite(root, {
			TRYDOCS_DATA_DIR: dataDir,
			TRYDOCS_DEMO_API_KEY: 'td_key_mcp_test_0123456789',
			TRYDOCS_DEMO_ACCESS_TOKEN: 'td_tok_mcp_test_0123456789',
		});
		client = new Client({ name: 'trydocs-e2e', version: '1.0.0' });
		await client.connect(new StreamableHTTPClientTransport(new URL(`${site.url}/mcp`)));
	});
	afterAll(async () => {
		await client?.close();
		await site?.stop();
		if (dataDir) rmSync(dataDir, { recursive: true, force: true });
	});

	it('lists search, get_page and a tool for every operation of the specs', async () => {
		const { tools } = await client.listTools();
		expect(tools.map((tool) => tool.name)).toEqual([
			'search',
			'get_page',
			'getTicket',
			'rebuildProject',
			'listBuilds',
			'getBuild',
			'getBuildLogs',
			'reportBuildStatus',
			// The AsyncAPI document's operation (asyncapi/build-events.yaml): it describes, sends nothing.
			'followBuildLog',
		]);
		const getTicket = tools.find((tool) => tool.name === 'getTicket');
		expect(getTicket?.description).toContain('Fetches one support ticket');
		expect(getTicket?.inputSchema.properties?.ticket_id).toMatchObject({ type: 'string' });
		const card = await (await fetch(`${site.url}/.well-known/mcp/server-card.json`)).json();
		expect(card.url).toBe('http://localhost:4321/mcp');
		expect(card.tools.map((tool: { name: string }) => tool.name)).toContain('getTicket');
	});

	it("searches as the site's search dialog does: the same pages, in the same order", async () => {
		const browser = await launchChromium();
		try {
			for (const query of [
				'rebuild the docs from CI',
				'libSQL server',
				'ticket_id',
				'deploy',
				'oauth token',
			]) {
				const reader = await searchAsReader(browser, `${site.url}/guides/agents/`, query);
				const answer = text(await client.callTool({ name: 'search', arguments: { query } }));
				expect(reader.pages.length, query).toBeGreaterThan(0);
				expect(readMcpSearch(answer), query).toEqual(reader);
			}
		} finally {
			await browser.close();
		}
	}, 60_000);

	it("finds the build log's events and describes them without opening the stream", async () => {
		const found = text(
			await client.callTool({ name: 'search', arguments: { query: "follow a build's log" } }),
		);
		expect(found).toContain('Page: /events/builds/follow-a-builds-log/');
		const answer = text(await client.callTool({ name: 'followBuildLog', arguments: {} }));
		expect(answer).toContain('`SEND /projects/{project_id}/builds/{build_id}/logs`');
		expect(answer).toContain('Nothing was sent or received');
		expect(answer).toContain('### status (`application/json`)');
		expect(answer).toContain('- `site`: https://docs.example.com/api/projects/');
	});

	it('searches the docs and reads a guide and an endpoint page as Markdown', async () => {
		const found = text(
			await client.callTool({ name: 'search', arguments: { query: 'rebuild the docs from CI' } }),
		);
		expect(found).toContain('Page: /guides/rebuild/');
		const guide = text(
			await client.callTool({ name: 'get_page', arguments: { path: '/guides/agents/' } }),
		);
		expect(guide).toMatch(/^# Docs for AI agents/);
		const endpoint = text(
			await client.callTool({
				name: 'get_page',
				arguments: { path: `${site.url}/api-reference/tickets/get/` },
			}),
		);
		expect(endpoint).toContain('# Retrieve a ticket');
		expect(endpoint).toContain('`ticket_id`');
	});

	it('calls the demo ticket operation, which answers the ticket', async () => {
		const result = await client.callTool({
			name: 'getTicket',
			arguments: { ticket_id: 'tkt_1001', auth: { accessToken: 'demo' } },
		});
		expect(result.isError).toBeFalsy();
		const answer = text(result);
		expect(answer).toMatch(/^HTTP 200/);
		expect(JSON.parse(answer.slice(answer.indexOf('\n\n') + 2))).toMatchObject({
			id: 'tkt_1001',
			status: 'open',
		});
		const unknown = await client.callTool({
			name: 'getTicket',
			arguments: { ticket_id: 'tkt_404', auth: { accessToken: 'demo' } },
		});
		expect(unknown.isError).toBe(true);
		expect(text(unknown)).toMatch(/^HTTP 404/);
		const elsewhere = await client.callTool({
			name: 'getTicket',
			arguments: { ticket_id: 'tkt_1001', server: 'https://evil.example' },
		});
		expect(elsewhere.isError).toBe(true);
		expect(text(elsewhere)).toContain(
			'`server` must be one of `"/api/playground/demo"`, `"/api/v1"`',
		);
	});

	it('answers malformed JSON-RPC and unknown tools with JSON-RPC errors', async () => {
		const broken = await fetch(`${site.url}/mcp`, {
			method: 'POST',
			headers: {
				'content-type': 'application/json',
				accept: 'application/json, text/event-stream',
			},
			body: '{"jsonrpc":"2.0",',
		});
		expect(broken.status).toBe(400);
		expect((await broken.json()).error.code).toBe(-32700);
		await expect(client.callTool({ name: 'nope', arguments: {} })).rejects.toThrow(/-32602/);
	});

	it('names llms.txt and the server card on every page, and answers Accept: text/markdown with the Markdown', async () => {
		const html = await fetch(`${site.url}/guides/agents/`);
		expect(html.headers.get('content-type')).toContain('text/html');
		expect(html.headers.get('x-llms-txt')).toBe('/llms.txt');
		expect(html.headers.get('link')).toBe(
			'</llms.txt>; rel="llms-txt", </llms-full.txt>; rel="llms-full-txt", </.well-known/mcp/server-card.json>; rel="mcp-server-card"',
		);
		expect(html.headers.get('vary')).toContain('Accept');
		const markdown = await fetch(`${site.url}/guides/agents/`, {
			headers: { accept: 'text/markdown' },
		});
		expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
		expect(await markdown.text()).toBe(await (await fetch(`${site.url}/guides/agents.md`)).text());
		// As Mintlify's docs word it: `curl -L -H "Accept: text/markdown" <a page's address>`,
		// the address without its trailing slash.
		const worded = await fetch(`${site.url}/api-reference/tickets/get`, {
			headers: { accept: 'text/markdown' },
			redirect: 'follow',
		});
		expect(worded.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
		expect(worded.headers.get('x-llms-txt')).toBe('/llms.txt');
		expect(await worded.text()).toMatch(/^# Retrieve a ticket/);
		const home = await fetch(`${site.url}/`, {
			headers: { accept: 'text/plain, text/html;q=0.5' },
		});
		expect(await home.text()).toMatch(/^# /);
		// A browser's Accept gets the HTML.
		const browser = await fetch(`${site.url}/guides/agents/`, {
			headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
		});
		expect(browser.headers.get('content-type')).toContain('text/html');
	});
});
