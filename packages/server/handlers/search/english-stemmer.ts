/**
 * The Snowball English stemmer ("Porter2"), as of Snowball 3.0: the stemmer Pagefind's English
 * index was built with, so a query word stems to the same key the index holds (`configuring` and
 * `configured` both to `configur`). Snowball 3.0 added `emerg`, `inter`, `later`, `organ`,
 * `past` and `univers` to the prefixes whose first region is fixed, handles `succeed`, `proceed`,
 * `exceed`, `inning`-like words and `dying`-like words in step 1b, and strips `-ogist`, `-fulli`
 * and `-lessli` in step 2. Written from the algorithm's published description; checked against
 * the keys of a real Pagefind index in pagefind-search.test.ts.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);
const VALID_LI = new Set(['c', 'd', 'e', 'g', 'h', 'k', 'm', 'n', 'r', 't']);

/** Whole words with a fixed stem (and the words that stay as they are). */
const EXCEPTIONS = new Map<string, string>(
	Object.entries({
		skis: 'ski',
		skies: 'sky',
		idly: 'idl',
		gently: 'gentl',
		ugly: 'ugli',
		early: 'earli',
		only: 'onli',
		singly: 'singl',
		sky: 'sky',
		news: 'news',
		howe: 'howe',
		atlas: 'atlas',
		cosmos: 'cosmos',
		bias: 'bias',
		andes: 'andes',
	}),
);

/** Prefixes that end the first region where they end (`generous` keeps `gener`). */
const REGION_PREFIXES = [
	'univers',
	'commun',
	'arsen',
	'emerg',
	'gener',
	'inter',
	'later',
	'organ',
	'past',
];

const STEP_2: Array<[string, string]> = [
	['ization', 'ize'],
	['ational', 'ate'],
	['iveness', 'ive'],
	['fulness', 'ful'],
	['ousness', 'ous'],
	['tional', 'tion'],
	['biliti', 'ble'],
	['lessli', 'less'],
	['entli', 'ent'],
	['ation', 'ate'],
	['alism', 'al'],
	['aliti', 'al'],
	['ousli', 'ous'],
	['iviti', 'ive'],
	['fulli', 'ful'],
	['ogist', 'og'],
	['enci', 'ence'],
	['anci', 'ance'],
	['abli', 'able'],
	['izer', 'ize'],
	['ator', 'ate'],
	['alli', 'al'],
	['bli', 'ble'],
	['ogi', 'og'],
	['li', ''],
];

const STEP_3: Array<[string, string]> = [
	['ational', 'ate'],
	['tional', 'tion'],
	['alize', 'al'],
	['icate', 'ic'],
	['iciti', 'ic'],
	['ative', ''],
	['ical', 'ic'],
	['ness', ''],
	['ful', ''],
];

const STEP_4 = [
	'ement',
	'ance',
	'ence',
	'able',
	'ible',
	'ment',
	'ant',
	'ent',
	'ism',
	'ate',
	'iti',
	'ous',
	'ive',
	'ize',
	'ion',
	'al',
	'er',
	'ic',
];

const isVowel = (char: string | undefined) => char !== undefined && VOWELS.has(char);

/** The stem of a lower-case English word. */
export function stemEnglish(input: string): string {
	const exception = EXCEPTIONS.get(input);
	if (exception !== undefined) return exception;
	if ([...input].length < 3) return input;
	let word = input.startsWith("'") ? input.slice(1) : input;
	// `y` that is a consonant (first letter, or after a vowel) is `Y` while stemming.
	const chars = [...word];
	let foundY = false;
	for (let index = 0; index < chars.length; index++) {
		if (chars[index] === 'y' && (index === 0 || isVowel(chars[index - 1]))) {
			chars[index] = 'Y';
			foundY = true;
		}
	}
	word = chars.join('');
	const { r1, r2 } = markRegions(word);
	const regions = { r1, r2 };
	word = step1a(word);
	word = step1b(word, regions);
	word = step1c(word);
	word = step2(word, regions);
	word = step3(word, regions);
	word = step4(word, regions);
	word = step5(word, regions);
	return foundY ? word.replaceAll('Y', 'y') : word;
}

interface Regions {
	/** Where R1 starts (an index into the word); past the end when empty. */
	r1: number;
	r2: number;
}

/** Where the region after the first non-vowel following a vowel starts, from `from`. */
function regionAfter(word: string, from: number): number {
	let index = from;
	while (index < word.length && !isVowel(word[index])) index++;
	while (index < word.length && isVowel(word[index])) index++;
	return Math.min(index + 1, word.length);
}

function markRegions(word: string): Regions {
	const prefix = REGION_PREFIXES.find((candidate) => word.startsWith(candidate));
	const r1 = prefix ? prefix.length : regionAfter(word, 0);
	return { r1, r2: r1 >= word.length ? word.length : regionAfter(word, r1) };
}

/**
 * Whether `word` ends in a short syllable: a non-vowel (not w, x or Y), a vowel and a non-vowel;
 * a vowel and a non-vowel that make the whole word; or `past`.
 */
function endsShort(word: string): boolean {
	const [a, b, c] = [word.at(-3), word.at(-2), word.at(-1)];
	if (c !== undefined && !isVowel(c) && isVowel(b)) {
		if (word.length === 2) return true;
		if (a !== undefined && !isVowel(a) && !['w', 'x', 'Y'].includes(c)) return true;
	}
	return word.endsWith('past');
}

function step1a(input: string): string {
	let word = input;
	for (const suffix of ["'s'", "'s", "'"]) {
		if (word.endsWith(suffix)) {
			word = word.slice(0, -suffix.length);
			break;
		}
	}
	if (word.endsWith('sses')) return `${word.slice(0, -4)}ss`;
	if (word.endsWith('ied') || word.endsWith('ies')) {
		const stem = word.slice(0, -3);
		return stem.length > 1 ? `${stem}i` : `${stem}ie`;
	}
	if (word.endsWith('us') || word.endsWith('ss')) return word;
	if (word.endsWith('s')) {
		// Deleted when a vowel stands before the letter before the `s` (`gaps`, not `gas`).
		const before = word.slice(0, -2);
		return [...before].some(isVowel) ? word.slice(0, -1) : word;
	}
	return word;
}

function step1b(word: string, regions: Regions): string {
	for (const suffix of ['eedly', 'eed']) {
		if (!word.endsWith(suffix)) continue;
		const stem = word.slice(0, -suffix.length);
		if (stem.length < regions.r1 || ['succ', 'proc', 'exc'].includes(stem)) return word;
		return `${stem}ee`;
	}
	const suffix = ['ingly', 'edly', 'ing', 'ed'].find((ending) => word.endsWith(ending));
	if (!suffix) return word;
	const stem = word.slice(0, -suffix.length);
	if (suffix === 'ing') {
		// `dying` is `die`; `inning`, `outing`, `evening`... stay as they are.
		if (stem.length === 2 && stem[1] === 'y' && !isVowel(stem[0])) return `${stem[0]}ie`;
		if (['even', 'cann', 'inn', 'earr', 'herr', 'out'].includes(stem)) return word;
	}
	if (![...stem].some(isVowel)) return word;
	if (/(?:at|bl|iz)$/.test(stem)) return `${stem}e`;
	if (/(?:bb|dd|ff|gg|mm|nn|pp|rr|tt)$/.test(stem)) {
		// `add` (a, e or o before a double at the word's start) keeps its double.
		if (stem.length === 3 && 'aeo'.includes(stem[0] as string)) return stem;
		return stem.slice(0, -1);
	}
	if (stem.length === regions.r1 && endsShort(stem)) return `${stem}e`;
	return stem;
}

function step1c(word: string): string {
	const last = word.at(-1);
	if ((last === 'y' || last === 'Y') && word.length > 2 && !isVowel(word.at(-2))) {
		return `${word.slice(0, -1)}i`;
	}
	return word;
}

/**
 * The first suffix of `rules` (in their order) that `word` ends with, and the
 * stem before it, when that suffix lies in R1 (the rule of steps 2 and 3).
 */
function findR1Suffix(
	word: string,
	rules: ReadonlyArray<readonly [string, string]>,
	regions: Regions,
): { suffix: string; replacement: string; stem: string } | undefined {
	const rule = rules.find(([suffix]) => word.endsWith(suffix));
	if (!rule) return undefined;
	const [suffix, replacement] = rule;
	const stem = word.slice(0, -suffix.length);
	return stem.length < regions.r1 ? undefined : { suffix, replacement, stem };
}

function step2(word: string, regions: Regions): string {
	const found = findR1Suffix(word, STEP_2, regions);
	if (!found) return word;
	const { suffix, replacement, stem } = found;
	if (suffix === 'ogi' && !stem.endsWith('l')) return word;
	if (suffix === 'li' && !VALID_LI.has(stem.at(-1) as string)) return word;
	return stem + replacement;
}

function step3(word: string, regions: Regions): string {
	const found = findR1Suffix(word, STEP_3, regions);
	if (!found) return word;
	const { suffix, replacement, stem } = found;
	if (suffix === 'ative' && stem.length < regions.r2) return word;
	return stem + replacement;
}

function step4(word: string, regions: Regions): string {
	const suffix = STEP_4.find((ending) => word.endsWith(ending));
	if (!suffix) return word;
	const stem = word.slice(0, -suffix.length);
	if (stem.length < regions.r2) return word;
	if (suffix === 'ion' && !/[st]$/.test(stem)) return word;
	return stem;
}

function step5(word: string, regions: Regions): string {
	const stem = word.slice(0, -1);
	if (word.endsWith('e')) {
		if (stem.length >= regions.r2) return stem;
		if (stem.length >= regions.r1 && !endsShort(stem)) return stem;
		return word;
	}
	if (word.endsWith('l') && stem.length >= regions.r2 && stem.endsWith('l')) return stem;
	return word;
}
