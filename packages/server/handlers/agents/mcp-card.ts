/**
 * The MCP server's card at `{base}/.well-known/mcp/server-card.json`, as Mintlify documents it
 * ("Server card endpoints"): name, address, transport and the tools, so a client can show them
 * before it connects.
 */
import type { ServerDeps } from '../deps.ts';
import { json } from '../http/json.ts';
import type { Endpoint } from '../http/types.ts';
import { MCP_PROTOCOL_VERSION } from './mcp.ts';
import { listTools } from './mcp-tools.ts';

/** Answers the server card. */
export async function handleServerCard(request: Request, deps: ServerDeps): Promise<Response> {
	const mcp = deps.config.agents.mcp;
	if (!mcp) {
		return json(
			{ error: { code: 'not_found', message: 'This site has no MCP server.', status: 404 } },
			404,
		);
	}
	const url = new URL(mcp.path, deps.config.siteOrigin ?? new URL(request.url).origin).href;
	return json(
		{
			name: mcp.name,
			title: mcp.title,
			version: '1.0.0',
			description: `Search and read the ${mcp.title} documentation, and call its API operations.`,
			url,
			transport: 'streamable-http',
			protocolVersion: MCP_PROTOCOL_VERSION,
			capabilities: { tools: true, resources: false },
			authentication: 'none',
			tools: await listTools(deps),
		},
		200,
		{ 'cache-control': 'public, max-age=300' },
	);
}

/** `GET {base}/.well-known/mcp/server-card.json`. */
export const serverCardEndpoint: Endpoint = {
	shape: 'builds',
	name: 'the MCP server card',
	methods: { GET: handleServerCard },
};
