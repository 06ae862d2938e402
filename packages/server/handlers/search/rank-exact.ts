/** Ranking for an exact phrase (a quoted query): the pages where the words stand in a row. */
import type { PagefindIndex, PageWord } from './index-files.ts';
import { stemWords } from './query.ts';
import { type LoadedWords, META_WEIGHTS, type RankedPage, type WordLocation } from './rank.ts';

/**
 * A quoted query: pages where the words follow each other (score 1), else where they follow
 * each other in a metadata field (scored by the field's weight); a single word anywhere.
 */
export function rankExact(index: PagefindIndex, words: LoadedWords, term: string): RankedPage[] {
	const byWord = new Map(words);
	const entries: PageWord[] = [];
	const sets: Array<Set<number>> = [];
	for (const stem of stemWords(term, index)) {
		const data = byWord.get(stem);
		if (!data) return [];
		const forms = [data.pages, ...data.variants.map((variant) => variant.pages)].flat();
		entries.push(...forms);
		sets.push(new Set(forms.map((entry) => entry.page)));
	}
	const [first, ...rest] = sets;
	const pages = [...(first ?? [])]
		.filter((page) => rest.every((set) => set.has(page)) && page < index.pages.length)
		.sort((a, b) => a - b);
	const ranked: RankedPage[] = [];
	for (const pageIndex of pages) {
		const onPage = entries.filter((entry) => entry.page === pageIndex);
		const run = findRun(onPage.map((entry) => entry.locations.map(([, location]) => location)));
		if (run) {
			ranked.push({ pageIndex, score: 1, locations: run });
			continue;
		}
		const boost = findMetaRun(index, onPage, sets.length);
		if (boost !== undefined) ranked.push({ pageIndex, score: boost, locations: [] });
	}
	// Pagefind's client sorts the results by score, keeping page order among equals.
	return ranked.sort((a, b) => b.score - a.score);
}

/** Positions where each list's word follows the previous list's, from the first list's. */
function findRun(lists: number[][]): WordLocation[] | undefined {
	const [first, ...rest] = lists;
	for (const start of first ?? []) {
		if (rest.every((list, offset) => list.includes(start + offset + 1))) {
			return Array.from({ length: rest.length + 1 }, (_, offset) => ({
				weight: 1,
				balancedScore: 1,
				location: start + offset,
			}));
		}
	}
	return undefined;
}

/** The weight of a metadata field where the words follow each other, if there is one. */
function findMetaRun(index: PagefindIndex, onPage: PageWord[], termCount: number) {
	const withMeta = onPage.filter((entry) => entry.metaLocations.length > 0);
	if (withMeta.length < termCount) return undefined;
	const fields = new Set(withMeta.flatMap((entry) => entry.metaLocations.map(([field]) => field)));
	for (const field of fields) {
		const lists = withMeta.map((entry) =>
			entry.metaLocations.filter(([id]) => id === field).map(([, position]) => position),
		);
		if (lists.some((list) => list.length === 0)) continue;
		if (findRun(lists)) return META_WEIGHTS[index.metaFields[field] ?? ''] ?? 1;
	}
	return undefined;
}
