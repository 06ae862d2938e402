/**
 * `astro:build:done`: what is written beside the built pages (a Mintlify repository's images,
 * llms-full.txt, the search index, the sitemap, precompressed copies), then the problems.
 */
import { fileURLToPath } from 'node:url';
import type { HookParameters } from 'astro';
import type { AgentsSwitches } from '../../schemas/agents.ts';
import type { ParsedTrydocsOptions } from '../../schemas/options.ts';
import { listProblems } from '../../utils/problems/problems.ts';
import { applyUnsupportedSpecs, reportProblems } from '../../utils/problems/report-problems.ts';
import { timePhase } from '../../utils/timings/timings.ts';
import { type SearchIndexer, startSearchIndex } from '../search/pagefind.ts';
import { printBuildTimings } from './build-timings.ts';
import { precompressFiles } from './precompress.ts';
import { writeLlmsFull } from './site-routes.ts';
import { getSitemapUrls, writeSitemap } from './sitemap.ts';
import type { SiteSetup } from './types.ts';

/** What finishing a build needs of the integration's session. */
export interface FinishBuildContext {
	/** What `astro:config:setup` learned; `undefined` if it never ran. */
	site: SiteSetup | undefined;
	/** The index the build fed page by page, if it did (see integrations/search/pagefind.ts). */
	search: SearchIndexer | undefined;
	options: ParsedTrydocsOptions;
	strict: boolean;
}

/** Writes what goes beside the built pages, in order, then reports the build's problems. */
export async function finishBuild(
	{ dir, pages, logger }: HookParameters<'astro:build:done'>,
	{ site, search, options, strict }: FinishBuildContext,
) {
	// A Mintlify repository's images go beside the pages, as Mintlify serves them.
	await site?.staticFiles.copy(dir, site.outDir);
	const llms = site?.agents && writeAgentsFiles(dir, site.agents, logger);
	// Search covers the built pages: Pagefind reads the HTML in the client folder, in its own
	// process, while llms-full.txt is written from the `.md` pages in this one.
	const index = search ?? startSearchIndex(site?.searchBase ?? '/');
	await Promise.all([
		llms,
		timePhase('search', () => index.finish(dir, logger.fork('trydocs:search'), pages)),
	]);
	if (site?.sitemap) {
		const { url, base, trailingSlash } = site.sitemap;
		await writeSitemap(dir, getSitemapUrls(pages, url, base, trailingSlash), url, base);
	}
	// After every file of the client folder is written (Pagefind's are compressed already).
	if (options.precompress) {
		const { files, bytes, brotliBytes } = await timePhase('compress', () =>
			precompressFiles(fileURLToPath(dir)),
		);
		logger
			.fork('trydocs')
			.info(
				`Precompressed ${files} files: ${formatKb(bytes)} as ${formatKb(brotliBytes)} with Brotli.`,
			);
	}
	// The site is complete: where its time went, if asked for.
	printBuildTimings(logger);
	// Last: the summary of its problems, and `strict` decides.
	const problems = applyUnsupportedSpecs(
		listProblems(),
		options.unsupportedSpecs,
		process.env.TRYDOCS_UNSUPPORTED_SPECS,
	);
	reportProblems(problems, strict, logger.fork('trydocs'));
}

/** llms-full.txt (from the `.md` pages), or a warning saying why there is none. */
async function writeAgentsFiles(
	dir: URL,
	agents: AgentsSwitches,
	logger: HookParameters<'astro:build:done'>['logger'],
) {
	if (!(await timePhase('llms', () => writeLlmsFull(dir, agents)))) {
		logger
			.fork('trydocs')
			.warn(
				"llms-full.txt was not written: the site has a llms.txt page of its own in place of Trydocs' one, which lists what llms-full.txt holds. Remove that page, or set `agents.llmsTxt: false`.",
			);
	}
}

const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
