/**
 * The MCP server's documentation tools. `search` searches the index readers search: the site's
 * Pagefind index (`pagefind/` in the build), read in plain TypeScript (`handlers/search/`) and ranked
 * as Pagefind's own client ranks it, so an agent gets the pages a reader gets, in the same order.
 * `get_page` answers a page's Markdown from the file the build writes (`pages-file.ts`).
 */
import type { ServerDeps } from '../deps.ts';
import { openPagefindIndex, type PagefindIndex } from '../search/index-files.ts';
import { searchPagefind } from '../search/search.ts';
import { getMarkdownFile } from './agent-pages.ts';
import { type IndexedPage, PAGES_INDEX_PATH, type PagesIndexFile } from './pages-file.ts';
import type { ToolDescription, ToolResult } from './types.ts';

/** The longest search query and page path read, in characters. */
const MAX_QUERY = 500;
const MAX_PATH = 2000;

/** Where Pagefind writes its index, from the site's root. */
const PAGEFIND_DIR = '/pagefind/';

const READ_ONLY = {
	readOnlyHint: true,
	destructiveHint: false,
	idempotentHint: true,
	openWorldHint: false,
};

/** `search` and `get_page`, as tools/list describes them. */
export const DOCS_TOOLS: ToolDescription[] = [
	{
		name: 'search',
		title: 'Search the documentation',
		description:
			"Search the documentation by words, with the site's own search index and ranking (the pages a reader's search box finds, in the same order; words match their other forms and a word's beginning matches the whole word, quotes find an exact phrase; the first 32 words are read). Returns the best pages with their title, address, Markdown address, the passage that matched and the sections that match; read one in full with `get_page`.",
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

/** The site's documentation as the tools read it; a part the build did not write is absent. */
export interface DocsSources {
	pages?: { list: IndexedPage[]; byMarkdown: Map<string, IndexedPage> };
	search?: PagefindIndex;
}

const SOURCES = new WeakMap<ServerDeps, Promise<DocsSources>>();

/** The pages file and the Pagefind index, read once per runtime. */
export function loadDocs(deps: ServerDeps): Promise<DocsSources> {
	let loaded = SOURCES.get(deps);
	if (!loaded) {
		loaded = readDocs(deps);
		loaded.catch(() => SOURCES.delete(deps));
		SOURCES.set(deps, loaded);
	}
	return loaded;
}

async function readDocs(deps: ServerDeps): Promise<DocsSources> {
	const [bytes, search] = await Promise.all([
		deps.readAsset(PAGES_INDEX_PATH),
		openPagefindIndex((path) => deps.readAsset(`${PAGEFIND_DIR}${path}`)).catch((error) => {
			deps.log.error('The MCP `search` tool is off: the Pagefind index could not be read', error);
			return undefined;
		}),
	]);
	const file = bytes && (JSON.parse(new TextDecoder().decode(bytes)) as PagesIndexFile);
	if (file && !search) {
		deps.log.warn(
			'The MCP `search` tool is off: the site has no Pagefind index at `/pagefind/`; rebuild the site (`astro build` writes it) to turn it on.',
		);
	}
	return {
		...(file
			? {
					pages: {
						list: file.pages,
						byMarkdown: new Map(file.pages.map((page) => [page.markdown, page])),
					},
				}
			: {}),
		...(search ? { search } : {}),
	};
}

/** The documentation tools the build made possible. */
export function listDocsTools(sources: DocsSources): ToolDescription[] {
	return DOCS_TOOLS.filter((tool) =>
		tool.name === 'search' ? sources.search : tool.name === 'get_page' ? sources.pages : false,
	);
}

/** Answers `search`: the best pages as a numbered list an agent reads. */
export async function runSearch(
	sources: DocsSources,
	query: string,
	limit: number,
	deps: ServerDeps,
): Promise<ToolResult> {
	const index = sources.search as PagefindIndex;
	const { hits, total } = await searchPagefind(index, query, limit);
	if (hits.length === 0) {
		return {
			content: [{ type: 'text', text: `No page matches \`${query}\`. Try other or fewer words.` }],
		};
	}
	const prefix = deps.config.agents.base.replace(/\/+$/, '');
	const text = hits.map((hit, at) => {
		const path = `${prefix}${hit.url}`;
		const file = getMarkdownFile(path, deps.config.agents.base);
		const markdown =
			file && sources.pages?.byMarkdown.has(`${prefix}${file}`) ? `${prefix}${file}` : undefined;
		const lines = [`${at + 1}. ${hit.title}`, `   Page: ${path}`];
		if (markdown) lines.push(`   Markdown: ${markdown}`);
		lines.push(`   ${hit.excerpt}`);
		for (const section of hit.sections.slice(0, 3)) {
			lines.push(`   - ${section.title} (${prefix}${section.url}): ${section.excerpt}`);
		}
		return lines.join('\n');
	});
	const more =
		total > hits.length
			? `\n\n${total - hits.length} more pages match; ask for a higher \`limit\` or use other words.`
			: '';
	return { content: [{ type: 'text', text: `${text.join('\n\n')}${more}` }] };
}

/** Answers `get_page`: a page's Markdown by its address, `.md` address or full URL. */
export function runGetPage(
	sources: DocsSources,
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
	const page = file
		? sources.pages?.byMarkdown.get(`${base.replace(/\/+$/, '')}${file}`)
		: undefined;
	if (!page) {
		return {
			content: [
				{
					type: 'text',
					text: `No page at \`${path.slice(0, 200)}\`. Use a page address from \`search\` (e.g. \`${sources.pages?.list[0]?.path ?? '/'}\`) or from llms.txt.`,
				},
			],
			isError: true,
		};
	}
	return { content: [{ type: 'text', text: page.text }] };
}
