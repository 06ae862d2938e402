/**
 * Searches the site's Pagefind index as its search dialog does, and describes the best pages
 * as Pagefind's client does: URL, title, an excerpt of 30 words around the densest matches, and
 * the page's sections (anchored headings) that hold matches, each with its own excerpt.
 */
import type { IndexedPage, PagefindFragment, PagefindIndex } from './index-files.ts';
import { getNeededChunks, prepareQuery } from './query.ts';
import {
	type LoadedWords,
	type RankedPage,
	rankPages,
	sortWords,
	type WordLocation,
} from './rank.ts';
import { rankExact } from './rank-exact.ts';

/** Pagefind's default excerpt length, in words. */
const EXCERPT_WORDS = 30;

/**
 * The most query words searched. Pagefind's client takes any number, but each word costs a pass
 * over the pages its extensions are on: 250 one-letter words took 14 s here, 32 under one.
 */
export const MAX_QUERY_WORDS = 32;

/** A section of a result page: an anchored heading with matches under it. */
export interface PagefindSection {
	title: string;
	/** The page's URL with the heading's anchor. */
	url: string;
	excerpt: string;
}

/** A result, as Pagefind's `result.data()` gives it (plain-text excerpts). */
export interface PagefindHit {
	/** The page's URL as the index has it, from the site's root without `base` (`/guides/x/`). */
	url: string;
	title: string;
	excerpt: string;
	sections: PagefindSection[];
	score: number;
}

/** The pages that match `query`, best first: the `limit` best described, and how many matched. */
export async function searchPagefind(
	index: PagefindIndex,
	query: string,
	limit: number,
): Promise<{ hits: PagefindHit[]; total: number }> {
	const ranked = await rankQuery(index, query);
	const hits = await Promise.all(
		ranked.slice(0, limit).map(async (result) => {
			const page = index.pages[result.pageIndex] as IndexedPage;
			return describeHit(await index.readFragment(page), result);
		}),
	);
	return { hits, total: ranked.length };
}

/** The ranked pages for `query`, from the chunks Pagefind's client would load for it. */
export async function rankQuery(index: PagefindIndex, query: string): Promise<RankedPage[]> {
	const prepared = prepareQuery(query, index);
	if (!prepared.term) return [];
	prepared.term = prepared.term.split(' ').slice(0, MAX_QUERY_WORDS).join(' ');
	prepared.original = prepared.original.split(' ').slice(0, MAX_QUERY_WORDS).join(' ');
	const chunks = await Promise.all(
		getNeededChunks(prepared.term, index).map((hash) => index.readChunk(hash)),
	);
	const words: LoadedWords = sortWords(chunks.flatMap((chunk) => [...chunk]));
	return prepared.exact
		? rankExact(index, words, prepared.term)
		: rankPages(index, words, prepared.term, prepared.original);
}

function describeHit(fragment: PagefindFragment, result: RankedPage): PagefindHit {
	const words = fragment.content.replace(/\u200B/g, '').split(/[^\S\uFEFF]+/g);
	const start = getExcerptStart(result.locations);
	return {
		url: fragment.meta.url || fragment.url,
		title: fragment.meta.title ?? fragment.url,
		excerpt: cutExcerpt(words, start, EXCERPT_WORDS),
		sections: getSections(fragment, words, result.locations),
		score: result.score,
	};
}

/** Where the window of `EXCERPT_WORDS` words with the most matched weight starts. */
function getExcerptStart(locations: WordLocation[]): number {
	const scores: number[] = [];
	for (const { location, balancedScore } of locations) {
		scores[location] = (scores[location] ?? 0) + balancedScore;
	}
	if (scores.length <= EXCERPT_WORDS) return 0;
	let best = 0;
	for (let at = 0; at < EXCERPT_WORDS; at++) best += scores[at] ?? 0;
	let sum = best;
	let bestAt = [0];
	for (let at = 0; at < scores.length; at++) {
		sum += (scores[at + EXCERPT_WORDS] ?? 0) - (scores[at] ?? 0);
		if (sum > best) {
			best = sum;
			bestAt = [at];
		} else if (sum === best && bestAt.at(-1) === at - 1) {
			bestAt.push(at);
		}
	}
	return bestAt[Math.floor(bestAt.length / 2)] as number;
}

/** `length` words from `start`, kept inside `[from, to)`. */
function cutExcerpt(words: string[], start: number, length: number, from = 0, to = words.length) {
	const size = Math.min(length, to - from);
	const begin = Math.max(from, Math.min(start, to - size));
	return words
		.slice(begin, begin + size)
		.join(' ')
		.trim();
}

/** The anchored headings of the page that hold matches, with an excerpt each. */
function getSections(
	fragment: PagefindFragment,
	words: string[],
	locations: WordLocation[],
): PagefindSection[] {
	const anchors = (fragment.anchors ?? [])
		.filter(
			(anchor) =>
				/\S/.test(anchor.title ?? '') ||
				(/h\d/i.test(anchor.element) && /\S/.test(anchor.text ?? '')),
		)
		.sort((a, b) => a.location - b.location);
	const base = fragment.meta.url || fragment.url;
	const sections: PagefindSection[] = [];
	for (const [at, anchor] of anchors.entries()) {
		const end = anchors[at + 1]?.location ?? words.length;
		const inside = locations.filter(
			(word) => word.location >= anchor.location && word.location < end,
		);
		if (inside.length === 0 || !anchor.id) continue;
		const relative = inside.map((word) => ({ ...word, location: word.location - anchor.location }));
		const start = getExcerptStart(relative) + anchor.location;
		sections.push({
			title: anchor.title || (anchor.text as string),
			url: `${base.split('#')[0]}#${anchor.id}`,
			excerpt: cutExcerpt(words, start, Math.min(end - start, EXCERPT_WORDS), anchor.location, end),
		});
	}
	return sections;
}
