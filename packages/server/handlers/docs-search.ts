/**
 * Search over the site's pages for the MCP server's `search` tool. Readers search with Pagefind,
 * whose index is made for its browser client (WebAssembly, fragment files fetched one by one);
 * rather than run that on a server, the build writes the same pages' text, as their Markdown, into
 * one file (`PAGES_INDEX_PATH`), and this ranks pages over it: title words count most, then
 * headings, then the text, each term weighted by how rare it is across pages.
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

/** One search result. */
export interface SearchHit {
	title: string;
	path: string;
	markdown: string;
	snippet: string;
	score: number;
}

interface PreparedPage {
	page: IndexedPage;
	/** Term weights: 5 per title occurrence, 3 per heading one, 1 per text one. */
	terms: Map<string, number>;
	length: number;
}

/** A ready index: pages with their term weights and each term's page count. */
export interface DocsSearchIndex {
	pages: PreparedPage[];
	pageCounts: Map<string, number>;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, lower case. */
export function tokenize(text: string): string[] {
	return (text.toLowerCase().match(WORD) ?? []).filter(
		(word) => word.length > 1 || /\d/.test(word),
	);
}

/** Prepares the pages of an index file for searching. */
export function createSearchIndex(pages: IndexedPage[]): DocsSearchIndex {
	const pageCounts = new Map<string, number>();
	const prepared = pages.map((page) => {
		const terms = new Map<string, number>();
		const add = (text: string, weight: number) => {
			for (const word of tokenize(text)) terms.set(word, (terms.get(word) ?? 0) + weight);
		};
		add(page.title, 5);
		for (const line of page.text.split('\n')) add(line, /^#{1,6}\s/.test(line) ? 3 : 1);
		for (const term of terms.keys()) pageCounts.set(term, (pageCounts.get(term) ?? 0) + 1);
		return { page, terms, length: page.text.length };
	});
	return { pages: prepared, pageCounts };
}

/**
 * The pages that best match `query`, best first. A term matches a word equal to it, or (at
 * three letters or more) a word it begins, at half weight: `auth` finds `authentication`.
 */
export function searchDocs(index: DocsSearchIndex, query: string, limit = 8): SearchHit[] {
	const words = [...new Set(tokenize(query))].slice(0, 32);
	if (words.length === 0) return [];
	const total = index.pages.length;
	const hits: SearchHit[] = [];
	for (const { page, terms } of index.pages) {
		let score = 0;
		let matched = 0;
		for (const word of words) {
			let best = 0;
			for (const [term, weight] of terms) {
				const exact = term === word;
				if (!exact && !(word.length >= 3 && term.startsWith(word))) continue;
				const idf = Math.log(1 + total / (index.pageCounts.get(term) ?? 1));
				const value = (weight / (weight + 2)) * idf * (exact ? 1 : 0.5);
				if (value > best) best = value;
			}
			if (best > 0) matched++;
			score += best;
		}
		if (score === 0) continue;
		// Pages that match every word come first.
		score *= matched / words.length;
		hits.push({
			title: page.title,
			path: page.path,
			markdown: page.markdown,
			snippet: getSnippet(page.text, words),
			score: Math.round(score * 1000) / 1000,
		});
	}
	return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** About 240 characters of the text around the first word that matches, as plain text. */
function getSnippet(text: string, words: string[]): string {
	const plain = text
		.replace(/```[\s\S]*?```/g, ' ')
		.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/[#>*_`|]+/g, ' ')
		.replace(/\s+/g, ' ')
		.trim();
	const lower = plain.toLowerCase();
	const at = Math.min(
		...words.map((word) => {
			const found = lower.indexOf(word);
			return found === -1 ? Number.POSITIVE_INFINITY : found;
		}),
	);
	const start = Number.isFinite(at) ? Math.max(0, at - 80) : 0;
	const cut = plain.slice(start, start + 240);
	return `${start > 0 ? '…' : ''}${cut}${start + 240 < plain.length ? '…' : ''}`;
}
