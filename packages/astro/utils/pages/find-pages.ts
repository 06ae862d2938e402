/**
 * Where a site's pages are. The Astro layout keeps them in `src/content/docs` (a content
 * collection); a Mintlify repository keeps them beside docs.json at any depth. There, as on
 * Mintlify, `snippets/`, dot-folders, `node_modules`, build output, the files Mintlify always
 * ignores (README.md, ...) and what `.mintignore` lists are not pages.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Frontmatter } from '../../schemas/frontmatter.ts';
import { parseFrontmatter, readFrontmatterSource } from './parse-frontmatter.ts';

/** The folder of the Astro layout's pages, relative to the site root. */
export const COLLECTION_FOLDER = 'src/content/docs';

/** Folders and files Mintlify never publishes, and those an Astro site keeps for itself. */
const IGNORED = new Set([
	'node_modules',
	'snippets',
	'build',
	'dist',
	'coverage',
	'tmp',
	'temp',
	'src',
	'public',
	'README.md',
	'LICENSE.md',
	'CHANGELOG.md',
	'CONTRIBUTING.md',
]);

/** A page of a Mintlify repository. */
export interface FoundPage {
	/** Its path without extension (`guides/intro`; `cli/index` is `cli`, the root index `index`). */
	id: string;
	/** Its path from the site root, with `/` separators. */
	filePath: string;
	/** Its absolute path. */
	file: string;
	/** Its validated frontmatter. */
	data: Frontmatter;
}

/** The page ids of the Astro layout (`src/content/docs`), in path order. */
export function listCollectionIds(root: string): string[] {
	const base = join(root, COLLECTION_FOLDER);
	if (!existsSync(base)) return [];
	return (readdirSync(base, { recursive: true, encoding: 'utf8' }) as string[])
		.map((path) => path.split(sep).join('/'))
		.filter((path) => /\.mdx?$/i.test(path))
		.sort()
		.map(getPageId);
}

/** True when the site uses the Astro layout (`src/content/docs`), false for a Mintlify repository. */
export function usesCollection(root: string): boolean {
	return existsSync(join(root, COLLECTION_FOLDER));
}

/** Turns `.mintignore` lines (gitignore syntax) into a test of a path from the root. */
export function parseMintignore(text: string): (path: string, isFolder: boolean) => boolean {
	const rules = text
		.split(/\r?\n/)
		.map((line) => line.trim())
		.filter((line) => line && !line.startsWith('#'))
		.map((line) => {
			const negate = line.startsWith('!');
			let pattern = negate ? line.slice(1) : line;
			const folderOnly = pattern.endsWith('/');
			pattern = pattern.replace(/\/+$/, '');
			const anchored = pattern.includes('/');
			const source = pattern
				.replace(/^\/+/, '')
				.replace(/[.+^${}()|[\]\\]/g, '\\$&')
				.replace(/\*\*\/?/g, '\u0000')
				.replace(/\*/g, '[^/]*')
				.replace(/\?/g, '[^/]')
				.replaceAll('\u0000', '(?:.*/)?');
			const regex = new RegExp(`${anchored ? '^' : '(^|/)'}${source}$`);
			return { negate, folderOnly, regex };
		});
	return (path, isFolder) => {
		let ignored = false;
		for (const rule of rules) {
			if (rule.folderOnly && !isFolder) continue;
			if (rule.regex.test(path)) ignored = !rule.negate;
		}
		return ignored;
	};
}

/** A page's id from its path: no extension, no trailing `/index`. */
export function getPageId(path: string): string {
	const id = path.replace(/\.mdx?$/i, '').replace(/(^|\/)index$/i, '');
	return id || 'index';
}

/**
 * Reads and validates a page's frontmatter; problems name the page (`shown`, its path from the
 * site root) and are recorded, never thrown: the page keeps what is valid.
 */
export function readPageFrontmatter(file: string, shown: string, source?: string): Frontmatter {
	const text = source ?? readFileSync(file, 'utf8');
	return parseFrontmatter(readFrontmatterSource(text, shown), shown, text);
}

const IMPORT = /^\s*import\s+[^'"]*?\bfrom\s+['"]([^'"]+\.mdx?)['"]/gm;

/**
 * The Markdown files `source` (the file `file`) imports: from the root with a leading `/`, else
 * from the file's folder. As on Mintlify, an imported file is a snippet, not a page.
 */
export function listImportedFiles(source: string, file: string, root: string): string[] {
	return [...source.matchAll(IMPORT)].map(([, path = '']) =>
		path.startsWith('/') ? join(root, path) : join(dirname(file), path),
	);
}

/**
 * Lists the pages of a Mintlify repository at `root`, in path order. `outDir` is never read.
 * As on Mintlify, a file another file imports is a snippet, not a page, and so is every file
 * of a `snippets/` folder at the root and of a `_snippets/` folder anywhere; a file the
 * navigation lists (`listed`, page ids) stays a page.
 */
export function findPages(root: string, outDir?: string, listed: string[] = []): FoundPage[] {
	const mintignore = join(root, '.mintignore');
	const isIgnored = existsSync(mintignore)
		? parseMintignore(readFileSync(mintignore, 'utf8'))
		: () => false;
	const skip = outDir ? relative(root, outDir).split(sep).join('/') : undefined;
	const files: Array<{ path: string; file: string; source: string }> = [];
	const walk = (folder: string) => {
		const entries = readdirSync(join(root, folder), { withFileTypes: true }).sort((a, b) =>
			a.name.localeCompare(b.name),
		);
		for (const entry of entries) {
			const path = folder ? `${folder}/${entry.name}` : entry.name;
			if (entry.name.startsWith('.') || path === skip) continue;
			if (!folder && IGNORED.has(entry.name)) continue;
			if (entry.name === 'node_modules' || entry.name === '_snippets') continue;
			if (isIgnored(path, entry.isDirectory())) continue;
			if (entry.isDirectory()) walk(path);
			else if (entry.isFile() && /\.mdx?$/i.test(entry.name)) {
				const file = join(root, path);
				files.push({ path, file, source: readFileSync(file, 'utf8') });
			}
		}
	};
	walk('');
	const imported = new Set(
		files.flatMap(({ source, file }) => listImportedFiles(source, file, root)),
	);
	const kept = new Set(listed);
	return files
		.filter(({ file, path }) => !imported.has(file) || kept.has(getPageId(path)))
		.map(({ path, file, source }) => ({
			id: getPageId(path),
			filePath: path,
			file,
			data: readPageFrontmatter(file, path, source),
		}));
}
