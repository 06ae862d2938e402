import { serverCardEndpoint } from '../handlers/agents/mcp-card.ts';
import { createRoute } from './create-route.ts';

export const prerender = false;

/** `GET {base}/.well-known/mcp/server-card.json`: the MCP server's card. */
export const ALL = createRoute(serverCardEndpoint);
