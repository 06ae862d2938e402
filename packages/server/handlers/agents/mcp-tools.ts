/**
 * The MCP server's tools: `search` and `get_page` over the site's pages, one tool per
 * operation of its specs (`operation-call.ts`), and one per AsyncAPI operation, which describes
 * it (address, messages, servers) and sends nothing. Calls that do not fit the tools/call request are
 * JSON-RPC errors (`McpInvalidParams`); a tool that runs and fails (a page that does not exist,
 * an API that refuses) answers a result with `isError`, so the model can read why and try again.
 * Arguments that do not fit the tool's input schema follow the client's protocol revision:
 * 2025-11-25 asks for a tool error (SEP-1303), the revisions before it for JSON-RPC `-32602`.
 */

import type { McpAsyncOperation, McpOperation } from '../config.ts';
import type { ServerDeps } from '../deps.ts';
import { checkArguments } from './check-arguments.ts';
import { DOCS_TOOLS, listDocsTools, loadDocs, runGetPage, runSearch } from './mcp-docs.ts';
import { callOperation } from './operation-call.ts';
import type { McpContext, ToolDescription, ToolResult } from './types.ts';

/** A tools/call request that does not fit the protocol: answered with JSON-RPC `-32602`. */
export class McpInvalidParams extends Error {}

/** Every tool: the docs tools the build made possible, then the operations. */
export async function listTools(deps: ServerDeps): Promise<ToolDescription[]> {
	const sources = await loadDocs(deps).catch(() => undefined);
	return [
		...(sources ? listDocsTools(sources) : []),
		...(deps.config.agents.mcp?.operations ?? []).map(describeOperation),
		...(deps.config.agents.mcp?.asyncOperations ?? []).map(describeAsyncOperation),
	];
}

/** Takes no arguments: an AsyncAPI tool answers what its page says. */
const NO_ARGUMENTS = { type: 'object', properties: {}, additionalProperties: false };

/**
 * An AsyncAPI operation's tool as tools/list describes it: read-only and closed-world, since a
 * call describes the operation and reaches no API.
 */
export function describeAsyncOperation(operation: McpAsyncOperation): ToolDescription {
	return {
		name: operation.name,
		...(operation.title ? { title: operation.title } : {}),
		description: operation.description,
		inputSchema: NO_ARGUMENTS,
		annotations: {
			...(operation.title ? { title: operation.title } : {}),
			readOnlyHint: true,
			destructiveHint: false,
			idempotentHint: true,
			openWorldHint: false,
		},
	};
}

/** An operation tool as tools/list describes it. */
export function describeOperation(operation: McpOperation): ToolDescription {
	return {
		name: operation.name,
		...(operation.title ? { title: operation.title } : {}),
		description: operation.description,
		inputSchema: operation.inputSchema,
		annotations: {
			...(operation.title ? { title: operation.title } : {}),
			readOnlyHint: operation.readOnly,
			destructiveHint: operation.method === 'DELETE',
			idempotentHint: ['GET', 'HEAD', 'PUT', 'DELETE'].includes(operation.method),
			openWorldHint: true,
		},
	};
}

/** Answers tools/call. */
export async function callTool(
	params: Record<string, unknown>,
	request: Request,
	deps: ServerDeps,
	context: McpContext,
): Promise<ToolResult> {
	const { name, arguments: args = {} } = params;
	if (typeof name !== 'string') {
		throw new McpInvalidParams('Invalid params: `name` must be the name of a tool (a string).');
	}
	if (!args || typeof args !== 'object' || Array.isArray(args)) {
		throw new McpInvalidParams('Invalid params: `arguments` must be an object.');
	}
	const values = args as Record<string, unknown>;
	const operation = deps.config.agents.mcp?.operations.find((tool) => tool.name === name);
	if (operation) {
		const problems = checkArguments(operation.inputSchema, values);
		if (problems.length > 0) return invalidArguments(name, problems, request);
		return callOperation(operation, values, request, deps, context);
	}
	const event = deps.config.agents.mcp?.asyncOperations?.find((tool) => tool.name === name);
	if (event) {
		const problems = checkArguments(NO_ARGUMENTS, values);
		if (problems.length > 0) return invalidArguments(name, problems, request);
		return { content: [{ type: 'text', text: event.text }] };
	}
	const sources = name === 'search' || name === 'get_page' ? await loadDocs(deps) : undefined;
	if (!sources || !listDocsTools(sources).some((tool) => tool.name === name)) {
		const known = (await listTools(deps)).map((tool) => `\`${tool.name}\``);
		throw new McpInvalidParams(
			`Unknown tool: \`${name.slice(0, 100)}\`. This server has ${known.join(', ') || 'no tools'}.`,
		);
	}
	const tool = DOCS_TOOLS.find((entry) => entry.name === name) as ToolDescription;
	const problems = checkArguments(tool.inputSchema, values);
	if (problems.length > 0) return invalidArguments(name, problems, request);
	return name === 'search'
		? runSearch(sources, values.query as string, (values.limit as number | undefined) ?? 8, deps)
		: runGetPage(sources, values.path as string, request, deps);
}

/** The first protocol revision that answers invalid arguments with a tool error (SEP-1303). */
const TOOL_ERROR_REVISION = '2025-11-25';

/**
 * Arguments that do not fit the tool: a tool error for a client of 2025-11-25 or later, a
 * JSON-RPC error for one of an earlier revision. A request without `MCP-Protocol-Version` is of
 * 2025-03-26, as the protocol says a server is to assume.
 */
function invalidArguments(name: string, problems: string[], request: Request): ToolResult {
	const message = `Invalid arguments for tool ${name}: ${problems.join('; ')}.`;
	const revision = request.headers.get('mcp-protocol-version') ?? '2025-03-26';
	if (revision < TOOL_ERROR_REVISION) throw new McpInvalidParams(`Invalid params: ${message}`);
	return toolError(`Input validation error: ${message}`);
}

/** A tool's failure, for the model to read. */
export function toolError(text: string): ToolResult {
	return { content: [{ type: 'text', text }], isError: true };
}
