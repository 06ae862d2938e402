/**
 * Search: after the build, Pagefind indexes the built HTML (only `<main data-pagefind-body>` of
 * each page) and writes its index and browser code to `pagefind/` beside the pages. The search
 * dialog (client/search.ts) loads that code on demand.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import * as pagefind from 'pagefind';

/** Builds the Pagefind index of the static pages in `dir` (the build's client folder). */
export async function buildSearchIndex(dir: URL, logger: AstroIntegrationLogger): Promise<void> {
	const started = performance.now();
	try {
		const { index, errors } = await pagefind.createIndex({});
		if (!index) throw new Error(errors.join('\n'));
		const added = await index.addDirectory({ path: fileURLToPath(dir) });
		if (added.errors.length > 0) throw new Error(added.errors.join('\n'));
		const written = await index.writeFiles({
			outputPath: fileURLToPath(new URL('pagefind/', dir)),
		});
		if (written.errors.length > 0) throw new Error(written.errors.join('\n'));
		const seconds = ((performance.now() - started) / 1000).toFixed(2);
		logger.info(`Search index of ${added.page_count} pages built in ${seconds} s.`);
	} catch (cause) {
		throw new Error(`Pagefind could not build the search index: ${(cause as Error).message}`, {
			cause,
		});
	} finally {
		await pagefind.close();
	}
}
