/**
 * Whether a build may reuse pages from the last one (Astro's `experimental.incrementalBuild`,
 * with the keys of page-keys.ts). Safe by default: only a build of Trydocs' own routes with
 * integrations known not to read pages as they render, without a middleware of the site's own
 * (Astro runs none for a reused page), static and not told otherwise. Astro itself renders
 * every page again when the config or the lockfile changed, on `--force`, or without its cache
 * folder (`cacheDir`).
 */
import { existsSync } from 'node:fs';
import type { AstroConfig } from 'astro';

/** Integrations whose hooks do not depend on each page being rendered in this build. */
const KNOWN_INTEGRATIONS = /^(@trydocs\/|@astrojs\/(mdx|preact|react|sitemap)$)/;

/** Why the build renders every page, or `undefined` when it may reuse them. */
export function getFullBuildReason(
	config: AstroConfig,
	command: string,
	env: NodeJS.ProcessEnv,
): string | undefined {
	if (command !== 'build') return 'not a build';
	if (env.TRYDOCS_INCREMENTAL === '0') return 'TRYDOCS_INCREMENTAL=0';
	if (config.output !== 'static' || config.adapter) return 'the site has an adapter';
	if (config.build.format !== 'directory') return 'build.format is not `directory`';
	// The search index is fed pages in the order they render: one at a time, that is the order.
	if (config.build.concurrency > 1) return 'build.concurrency is over 1';
	const other = config.integrations.find(({ name }) => !KNOWN_INTEGRATIONS.test(name));
	if (other) return `the site uses ${other.name}`;
	const middleware = ['ts', 'js', 'mjs', 'mts'].some((ext) =>
		existsSync(new URL(`middleware.${ext}`, config.srcDir)),
	);
	if (middleware || existsSync(new URL('middleware/', config.srcDir))) {
		return 'the site has a middleware';
	}
	return undefined;
}
