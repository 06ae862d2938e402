/**
 * A query as Pagefind's client prepares it before searching: punctuation dropped (but the
 * index's `include_characters` kept), lower case, words of Chinese, Japanese and Thai split with
 * `Intl.Segmenter`, diacritics taken off (the original forms kept to prefer exact matches); then
 * which index chunks the words need, as its `request_indexes` picks them (by the raw and the
 * stemmed word, strictly inside a chunk's word range, else loosely by prefix).
 */
import { stemEnglish } from './english-stemmer.ts';
import type { PagefindIndex } from './index-files.ts';

/** A prepared query. */
export interface PreparedQuery {
	/** Its words without diacritics, joined by single spaces. */
	term: string;
	/** The same words as typed (diacritics kept). */
	original: string;
	/** A quoted query: its words must follow each other. */
	exact: boolean;
}

/** Punctuation Pagefind drops from a query (its own test, precedence included). */
const DROPPED = /^\p{Pd}|\p{Pe}|\p{Pf}|\p{Pi}|\p{Po}|\p{Ps}$/u;

/** Prepares `query` for `index`; an empty `term` finds nothing. */
export function prepareQuery(query: string, index: PagefindIndex): PreparedQuery {
	const exact = /^\s*".+"\s*$/.test(query);
	const keep = (grapheme: string) =>
		index.includeCharacters.includes(grapheme)
			? grapheme
			: DROPPED.test(grapheme)
				? ''
				: grapheme.toLocaleLowerCase();
	let term: string;
	if (['zh', 'ja', 'th'].includes(index.language.split('-')[0]?.toLowerCase() ?? '')) {
		const words = segment(query, 'word', index.language)
			.map((word) => segment(word, 'grapheme', index.language).map(keep).join(''))
			.filter((word) => word.length > 0);
		term = words.join(' ');
	} else {
		term = segment(query, 'grapheme', index.language).map(keep).join('');
	}
	const pairs = term
		.replace(/\s{2,}/g, ' ')
		.trim()
		.split(' ')
		.map((word) => [word, removeDiacritics(word)] as const)
		.filter(([, plain]) => plain.length > 0);
	return {
		term: pairs.map(([, plain]) => plain).join(' '),
		original: pairs.map(([word]) => word).join(' '),
		exact,
	};
}

function segment(text: string, granularity: 'word' | 'grapheme', language: string): string[] {
	if (typeof Intl.Segmenter !== 'function') return [...text];
	let locale: string | undefined;
	try {
		locale = Intl.getCanonicalLocales(language)[0];
	} catch {
		locale = undefined;
	}
	return [...new Intl.Segmenter(locale, { granularity }).segment(text)].map((part) => part.segment);
}

function removeDiacritics(word: string): string {
	const stripped = word.normalize('NFD').replace(/(?![\u3099\u309A])\p{M}/gu, '');
	return /[\u3099\u309A]/.test(stripped) ? stripped.normalize('NFC') : stripped;
}

/**
 * The stem of each word of `term` with the index's stemmer. English is stemmed exactly as the
 * index was; for other languages the words are looked up as typed, and the search's prefix
 * matching finds the stem that begins the word.
 */
export function stemWords(term: string, index: PagefindIndex): string[] {
	if (!term.trim()) return [];
	const stem = index.stemmer === 'en' ? stemEnglish : (word: string) => word;
	return term.split(' ').map(stem);
}

/** Compares as Rust compares strings: by code point, not by UTF-16 unit. */
export function compareCodePoints(a: string, b: string): number {
	let at = 0;
	while (at < a.length && at < b.length) {
		const left = a.codePointAt(at) as number;
		const right = b.codePointAt(at) as number;
		if (left !== right) return left - right;
		at += left > 0xffff ? 2 : 1;
	}
	return a.length - b.length;
}

/** The chunks the words of `term` need. */
export function getNeededChunks(term: string, index: PagefindIndex): string[] {
	const needed = new Set<string>();
	for (const raw of term.split(' ')) {
		const [stem] = stemWords(raw, index);
		for (const word of stem !== undefined && stem !== raw ? [raw, stem] : [raw]) {
			const strict = index.chunks.filter(
				(chunk) =>
					compareCodePoints(word, chunk.from) >= 0 && compareCodePoints(word, chunk.to) <= 0,
			);
			const found =
				strict.length > 0 ? strict : index.chunks.filter((chunk) => overlaps(word, chunk));
			for (const chunk of found) needed.add(chunk.hash);
		}
	}
	return [...needed].sort();
}

/** Whether a chunk may hold a word that `word` begins, or that begins `word`. */
function overlaps(word: string, chunk: { from: string; to: string }): boolean {
	const chars = [...word];
	const from = [...chunk.from];
	const to = [...chunk.to];
	const fromLength = Math.min(chars.length, from.length);
	const toLength = Math.min(chars.length, to.length);
	return (
		compareCodePoints(chars.slice(0, fromLength).join(''), from.slice(0, fromLength).join('')) >=
			0 && compareCodePoints(chars.slice(0, toLength).join(''), to.slice(0, toLength).join('')) <= 0
	);
}
