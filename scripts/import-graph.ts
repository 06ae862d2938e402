/**
 * Reads the packages' source as a newcomer's tree would show it: which file imports which
 * (type-only imports and `.astro` frontmatter included), the circles among them, the folders
 * and how many source files each holds directly, the files that touch `globalThis`, and the
 * functions longer than a screenful. `scripts/architecture.test.ts` holds the tree to
 * ARCHITECTURE.md and to the limits there; `node scripts/import-graph.ts` prints the figures.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** A source file of a package, by its path from the repository root. */
export interface SourceFile {
	path: string;
	/** The repository paths it imports (relative specifiers only, resolved). */
	imports: string[];
}

const sourceExtensions = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.astro'];
const skippedFolders = new Set(['node_modules', 'dist', '.astro', '.turbo']);

/** Whether a file is source of a package (not a test, a declaration or a build output). */
export function isSourceFile(name: string): boolean {
	if (name.endsWith('.d.ts') || /\.test\.tsx?$/.test(name)) return false;
	return sourceExtensions.some((extension) => name.endsWith(extension));
}

/** Every folder under `root`, with the source files it holds directly. */
export function listFolders(root: string, repository: string): Map<string, string[]> {
	const folders = new Map<string, string[]>();
	const walk = (folder: string) => {
		const files: string[] = [];
		for (const entry of readdirSync(folder, { withFileTypes: true })) {
			if (entry.isDirectory()) {
				if (!skippedFolders.has(entry.name)) walk(join(folder, entry.name));
			} else if (isSourceFile(entry.name)) {
				files.push(relative(repository, join(folder, entry.name)));
			}
		}
		folders.set(relative(repository, folder), files);
	};
	walk(root);
	return folders;
}

/** The script of a file as TypeScript reads it: an `.astro` file's frontmatter and scripts. */
export function readScript(path: string): string {
	const text = readFileSync(path, 'utf8');
	if (!path.endsWith('.astro')) return text;
	const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
	const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
	return [frontmatter, ...scripts].join('\n');
}

function resolveSpecifier(from: string, specifier: string, repository: string): string | null {
	if (!specifier.startsWith('.')) return null;
	const base = resolve(repository, dirname(from), specifier.replace(/\?.*$/, ''));
	const candidates = [
		base,
		...sourceExtensions.map((extension) => base + extension),
		base.replace(/\.js$/, '.ts'),
		...sourceExtensions.map((extension) => join(base, `index${extension}`)),
	];
	const found = candidates.find(
		(candidate) => existsSync(candidate) && statSync(candidate).isFile(),
	);
	return found ? relative(repository, found) : null;
}

/** The relative imports of one file: static, type-only, re-exports and `import()`. */
export function readImports(path: string, repository: string): string[] {
	const info = ts.preProcessFile(readScript(join(repository, path)), true, true);
	const found = new Set<string>();
	for (const { fileName } of info.importedFiles) {
		const target = resolveSpecifier(path, fileName, repository);
		if (target && target !== path) found.add(target);
	}
	return [...found];
}

/** The packages' source files and their imports. */
export function readGraph(repository: string, roots = ['packages']): SourceFile[] {
	const files: SourceFile[] = [];
	for (const root of roots) {
		for (const [, paths] of listFolders(join(repository, root), repository)) {
			for (const path of paths) files.push({ path, imports: readImports(path, repository) });
		}
	}
	return files;
}

/** The import circles: each strongly connected group of two or more files, sorted. */
export function findCircles(files: SourceFile[]): string[][] {
	const graph = new Map(files.map((file) => [file.path, file.imports]));
	const index = new Map<string, number>();
	const low = new Map<string, number>();
	const stack: string[] = [];
	const onStack = new Set<string>();
	const circles: string[][] = [];
	let counter = 0;
	const visit = (node: string) => {
		index.set(node, counter);
		low.set(node, counter);
		counter += 1;
		stack.push(node);
		onStack.add(node);
		for (const next of graph.get(node) ?? []) {
			if (!graph.has(next)) continue;
			if (!index.has(next)) {
				visit(next);
				low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
			} else if (onStack.has(next)) {
				low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
			}
		}
		if (low.get(node) !== index.get(node)) return;
		const group: string[] = [];
		let member: string | undefined;
		do {
			member = stack.pop();
			if (member === undefined) break;
			onStack.delete(member);
			group.push(member);
		} while (member !== node);
		if (group.length > 1) circles.push(group.sort());
	};
	for (const node of graph.keys()) if (!index.has(node)) visit(node);
	return circles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** The source files that name `globalThis`, outside comments. */
export function findGlobalThisFiles(repository: string, files: SourceFile[]): string[] {
	return files
		.filter(({ path }) => {
			const source = ts.createSourceFile(
				path,
				readScript(join(repository, path)),
				ts.ScriptTarget.Latest,
			);
			let found = false;
			const visit = (node: ts.Node) => {
				if (ts.isIdentifier(node) && node.text === 'globalThis') found = true;
				if (!found) ts.forEachChild(node, visit);
			};
			visit(source);
			return found;
		})
		.map(({ path }) => path);
}

/** A function longer than the limit: where it is, its name and its length in lines. */
export interface LongFunction {
	path: string;
	name: string;
	lines: number;
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
	const named = node as ts.Node & { name?: ts.Node };
	if (named.name) return named.name.getText(source);
	const parent = node.parent;
	if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(source);
	if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(source);
	if (parent && ts.isCallExpression(parent)) return `${parent.expression.getText(source)}(...)`;
	return '(anonymous)';
}

/** The functions of the files longer than `limit` lines, longest first. */
export function findLongFunctions(
	repository: string,
	files: SourceFile[],
	limit = 100,
): LongFunction[] {
	const long: LongFunction[] = [];
	for (const { path } of files) {
		const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
		const script = readScript(join(repository, path));
		const source = ts.createSourceFile(path, script, ts.ScriptTarget.Latest, true, kind);
		const visit = (node: ts.Node) => {
			if (ts.isFunctionLike(node) && 'body' in node && node.body) {
				const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
				const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
				if (end - start + 1 > limit)
					long.push({ path, name: nameOf(node, source), lines: end - start + 1 });
			}
			ts.forEachChild(node, visit);
		};
		visit(source);
	}
	return long.sort((a, b) => b.lines - a.lines);
}

/** Source files longer than `limit` lines whose first lines do not say why. */
export function findLongFiles(
	repository: string,
	files: SourceFile[],
	limit = 300,
): { path: string; lines: number }[] {
	return files
		.map(({ path }) => ({ path, text: readFileSync(join(repository, path), 'utf8') }))
		.map(({ path, text }) => ({ path, lines: text.split('\n').length, head: text.slice(0, 2000) }))
		.filter(({ lines, head }) => lines > limit && !/Longer than 300 lines because/i.test(head))
		.map(({ path, lines }) => ({ path, lines }))
		.sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const repository = resolve(dirname(new URL(import.meta.url).pathname), '..');
	const files = readGraph(repository);
	const circles = findCircles(files);
	const crowded = [...listFolders(join(repository, 'packages'), repository)]
		.filter(([, paths]) => paths.length > 20)
		.map(([folder, paths]) => `${folder} ${paths.length}`);
	const long = findLongFunctions(repository, files);
	console.log(`${files.length} source files`);
	console.log(`circles: ${circles.length}`);
	for (const circle of circles) console.log(`  ${circle.join(' <-> ')}`);
	console.log(`folders over 20 source files: ${crowded.join(', ') || 'none'}`);
	console.log(`globalThis: ${findGlobalThisFiles(repository, files).join(', ') || 'none'}`);
	console.log(`functions over 100 lines: ${long.length}`);
	for (const { path, name, lines } of long) console.log(`  ${lines} ${name} (${path})`);
	const longFiles = findLongFiles(repository, files);
	console.log(`files over 300 lines without a reason: ${longFiles.length}`);
	for (const { path, lines } of longFiles) console.log(`  ${lines} ${path}`);
}
