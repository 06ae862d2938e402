/**
 * Vitest global setup of the docs site's browser tests: the built site served once for the run
 * (its `server.mjs`, as `pnpm start` serves it), which every file's `useDocsSite()` reads pages
 * from, instead of each file starting the server again (2-4 s each on a loaded machine, in the
 * project that runs one file at a time). The server keeps what it counts in the site's database
 * (`.data`), which the files shared before too; each file still opens contexts of its own.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveBuiltSite } from '@trydocs/test-utils/serve';

/** The variable through which the served docs site's URL reaches the test files. */
export const DOCS_SITE_URL_VARIABLE = 'TRYDOCS_DOCS_SITE_URL';

const root = fileURLToPath(new URL('..', import.meta.url));

export default async function setup() {
	// Not built: each file starts the server itself and says what is missing.
	if (!existsSync(fileURLToPath(new URL('../dist/server/entry.mjs', import.meta.url)))) return;
	const site = await serveBuiltSite(root);
	// Test files run in processes started after this one, which inherit its environment.
	process.env[DOCS_SITE_URL_VARIABLE] = site.url;
	return async () => {
		delete process.env[DOCS_SITE_URL_VARIABLE];
		await site.stop();
	};
}
