/**
 * Search: Pagefind indexes the built pages (only `<main data-pagefind-body>` of each page) and
 * writes its index and browser code to `pagefind/` beside the pages. The search dialog
 * (client/search.ts) loads that code on demand.
 *
 * Pagefind runs in a process of its own. So that it indexes while Astro is still rendering (on
 * the machine's other cores), each prerendered page is handed to it as soon as it is rendered,
 * by a middleware (`search-middleware.ts`) that finds the collector below in the registry
 * (registry.ts: the middleware runs in the rendered pages' module graph). When no
 * page came that way, the built files are read after the build instead.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import * as pagefind from 'pagefind';
import { setShared } from '../../registry.ts';
import { beginPhase } from '../../utils/timings/timings.ts';
import type { SearchCollector } from './search-collector.ts';
import { createRecordWriter, openRecord, type RecordWriter } from './search-record.ts';
import { createReplay } from './search-replay.ts';
import { searchableHtml } from './searchable-html.ts';

type PagefindIndex = NonNullable<Awaited<ReturnType<typeof pagefind.createIndex>>['index']>;

/** The search index of one build: pages are added while they render, then it is written. */
export interface SearchIndexer {
	/**
	 * Writes the index to `pagefind/` in `dir` (the build's client folder). `pages` are the
	 * build's pages (`astro:build:done`'s): those it reused from its cache, which no middleware
	 * saw, are read from `dir` (utils/incremental/).
	 */
	finish(
		dir: URL,
		logger: AstroIntegrationLogger,
		pages?: Array<{ pathname: string }>,
	): Promise<void>;
}

/** Pages handed to Pagefind and not yet indexed, at most. */
const MAX_IN_FLIGHT = 8;

async function openIndex(): Promise<PagefindIndex> {
	const { index, errors } = await pagefind.createIndex({});
	if (!index) throw new Error(errors.join('\n'));
	return index;
}

/** A page's path without `base` (`prefix`) and slashes: `reference/x`, `` for the home page. */
function pageKey(prefix: string, pathname: string): string {
	const path = prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
	return path.replace(/^\/+|\/+$/g, '');
}

/** A page's address in the index: its folder, as Pagefind names it when it reads files. */
function pageUrl(prefix: string, pathname: string): string {
	const path = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
	return path.endsWith('/') ? path : `${path}/`;
}

/**
 * One Pagefind index, fed in order with at most MAX_IN_FLIGHT pages waiting: past a few, the
 * build waits for Pagefind rather than queue a whole site's HTML. Each page sent is written to
 * `record` too, for the next build.
 */
function createFeed(record: RecordWriter | undefined, keys: Map<string, string | undefined>) {
	let index: Promise<PagefindIndex> | undefined;
	const pending: Promise<void>[] = [];
	const errors: string[] = [];
	const sent: string[] = [];
	let inFlight = 0;
	const waiting: Array<() => void> = [];
	return {
		/** The paths sent, in order. */
		sent,
		get opened() {
			return index;
		},
		async send(page: { path: string; url: string; html: string }) {
			const end = beginPhase('search');
			while (inFlight >= MAX_IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
			inFlight++;
			index ??= openIndex();
			sent.push(page.path);
			record?.write({ ...page, key: keys.get(page.path) });
			const { url, html } = page;
			pending.push(
				index
					.then((opened) => opened.addHTMLFile({ url, content: html }))
					.then(
						(result) => void errors.push(...result.errors),
						(cause: Error) => void errors.push(`${url}: ${cause.message}`),
					)
					.finally(() => {
						inFlight--;
						waiting.shift()?.();
					}),
			);
			end();
		},
		/** Waits for every page sent; throws what Pagefind reported of them. */
		async settle() {
			await Promise.all(pending);
			if (errors.length > 0) throw new Error(errors.join('\n'));
		},
		/** Forgets every page sent, to start again. */
		async reset() {
			await Promise.all(pending);
			await (await index)?.deleteIndex();
			index = undefined;
			pending.length = 0;
			errors.length = 0;
			sent.length = 0;
		},
	};
}

type Feed = ReturnType<typeof createFeed>;

/**
 * Sends `feed` every page of the build (rendered or reused), read from `dir`, in the build's
 * order; a page rendered that is not in its list (an endpoint's HTML) last.
 */
async function addInOrder(
	dir: URL,
	built: Array<{ pathname: string }>,
	seen: { added: Set<string>; passed: Set<string> },
	prefix: string,
	feed: Feed,
) {
	const paths = built.map(({ pathname }) => pageKey(prefix, pathname));
	const listed = new Set(paths);
	const unlisted = [...seen.added].filter((path) => !listed.has(path));
	for (const path of [...paths, ...unlisted]) {
		if (seen.passed.has(path)) continue;
		const file = /\.html$/.test(path) ? path : `${path ? `${path}/` : ''}index.html`;
		const html = searchableHtml(await readFile(new URL(file, dir)));
		await feed.send({ path, url: pageUrl(prefix, `${prefix}/${path ? `${path}/` : ''}`), html });
	}
}

/**
 * Starts collecting the pages of a build under `base`. A page's address in the index is its
 * folder, as Pagefind names `reference/x/index.html` when it reads files (`/reference/x/`);
 * the search dialog puts `base` in front. With `cache` (a build that may reuse pages), what the
 * index reads is recorded there, and the last build's record is replayed (search-replay.ts).
 */
export function startSearchIndex(base: string, cache?: URL): SearchIndexer {
	const prefix = base.replace(/\/$/, '');
	// The pages the middleware handed over, and those it saw and passed, by their path without
	// `base` and slashes (see pageKey); the HTML pages' cache keys, by the same path.
	const added = new Set<string>();
	const passed = new Set<string>();
	const keys = new Map<string, string | undefined>();
	const record = cache && createRecordWriter(cache);
	const feed = createFeed(record, keys);
	const replay = cache && createReplay(openRecord(cache), feed, keys);
	const collector: SearchCollector = {
		expect(path, key) {
			keys.set(path, key);
			void replay?.pump();
		},
		pass(pathname) {
			passed.add(pageKey(prefix, pathname));
		},
		async add(pathname, page) {
			const path = pageKey(prefix, pathname);
			added.add(path);
			const entry = { path, url: pageUrl(prefix, pathname), html: searchableHtml(page) };
			if (replay) replay.deliver(entry);
			else await feed.send(entry);
		},
	};
	setShared('search', collector);
	/** A page of the build that no middleware saw: the build reused it from its cache. */
	const isReused = (path: string) => !added.has(path) && !passed.has(path);
	return {
		async finish(dir, logger, built = []) {
			const started = performance.now();
			setShared('search', undefined);
			const paths = built.map(({ pathname }) => pageKey(prefix, pathname));
			const replayed = replay && (await replay.finish({ paths, added, passed }));
			// Unless the replay sent what a clean build sends, a build that reused pages indexes
			// every page again, in the build's order: Pagefind's files depend on the order pages
			// come in, and must be those of a clean build.
			if (replay ? !replayed : feed.opened && paths.some(isReused)) {
				await feed.reset();
				await record?.restart();
				await addInOrder(dir, built, { added, passed }, prefix, feed);
			}
			try {
				let pages = feed.sent.length;
				const opened = await (feed.opened ?? openIndex());
				if (feed.opened) {
					await feed.settle();
				} else {
					const read = await opened.addDirectory({ path: fileURLToPath(dir) });
					if (read.errors.length > 0) throw new Error(read.errors.join('\n'));
					pages = read.page_count;
				}
				const written = await opened.writeFiles({
					outputPath: fileURLToPath(new URL('pagefind/', dir)),
				});
				if (written.errors.length > 0) throw new Error(written.errors.join('\n'));
				await record?.commit();
				const seconds = ((performance.now() - started) / 1000).toFixed(2);
				logger.info(
					`Search index of ${pages} pages written ${seconds} s after the last page${replayed && feed.sent.length > added.size ? `, ${feed.sent.length - added.size} of them reused and read from the last build's record while it rendered` : ''}.`,
				);
			} catch (cause) {
				await record?.discard();
				throw new Error(`Pagefind could not build the search index: ${(cause as Error).message}`, {
					cause,
				});
			} finally {
				await pagefind.close();
			}
		},
	};
}
