/**
 * An incremental build's search feed (pagefind.ts): Pagefind must read the pages in a clean
 * build's order, but Astro renders only the pages that changed and no middleware sees the ones
 * it reuses. So the last build's record (search-record.ts) is replayed in its order while the
 * build renders: a page whose cache key is this build's (Astro reuses it) is sent as recorded,
 * a page the build renders is sent when it comes, and the replay waits for whichever comes
 * next. At the end, `finish` says whether what was sent is what a clean build sends; when in any
 * doubt it is not, and the caller indexes every page again from the built files.
 */
import { createHash } from 'node:crypto';
import type { RecordedPage } from './search-record.ts';

/** A page as it is sent to Pagefind. */
export interface SearchPage {
	path: string;
	url: string;
	html: string;
}

/** Where the replay sends pages, in order. */
interface ReplayFeed {
	send(page: SearchPage): Promise<void>;
	/** The paths sent, in order. */
	sent: string[];
}

/** What a build knows of its pages when it finishes. */
export interface BuiltPages {
	/** The build's pages by path, in its order (`astro:build:done`'s). */
	paths: string[];
	/** The pages a middleware saw rendered: handed to the index, and passed (not for it). */
	added: Set<string>;
	passed: Set<string>;
}

const digest = (page: SearchPage) =>
	createHash('sha1').update(page.url).update('\0').update(page.html).digest('base64');

/** Whether `sent` is what a clean build of `built` sends: every page, in the build's order. */
function isCleanOrder(sent: string[], { paths, added, passed }: BuiltPages): boolean {
	const position = new Map(paths.map((path, index) => [path, index]));
	const sentSet = new Set(sent);
	let last = -1;
	let unlisted = false;
	for (const path of sent) {
		const index = position.get(path);
		if (passed.has(path)) return false;
		if (index === undefined) {
			// A page rendered that the build does not list (an endpoint's HTML) comes last.
			if (!added.has(path)) return false;
			unlisted = true;
			continue;
		}
		if (unlisted || index <= last) return false;
		last = index;
	}
	return paths.every((path) => sentSet.has(path) || passed.has(path));
}

/** Replays `next` (the last build's record) into `feed`; see the file's comment. */
export function createReplay(
	next: () => Promise<RecordedPage | undefined>,
	feed: ReplayFeed,
	keys: Map<string, string | undefined>,
) {
	const delivered = new Map<string, SearchPage>();
	const replayed = new Map<string, string>();
	let current: RecordedPage | undefined;
	let ended = false;
	let doubt = false;
	let running: Promise<void> | undefined;
	let again = false;

	/** The page to send next, or `undefined` when the replay must wait for the build. */
	async function take(): Promise<SearchPage | undefined> {
		if (!current && !ended) {
			current = await next();
			ended = current === undefined;
		}
		if (!current) {
			// Past the record's end, pages go in the order they come, as in a clean build.
			const first = delivered.values().next();
			if (first.done) return undefined;
			delivered.delete(first.value.path);
			return first.value;
		}
		const { path, key, url, html } = current;
		const page = delivered.get(path);
		if (page) {
			delivered.delete(path);
			current = undefined;
			return page;
		}
		if (key === undefined || !keys.has(path) || keys.get(path) !== key) return undefined;
		current = undefined;
		const recorded = { path, url, html };
		replayed.set(path, digest(recorded));
		return recorded;
	}

	async function run() {
		for (;;) {
			again = false;
			for (let page = await take(); page; page = await take()) await feed.send(page);
			// Cleared in the same step as the last look, so that no call in between is lost.
			if (!again) {
				running = undefined;
				return;
			}
		}
	}

	/** Sends what can be sent now; a call while sending is taken up by the run under way. */
	function pump(): Promise<void> {
		if (running) {
			again = true;
			return running;
		}
		running = run();
		return running;
	}

	return {
		pump,
		/** A page the build rendered. */
		deliver(page: SearchPage) {
			const sent = replayed.get(page.path);
			// Sent as recorded, then rendered after all: it must be what was recorded.
			if (sent !== undefined) {
				if (sent !== digest(page)) doubt = true;
				return;
			}
			delivered.set(page.path, page);
			void pump();
		},
		/** Whether the pages sent are those of a clean build of `built`, in its order. */
		async finish(built: BuiltPages): Promise<boolean> {
			while (running) await running;
			await pump();
			return !doubt && ended && delivered.size === 0 && isCleanOrder(feed.sent, built);
		},
	};
}
