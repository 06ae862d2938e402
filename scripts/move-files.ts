/**
 * Moves source files and keeps every reference to them working: each relative specifier in the
 * repository's source, tests and package manifests (`import`, `export ... from`, `import()`,
 * `new URL('./x.ts', import.meta.url)`, `exports` targets) that names a moved file, or sits in a
 * moved file, is rewritten from the file's new place. A file's colocated test moves with it.
 *
 *   node scripts/move-files.ts moves.json      # { "packages/a/utils/x.ts": "packages/a/y/x.ts" }
 *
 * The references it cannot see (a path built at run time, a template literal, a comment) are
 * printed as a reminder; typecheck and the tests find the rest.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const scanned = /\.(ts|tsx|mts|mjs|js|astro|json)$/;
const skipped =
	/^(fixtures\/(compat\/repos|specs|mintlify-docs|pangolin-docs|mintlify-wild)\/|.*node_modules\/|.*\/dist\/)/;
const probes = ['', '.ts', '.tsx', '.astro', '.mjs', '.js', '/index.ts'];

function listFiles(repository: string): string[] {
	const out = execFileSync('git', ['ls-files'], { cwd: repository, encoding: 'utf8' });
	return out.split('\n').filter((path) => scanned.test(path) && !skipped.test(path));
}

function toSpecifier(from: string, to: string): string {
	const path = relative(dirname(from), to);
	return path.startsWith('.') ? path : `./${path}`;
}

/** The moves with each moved file's colocated test added. */
function withTests(moves: Map<string, string>, repository: string): Map<string, string> {
	const all = new Map(moves);
	for (const [from, to] of moves) {
		const test = from.replace(/\.(tsx?|astro)$/, '.test.ts');
		if (test !== from && existsSync(join(repository, test)) && !all.has(test)) {
			all.set(test, to.replace(/\.(tsx?|astro)$/, '.test.ts'));
		}
	}
	return all;
}

function rewrite(
	file: string,
	text: string,
	moves: Map<string, string>,
	repository: string,
): string {
	const newFile = moves.get(file) ?? file;
	return text.replace(
		/(['"])(\.{1,2}\/[^'"\n$`]*)\1/g,
		(whole, quote: string, specifier: string) => {
			const [path = specifier, query = ''] = specifier.split(/(?=\?)/);
			const base = resolve(repository, dirname(file), path);
			const probe = probes.find((suffix) => existsSync(base + suffix));
			if (probe === undefined) return whole;
			const target = relative(repository, base + probe);
			const isFolder = statSync(base + probe).isDirectory();
			const newTarget = isFolder ? target : (moves.get(target) ?? target);
			if (newFile === file && newTarget === target) return whole;
			let next = toSpecifier(newFile, newTarget);
			if (probe && !isFolder) next = next.slice(0, next.length - probe.length);
			if (isFolder && path.endsWith('/')) next += '/';
			return `${quote}${next}${query}${quote}`;
		},
	);
}

/** Lines of tracked files matching `pattern` (none when nothing matches). */
function grep(repository: string, pattern: string): string[] {
	try {
		const out = execFileSync('git', ['grep', '-n', '-E', pattern], {
			cwd: repository,
			encoding: 'utf8',
		});
		return out.split('\n').filter(Boolean);
	} catch {
		return [];
	}
}

function main() {
	const repository = resolve(dirname(new URL(import.meta.url).pathname), '..');
	const list = process.argv[2];
	if (!list) throw new Error('Usage: node scripts/move-files.ts moves.json');
	const input = JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>;
	const moves = withTests(new Map(Object.entries(input)), repository);
	for (const from of moves.keys()) {
		if (!existsSync(join(repository, from))) throw new Error(`No file ${from} to move.`);
	}
	const changed = new Map<string, string>();
	for (const file of listFiles(repository)) {
		const text = readFileSync(join(repository, file), 'utf8');
		const next = rewrite(file, text, moves, repository);
		if (next !== text || moves.has(file)) changed.set(file, next);
	}
	for (const [from, to] of moves) {
		mkdirSync(dirname(join(repository, to)), { recursive: true });
		execFileSync('git', ['mv', from, to], { cwd: repository });
	}
	for (const [file, text] of changed)
		writeFileSync(join(repository, moves.get(file) ?? file), text);
	const names = [...moves.keys()].map((path) => path.split('/').pop() as string);
	const pattern = names.map((name) => `[\`/]${name.replace(/\./g, '\\.')}`).join('|');
	const hints = grep(repository, pattern).filter(
		(line) => /\$\{|\/\/|\*|join\(/.test(line) && !skipped.test(line),
	);
	console.log(`moved ${moves.size} files, rewrote ${changed.size}`);
	if (hints.length) console.log(`check these by hand:\n${hints.slice(0, 80).join('\n')}`);
}

main();
