/**
 * The pages' Markdown in one file the build writes (`PAGES_INDEX_PATH`), which the MCP server's
 * `get_page` reads on every host (and `search` to name a result's Markdown address).
 */

/** Where the build writes the pages' Markdown for the MCP server, from the site's root. */
export const PAGES_INDEX_PATH = '/_trydocs/mcp-pages.json';

/** One page as the index file holds it. */
export interface IndexedPage {
	/** The page's path from the site's root, under `base` (`/docs/guides/intro/`). */
	path: string;
	/** Its Markdown's path, under `base` (`/docs/guides/intro.md`). */
	markdown: string;
	title: string;
	/** The page's Markdown. */
	text: string;
}

/** The index file. */
export interface PagesIndexFile {
	version: 1;
	pages: IndexedPage[];
}
