/**
 * The MCP server's tools: `search` and `get_page` over the site's pages, and one tool per
 * operation of its specs (`operation-call.ts`). Calls that do not fit the tools/call request are
 * JSON-RPC errors (`McpInvalidParams`); a tool that runs and fails (a page that does not exist,
 * an API that refuses) answers a result with `isError`, so the model can read why and try again.
 * Arguments that do not fit the tool's input schema follow the client's protocol revision:
 * 2025-11-25 asks for a tool error (SEP-1303), the revisions before it for JSON-RPC `-32602`.
 */

import type { JsonSchema, McpOperation } from '../config.ts';
import type { ServerDeps } from '../deps.ts';
import { getMarkdownFile } from './agent-pages.ts';
import {
	createSearchIndex,
	type DocsSearchIndex,
	type IndexedPage,
	PAGES_INDEX_PATH,
	type PagesIndexFile,
	searchDocs,
} from './docs-search.ts';
import { callOperation, checkArguments } from './operation-call.ts';

/** A tools/call request that does not fit the protocol: answered with JSON-RPC `-32602`. */
export class McpInvalidParams extends Error {}

/** What a tool answers. */
export interface ToolResult {
	content: { type: 'text'; text: string }[];
	isError?: boolean;
}

/** A tool as tools/list describes it. */
export interface ToolDescription {
	name: string;
	title?: string;
	description: string;
	inputSchema: JsonSchema;
	annotations: Record<string, boolean | string>;
}

/** The longest search query and page path read, in characters. */
const MAX_QUERY = 500;
const MAX_PATH = 2000;

const READ_ONLY = {
	readOnlyHint: true,
	destructiveHint: false,
	idempotentHint: true,
	openWorldHint: false,
};

const DOCS_TOOLS: ToolDescription[] = [
	{
		name: 'search',
		title: 'Search the documentation',
		description:
			'Search the documentation pages by words. Returns the best pages with their title, address, Markdown address and the passage that matched; read one in full with `get_page`.',
		inputSchema: {
			type: 'object',
			properties: {
				query: { type: 'string', description: 'What to look for.', maxLength: MAX_QUERY },
				limit: {
					type: 'integer',
					minimum: 1,
					maximum: 20,
					description: 'How many pages to return (8 when left out).',
				},
			},
			required: ['query'],
			additionalProperties: false,
		},
		annotations: { ...READ_ONLY, title: 'Search the documentation' },
	},
	{
		name: 'get_page',
		title: 'Read a documentation page',
		description:
			'Returns one documentation page as Markdown. `path` is the page address as `search` gives it (e.g. `/guides/intro/`), its `.md` address, or its full URL.',
		inputSchema: {
			type: 'object',
			properties: {
				path: { type: 'string', description: 'The page address.', maxLength: MAX_PATH },
			},
			required: ['path'],
			additionalProperties: false,
		},
		annotations: { ...READ_ONLY, title: 'Read a documentation page' },
	},
];

interface LoadedPages {
	index: DocsSearchIndex;
	byMarkdown: Map<string, IndexedPage>;
}

const PAGES = new WeakMap<ServerDeps, Promise<LoadedPages | undefined>>();

/** The site's pages (the file the build wrote), read once per runtime. */
function loadPages(deps: ServerDeps): Promise<LoadedPages | undefined> {
	let loaded = PAGES.get(deps);
	if (!loaded) {
		loaded = deps.readAsset(PAGES_INDEX_PATH).then((text) => {
			if (text === undefined) return undefined;
			const file = JSON.parse(text) as PagesIndexFile;
			return {
				index: createSearchIndex(file.pages),
				byMarkdown: new Map(file.pages.map((page) => [page.markdown, page])),
			};
		});
		loaded.catch(() => PAGES.delete(deps));
		PAGES.set(deps, loaded);
	}
	return loaded;
}

/** Every tool: the docs tools when the build wrote the pages, then the operations. */
export async function listTools(deps: ServerDeps): Promise<ToolDescription[]> {
	const pages = await loadPages(deps).catch(() => undefined);
	return [
		...(pages ? DOCS_TOOLS : []),
		...(deps.config.agents.mcp?.operations ?? []).map(describeOperation),
	];
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
		return callOperation(operation, values, request, deps);
	}
	const pages = name === 'search' || name === 'get_page' ? await loadPages(deps) : undefined;
	if (!pages) {
		const known = (await listTools(deps)).map((tool) => `\`${tool.name}\``);
		throw new McpInvalidParams(
			`Unknown tool: \`${name.slice(0, 100)}\`. This server has ${known.join(', ') || 'no tools'}.`,
		);
	}
	const tool = DOCS_TOOLS.find((entry) => entry.name === name) as ToolDescription;
	const problems = checkArguments(tool.inputSchema, values);
	if (problems.length > 0) return invalidArguments(name, problems, request);
	return name === 'search'
		? runSearch(pages, values.query as string, (values.limit as number | undefined) ?? 8)
		: runGetPage(pages, values.path as string, request, deps);
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

function runSearch(pages: LoadedPages, query: string, limit: number): ToolResult {
	const hits = searchDocs(pages.index, query, limit);
	if (hits.length === 0) {
		return {
			content: [{ type: 'text', text: `No page matches \`${query}\`. Try other or fewer words.` }],
		};
	}
	const text = hits
		.map(
			(hit, index) =>
				`${index + 1}. ${hit.title}\n   Page: ${hit.path}\n   Markdown: ${hit.markdown}\n   ${hit.snippet}`,
		)
		.join('\n\n');
	return { content: [{ type: 'text', text }] };
}

function runGetPage(
	pages: LoadedPages,
	path: string,
	request: Request,
	deps: ServerDeps,
): ToolResult {
	const base = deps.config.agents.base;
	let pathname = path.trim();
	try {
		const url = new URL(pathname, request.url);
		if (url.origin === new URL(request.url).origin || url.origin === deps.config.siteOrigin) {
			pathname = url.pathname;
		}
	} catch {
		// Not a URL: taken as a path.
	}
	if (!pathname.startsWith('/')) pathname = `${base.replace(/\/+$/, '')}/${pathname}`;
	const file = getMarkdownFile(pathname.replace(/\.md$/, ''), base);
	const page = file ? pages.byMarkdown.get(`${base.replace(/\/+$/, '')}${file}`) : undefined;
	if (!page) {
		return toolError(
			`No page at \`${path.slice(0, 200)}\`. Use a page address from \`search\` (e.g. \`${pages.index.pages[0]?.page.path ?? '/'}\`) or from llms.txt.`,
		);
	}
	return { content: [{ type: 'text', text: page.text }] };
}
