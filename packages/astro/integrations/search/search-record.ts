/**
 * What the search index was fed in the last build, kept in the site's cache folder: each page's
 * path, address, cache key and searchable HTML, in the order Pagefind read them. An incremental
 * build sends the pages Astro reuses from this record while it renders the others (see
 * search-replay.ts), so Pagefind indexes on the machine's other core instead of reading every
 * page again after the build.
 *
 * `pages.json` lists the pages; each page's HTML is a file named by its hash, so a build writes
 * only the pages that changed, and reads the others one at a time (no build holds a whole
 * site's HTML). The list is replaced once the index is written; files it no longer names are
 * then deleted.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';

/** One page as the search index read it. */
export interface RecordedPage {
	/** The page's path without base and slashes (`reference/x`, `` for the home page). */
	path: string;
	/** Its address in the index. */
	url: string;
	/** The page's cache key in that build (utils/incremental/), if it had one. */
	key: string | undefined;
	/** What Pagefind was given (searchable-html.ts). */
	html: string;
}

/** A page in the list: its HTML by the name of its file. */
type ListedPage = Omit<RecordedPage, 'html'> & { file: string };

const VERSION = 1;

function readList(dir: URL): ListedPage[] {
	try {
		const list = JSON.parse(readFileSync(new URL('pages.json', dir), 'utf8'));
		return list.version === VERSION && Array.isArray(list.pages) ? list.pages : [];
	} catch {
		return [];
	}
}

/** Reads the last build's record in `dir` page by page; `undefined` at its end. */
export function openRecord(dir: URL): () => Promise<RecordedPage | undefined> {
	const pages = existsSync(dir) ? readList(dir) : [];
	let next = 0;
	return async () => {
		const listed = pages[next++];
		if (!listed) return undefined;
		const { file, ...page } = listed;
		try {
			return { ...page, html: await readFile(new URL(file, dir), 'utf8') };
		} catch {
			// A page file gone: the record ends here, and the build indexes the rest as it comes.
			next = pages.length;
			return undefined;
		}
	};
}

/** Writes this build's record in `dir`; the last one stays until `commit`. */
export function createRecordWriter(dir: URL) {
	const previous = new Set(readList(dir).map(({ file }) => file));
	const pages: ListedPage[] = [];
	const writes: Promise<unknown>[] = [];
	const opened = mkdir(dir, { recursive: true });
	return {
		write({ html, ...page }: RecordedPage) {
			const file = `${createHash('sha1').update(html).digest('hex')}.html`;
			pages.push({ ...page, file });
			if (previous.has(file)) return;
			previous.add(file);
			writes.push(opened.then(() => writeFile(new URL(file, dir), html)));
		},
		/** Forgets what was written, to write the record again from its start. */
		restart() {
			pages.length = 0;
		},
		/** Makes what was written the record the next build reads. */
		async commit() {
			await Promise.all(writes);
			const list = new URL('pages.json.next', dir);
			await writeFile(list, JSON.stringify({ version: VERSION, pages }));
			await rename(list, new URL('pages.json', dir));
			const kept = new Set(pages.map(({ file }) => file));
			const stale = (await readdir(dir)).filter(
				(name) => name.endsWith('.html') && !kept.has(name),
			);
			await Promise.all(stale.map((name) => rm(new URL(name, dir), { force: true })));
		},
		/** Leaves the last build's record as it was (a build that failed records nothing). */
		async discard() {
			await Promise.all(writes);
		},
	};
}

/** A record writer's methods. */
export type RecordWriter = ReturnType<typeof createRecordWriter>;
