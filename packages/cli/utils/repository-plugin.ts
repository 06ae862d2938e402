/**
 * What Vite needs when Astro runs from the cache folder beside a repository
 * (utils/site-config.ts): it watches the repository, and a bare import in one of its files
 * (`astro/jsx-runtime` in every compiled MDX page, `preact/hooks` in a `.jsx` snippet) that
 * resolves from nowhere in the repository resolves from this command's own dependencies.
 */
import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import type { Plugin } from 'vite';

/** True when two absolute paths have a folder in common besides the file system's root. */
export function sharesFolder(a: string, b: string): boolean {
	const first = (path: string) => path.split(/[\\/]/).find(Boolean);
	return first(a) === first(b);
}

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
			// A component's script or style is asked for as `/abs/Card.astro?astro&type=...`. Astro
			// reads such a path as root-relative unless the file shares a folder with its root, which
			// the cache folder may not (a global install under /usr, the cache under /home): the
			// `/@fs` form names the file either way. The dev server reads `/@fs` for any file outside
			// the root; a build only where Astro would misread the path (@trydocs/astro's
			// outside-root plugin resolves the script's relative imports against the file).
			if (id.startsWith('/') && !id.startsWith('/@fs/') && /\?astro&type=/.test(id)) {
				const file = id.slice(0, id.indexOf('?'));
				const misread = serve ? !file.startsWith(cachePrefix) : !sharesFolder(file, cacheDir);
				if (misread && existsSync(file)) return `/@fs${id}`;
			}
			if (!importer?.startsWith(prefix) || !isBare(id)) return;
			const own = await this.resolve(id, importer, { ...options, skipSelf: true });
			if (own) return own;
			return this.resolve(id, anchor, { ...options, skipSelf: true });
		},
	};
}
