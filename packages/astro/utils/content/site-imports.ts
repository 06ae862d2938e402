/**
 * The imports of a site's pages and snippets, as the build, `astro dev` and `trydocs check` read
 * them: which imports are the site's own (a path, from the page's folder or from the site root),
 * where one is in its file (its line, the names it takes), what kind of file it names (a
 * component, styles, data, an image) and how Vite finds its file. An import whose file is not
 * there is a problem of its page, never the end of the build (missing-imports.ts words it).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * The extensions Vite tries for an import that has none, in its order (Vite's default
 * `resolve.extensions`): `/snippets/card` finds `card.jsx`, never `card.mdx`.
 */
export const IMPORT_EXTENSIONS = ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx', '.json'];

/** What a file an import names stands for, when it is missing, by its extension. */
export type ImportKind = 'component' | 'style' | 'data' | 'image' | 'text';

/** The names an import takes from its file (`import Card, { Note as N } from '...'`). */
export interface ImportedNames {
	/** A default import (`Card`), or a namespace one (`* as cards`). */
	default: boolean;
	/** Named imports, by the name the file exports (`Note` of `{ Note as N }`). */
	named: string[];
}

/** Where an import is in its file, and what it takes. */
export interface ImportPlace {
	/** The line of the path, from 1; `undefined` when the file does not spell it. */
	line: number | undefined;
	names: ImportedNames;
}

/** The site's own files that import others: its pages and snippets (Mintlify's kinds). */
const IMPORTER = /\.(mdx?|[jt]sx)$/i;

/**
 * True for an import of a file by its path: from the importing file's folder (`./note.mdx`,
 * `../a.jsx`) or from the site root (`/snippets/note.mdx`). Packages (`preact`), virtual modules
 * and Vite's own addresses (`/@fs/...`, `/@id/...`) are not the site's files.
 */
export function isPathImport(specifier: string): boolean {
	return (
		specifier.startsWith('./') ||
		specifier.startsWith('../') ||
		(specifier.startsWith('/') && !specifier.startsWith('/@') && !specifier.startsWith('//'))
	);
}

/**
 * True when `file` (absolute, a query allowed) is a page or snippet of the site at `root`: a
 * Markdown, MDX, JSX or TSX file inside it, outside `node_modules` and outside `own` (Trydocs'
 * own modules, when a site holds them). Only such files have a missing import forgiven.
 */
export function isSiteImporter(file: string, root: string, own: string): boolean {
	const path = file.split('?')[0] ?? file;
	const inside = relative(root, path);
	return (
		IMPORTER.test(path) &&
		!inside.startsWith('..') &&
		!isAbsolute(inside) &&
		!path.startsWith(own) &&
		!path.includes(`${sep}node_modules${sep}`)
	);
}

/** The kind of file `specifier` names, by its extension (and `?raw` / `?url`). */
export function getImportKind(specifier: string): ImportKind {
	const [path = '', query = ''] = specifier.split('?');
	if (/(^|&)(raw|url)(&|=|$)/.test(query)) return 'text';
	if (/\.(css|scss|sass|less|styl|stylus|pcss|postcss)$/i.test(path)) return 'style';
	if (/\.json5?$/i.test(path)) return 'data';
	if (/\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?)$/i.test(path)) return 'image';
	return 'component';
}

/** The file path an import names (no query), before Vite adds an extension. */
export function getImportTarget(specifier: string, importer: string, root: string): string {
	const path = decodeURI(specifier.split(/[?#]/)[0] ?? specifier);
	const importerPath = importer.split('?')[0] ?? importer;
	return path.startsWith('/') ? join(root, path) : resolve(dirname(importerPath), path);
}

function isFile(path: string): boolean {
	return existsSync(path) && statSync(path).isFile();
}

/**
 * The file an import finds as Vite finds it: the path itself, then with each of Vite's
 * extensions, then a folder's `index` file with them; `undefined` when there is none. For
 * `trydocs check`, which reads the site without Vite.
 */
export function findImportFile(specifier: string, importer: string, root: string) {
	const target = getImportTarget(specifier, importer, root);
	const candidates = [
		target,
		...IMPORT_EXTENSIONS.map((extension) => target + extension),
		...IMPORT_EXTENSIONS.map((extension) => join(target, `index${extension}`)),
	];
	return candidates.find(isFile);
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The names of an import clause (`Card, { Note as N, type T }`, `* as all`). */
function readClause(clause: string): ImportedNames {
	const text = clause.replace(/^type\s+/, '').trim();
	const braces = /\{([^}]*)\}/.exec(text);
	const named = (braces?.[1] ?? '')
		.split(',')
		.map((part) => part.trim().replace(/^type\s+/, ''))
		.map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? '')
		.filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
	const outside = text
		.replace(/\{[^}]*\}/, '')
		.replace(/,/g, ' ')
		.trim();
	const hasDefault = outside !== '' || /\bdefault\b/.test(braces?.[1] ?? '');
	return { default: hasDefault, named };
}

/**
 * Where `specifier` is imported in `source` (a page's or snippet's text as written): the line of
 * the path, and the names the import takes. Read from the text, so the build (which sees
 * compiled JavaScript) and `trydocs check` name the same line.
 */
export function locateImport(source: string, specifier: string): ImportPlace {
	const quoted = `(?<quote>['"])${escapeRegExp(specifier)}\\k<quote>`;
	// `import X from '...'` / `export { X } from '...'`; the clause holds no quote, `;` or `import`.
	const clause = `((?:(?!\\bimport\\b)[^;'"])*?)`;
	const statement = new RegExp(`\\b(?:import|export)\\s+${clause}\\s*\\bfrom\\s*${quoted}`).exec(
		source,
	);
	// `import './styles.css'`, `import('./card.jsx')`.
	const found = statement ?? new RegExp(`\\bimport\\s*\\(?\\s*${quoted}`).exec(source);
	const names = statement ? readClause(statement[1] ?? '') : { default: true, named: [] };
	if (!found) return { line: undefined, names };
	const at = found.index + found[0].lastIndexOf(specifier);
	return { line: source.slice(0, at).split('\n').length, names };
}

/**
 * The ways a compiled file may spell an import its source wrote otherwise: MDX's compiler hands
 * Vite `../a.jsx` as `./../a.jsx`, and `./a.mdx` as `././a.mdx`.
 */
function listSpellings(specifier: string): string[] {
	const plain = specifier.replace(/^\.\/(?=\.\.?\/)/, '');
	return plain === specifier ? [specifier] : [plain, specifier];
}

/**
 * The import `specifier` of the file `importer` (absolute), read from the disk: the path as the
 * file writes it, its line and the names it takes.
 */
export function locateImportInFile(importer: string, specifier: string) {
	const path = importer.split('?')[0] ?? importer;
	let source = '';
	try {
		source = readFileSync(path, 'utf8');
	} catch {}
	for (const written of listSpellings(specifier)) {
		const place = locateImport(source, written);
		if (place.line !== undefined) return { ...place, written };
	}
	return { ...locateImport(source, specifier), written: specifier };
}
