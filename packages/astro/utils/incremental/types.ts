/**
 * The types of incremental builds (this folder): a leaf the routes and the integration import.
 *
 * A page's cache key is Astro's `cacheKey` of `getStaticPaths()` (Astro's
 * `experimental.incrementalBuild`, which the integration turns on for builds): Astro skips the
 * page and restores its last output when the key, its route's module graph (templates, virtual
 * modules, the site's components and snippets), the config and the lockfile are all unchanged.
 * The key covers what the module graph cannot see: the data a page reads at render time.
 */

/** What a page reads that its route's module graph does not hold, hashed into its key. */
export interface PageKeyParts {
	/** `page`, `generated` or `markdown`: the same slug has one key per route. */
	route: string;
	slug: string;
	/** The integration's version and options, Astro's version (`virtual:trydocs/config`). */
	build: string;
	/** Everything else the page reads: its file, frontmatter, title, operation, navigation. */
	inputs: unknown[];
}
