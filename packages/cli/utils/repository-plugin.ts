/**
 * What Vite needs when Astro runs from the cache folder beside a repository
 * (utils/site-config.ts): it watches the repository, and a bare import in one of its files
 * (`astro/jsx-runtime` in every compiled MDX page, `preact/hooks` in a `.jsx` snippet) that
 * resolves from nowhere in the repository resolves from this command's own dependencies.
 */
import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import type { Plugin } from 'vite';

/** A bare module name: not relative, not absolute, not virtual, not a URL. */
const isBare = (id: string) => /^[@a-zA-Z]/.test(id) && !/^[a-zA-Z][\w+.-]*:/.test(id);

/**
 * The Vite plugin: `repository` is the docs repository, `anchor` a file of the cache folder
 * whose `node_modules` holds this command's dependencies.
 */
export function createRepositoryPlugin(
	repository: string,
	cacheDir: string,
	anchor: string,
): Plugin {
	const prefix = repository.endsWith(sep) ? repository : repository + sep;
	const cachePrefix = cacheDir.endsWith(sep) ? cacheDir : cacheDir + sep;
	let serve = false;
	return {
		name: 'trydocs-cli-repository',
		enforce: 'pre',
		configResolved(config) {
			serve = config.command === 'serve';
		},
		configureServer(server) {
			// Vite watches its root (the cache folder); page, docs.json and spec edits are in here.
			server.watcher.add(repository);
		},
		async resolveId(id, importer, options) {
			// The browser asks for a component's script or style as `/abs/Card.astro?astro&type=...`.
			// Astro reads such a path as root-relative unless the file shares a folder with its
			// root, which the cache folder may not: the `/@fs` form names the file either way. Only
			// the dev server reads `/@fs` (a build would look for a file of that name).
			if (serve && id.startsWith('/') && !id.startsWith('/@fs/') && /\?astro&type=/.test(id)) {
				const file = id.slice(0, id.indexOf('?'));
				if (!file.startsWith(cachePrefix) && existsSync(file)) return `/@fs${id}`;
			}
			if (!importer?.startsWith(prefix) || !isBare(id)) return;
			const own = await this.resolve(id, importer, { ...options, skipSelf: true });
			if (own) return own;
			return this.resolve(id, anchor, { ...options, skipSelf: true });
		},
	};
}
