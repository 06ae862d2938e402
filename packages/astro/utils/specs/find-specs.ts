/**
 * Which spec an `openapi:` line means. Mintlify uploads every OpenAPI file of a repository,
 * named in docs.json or not, and a page may name its spec by path from the root, with or
 * without its extension, or by its file name alone.
 */
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { isHttpUrl } from '@trydocs/openapi';

const SPEC_EXTENSIONS = ['.json', '.yaml', '.yml'];
const SKIPPED = new Set(['node_modules', 'dist', 'build']);
const found = new Map<string, string[]>();

/**
 * True when the file reads as an OpenAPI or Swagger document: a top-level `openapi:` or
 * `swagger:` key among its first 4 KB, in YAML, pretty JSON, or JSON on one line (a generated
 * spec), whatever key comes first.
 */
export function looksLikeSpec(file: string): boolean {
	let handle: number;
	try {
		handle = openSync(file, 'r');
	} catch {
		return false;
	}
	try {
		const buffer = Buffer.alloc(4096);
		const text = buffer.subarray(0, readSync(handle, buffer, 0, buffer.length, 0)).toString('utf8');
		return (
			/^\s*\{?\s*["']?(openapi|swagger)["']?\s*:/m.test(text) ||
			/"(openapi|swagger)"\s*:\s*"\d/.test(text)
		);
	} finally {
		closeSync(handle);
	}
}

/**
 * Every OpenAPI file of the repository at `root` (JSON or YAML, outside dot-folders,
 * `node_modules` and build output), in path order; listed once per process.
 */
export function listRepositorySpecs(root: string): string[] {
	const cached = found.get(root);
	if (cached) return cached;
	const specs: string[] = [];
	const walk = (folder: string) => {
		const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
			a.name.localeCompare(b.name),
		);
		for (const entry of entries) {
			if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
			const path = join(folder, entry.name);
			if (entry.isDirectory()) walk(path);
			else if (
				entry.isFile() &&
				SPEC_EXTENSIONS.some((extension) => entry.name.toLowerCase().endsWith(extension)) &&
				entry.name !== 'docs.json' &&
				entry.name !== 'package.json' &&
				looksLikeSpec(path)
			) {
				specs.push(path);
			}
		}
	};
	if (existsSync(root)) walk(root);
	found.set(root, specs);
	return specs;
}

function withoutExtension(path: string): string {
	return path.replace(/\.(json|ya?ml)$/i, '');
}

/**
 * The spec file `named` means (the first word of `openapi: named METHOD /path`): a URL as it is;
 * a path from the page's own folder when it starts with `./` or `../` (`from`, the page's path
 * from the site root: generated reference pages name `../openapi.json` beside their folder);
 * a path from the site root (a leading `/` too), with or without its extension; else the one
 * spec of the site or repository with that path or file name, extension or not. `undefined`
 * when none is found.
 */
export function resolveNamedSpec(
	named: string,
	root: string,
	siteSpecs: string[],
	from?: string,
): string | undefined {
	if (isHttpUrl(named)) return named;
	const bases = [
		...(from !== undefined && /^\.\.?\//.test(named) ? [resolve(root, dirname(from), named)] : []),
		resolve(root, named.replace(/^\/+/, '')),
	];
	for (const direct of bases) {
		for (const candidate of [direct, ...SPEC_EXTENSIONS.map((extension) => direct + extension)]) {
			if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
		}
	}
	const wanted = withoutExtension(named.replace(/^\.?\/+/, '')).toLowerCase();
	const known = [...new Set([...siteSpecs, ...listRepositorySpecs(root)])].filter(
		(file) => !isHttpUrl(file),
	);
	const matches = known.filter((file) => {
		const path = withoutExtension(relative(root, file).split('\\').join('/')).toLowerCase();
		return path === wanted || withoutExtension(basename(file)).toLowerCase() === wanted;
	});
	return matches.length === 1 ? matches[0] : undefined;
}
