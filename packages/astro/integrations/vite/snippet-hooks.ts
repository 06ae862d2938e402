import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { reportProblem } from '../../utils/problems/problems.ts';
import { REACT_IMPORT, usesGlobalReact } from '../markdown/react-scope.ts';
import { createTwinImports, findGlobalTwins, type ResolveIcon } from '../markdown/twin-imports.ts';
import { isInstalledFrom } from './optimize-deps.ts';

/** The hooks Mintlify makes global in `.jsx` snippets (React's names; Preact's hooks here). */
const HOOKS = [
	'useState',
	'useEffect',
	'useLayoutEffect',
	'useRef',
	'useMemo',
	'useCallback',
	'useContext',
	'useReducer',
	'useId',
];

/** The hooks `code` calls without importing or declaring them. */
export function findMissingHooks(code: string): string[] {
	return HOOKS.filter(
		(hook) =>
			new RegExp(`(?<![\\w$.])${hook}\\s*\\(`).test(code) &&
			!new RegExp(
				`(\\bimport\\s*\\{[^}]*\\b${hook}\\b|\\b(const|let|var|function)\\s+${hook}\\b)`,
			).test(code),
	);
}

/**
 * Mintlify's `.jsx` snippets use React's hooks, React itself and Mintlify's components
 * (`<Callout>`, `<Note>`, `<Card>`) without importing them. This Vite plugin imports the hooks a
 * snippet of the site uses (and does not declare) from `preact/hooks`, `React` from Preact's React
 * API when it names it (react-scope.ts), and the components it draws from their Preact twins, with
 * the icons they name resolved by `icons` (integrations/markdown/twin-imports.ts), so the snippet
 * renders on the server (a name nobody defines there would stop the whole build). Files outside `folders` (the docs root, and the folder of the modules
 * Trydocs writes for components written in MDX) and in `node_modules` are left alone.
 *
 * Preact imported from those files (by the snippet, or by what Preact's compiler adds) resolves as
 * this package's own Preact when the site has none: a Mintlify repository has no `node_modules`
 * where Node or Vite would look. It is the very Preact the renderer loads (on the server the same
 * file, in the browser the same pre-bundled one), so hooks share its state.
 */
export function createSnippetHooksPlugin(folders: string[], icons?: ResolveIcon): Plugin {
	const prefixes = folders.map((folder) => (folder.endsWith(sep) ? folder : folder + sep));
	const own = fileURLToPath(new URL('../../index.ts', import.meta.url));
	const isSiteFile = (file: string) =>
		prefixes.some((prefix) => file.startsWith(prefix)) &&
		!file.includes(`${sep}node_modules${sep}`);
	/** Whether Node finds Preact from a folder, by folder. */
	const found = new Map<string, boolean>();
	return {
		name: 'vite-plugin-trydocs-snippet-hooks',
		enforce: 'pre',
		async resolveId(id, importer, options) {
			if (!/^preact(\/|$)/.test(id) || !importer) return;
			const file = importer.split('?')[0] ?? importer;
			if (!isSiteFile(file)) return;
			const folder = dirname(file);
			if (!found.has(folder)) found.set(folder, isInstalledFrom('preact', folder));
			if (found.get(folder)) return;
			return this.resolve(id, own, { ...options, skipSelf: true });
		},
		transform(code, id) {
			const file = id.split('?')[0] ?? id;
			if (!/\.[jt]sx$/.test(file) || !isSiteFile(file)) return undefined;
			const missing = findMissingHooks(code);
			const twins = createTwinImports(code, findGlobalTwins(code), icons);
			for (const message of twins.problems) {
				const page = relative(folders[0] ?? '', file)
					.split(sep)
					.join('/');
				reportProblem({ kind: 'icon', file: page, message, severity: 'warning' });
			}
			const imports = [
				...(missing.length > 0 ? [`import { ${missing.join(', ')} } from 'preact/hooks';`] : []),
				...(usesGlobalReact(code) ? [REACT_IMPORT] : []),
				...twins.lines,
			];
			if (imports.length === 0) return undefined;
			return { code: `${imports.join(' ')}\n${code}`, map: null };
		},
	};
}
