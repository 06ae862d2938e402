/**
 * `trydocs dev` runs Astro with its root in a cache folder, so this package's components live
 * outside it. Astro then names a component's script by Vite's URL of its file
 * (`/@fs/.../components/Layout.astro?astro&type=script...`), and Vite reads the script's relative
 * imports (`../client/shell.ts`) against that URL, a folder that does not exist: every page of
 * `astro dev` showed the error overlay and ran none of its scripts. This plugin reads such an
 * import against the file itself.
 */
import type { Plugin } from 'vite';

export function createOutsideRootImportsPlugin(): Plugin {
	return {
		name: 'vite-plugin-trydocs-outside-root-imports',
		apply: 'serve',
		enforce: 'pre',
		resolveId(id, importer, options) {
			if (!importer?.startsWith('/@fs/') || !id.startsWith('.')) return;
			return this.resolve(id, importer.slice('/@fs'.length), { ...options, skipSelf: true });
		},
	};
}
