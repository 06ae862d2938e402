import { mcpEndpoint } from '../handlers/endpoints.ts';
import { createRoute } from './create-route.ts';

export const prerender = false;

/** `POST {base}/mcp`: the MCP server (Streamable HTTP); every method goes to it and gets JSON-RPC. */
export const ALL = createRoute(mcpEndpoint);
