/**
 * The types the MCP server's files share: a tool as tools/list describes it, what a tool answers,
 * and what one call carries. A leaf: the server, its tools and its operation calls import these,
 * so no circle forms through them.
 */
import type { JsonSchema, ServerConfig } from '../config.ts';
import type { EndpointMatch, RequestContext } from '../http/types.ts';

/** A tool as tools/list describes it. */
export interface ToolDescription {
	name: string;
	title?: string;
	description: string;
	inputSchema: JsonSchema;
	annotations: Record<string, boolean | string>;
}

/** What a tool answers. */
export interface ToolResult {
	content: { type: 'text'; text: string }[];
	isError?: boolean;
}

/** The Trydocs endpoint that answers a path of this site, as the route table matches it. */
export type FindEndpoint = (
	pathname: string,
	routes: ServerConfig['routes'],
) => EndpointMatch | undefined;

/** What one request to the MCP server carries beside the `Request` and the deps. */
export interface McpContext extends RequestContext {
	/**
	 * The route table's `matchEndpoint`, given by the table (`handlers/endpoints.ts`) when it makes
	 * the MCP endpoint: an operation tool whose server is this site calls its endpoints in process.
	 * Imported instead, the table and the MCP server would import each other.
	 */
	findEndpoint: FindEndpoint;
}
