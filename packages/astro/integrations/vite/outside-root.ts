/**
 * `trydocs dev` and `trydocs build` run Astro with its root in a cache folder, so this package's
 * components live outside it. A component's script is then named by Vite's URL of its file
 * (`/@fs/.../components/Layout.astro?astro&type=script...`: the CLI's repository plugin says so
 * where Astro would read the path as root-relative), and Vite reads the script's relative imports
 * (`../client/shell.ts`) against that URL, a folder that does not exist: every page of `astro dev`
 * showed the error overlay and ran none of its scripts, and the build stopped with
 * `UNRESOLVED_IMPORT`. This plugin reads such an import against the file itself.
 */
import type { Plugin } from 'vite';

export function createOutsideRootImportsPlugin(): Plugin {
	return {
		name: 'vite-plugin-trydocs-outside-root-imports',
		enforce: 'pre',
		resolveId(id, importer, options) {
			if (!importer?.startsWith('/@fs/') || !id.startsWith('.')) return;
			return this.resolve(id, importer.slice('/@fs'.length), { ...options, skipSelf: true });
		},
	};
}
