import { sep } from 'node:path';
import type { Plugin } from 'vite';

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
			new RegExp(`\\b${hook}\\s*\\(`).test(code) &&
			!new RegExp(
				`(\\bimport\\s*\\{[^}]*\\b${hook}\\b|\\b(const|let|var|function)\\s+${hook}\\b)`,
			).test(code),
	);
}

/**
 * Mintlify's `.jsx` snippets use React's hooks without importing them. This Vite plugin imports
 * the ones a snippet of the site uses (and does not declare) from `preact/hooks`, so the snippet
 * renders on the server. Files outside the site root and in `node_modules` are left alone.
 */
export function createSnippetHooksPlugin(root: string): Plugin {
	const prefix = root.endsWith(sep) ? root : root + sep;
	return {
		name: 'vite-plugin-trydocs-snippet-hooks',
		enforce: 'pre',
		transform(code, id) {
			const file = id.split('?')[0] ?? id;
			if (
				!/\.[jt]sx$/.test(file) ||
				!file.startsWith(prefix) ||
				file.includes(`${sep}node_modules${sep}`)
			) {
				return undefined;
			}
			const missing = findMissingHooks(code);
			if (missing.length === 0) return undefined;
			return { code: `import { ${missing.join(', ')} } from 'preact/hooks';\n${code}`, map: null };
		},
	};
}
