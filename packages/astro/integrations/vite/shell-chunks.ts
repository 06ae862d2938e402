import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module id the shell script imports its on-demand modules' URLs from. */
export const SHELL_CHUNKS_ID = 'virtual:trydocs/shell-chunks';

/** The module id the endpoint page script imports the 'Try it' island's URL from. */
export const ISLAND_CHUNK_ID = 'virtual:trydocs/island-chunk';

/** The on-demand parts of the shell, by the export name of their URL. */
const SHELL_CHUNKS = {
	searchUrl: new URL('../../client/search.ts', import.meta.url),
	menuUrl: new URL('../../client/menu.ts', import.meta.url),
	contextualUrl: new URL('../../client/contextual.ts', import.meta.url),
} as const;

/** One on-demand module: its file, and whether its importer reads its exports. */
interface ChunkSpec {
	path: string;
	/** Kept as the chunk's exports (the importer calls them), instead of a side-effect module. */
	exports?: boolean;
	/** The chunk's name (default: the export name without `Url`). */
	name?: string;
}

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
	return createChunkUrlsPlugin(
		SHELL_CHUNKS_ID,
		Object.fromEntries(
			Object.entries(SHELL_CHUNKS).map(([name, url]) => [name, { path: fileURLToPath(url) }]),
		),
	);
}

/**
 * Gives the endpoint page script the URL of the 'Try it' island's module (`client/try-it.ts`),
 * which it `import()`s from a variable when the reader reaches for the button. An `import()` of a
 * URL that is not a string literal is not wrapped in the preload helper, and the island is not an
 * Astro island: neither Astro's island runtime (1.8 KB gzip inline) nor the Preact renderer's
 * client (0.8 KB, with the preload helper's 0.9 KB) is loaded.
 */
export function createIslandChunkPlugin(): Plugin {
	return createChunkUrlsPlugin(ISLAND_CHUNK_ID, {
		tryItUrl: {
			path: fileURLToPath(new URL('../../client/try-it.ts', import.meta.url)),
			exports: true,
			name: 'TryIt',
		},
	});
}

function createChunkUrlsPlugin(moduleId: string, chunks: Record<string, ChunkSpec>): Plugin {
	const resolved = `\0${moduleId}`;
	let serve = false;
	let base = '/';
	return {
		name: `vite-plugin-trydocs-chunk-urls:${moduleId}`,
		configResolved(config) {
			serve = config.command === 'serve';
			base = config.base;
		},
		resolveId(id) {
			if (id === moduleId) return resolved;
		},
		load(id) {
			if (id !== resolved) return;
			return Object.entries(chunks)
				.map(([name, { path, exports, name: chunkName }]) => {
					if (serve) {
						return `export const ${name} = ${JSON.stringify(`${base.replace(/\/?$/, '/')}@fs${path}`)};`;
					}
					const reference = this.emitFile({
						type: 'chunk',
						id: path,
						name: chunkName ?? name.replace(/Url$/, ''),
						...(exports ? { preserveSignature: 'exports-only' as const } : {}),
					});
					return `export const ${name} = import.meta.ROLLUP_FILE_URL_${reference};`;
				})
				.join('\n');
		},
	};
}
