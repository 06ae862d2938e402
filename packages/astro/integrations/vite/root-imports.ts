import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mintlify pages import snippets from the repository root (`/snippets/note.mdx`). Vite reads such
 * paths from its own root; when the docs live elsewhere (`trydocs({ root })`), this plugin reads
 * them from the docs root instead, for files of the docs only.
 */
export function createRootImportsPlugin(root: string): Plugin {
	const prefix = root.endsWith(sep) ? root : root + sep;
	return {
		name: 'vite-plugin-trydocs-root-imports',
		enforce: 'pre',
		resolveId(id, importer) {
			if (!id.startsWith('/') || id.startsWith('/@') || !importer?.startsWith(prefix)) return;
			const [path = id, query] = id.split('?');
			if (path.startsWith(prefix)) return;
			const file = join(root, path);
			if (existsSync(file)) return query ? `${file}?${query}` : file;
		},
	};
}
