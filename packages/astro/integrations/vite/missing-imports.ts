/**
 * No page stops a site: an import of a page or snippet whose file is not there (an MDX snippet,
 * a `.jsx` component, CSS, JSON, an image) is a problem of that file (utils/content/
 * missing-imports.ts words it, as `trydocs check` does), and the page is built with a stand-in:
 * an empty component that shows what it wraps (as an unknown component is), no styles, empty
 * data, an image address that shows as a broken image. Without it Rolldown's `UNRESOLVED_IMPORT`
 * stopped the whole build (0 pages written) and `astro dev` showed an error for the page.
 *
 * Vite resolves first (every other plugin, root-relative `/snippets/...` included): only what it
 * cannot find is stood in for, and only for the site's own pages and snippets; an import of
 * `node_modules` or of Trydocs' own modules fails as it would. Under `astro dev`, a missing file
 * created later is shown on the next request.
 */
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { describeMissingImport } from '../../utils/content/missing-imports.ts';
import {
	getImportKind,
	getImportTarget,
	type ImportedNames,
	isPathImport,
	isSiteImporter,
	locateImportInFile,
} from '../../utils/content/site-imports.ts';
import { reportProblem } from '../../utils/problems/problems.ts';
import { invalidateModules } from './dev-reload.ts';

/** The virtual modules that stand in for missing files. */
const PREFIX = '\0trydocs:missing-import?';

/** The stand-in's module: exports every name the import takes. */
export function createStandInModule(specifier: string, names: ImportedNames, address: string) {
	const kind = getImportKind(specifier);
	if (kind === 'style' || kind === 'text') return 'export default "";';
	if (kind === 'data') return 'export default {};';
	if (kind === 'image') {
		const format = specifier.split('?')[0]?.split('.').pop()?.toLowerCase() ?? '';
		const image = { src: address, width: 0, height: 0, format };
		// `src={logo}` as well as `src={logo.src}` writes the address.
		return `export default { ...${JSON.stringify(image)}, toString() { return this.src; } };`;
	}
	// As an unknown component stands in (markdown/mintlify/stand-in.ts): what it wraps is shown.
	const component = 'const Missing = (props) => props.children ?? null;';
	const named = [...new Set(names.named)].map((name) => `Missing as ${name}`);
	return [component, `export { ${['Missing as default', ...named].join(', ')} };`].join('\n');
}

/** What the Vite plugin needs from the site. */
export interface MissingImportsOptions {
	/** The site root: only its pages and snippets have missing imports stood in for. */
	root: string;
}

/**
 * The Vite plugin. Its `resolveId` runs first (`enforce: 'pre'`) on path imports of the site's
 * pages and snippets and asks the other plugins for the file; when none finds it, the import
 * becomes a problem and resolves to a stand-in module. It costs one call for each such import of
 * a page; the rest of the work happens only for a missing file.
 */
export function createMissingImportsPlugin({ root }: MissingImportsOptions): Plugin {
	const own = fileURLToPath(new URL('../../', import.meta.url));
	// Under `astro dev`, the files that imported each missing one, by its path: created, it is
	// read on the next request.
	const waiting = new Map<string, Set<string>>();
	return {
		name: 'vite-plugin-trydocs-missing-imports',
		enforce: 'pre',
		resolveId: {
			filter: { id: /^[./]/ },
			async handler(id, importer, options) {
				if (!importer || !isPathImport(id) || !isSiteImporter(importer, root, own)) return;
				const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
				if (resolved) return resolved;
				const { line, names, written } = locateImportInFile(importer, id);
				reportProblem(describeMissingImport({ specifier: written, importer, root, line }));
				const target = getImportTarget(id, importer, root);
				waiting.set(target, (waiting.get(target) ?? new Set()).add(importer));
				const address = `/${relative(root, target).split(sep).join('/')}`;
				const query = new URLSearchParams({ id, address, names: JSON.stringify(names) });
				return `${PREFIX}${query}`;
			},
		},
		hotUpdate({ type, file, server }) {
			if (type !== 'create') return;
			for (const [target, importers] of waiting) {
				// `/snippets/card` is found as `card.jsx`, or as a folder's `index.ts`.
				if (file !== target && !file.startsWith(`${target}.`) && !file.startsWith(target + sep)) {
					continue;
				}
				waiting.delete(target);
				// The importers only: Vite reads their imports again, and finds the file this time.
				invalidateModules(server, [...importers]);
			}
		},
		load: {
			filter: { id: /^\0trydocs:missing-import\?/ },
			handler(id) {
				if (!id.startsWith(PREFIX)) return;
				const query = new URLSearchParams(id.slice(PREFIX.length));
				const names = JSON.parse(query.get('names') ?? '{}') as ImportedNames;
				return createStandInModule(query.get('id') ?? '', names, query.get('address') ?? '');
			},
		},
	};
}
