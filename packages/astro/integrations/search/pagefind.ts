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

/**
 * Hands `add` every page of the build `passed` does not name (rendered or reused), read from
 * `dir`, in the build's order; a page rendered that is not in its list (an endpoint's HTML) last.
 */
async function addInOrder(
	dir: URL,
	built: Array<{ pathname: string }>,
	seen: { added: Set<string>; passed: Set<string> },
	prefix: string,
	add: SearchCollector['add'],
) {
	const paths = built.map(({ pathname }) => pageKey(prefix, pathname));
	const listed = new Set(paths);
	const unlisted = [...seen.added].filter((path) => !listed.has(path));
	for (const path of [...paths, ...unlisted]) {
		if (seen.passed.has(path)) continue;
		const file = /\.html$/.test(path) ? path : `${path ? `${path}/` : ''}index.html`;
		await add(`${prefix}/${path ? `${path}/` : ''}`, await readFile(new URL(file, dir)));
	}
}

/**
 * Starts collecting the pages of a build under `base`. A page's address in the index is its
 * folder, as Pagefind names `reference/x/index.html` when it reads files (`/reference/x/`);
 * the search dialog puts `base` in front.
 */
export function startSearchIndex(base: string): SearchIndexer {
	const prefix = base.replace(/\/$/, '');
	let index: Promise<PagefindIndex> | undefined;
	const pending: Promise<void>[] = [];
	const errors: string[] = [];
	// The pages the middleware handed over, and those it saw and passed, by their path without
	// `base` and slashes (see pageKey).
	const added = new Set<string>();
	const passed = new Set<string>();
	// Pages handed over and not yet read by Pagefind are held in memory: past a few, the build
	// waits for Pagefind rather than queue a whole site's HTML.
	let inFlight = 0;
	const waiting: Array<() => void> = [];
	const collector: SearchCollector = {
		pass(pathname) {
			passed.add(pageKey(prefix, pathname));
		},
		async add(pathname, page) {
			added.add(pageKey(prefix, pathname));
			const end = beginPhase('search');
			while (inFlight >= MAX_IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
			inFlight++;
			index ??= openIndex();
			const path = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
			const url = path.endsWith('/') ? path : `${path}/`;
			pending.push(
				index
					.then((opened) => opened.addHTMLFile({ url, content: searchableHtml(page) }))
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
	};
	setShared('search', collector);
	/** A page of the build that no middleware saw: the build reused it from its cache. */
	const isReused = (path: string) => !added.has(path) && !passed.has(path);
	return {
		async finish(dir, logger, built = []) {
			const started = performance.now();
			setShared('search', undefined);
			// A build that reused pages indexes every page again, in the build's order: Pagefind's
			// files depend on the order pages come in, and must be those of a clean build.
			if (index && built.some(({ pathname }) => isReused(pageKey(prefix, pathname)))) {
				await Promise.all(pending);
				await (await index).deleteIndex();
				pending.length = 0;
				index = undefined;
				await addInOrder(dir, built, { added, passed }, prefix, collector.add);
			}
			try {
				let pages = pending.length;
				const opened = await (index ?? openIndex());
				if (index) {
					await Promise.all(pending);
					if (errors.length > 0) throw new Error(errors.join('\n'));
				} else {
					const read = await opened.addDirectory({ path: fileURLToPath(dir) });
					if (read.errors.length > 0) throw new Error(read.errors.join('\n'));
					pages = read.page_count;
				}
				const written = await opened.writeFiles({
					outputPath: fileURLToPath(new URL('pagefind/', dir)),
				});
				if (written.errors.length > 0) throw new Error(written.errors.join('\n'));
				const seconds = ((performance.now() - started) / 1000).toFixed(2);
				logger.info(`Search index of ${pages} pages written ${seconds} s after the last page.`);
			} catch (cause) {
				throw new Error(`Pagefind could not build the search index: ${(cause as Error).message}`, {
					cause,
				});
			} finally {
				await pagefind.close();
			}
		},
	};
}
