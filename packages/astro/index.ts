import type { AstroIntegration } from 'astro';
import { startBuildTimings } from './integrations/hooks/build-timings.ts';
import { finishBuild } from './integrations/hooks/finish-build.ts';
import { startProblemSession } from './integrations/hooks/problem-session.ts';
import { setupSite } from './integrations/hooks/setup-site.ts';
import type { SiteSetup } from './integrations/hooks/types.ts';
import { type SearchIndexer, startSearchIndex } from './integrations/search/pagefind.ts';
import { parseTrydocsOptions, type TrydocsOptions } from './schemas/options.ts';
import { isStrictEnv } from './utils/problems/report-problems.ts';

export type { TrydocsOptions } from './schemas/options.ts';

/**
 * The Trydocs integration: reads docs.json, renders every page of the `docs` collection, and
 * turns pages with `openapi:` or `api:` frontmatter into endpoint pages with a playground.
 */
export default function trydocs(userOptions?: TrydocsOptions): AstroIntegration {
	// Options are validated once, here, where they enter.
	const options = parseTrydocsOptions(userOptions);
	const strict = options.strict || isStrictEnv(process.env.TRYDOCS_STRICT);
	// What `astro:config:setup` read of the site, for the hooks after it (read again on each
	// restart of `astro dev`).
	let site: SiteSetup | undefined;
	let search: SearchIndexer | undefined;
	let stopPrinting: (() => void) | undefined;
	return {
		name: '@trydocs/astro',
		hooks: {
			'astro:build:start': () => {
				// Search indexes each page as it is rendered (see integrations/search/pagefind.ts).
				search = startSearchIndex(site?.searchBase ?? '/', site?.searchCache);
			},
			'astro:config:setup': (params) => {
				// First a fresh problem list, so that reading the site records its problems anew.
				stopPrinting?.();
				const dev = params.command === 'dev';
				stopPrinting = startProblemSession(options, dev, params.logger.fork('trydocs'));
				// Then the timings, if asked for, so that reading the site is timed too.
				startBuildTimings(params, options);
				site = setupSite(params, options);
			},
			'astro:build:done': async (params) => {
				// The index the build fed is finished once, by this build.
				const built = search;
				search = undefined;
				await finishBuild(params, { site, search: built, options, strict });
			},
			'astro:server:setup': ({ server }) => {
				if (site) server.middlewares.use(site.staticFiles.middleware);
			},
		},
	};
}
