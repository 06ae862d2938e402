/**
 * The types the integration's hooks share (index.ts and this folder): a leaf they import, so no
 * circle forms through them.
 */
import type { AstroConfig } from 'astro';
import type { AgentsSwitches } from '../../schemas/agents.ts';
import type { createStaticFilesHooks } from '../../utils/pages/mintlify-site.ts';

/** Where the sitemap's URLs point: the site's address, base and trailing slash. */
export interface SitemapTarget {
	url: string;
	base: string;
	trailingSlash: AstroConfig['trailingSlash'];
}

/** What `astro:config:setup` learns of the site that the hooks after it need. */
export interface SiteSetup {
	/** A Mintlify repository's images, served in dev and copied beside the built pages. */
	staticFiles: ReturnType<typeof createStaticFilesHooks>;
	outDir: string;
	/** `null` when the site has no address, or a sitemap integration of its own. */
	sitemap: SitemapTarget | null;
	/** The base the search index links pages under. */
	searchBase: string;
	/**
	 * Where the search index records what it read, for the next build to replay
	 * (integrations/search/search-record.ts); only in builds that may reuse pages.
	 */
	searchCache: URL | undefined;
	agents: AgentsSwitches;
}
