/**
 * Pagefind's ranking with its default weights, as its search runs in the browser: each query
 * word (stemmed) matches every indexed word it begins (or, with none, the longest indexed word
 * that begins it), closer lengths counting more; a page must match every query word; its score
 * is BM25 over the weighted positions (heading words weigh more), plus a boost when the words are
 * in the page's title, by how much of the query the title covers.
 */
import type { PagefindIndex, PageWord, WordData } from './index-files.ts';
import { compareCodePoints, stemWords } from './query.ts';
import { sortUnstableLikeRust } from './rust-sort.ts';

/** Pagefind computes in 32-bit floats: so does this, so equal scores stay equal. */
const f = Math.fround;

/** Pagefind's default ranking weights. */
const TERM_SIMILARITY = 1.0;
const PAGE_LENGTH = 0.75;
const TERM_SATURATION = 1.4;
const TERM_FREQUENCY = 1.0;
const DIACRITIC_SIMILARITY = 0.8;
/** How much a word in each meta field weighs (Pagefind's default: the title). */
export const META_WEIGHTS: Record<string, number> = { title: 5.0 };

/** A matched word position: its weight and its score for choosing an excerpt. */
export interface WordLocation {
	weight: number;
	balancedScore: number;
	location: number;
}

/** A ranked page. */
export interface RankedPage {
	pageIndex: number;
	score: number;
	locations: WordLocation[];
}

/** The words of the loaded chunks, in the index's (code point) order. */
export type LoadedWords = Array<[string, WordData]>;

interface Match {
	word: PageWord;
	wordStr: string;
	lengthBonus: number;
	diacriticBonus: number;
	termIndex: number;
}

/** A string's length in UTF-8 bytes, as Rust measures it. */
function byteLength(text: string): number {
	let bytes = 0;
	for (let at = 0; at < text.length; at++) {
		const code = text.charCodeAt(at);
		if (code < 0x80) bytes += 1;
		else if (code < 0x800) bytes += 2;
		else if (code >= 0xd800 && code < 0xdc00) {
			bytes += 4;
			at++;
		} else bytes += 3;
	}
	return bytes;
}

function getLengthBonus(differential: number): number {
	const base = f(Math.exp(f(f(-0.5 * f(differential ** 2)) / 4)));
	return f(f(Math.exp(f(base * TERM_SIMILARITY))) / f(Math.exp(TERM_SIMILARITY)));
}

function getIdf(totalPages: number, pagesWithTerm: number): number {
	return f(Math.log(f(f(f(totalPages - pagesWithTerm + 0.5) / f(pagesWithTerm + 0.5)) + 1)));
}

function diacriticsMatch(original: string, form: string): boolean {
	return form === original || form.startsWith(original) || original.startsWith(form);
}

/** The indexed words `term` begins, or else the longest indexed word that begins `term`. */
function findExtensions(words: LoadedWords, term: string): LoadedWords {
	const extensions = words.filter(([key]) => key.startsWith(term));
	if (extensions.length > 0) return extensions;
	let longest: [string, WordData] | undefined;
	for (const entry of words) {
		if (term.startsWith(entry[0]) && byteLength(entry[0]) > byteLength(longest?.[0] ?? '')) {
			longest = entry;
		}
	}
	return longest ? [longest] : [];
}

/** Ranks the pages for a prepared query over the words of the chunks it needed. */
export function rankPages(
	index: PagefindIndex,
	words: LoadedWords,
	term: string,
	original: string,
): RankedPage[] {
	const totalPages = index.pages.length;
	const terms = stemWords(term, index);
	const originals = original.split(' ');
	const matches: Match[] = [];
	const termPages: Array<Set<number>> = [];
	// Only the words that matched something narrow the results: Pagefind leaves a query word that
	// matches no indexed word out (`bearer xyzzy` finds the pages of `bearer`), unless none match.
	const narrowing: Array<Set<number>> = [];
	// A word repeated in the query matches the same indexed words each time.
	const extensionsOf = new Map<string, LoadedWords>();
	terms.forEach((stem, termIndex) => {
		const pages = new Set<number>();
		const extensions = extensionsOf.get(stem) ?? findExtensions(words, stem);
		extensionsOf.set(stem, extensions);
		if (extensions.length > 0) narrowing.push(pages);
		for (const [key, data] of extensions) {
			const lengthBonus = getLengthBonus(Math.abs(byteLength(key) - byteLength(stem)) + 1);
			const forms: Array<[string, PageWord[]]> = [
				[key, data.pages],
				...data.variants.map((variant): [string, PageWord[]] => [variant.form, variant.pages]),
			];
			for (const [form, formPages] of forms) {
				const diacriticBonus = diacriticsMatch(originals[termIndex] ?? '', form)
					? f(1 + DIACRITIC_SIMILARITY)
					: 1;
				for (const word of formPages) {
					matches.push({ word, wordStr: key, lengthBonus, diacriticBonus, termIndex });
					pages.add(word.page);
				}
			}
		}
		termPages.push(pages);
	});
	if (terms.length === 0) return [];
	const [first, ...rest] = narrowing;
	const results = [...(first ?? [])]
		.filter((page) => rest.every((pages) => pages.has(page)))
		.filter((page) => page < totalPages)
		.sort((a, b) => a - b);
	const queryIdf = termPages.reduce((sum, pages) => f(sum + getIdf(totalPages, pages.size)), 0);
	const byPage = new Map<number, Match[]>();
	for (const match of matches) {
		const list = byPage.get(match.word.page);
		if (list) list.push(match);
		else byPage.set(match.word.page, [match]);
	}
	const ranked = results.map((pageIndex) =>
		scorePage(index, pageIndex, byPage.get(pageIndex) ?? [], termPages, queryIdf),
	);
	// Pagefind sorts in Rust, then its client sorts again by score, keeping equal scores in order.
	sortUnstableLikeRust(ranked, (a, b) => b.score < a.score);
	return ranked.sort((a, b) => b.score - a.score);
}

/** One page's score from its matches (in the order the words were matched). */
function scorePage(
	index: PagefindIndex,
	pageIndex: number,
	onPage: Match[],
	termPages: Array<Set<number>>,
	queryIdf: number,
): RankedPage {
	const page = index.pages[pageIndex] as PagefindIndex['pages'][number];
	// Which of the words at one position comes first decides which word it counts for: the order
	// Rust's unstable sort leaves them in.
	const positions = sortUnstableLikeRust(
		onPage.flatMap((match) =>
			match.word.locations.map(([weight, location]) => ({ match, weight, location })),
		),
		(a, b) => a.location < b.location,
	);
	// Several query words at one position (the parts of a compound word) count together.
	const weighted = new Map<string, number>();
	const locations: WordLocation[] = [];
	for (let at = 0; at < positions.length; ) {
		const first = positions[at] as (typeof positions)[number];
		let end = at + 1;
		while (end < positions.length && positions[end]?.location === first.location) end++;
		if (end === at + 1) {
			// One word at this position, the usual case.
			const { match, weight, location } = first;
			weighted.set(match.wordStr, (weighted.get(match.wordStr) ?? 0) + weight);
			locations.push({ weight, balancedScore: f(f(weight ** 2) * match.lengthBonus), location });
			at = end;
			continue;
		}
		const seen = new Map<number, { wordStr: string; weight: number; lengthBonus: number }>();
		for (const { match, weight } of positions.slice(at, end)) {
			if (!seen.has(match.termIndex)) {
				seen.set(match.termIndex, {
					wordStr: match.wordStr,
					weight,
					lengthBonus: match.lengthBonus,
				});
			}
		}
		const values = [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, value]) => value);
		const minWeight = Math.min(...values.map((value) => value.weight));
		const weight = values.length > 1 ? Math.min(minWeight * values.length, 255) : minWeight;
		for (const value of values) {
			weighted.set(value.wordStr, (weighted.get(value.wordStr) ?? 0) + weight);
		}
		const lengthBonus = values.reduce((sum, value) => f(sum + value.lengthBonus), 0);
		locations.push({
			weight,
			balancedScore: f(f(weight ** 2) * lengthBonus),
			location: first.location,
		});
		at = end;
	}
	let score = 0;
	// Each word is scored with its first match on the page, in word order, as Pagefind sums them.
	const firstMatch = new Map<string, Match>();
	for (const match of onPage)
		if (!firstMatch.has(match.wordStr)) firstMatch.set(match.wordStr, match);
	for (const [wordStr, frequency] of [...weighted].sort((a, b) => compareCodePoints(a[0], b[0]))) {
		const match = firstMatch.get(wordStr) as Match;
		score = f(score + getWordScore(index, page.wordCount, frequency, match, termPages));
	}
	return {
		pageIndex,
		score: f(score + getMetaBoost(index, onPage, termPages, queryIdf)),
		locations,
	};
}

/** BM25 of one matched word on a page, as Pagefind weighs it. */
function getWordScore(
	index: PagefindIndex,
	wordCount: number,
	frequency: number,
	match: Match,
	termPages: Array<Set<number>>,
): number {
	const average = f(index.averagePageLength);
	const withLength = f(f(f(frequency) / 24) * match.lengthBonus);
	const idf = getIdf(index.pages.length, termPages[match.termIndex]?.size ?? 0);
	const k1 = f(TERM_SATURATION);
	const b = f(PAGE_LENGTH);
	const saturated = f(
		f(f(k1 + 1) * withLength) /
			f(f(k1 * f(f(1 - b) + f(b * f(f(wordCount) / average)))) + withLength),
	);
	const raw = Math.min(f(withLength / f(average / 5)), f(k1 + 1));
	const tf = f(f(f(1 - TERM_FREQUENCY) * raw) + f(TERM_FREQUENCY * saturated));
	return f(f(idf * tf) * match.diacriticBonus);
}

/**
 * The boost for query words in the page's metadata (its title): per field, its weight times the
 * rarity of the query words found in it times the squared share of the query's rarity they make.
 * Each query word counts once per field, however many of its forms are there.
 */
function getMetaBoost(
	index: PagefindIndex,
	onPage: Match[],
	termPages: Array<Set<number>>,
	queryIdf: number,
): number {
	const fields = new Map<number, Map<number, number>>();
	for (const match of onPage) {
		const idf = getIdf(index.pages.length, termPages[match.termIndex]?.size ?? 0);
		for (const [field] of match.word.metaLocations) {
			const terms = fields.get(field) ?? new Map<number, number>();
			if (!terms.has(match.termIndex)) terms.set(match.termIndex, idf);
			fields.set(field, terms);
		}
	}
	let boost = 0;
	for (const [field, terms] of fields) {
		const name = index.metaFields[field];
		if (name === undefined || queryIdf <= 0) continue;
		const matched = [...terms.values()].reduce((sum, idf) => f(sum + idf), 0);
		const coverage = f(matched / queryIdf);
		boost = f(boost + f(f(f(f(META_WEIGHTS[name] ?? 1) * matched) * coverage) * coverage));
	}
	return boost;
}

/** Sorts the loaded words as the index orders them (Rust's `BTreeMap` of strings). */
export function sortWords(words: LoadedWords): LoadedWords {
	return words.sort((a, b) => compareCodePoints(a[0], b[0]));
}
