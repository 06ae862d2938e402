/**
 * The part of every page's cache key that is the same for the whole build: Trydocs' and Astro's
 * versions, the integration's options and the site's public files (the head links the favicon it
 * finds there). Computed by the integration, handed to the pages in `virtual:trydocs/config`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createHasher, UnhashableError } from './hash.ts';

const require = createRequire(import.meta.url);

function readVersion(packageJson: string): string {
	return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: string }).version ?? '?';
}

/** The names of the files of the site's public folder (its favicon decides the head). */
function listPublicFiles(root: string): string[] {
	try {
		return readdirSync(join(root, 'public'), { recursive: true }).map(String).sort();
	} catch {
		return [];
	}
}

/** The versions of Trydocs and Astro that build the site. */
export function readVersions(): { trydocs: string; astro: string } {
	return {
		trydocs: readVersion(require.resolve('../../package.json')),
		astro: readVersion(require.resolve('astro/package.json')),
	};
}

/**
 * The build's key, or `null` when the options hold what cannot be hashed for sure (a function):
 * then no page has a key, and every page is rendered.
 */
export function getBuildKey(
	root: string,
	options: unknown,
	versions = readVersions(),
): string | null {
	try {
		return createHasher()({ versions, options, public: listPublicFiles(root) });
	} catch (error) {
		if (error instanceof UnhashableError) return null;
		throw error;
	}
}
