/**
 * Vite pre-bundles the browser's dependencies named in `optimizeDeps.include`, each resolved from
 * the site root. `@astrojs/preact`, which Trydocs adds, names `preact` and `@preact/signals`
 * there, but a site that does not depend on Preact itself has neither where Vite looks (a strict
 * package manager keeps them under `@trydocs/astro`): Vite then warns `Failed to resolve
 * dependency` and discovers them later, reloading the page on the first 'Try it' click. This
 * plugin names such an entry through this package (`@trydocs/astro > preact`), Vite's syntax for a
 * dependency of a dependency, and leaves every entry the site resolves itself as it is. It runs in
 * `astro build` too, whose content sync starts a Vite server that would print the same warnings.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The package an `include` entry starts with (`preact` of `preact/hooks`, a scope's two parts). */
function getPackageName(entry: string): string {
	const first = (entry.split('>')[0] ?? entry).trim();
	const parts = first.split('/');
	return (first.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** True when `name` is installed where Node looks from `folder` (its `node_modules` and up). */
export function isInstalledFrom(name: string, folder: string): boolean {
	let current = folder;
	for (;;) {
		if (existsSync(join(current, 'node_modules', name, 'package.json'))) return true;
		const parent = dirname(current);
		if (parent === current) return false;
		current = parent;
	}
}

/** The entry, named through `@trydocs/astro` when only this package can resolve it. */
export function nameThroughTrydocs(entry: string, root: string, own: string): string {
	const name = getPackageName(entry);
	if (!name || isInstalledFrom(name, root) || !isInstalledFrom(name, own)) return entry;
	return isInstalledFrom('@trydocs/astro', root) ? `@trydocs/astro > ${entry.trim()}` : entry;
}

/**
 * The Vite plugin. It runs after the other plugins, so it sees their entries: the top-level ones
 * (`config`) and the client environment's (`configEnvironment`, where `@astrojs/preact` names
 * Preact). Entries are rewritten in place: a returned list would be added to the old one.
 */
export function createOptimizeDepsPlugin(): Plugin {
	const own = fileURLToPath(new URL('..', import.meta.url));
	let root = process.cwd();
	const rename = (optimizeDeps: { include?: string[] } | undefined) => {
		if (!optimizeDeps?.include) return;
		optimizeDeps.include = optimizeDeps.include.map((entry) =>
			nameThroughTrydocs(entry, root, own),
		);
	};
	return {
		name: 'vite-plugin-trydocs-optimize-deps',
		enforce: 'post',
		config(config) {
			root = config.root ?? root;
			rename(config.optimizeDeps);
		},
		configEnvironment(name, options) {
			if (name === 'client') rename(options.optimizeDeps);
		},
	};
}
