/**
 * The tree reads as the architecture, and stays so: ARCHITECTURE.md names every folder of the
 * packages (and nothing that is not there), no import forms a circle, imports between packages
 * go one way, no folder is a catch-all, process-wide state lives only in the registries the
 * document names, and no function needs a scroll bar. Each rule is read from the tree itself
 * (scripts/import-graph.ts), so a new file that breaks one fails here with its name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
	findCircles,
	findGlobalThisFiles,
	findLongFunctions,
	listFolders,
	readGraph,
	readScript,
} from './import-graph.ts';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const architecture = readFileSync(join(repository, 'ARCHITECTURE.md'), 'utf8');
const files = readGraph(repository);
const folders = listFolders(join(repository, 'packages'), repository);

/** The folders ARCHITECTURE.md names, written `` `packages/x/y/` ``. */
const documentedFolders = new Set(
	[...architecture.matchAll(/`(packages\/[\w./-]+?)\/?`/g)]
		.map((match) => match[1] ?? '')
		.filter((path) => !/\.\w+$/.test(path)),
);

/** The files ARCHITECTURE.md names as the registries of process-wide state. */
const registries = [...architecture.matchAll(/^- registry: `([^`]+)`/gm)].map(
	(match) => match[1] ?? '',
);

/**
 * The packages (or entry points) each package may import, as DESIGN.md's table has them: arrows
 * only go down. The server reads the routes' defaults and hook names from
 * `@trydocs/playground/constants`, a module of plain values the pages, the island and the
 * endpoints must agree on (no Preact, nothing of the island).
 */
const allowedImports: Record<string, string[]> = {
	openapi: [],
	playground: ['openapi'],
	astro: ['openapi', 'playground'],
	server: ['openapi', 'playground/constants'],
	cli: ['astro', 'openapi'],
	// The Starlight plugin draws the endpoint pages through the entry point made for another host.
	starlight: [
		'openapi',
		'astro/endpoint',
		'astro/endpoint-styles',
		// docs.json's schema (the `api:` pages' defaults, `mdx`) and the problem list the pages'
		// readers report to, so that a Starlight site hears what a Trydocs one would.
		'astro/schema',
		'astro/problems',
		'astro/components/Endpoint.astro',
		'astro/components/Webhook.astro',
		// The elements of a hand-written `api:` page, re-exported by `@trydocs/starlight/components`.
		'astro/components/mdx/Expandable.astro',
		'astro/components/mdx/Empty.astro',
		'astro/components/mdx/ParamField.astro',
		'astro/components/mdx/ResponseField.astro',
	],
};

/** A package's layers as ARCHITECTURE.md draws them: items of the top layer first. */
interface Layers {
	root: string;
	layers: string[][];
}

/**
 * The `layers` blocks of ARCHITECTURE.md: a fenced block whose first line is the package's
 * folder, then one line per layer, top first, each a list of folders (`utils/`) or files
 * (`index.ts`) of the package. A file belongs to its most specific item.
 */
function readLayers(text: string): Layers[] {
	return [...text.matchAll(/```layers\n([\s\S]*?)```/g)].map((match) => {
		const [root = '', ...lines] = (match[1] ?? '').trim().split('\n');
		return { root: root.trim(), layers: lines.map((line) => line.trim().split(/\s+/)) };
	});
}

/** The layer of a file (0 is the top), by its most specific item, or -1 when no item holds it. */
function getLayer(path: string, { root, layers }: Layers): number {
	let best = { layer: -1, length: -1 };
	layers.forEach((items, layer) => {
		for (const item of items) {
			const full = `${root}/${item}`;
			const holds = item.endsWith('/') ? path.startsWith(full) : path === full;
			if (holds && full.length > best.length) best = { layer, length: full.length };
		}
	});
	return best.layer;
}

/** Functions allowed past 100 lines, each with why (a long table of data, not a procedure). */
const longFunctionReasons: Record<string, string> = {};

describe('the tree as ARCHITECTURE.md describes it', () => {
	it('names every folder that holds source, and only folders that exist', () => {
		const withSource = [...folders]
			.filter(([folder, paths]) => paths.length > 0 && folder.split('/').length > 2)
			.map(([folder]) => folder);
		expect(withSource.filter((folder) => !documentedFolders.has(folder))).toEqual([]);
		expect([...documentedFolders].filter((folder) => !folders.has(folder))).toEqual([]);
	});

	it('has no circular import, type-only imports included', () => {
		expect(findCircles(files)).toEqual([]);
	});

	it('finds a circle when there is one (the check itself can fail)', () => {
		const circle = [
			{ path: 'a.ts', imports: ['b.ts'] },
			{ path: 'b.ts', imports: ['c.ts'] },
			{ path: 'c.ts', imports: ['a.ts'] },
			{ path: 'd.ts', imports: ['a.ts'] },
		];
		expect(findCircles(circle)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
	});

	it('imports between packages only go down the table of DESIGN.md', () => {
		const wrong: string[] = [];
		for (const { path } of files) {
			const owner = path.split('/')[1] ?? '';
			const allowed: string[] = allowedImports[owner] ?? [];
			for (const [, name, entry] of readScript(join(repository, path)).matchAll(
				/(?:from|import)\s*\(?\s*['"]@trydocs\/([\w-]+)(\/[\w./-]+)?['"]/g,
			)) {
				const target = `${name}${entry ?? ''}`;
				if (name === owner || allowed.some((ok) => target === ok || name === ok)) continue;
				wrong.push(`${path} imports @trydocs/${target}`);
			}
		}
		expect(wrong).toEqual([]);
	});

	it('puts each file of a package in a layer, and imports only go down the layers', () => {
		const blocks = readLayers(architecture);
		expect(blocks.map(({ root }) => root).sort()).toEqual(
			Object.keys(allowedImports)
				.map((name) => `packages/${name}`)
				.sort(),
		);
		const wrong: string[] = [];
		for (const block of blocks) {
			for (const { path, imports } of files.filter(({ path }) =>
				path.startsWith(`${block.root}/`),
			)) {
				const layer = getLayer(path, block);
				if (layer < 0) wrong.push(`${path} is in no layer`);
				for (const target of imports.filter((target) => target.startsWith(`${block.root}/`))) {
					const below = getLayer(target, block);
					if (layer >= 0 && below >= 0 && below < layer)
						wrong.push(`${path} imports ${target}, a layer up`);
				}
			}
		}
		expect(wrong).toEqual([]);
	});

	it('finds a file a layer up or in no layer (the check itself can fail)', () => {
		const block = { root: 'p', layers: [['index.ts', 'routes/'], ['utils/'], ['utils/leaf.ts']] };
		expect(getLayer('p/routes/a.ts', block)).toBe(0);
		expect(getLayer('p/utils/x/b.ts', block)).toBe(1);
		expect(getLayer('p/utils/leaf.ts', block)).toBe(2);
		expect(getLayer('p/other.ts', block)).toBe(-1);
	});

	it('keeps browser code free of Node builtins', () => {
		const browserFolders = ['packages/astro/client/', 'packages/playground/'];
		const wrong = files
			.filter(({ path }) => browserFolders.some((folder) => path.startsWith(folder)))
			.filter(({ path }) => !path.endsWith('.mjs') && !path.includes('/scripts/'))
			.filter(({ path }) => /from\s+['"]node:/.test(readScript(join(repository, path))))
			.map(({ path }) => path);
		expect(wrong).toEqual([]);
	});

	it('gives no package component a bundled <style>: its CSS is a stylesheet it imports', () => {
		// Astro finds a component's <style> module against the project's root; a package outside
		// that root (the CLI's project lives in the cache folder) then fails in `astro dev` with
		// "No cached compile metadata found". An imported stylesheet resolves like any module.
		const wrong = listAstroFiles(join(repository, 'packages'))
			.filter((path) =>
				/<style(?![^>]*is:inline)[^>]*>/.test(withoutNoscript(readFileSync(path, 'utf8'))),
			)
			.map((path) => path.slice(repository.length + 1));
		expect(wrong).toEqual([]);
	});

	it('has no catch-all folder: at most 25 source files directly in any folder', () => {
		const crowded = [...folders]
			.filter(([, paths]) => paths.length > 25)
			.map(([folder, paths]) => `${folder}: ${paths.length}`);
		expect(crowded).toEqual([]);
	});

	it('names globalThis only in the registries ARCHITECTURE.md lists', () => {
		expect(registries.length).toBeGreaterThan(0);
		expect(
			findGlobalThisFiles(repository, files).filter((path) => !registries.includes(path)),
		).toEqual([]);
	});

	it('has no function over 100 lines without a reason written here', () => {
		const long = findLongFunctions(repository, files)
			.map(({ path, name, lines }) => `${path} ${name} (${lines} lines)`)
			.filter((entry) => !Object.keys(longFunctionReasons).some((key) => entry.startsWith(key)));
		expect(long).toEqual([]);
	});
});

/** Every `.astro` file under `folder`, dependencies left out. */
function listAstroFiles(folder: string): string[] {
	return readdirSync(folder, { recursive: true, encoding: 'utf8' })
		.filter((path) => path.endsWith('.astro') && !path.includes('node_modules'))
		.map((path) => join(folder, path));
}

/** `source` without its `<noscript>` parts, whose `<style>` Astro leaves in the page as written. */
function withoutNoscript(source: string): string {
	return source.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
}
