import { existsSync, readFileSync } from 'node:fs';
import { parseWithFriendlyErrors } from '@trydocs/openapi/friendly-errors';
import { withBase } from '@trydocs/playground/constants';
import { AstroError } from 'astro/errors';
import type { ServerConfig } from '../handlers/config.ts';
import { McpOptionSchema, type ParsedServerOptions } from '../schemas/options.ts';
import { collectMcpAsyncOperations } from './mcp-async-operations.ts';
import { collectMcpOperations, findUnmatched, RESERVED_TOOLS } from './mcp-operations.ts';

type McpConfig = NonNullable<ServerConfig['agents']['mcp']>;

/** What the MCP server is, and the warnings reading the specs gave. */
export interface ResolvedMcp {
	mcp?: McpConfig;
	warnings: string[];
}

/**
 * The MCP server of the site: on unless `trydocsServer({ agents: { mcp: false } })` or docs.json
 * `agents.mcp: false` turns it off (the option wins), named after docs.json `name`, with a tool for
 * each operation of the site's specs that `operations` picks. A selection naming an operation the
 * specs do not have stops the build with the operations there are.
 */
export async function resolveMcp(
	options: ParsedServerOptions,
	site: { root: string; docsJson: string; base: string },
): Promise<ResolvedMcp> {
	const docs = readDocsJson(site.docsJson);
	const fromDocs =
		docs.agents && typeof docs.agents === 'object' && 'mcp' in docs.agents
			? parseWithFriendlyErrors(
					McpOptionSchema,
					(docs.agents as { mcp: unknown }).mcp,
					{
						subject: '`agents.mcp`',
						file: 'docs.json',
						reference: 'the guide "Docs for AI agents"',
					},
					(message, hint) => new AstroError(message, hint),
				)
			: undefined;
	const setting = options.agents.mcp ?? fromDocs ?? true;
	if (setting === false) return { warnings: [] };
	const selection = setting === true ? 'all' : setting.operations;
	const found = await collectMcpOperations(site.root, docs.api?.openapi, selection);
	const taken = new Set([
		...RESERVED_TOOLS,
		...found.operations.map((operation) => operation.name),
	]);
	const events = await collectMcpAsyncOperations(site.root, docs, selection, taken);
	const unmatched = findUnmatched(selection, found.operations).filter(
		(name) => !events.available.includes(name),
	);
	if (unmatched.length > 0) {
		throw new AstroError(
			`\`agents.mcp.operations\` names ${unmatched.map((name) => `\`${name}\``).join(', ')}, which no spec of the site has.`,
			`Name operations by operationId or as \`METHOD /path\` (an AsyncAPI operation by its key). The site's specs have: ${[...found.available, ...events.available].slice(0, 12).join(', ') || 'no operations'}${found.available.length + events.available.length > 12 ? ', …' : ''}.`,
		);
	}
	const title = typeof docs.name === 'string' && docs.name.trim() ? docs.name.trim() : 'Docs';
	const slug = title
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '');
	return {
		mcp: {
			path: withBase(site.base, '/mcp'),
			name: `${slug || 'site'}-docs`,
			title,
			operations: found.operations,
			...(events.operations.length > 0 ? { asyncOperations: events.operations } : {}),
		},
		warnings: [...found.warnings, ...events.warnings],
	};
}

interface DocsJsonFields {
	name?: unknown;
	api?: { openapi?: unknown; asyncapi?: unknown };
	navigation?: unknown;
	agents?: unknown;
}

function readDocsJson(file: string): DocsJsonFields {
	if (!existsSync(file)) return {};
	try {
		const value = JSON.parse(readFileSync(file, 'utf8'));
		return value && typeof value === 'object' ? value : {};
	} catch {
		// trydocs() and the proxy's allow list report a broken docs.json; here it names nothing.
		return {};
	}
}
