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
	/** Writes the index to `pagefind/` in `dir` (the build's client folder). */
	finish(dir: URL, logger: AstroIntegrationLogger): Promise<void>;
}

/** Pages handed to Pagefind and not yet indexed, at most. */
const MAX_IN_FLIGHT = 8;

async function openIndex(): Promise<PagefindIndex> {
	const { index, errors } = await pagefind.createIndex({});
	if (!index) throw new Error(errors.join('\n'));
	return index;
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
	// Pages handed over and not yet read by Pagefind are held in memory: past a few, the build
	// waits for Pagefind rather than queue a whole site's HTML.
	let inFlight = 0;
	const waiting: Array<() => void> = [];
	const collector: SearchCollector = {
		async add(pathname, page) {
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
						(added) => void errors.push(...added.errors),
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

	return {
		async finish(dir, logger) {
			const started = performance.now();
			setShared('search', undefined);
			try {
				let pages = pending.length;
				const opened = await (index ?? openIndex());
				if (index) {
					await Promise.all(pending);
					if (errors.length > 0) throw new Error(errors.join('\n'));
				} else {
					const added = await opened.addDirectory({ path: fileURLToPath(dir) });
					if (added.errors.length > 0) throw new Error(added.errors.join('\n'));
					pages = added.page_count;
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
