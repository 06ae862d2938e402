/**
 * The docs.json keys of the docs for agents: Mintlify's `markdown` (agent instructions),
 * `seo.indexing` (which pages llms.txt lists) and `contextual` (the page menu), and Trydocs'
 * `agents` switches (the same as `trydocs({ agents })`, which wins).
 */
import { z } from 'astro/zod';

/** docs.json `markdown`: what the Markdown served to agents adds. */
export const MarkdownConfigSchema = z.looseObject({
	/** Site-wide guidance for agents: one string, or lines joined with line breaks. */
	instructions: z
		.union([z.string(), z.array(z.string())])
		.transform((value) => (Array.isArray(value) ? value.join('\n') : value))
		.optional(),
});

/** docs.json `seo`: only `indexing` is read. */
export const SeoConfigSchema = z.looseObject({
	/** `all`: pages outside the navigation are listed too (last, alphabetically), hidden ones included. */
	indexing: z.enum(['navigable', 'all']).optional(),
});

/** The parts of the docs for agents that can be turned off (all on by default). */
export const AgentsConfigSchema = z
	.object({
		/** A Markdown file beside every page, at `<page>.md`. */
		markdown: z.boolean().default(true),
		/** `/llms.txt`, `/llms-full.txt` and their `/.well-known/` copies. */
		llmsTxt: z.boolean().default(true),
		/**
		 * The MCP server of `trydocsServer()`: `false` turns it off, `{ operations }` picks its
		 * tools (read and checked by `trydocsServer()`; here only whether it is off).
		 */
		mcp: z.union([z.boolean(), z.looseObject({})]).optional(),
	})
	.partial();

/** The switches after `trydocs({ agents })` and docs.json `agents` are merged. */
export interface AgentsSwitches {
	markdown: boolean;
	llmsTxt: boolean;
}

/** `trydocs({ agents })` over docs.json `agents`, over the defaults (everything on). */
export function resolveAgentsSwitches(
	...layers: Array<z.output<typeof AgentsConfigSchema> | undefined>
): AgentsSwitches {
	const switches: AgentsSwitches = { markdown: true, llmsTxt: true };
	for (const layer of layers) {
		for (const key of ['markdown', 'llmsTxt'] as const) {
			if (layer?.[key] !== undefined) switches[key] = layer[key];
		}
	}
	return switches;
}

/** docs.json `contextual`: the page menu for AI tools (Mintlify's "Contextual menu"). */
export const ContextualConfigSchema = z.looseObject({
	/** Built-in option names (`copy`, `view`, `chatgpt`, ...) and custom options, in menu order. */
	// Each entry is read by utils/agents/contextual.ts: one it cannot use is a warning, not a failed build.
	options: z.array(z.unknown()),
	/** `header` (the default) or `toc`. */
	display: z.enum(['header', 'toc']).optional(),
});
