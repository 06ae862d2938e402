import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module id the shell script imports its on-demand modules' URLs from. */
export const SHELL_CHUNKS_ID = 'virtual:trydocs/shell-chunks';

/** The on-demand parts of the shell, by the export name of their URL. */
const CHUNKS = {
	searchUrl: new URL('../client/search.ts', import.meta.url),
	menuUrl: new URL('../client/menu.ts', import.meta.url),
} as const;

/**
 * Gives the shell script the URLs of its on-demand modules (search, menu) without `import()`.
 * The bundler wraps every `import()` of a client script in its preload helper, a shared chunk of
 * ~0.9 KB gzip that every page would load before any interaction: more than the shell script
 * itself. So each module is emitted as a chunk of its own, and the shell loads it with a module
 * script element from the URL Rollup resolves (`import.meta.ROLLUP_FILE_URL_*`, relative to the
 * shell's own chunk, so it holds under any `base`). Under `astro dev` the URL is Vite's `/@fs/`
 * path of the source.
 */
export function createShellChunksPlugin(): Plugin {
	const resolved = `\0${SHELL_CHUNKS_ID}`;
	let serve = false;
	let base = '/';
	return {
		name: 'vite-plugin-trydocs-shell-chunks',
		configResolved(config) {
			serve = config.command === 'serve';
			base = config.base;
		},
		resolveId(id) {
			if (id === SHELL_CHUNKS_ID) return resolved;
		},
		load(id) {
			if (id !== resolved) return;
			return Object.entries(CHUNKS)
				.map(([name, url]) => {
					const path = fileURLToPath(url);
					if (serve) {
						return `export const ${name} = ${JSON.stringify(`${base.replace(/\/?$/, '/')}@fs${path}`)};`;
					}
					const reference = this.emitFile({
						type: 'chunk',
						id: path,
						name: name.replace(/Url$/, ''),
					});
					return `export const ${name} = import.meta.ROLLUP_FILE_URL_${reference};`;
				})
				.join('\n');
		},
	};
}
