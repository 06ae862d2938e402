/**
 * The styles a Mintlify repository brings besides its pages: the Tailwind utility classes its
 * content names (generated for exactly those, utils/look/utility-classes.ts), and every `.css` file in
 * it, which Mintlify loads on every page without an import. Read once per build from the files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { collectClassNames, escapeClass, generateUtilityCss } from './utility-classes.ts';

/** What the site's pages and files ask for. */
export interface SiteStyles {
	/** CSS of the utility classes the content uses. */
	utilities: string;
	/** Utility-like class names that are not generated (reported as a warning). */
	unsupported: string[];
	/** The repository's own `.css` files (absolute paths), for a Mintlify repository. */
	cssFiles: string[];
}

const SKIP = new Set(['node_modules', 'dist', 'build', 'public']);

/** Files under `root` whose extension is in `extensions`, skipping dot-folders, dependencies and `outDir`. */
function listFiles(
	root: string,
	outDir: string,
	extensions: Set<string>,
	skip: Set<string>,
): string[] {
	const out = resolve(outDir);
	const found: string[] = [];
	const walk = (folder: string) => {
		for (const entry of readdirSync(folder, { withFileTypes: true })) {
			const path = join(folder, entry.name);
			if (entry.name.startsWith('.') || skip.has(entry.name) || resolve(path) === out) continue;
			if (entry.isDirectory()) walk(path);
			else if (entry.isFile() && extensions.has(extname(entry.name).toLowerCase()))
				found.push(path);
		}
	};
	walk(root);
	return found;
}

/** Reads the site's content for the classes it names and, in a Mintlify repository, its `.css` files. */
export function readSiteStyles(root: string, outDir: string, mintlifyLayout: boolean): SiteStyles {
	const names = new Set<string>();
	for (const file of listFiles(root, outDir, new Set(['.mdx', '.md', '.jsx', '.tsx']), SKIP)) {
		for (const name of collectClassNames(readFileSync(file, 'utf8'))) names.add(name);
	}
	const { css, unsupported } = generateUtilityCss(names);
	// An Astro-layout site keeps its styles in `src/` and imports them itself.
	const cssFiles = mintlifyLayout
		? listFiles(root, outDir, new Set(['.css']), new Set([...SKIP, 'src']))
		: [];
	// A class the repository's own CSS defines is drawn by it, not missing.
	const own = cssFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
	const missing = unsupported.filter((name) => !own.includes(`.${escapeClass(name)}`));
	return { utilities: css, unsupported: missing, cssFiles: cssFiles.sort() };
}

/** The warning about utility classes that are not generated, or `undefined` when there are none. */
export function describeUnsupportedUtilities(unsupported: string[]): string | undefined {
	if (unsupported.length === 0) return undefined;
	const shown = unsupported
		.slice(0, 12)
		.map((name) => `\`${name}\``)
		.join(', ');
	const more = unsupported.length > 12 ? ` and ${unsupported.length - 12} more` : '';
	return `${unsupported.length} Tailwind class${unsupported.length === 1 ? '' : 'es'} in the pages ${unsupported.length === 1 ? 'is' : 'are'} not drawn by Trydocs: ${shown}${more}. Style those elements with a \`.css\` file of the repository (loaded on every page) or the \`style\` prop.`;
}
