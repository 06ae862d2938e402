/**
 * Pagefind's index as its browser client reads it, in plain TypeScript so it runs on any host
 * (Workers cannot compile Pagefind's WebAssembly at run time): `pagefind-entry.json` names each
 * language's metadata file (`pagefind.<hash>.pf_meta`: the pages, their word counts and the
 * index chunks' word ranges); `index/<hash>.pf_index` chunks map each (stemmed) word to the
 * pages and word positions it is at, with the weight of each position (a heading's words weigh
 * more); `fragment/<hash>.pf_fragment` holds a page's URL, title, text and anchors. Every file
 * but the entry is gzip (or plain) with a `pagefind_dcd` signature before CBOR or JSON.
 */
import { type CborValue, decodeCbor } from './cbor.ts';

/** Reads a file of the site's `pagefind/` folder by its path in it (`index/en_1.pf_index`). */
export type ReadPagefindFile = (path: string) => Promise<Uint8Array | undefined>;

/** One page the word is on: its positions, each with the weight of the text it is in. */
export interface PageWord {
	page: number;
	/** `[weight, position]`: weight 25 is body text, more in headings. */
	locations: Array<[number, number]>;
	/** `[meta field, position]`: where the word is in the page's metadata (its title...). */
	metaLocations: Array<[number, number]>;
}

/** A word of the index: its pages, and those of its forms with other diacritics. */
export interface WordData {
	pages: PageWord[];
	variants: Array<{ form: string; pages: PageWord[] }>;
}

/** A page as the metadata lists it. */
export interface IndexedPage {
	hash: string;
	wordCount: number;
	/** The fragment group file holding its fragment (Pagefind 1.6), or `''` for its own file. */
	group: string;
}

/** One language's index, ready to search; chunks and fragments are read when asked for. */
export interface PagefindIndex {
	language: string;
	/** The stemmer the index was built with (`en`), or `unknown`. */
	stemmer: string;
	/** Characters that are part of words although Unicode calls them punctuation. */
	includeCharacters: string[];
	pages: IndexedPage[];
	averagePageLength: number;
	chunks: Array<{ from: string; to: string; hash: string }>;
	metaFields: string[];
	/** The words of one index chunk, read once. */
	readChunk(hash: string): Promise<Map<string, WordData>>;
	/** The fragment of one page, read once. */
	readFragment(page: IndexedPage): Promise<PagefindFragment>;
}

/** A page's fragment: what a result shows. */
export interface PagefindFragment {
	url: string;
	content: string;
	word_count: number;
	meta: Record<string, string>;
	anchors: Array<{ element: string; id: string; text?: string; title?: string; location: number }>;
}

interface EntryFile {
	version: string;
	languages: Record<string, { hash: string; wasm?: string; page_count: number }>;
	include_characters?: string[];
}

const SIGNATURE = 'pagefind_dcd';

/**
 * Opens the index of the site's main language (the one with the most pages, which is what
 * Pagefind's client falls back to); `undefined` when the site has no Pagefind index.
 */
export async function openPagefindIndex(
	read: ReadPagefindFile,
): Promise<PagefindIndex | undefined> {
	const entryBytes = await read('pagefind-entry.json');
	if (!entryBytes) return undefined;
	const entry = JSON.parse(new TextDecoder().decode(entryBytes)) as EntryFile;
	const [language, info] =
		Object.entries(entry.languages ?? {}).sort((a, b) => b[1].page_count - a[1].page_count)[0] ??
		[];
	if (!language || !info) throw new Error('pagefind-entry.json lists no language');
	const meta = asArray(
		decodeCbor(await readPacked(read, `pagefind.${info.hash}.pf_meta`)),
		'the metadata',
	);
	const pages = asArray(meta[1], 'the page list').map((item) => {
		const [hash, wordCount, group = ''] = asArray(item, 'a page');
		return { hash: String(hash), wordCount: Number(wordCount), group: String(group) };
	});
	const chunks = asArray(meta[2], 'the chunk list').map((item) => {
		const [from, to, hash] = asArray(item, 'a chunk').map(String);
		return { from: from as string, to: to as string, hash: hash as string };
	});
	const chunkCache = new Map<string, Promise<Map<string, WordData>>>();
	const groupCache = new Map<string, Promise<Record<string, PagefindFragment>>>();
	const fragmentCache = new Map<string, Promise<PagefindFragment>>();
	return {
		language,
		stemmer: info.wasm ?? 'unknown',
		includeCharacters: entry.include_characters ?? [],
		pages,
		// In 32-bit floats, as Pagefind computes it.
		averagePageLength: Math.fround(
			pages.reduce((sum, page) => Math.fround(sum + page.wordCount), 0) / (pages.length || 1),
		),
		chunks,
		metaFields: Array.isArray(meta[5]) ? meta[5].map(String) : [],
		readChunk: (hash) =>
			cached(chunkCache, hash, async () =>
				decodeChunk(await readPacked(read, `index/${hash}.pf_index`)),
			),
		readFragment: (page) =>
			cached(fragmentCache, page.hash, async () => {
				if (!page.group) {
					return JSON.parse(
						new TextDecoder().decode(await readPacked(read, `fragment/${page.hash}.pf_fragment`)),
					) as PagefindFragment;
				}
				const group = await cached(groupCache, page.group, async () =>
					JSON.parse(
						new TextDecoder().decode(await readPacked(read, `fragment/${page.group}.pf_fragment`)),
					),
				);
				const fragment = group[page.hash];
				if (!fragment) throw new Error(`fragment group ${page.group} lacks page ${page.hash}`);
				return fragment;
			}),
	};
}

/** One promise per key; a failed read is tried again next time. */
function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>) {
	let value = cache.get(key);
	if (!value) {
		value = load();
		value.catch(() => cache.delete(key));
		cache.set(key, value);
	}
	return value;
}

async function readPacked(read: ReadPagefindFile, path: string): Promise<Uint8Array> {
	const bytes = await read(path);
	if (!bytes) throw new Error(`${path} is missing`);
	return unpack(bytes, path);
}

/** The file's data after its signature, gunzipped first when it is compressed. */
async function unpack(bytes: Uint8Array, path: string): Promise<Uint8Array> {
	const data = hasSignature(bytes) ? bytes : await gunzip(bytes).catch(() => undefined);
	if (!data || !hasSignature(data)) {
		throw new Error(
			`${path} is not a Pagefind file (gzip data starting with \`${SIGNATURE}\`); build the site again to rewrite its search index.`,
		);
	}
	return data.subarray(SIGNATURE.length);
}

function hasSignature(bytes: Uint8Array): boolean {
	return new TextDecoder().decode(bytes.subarray(0, SIGNATURE.length)) === SIGNATURE;
}

/** Web Streams' gzip, which Node and workerd both have. */
async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
	const stream = new Blob([bytes as BlobPart])
		.stream()
		.pipeThrough(new DecompressionStream('gzip'));
	return new Uint8Array(await new Response(stream).arrayBuffer());
}

function asArray(value: CborValue | undefined, what: string): CborValue[] {
	if (!Array.isArray(value)) throw new Error(`${what} is not an array`);
	return value;
}

/** `[[word, pages, variants], ...]` in one fixed array. */
function decodeChunk(bytes: Uint8Array): Map<string, WordData> {
	const words = new Map<string, WordData>();
	for (const item of asArray(asArray(decodeCbor(bytes), 'a chunk')[0], 'the word list')) {
		const [word, pages, variants = []] = asArray(item, 'a word');
		words.set(String(word), {
			pages: decodePages(pages),
			variants: asArray(variants, 'the variants').map((variant) => {
				const [form, variantPages] = asArray(variant, 'a variant');
				return { form: String(form), pages: decodePages(variantPages) };
			}),
		});
	}
	return words;
}

/**
 * A word's pages: page numbers as deltas from the previous one; positions as deltas too, with a
 * negative number `-(w + 1)` setting the weight `w` of the positions after it (and restarting
 * the deltas); meta positions likewise, a negative number naming the meta field.
 */
function decodePages(value: CborValue | undefined): PageWord[] {
	let page = 0;
	return asArray(value, 'the pages of a word').map((item) => {
		const [delta, locations, metaLocations = []] = asArray(item, 'a page of a word');
		page += Number(delta);
		const result: PageWord = { page, locations: [], metaLocations: [] };
		let weight = 25;
		let position = 0;
		for (const number of asArray(locations, 'positions') as number[]) {
			if (number < 0) {
				weight = Math.min(-(number + 1), 255);
				position = 0;
			} else {
				position += number;
				result.locations.push([weight, position]);
			}
		}
		let field = 0;
		position = 0;
		for (const number of asArray(metaLocations, 'meta positions') as number[]) {
			if (number < 0) {
				field = -number - 1;
				position = 0;
			} else {
				position += number;
				result.metaLocations.push([field, position]);
			}
		}
		return result;
	});
}
