import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import {
	type IndexedPage,
	PAGES_INDEX_PATH,
	type PagesIndexFile,
} from '../handlers/agents/pages-file.ts';

/** Folders of a build that hold no pages. */
const SKIPPED = new Set(['_astro', '_trydocs', 'pagefind', '.well-known', 'node_modules']);

/**
 * Writes the pages' Markdown (the `<page>.md` files `trydocs()` writes beside every page) into
 * one file the MCP server's `get_page` reads on every host. Returns how many pages it
 * holds; none when the site has no Markdown pages (then the file is not written).
 */
export function writePagesIndex(clientDir: string, base: string): number {
	const prefix = base.replace(/\/+$/, '');
	const pages: IndexedPage[] = [];
	for (const file of listMarkdownFiles(clientDir)) {
		const slug = relative(clientDir, file).split(sep).join('/').replace(/\.md$/, '');
		const text = readFileSync(file, 'utf8');
		const title = /^#\s+(.+)$/m.exec(text)?.[1]?.trim() ?? slug;
		pages.push({
			path: `${prefix}${slug === 'index' ? '/' : `/${slug}/`}`,
			markdown: `${prefix}/${slug}.md`,
			title,
			text,
		});
	}
	if (pages.length === 0) return 0;
	const out = join(clientDir, PAGES_INDEX_PATH);
	mkdirSync(dirname(out), { recursive: true });
	const index: PagesIndexFile = { version: 1, pages };
	writeFileSync(out, JSON.stringify(index));
	return pages.length;
}

function listMarkdownFiles(folder: string): string[] {
	if (!existsSync(folder)) return [];
	const found: string[] = [];
	for (const entry of readdirSync(folder, { withFileTypes: true })) {
		const path = join(folder, entry.name);
		if (entry.isDirectory()) {
			if (!SKIPPED.has(entry.name)) found.push(...listMarkdownFiles(path));
		} else if (entry.isFile() && entry.name.endsWith('.md')) found.push(path);
	}
	return found.sort();
}
