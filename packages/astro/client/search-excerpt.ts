/**
 * The excerpt a search result shows, chosen from the page's words and the positions of the
 * words that matched (Pagefind's `content` and `locations`). Pagefind centres its excerpt on the
 * densest run of matches, so it may start mid-phrase, inside a URL or a curl command. This one
 * starts where a sentence starts when the sentence is short enough, else a few words before the
 * match, and among the places that match it prefers prose to code (Mintlify's and Starlight's
 * results read as sentences).
 */

/** One run of an excerpt's text; `mark` is true for a word that matched. */
export interface ExcerptPart {
	text: string;
	mark: boolean;
}

/** How many words an excerpt shows. */
export const EXCERPT_WORDS = 22;
/** Words shown before a match when its sentence starts further back. */
const LEAD_WORDS = 4;

/** True for a word that reads as code: a flag, a URL or path, quotes, braces, `=`, `$`. */
export function isCodeWord(word: string): boolean {
	return /^-{1,2}\w|[{}[\]<>=$\\|`"]|:\/\/|\w\/\w|^\//.test(word);
}

/** True when `word` ends a sentence. */
const endsSentence = (word: string) => /[.!?]["')\]]?$/.test(word);

/**
 * The excerpt around the best of `locations` (word indices into `content` split on white
 * space): a window of `length` words starting at a sentence or a few words before the match,
 * the window whose first half has the most prose, then the most matches, winning. Leading and trailing `…` say
 * where words were left out.
 */
export function createExcerpt(
	content: string,
	locations: readonly number[],
	length = EXCERPT_WORDS,
): ExcerptPart[] {
	// Split as Pagefind splits it, so `locations` point at the same words.
	const words = content.split(/[\r\n\s]+/g);
	if (!content.trim()) return [];
	const matches = new Set(locations.filter((at) => at >= 0 && at < words.length));
	const starts = matches.size > 0 ? [...matches].map((at) => findStart(words, at, length)) : [0];
	let best = starts[0] ?? 0;
	let bestScore = -1;
	for (const start of new Set(starts)) {
		const window = words.slice(start, start + length);
		// Prose where the reader starts reading (the first half), then the most matches.
		const head = window.slice(0, Math.ceil(length / 2));
		const prose = head.filter((word) => !isCodeWord(word)).length / head.length;
		const hits = window.filter((_, i) => matches.has(start + i)).length;
		const score = Math.round(prose * 10) * 100 + hits;
		if (score > bestScore) {
			bestScore = score;
			best = start;
		}
	}
	return toParts(words, matches, best, Math.min(words.length, best + length));
}

/** Where an excerpt showing the word at `at` starts: its sentence, or a few words before it. */
function findStart(words: readonly string[], at: number, length: number): number {
	// Back to the start of the sentence, or of the prose before the match inside it.
	let start = at;
	while (
		start > 0 &&
		!endsSentence(words[start - 1] ?? '') &&
		!isCodeWord(words[start - 1] ?? '')
	) {
		start--;
	}
	if (at - start >= length - LEAD_WORDS) start = at - LEAD_WORDS;
	// It starts at a word of prose, or at the match itself: never inside code before it.
	while (start < at && (isCodeWord(words[start] ?? '') || !words[start])) start++;
	return start;
}

/** The words from `start` to `end` as runs of plain and matched text, with `…` for the rest. */
function toParts(
	words: readonly string[],
	matches: ReadonlySet<number>,
	start: number,
	end: number,
): ExcerptPart[] {
	const parts: ExcerptPart[] = [];
	const push = (text: string, mark: boolean) => {
		const last = parts.at(-1);
		if (last && last.mark === mark) last.text += text;
		else parts.push({ text, mark });
	};
	const sentenceStart = start === 0 || endsSentence(words[start - 1] ?? '');
	if (!sentenceStart) push('… ', false);
	let first = true;
	for (let i = start; i < end; i++) {
		const word = words[i];
		if (!word) continue;
		if (!first) push(' ', false);
		first = false;
		push(word, matches.has(i));
	}
	if (end < words.length) push(' …', false);
	return parts;
}
