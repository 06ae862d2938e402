/**
 * An import of a page or snippet whose file is not there, worded once for the build, `astro dev`
 * and `trydocs check`: the problem names the file, the line and the import, and the likely fix,
 * the nearest file the site has when there is one (the name in another case, a near spelling,
 * the extension it lacks, the file of a folder, the file of that name inside the site root).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { getEditDistance } from '@trydocs/openapi/text';
import type { Problem } from '../problems/types.ts';
import { getImportKind, getImportTarget, type ImportKind } from './site-imports.ts';

/** An import that found no file. */
export interface MissingImport {
	/** The path as the file writes it (`/snippets/card.mdx`). */
	specifier: string;
	/** The importing page or snippet (absolute). */
	importer: string;
	/** The site root (absolute). */
	root: string;
	/** The line of the import in `importer`, from 1. */
	line: number | undefined;
}

/** What the page is built with in place of the missing file, by its kind. */
const BUILT_WITHOUT: Record<ImportKind, string> = {
	component: 'the page is built without it (what it wraps is shown)',
	style: 'the page is built without its styles',
	data: 'the page is built with empty data in its place',
	image: 'the page is built with a broken image',
	text: 'the page is built with empty text in its place',
};

/** How near a name is to the one wanted: 0 for the same but for case, then its edit distance. */
function rankName(name: string, wanted: string): number {
	const lower = name.toLowerCase();
	const want = wanted.toLowerCase();
	if (lower === want) return 0;
	// `note` for `note.mdx`: the name without its extension.
	if (lower.replace(/\.[^.]+$/, '') === want) return 0.5;
	return getEditDistance(lower, want);
}

/** The entry of `folder` nearest to `wanted`, near enough to be a slip; `undefined` otherwise. */
function findNearestEntry(folder: string, wanted: string, folders: boolean) {
	let entries: string[];
	try {
		entries = readdirSync(folder, { withFileTypes: true })
			.filter((entry) => !entry.name.startsWith('.') && entry.isDirectory() === folders)
			.map((entry) => entry.name);
	} catch {
		return undefined;
	}
	// A slip is a letter or two: one in four of the name's letters at most, and never more than 3.
	const limit = Math.min(3, Math.max(1, Math.floor(wanted.length / 4)));
	const ranked = entries
		.map((name) => ({ name, rank: rankName(name, wanted) }))
		.filter(({ rank }) => rank <= limit)
		.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
	return ranked[0]?.name;
}

/**
 * The nearest file of the site to `path` (from the root, `/` separators): each folder and the
 * file's name read against what the folder holds, exact names first.
 */
export function findNearestFile(root: string, path: string): string | undefined {
	const segments = path.split('/').filter(Boolean);
	const found: string[] = [];
	for (const [index, segment] of segments.entries()) {
		const folder = join(root, ...found);
		const last = index === segments.length - 1;
		const exact = existsSync(join(folder, segment)) && readdirSync(folder).includes(segment);
		const name = exact ? segment : findNearestEntry(folder, segment, !last);
		if (!name) return undefined;
		found.push(name);
	}
	const file = join(root, ...found);
	return found.length > 0 && statSync(file).isFile() ? found.join('/') : undefined;
}

/** `path` (from the root) written as the import wrote its own: from the root, or relative. */
function writeLike(specifier: string, path: string, importer: string, root: string): string {
	if (specifier.startsWith('/')) return `/${path}`;
	const from = relative(root, dirname(importer)).split(sep).join('/');
	const written = posix.relative(from, path);
	return written.startsWith('.') ? written : `./${written}`;
}

/** Up to three files of a folder, as imports. */
function listFolderFiles(folder: string, specifier: string): string[] {
	const base = specifier.split('?')[0]?.replace(/\/+$/, '') ?? specifier;
	return readdirSync(folder, { withFileTypes: true })
		.filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
		.map((entry) => `\`${base}/${entry.name}\``)
		.sort()
		.slice(0, 3);
}

/** A file of the site for an import that leads outside it: its tail from the root, or `snippets/`. */
function findInsideRoot(root: string, specifier: string): string | undefined {
	const tail = (specifier.split('?')[0] ?? '').replace(/^(\.\.?\/)+/, '');
	return [tail, `snippets/${tail}`].find((path) => findNearestFile(root, path) === path);
}

const GENERAL_FIX =
	'Fix the path, or add the file: files are imported from the site root (`/snippets/note.mdx`) or from the page’s folder (`./note.mdx`).';

/** What is wrong with the import, and the likely fix. */
function explain({ specifier, importer, root }: MissingImport): { what: string; hint: string } {
	const target = getImportTarget(specifier, importer, root);
	const inside = relative(root, target).split(sep).join('/');
	const code = `\`${specifier}\``;
	if (inside.startsWith('..')) {
		const file = findInsideRoot(root, specifier);
		const hint = file
			? `Import \`/${file}\`, the file of that name in the site: a path that leaves the site root finds nothing once the site is published.`
			: 'Import the site’s own files, from its root (`/snippets/note.mdx`) or from the page’s folder (`./note.mdx`): a path that leaves the site root finds nothing once the site is published.';
		return { what: `${code} is imported but leads outside the site root`, hint };
	}
	if (existsSync(target) && statSync(target).isDirectory()) {
		const files = listFolderFiles(target, specifier);
		const hint = files.length
			? `Import one of its files: ${files.join(', ')}.`
			: 'Import a file: this folder holds none.';
		return { what: `${code} is imported but is a folder, not a file`, hint };
	}
	const nearest = findNearestFile(root, inside);
	if (!nearest)
		return { what: `${code} is imported but is not a file of the site`, hint: GENERAL_FIX };
	const fix = `\`${writeLike(specifier, nearest, importer, root)}\``;
	const hint =
		nearest.toLowerCase() === inside.toLowerCase()
			? `Write ${fix}: the file’s name differs in case only, and names are read case by case once the site is published.`
			: `Did you mean ${fix}? It is the nearest file of that folder.`;
	return { what: `${code} is imported but is not a file of the site`, hint };
}

/**
 * The problem of an import that found no file: a warning of the importing file, at the import's
 * line, saying what the page is built with instead and the likely fix.
 */
export function describeMissingImport(missing: MissingImport): Problem {
	const { what, hint } = explain(missing);
	const kind = getImportKind(missing.specifier);
	return {
		kind: 'import',
		file: relative(missing.root, missing.importer.split('?')[0] ?? '')
			.split(sep)
			.join('/'),
		line: missing.line,
		message: `${what}: ${BUILT_WITHOUT[kind]}.`,
		hint,
		severity: 'warning',
	};
}
