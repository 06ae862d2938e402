/**
 * The Astro configuration of a docs repository. A repository with its own `astro.config.*` is
 * run with it, as `astro` would. One without (a Mintlify repository as its authors keep it) gets
 * `trydocs()` from a configuration module the command writes into a cache folder outside the
 * repository (see getCacheDir), and Astro runs from there, so Astro's own files (`.astro/`,
 * Vite's caches) stay out of the repository too; only `trydocs build` writes into it (`dist/`).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroInlineConfig } from 'astro';
import { searchForWorkspaceRoot } from 'vite';
import { createRepositoryPlugin } from './repository-plugin.ts';
import { UsageError } from './usage-error.ts';

/** The names Astro looks for, in its order. */
const CONFIG_FILES = [
	'astro.config.mjs',
	'astro.config.js',
	'astro.config.ts',
	'astro.config.mts',
	'astro.config.cjs',
	'astro.config.cts',
];

/** How a repository is run: with its own configuration, or with the one the command wrote. */
export interface SiteSetup {
	/** The repository, absolute. */
	root: string;
	/** The site's own `astro.config.*`, when it has one. */
	ownConfig: string | undefined;
	/** Where caches and the written configuration go (outside the repository's files). */
	cacheDir: string;
	/** What Astro's `dev`, `build` and `preview` get. */
	inline: AstroInlineConfig;
}

/** The site's own Astro configuration file, if any. */
export function findOwnConfig(root: string): string | undefined {
	return CONFIG_FILES.map((name) => join(root, name)).find((file) => existsSync(file));
}

/**
 * The cache folder Astro runs from for `root`: one per repository under `TRYDOCS_CACHE_DIR`, else
 * `trydocs/` of the user's cache folder (`XDG_CACHE_HOME`, else `~/.cache`). It is not inside any
 * `node_modules` (Vite's watcher then ignores every event).
 */
export function getCacheDir(root: string): string {
	const id = createHash('sha256').update(root).digest('hex').slice(0, 16);
	const base =
		process.env.TRYDOCS_CACHE_DIR ||
		join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'trydocs');
	return join(base, id);
}

/**
 * Checks that `root` is something the command can run, and says what to do when not: a folder,
 * with docs.json, mint.json (or its own Astro configuration).
 */
function assertDocsRoot(root: string, ownConfig: string | undefined): void {
	if (!existsSync(root)) {
		throw new UsageError(
			`The folder \`${root}\` does not exist.`,
			'Pass the docs repository with `--root <folder>`, or run the command inside it.',
		);
	}
	// A `mint.json` (Mintlify's former format) is read as the docs.json it upgrades to.
	if (ownConfig || existsSync(join(root, 'docs.json')) || existsSync(join(root, 'mint.json'))) {
		return;
	}
	throw new UsageError(
		`No \`docs.json\` in \`${root}\`.`,
		'Run trydocs at the root of a docs repository (where docs.json is), or pass it with `--root <folder>`.',
	);
}

/** The repository at `rootOption` (or the current folder), absolute; it must have docs.json. */
export function resolveDocsRoot(rootOption: string | undefined, cwd: string): string {
	const root = resolve(cwd, rootOption ?? '.');
	assertDocsRoot(root, undefined);
	return root;
}

/**
 * The folder holding this command's dependencies (`astro`, `@trydocs/astro`, ...): the
 * `node_modules` this package sits in once installed (npm, npx, pnpm), else its own (in the
 * Trydocs workspace).
 */
function getOwnModules(): string {
	// This file is `utils/` of the package, or `dist/utils/` once built.
	let packageDir = dirname(fileURLToPath(import.meta.url));
	while (!existsSync(join(packageDir, 'package.json'))) packageDir = dirname(packageDir);
	const scopeParent = dirname(dirname(packageDir));
	return basename(scopeParent) === 'node_modules' ? scopeParent : join(packageDir, 'node_modules');
}

/**
 * Prepares the cache folder: a `node_modules` link to this command's dependencies (Astro resolves
 * its own modules from its root), and the configuration module, whose path it returns.
 */
function prepareCacheDir(cacheDir: string, repository: string): string {
	mkdirSync(cacheDir, { recursive: true });
	const modules = join(cacheDir, 'node_modules');
	const target = getOwnModules();
	if (!existsSync(modules) || realpathSync(modules) !== realpathSync(target)) {
		rmSync(modules, { force: true });
		symlinkSync(target, modules, 'junction');
	}
	// Resolved from this package, so the repository needs no `node_modules` of its own.
	const require = createRequire(import.meta.url);
	const integration = pathToFileURL(require.resolve('@trydocs/astro')).href;
	const file = join(cacheDir, 'astro.config.mjs');
	writeFileSync(
		file,
		[
			'// Written by `trydocs` for a docs repository without an astro.config.mjs of its own.',
			`import trydocs from ${JSON.stringify(integration)};`,
			`export default { integrations: [trydocs({ root: ${JSON.stringify(repository)} })] };`,
			'',
		].join('\n'),
	);
	return file;
}

/**
 * The setup of the repository at `rootOption` (or the current folder): its own configuration
 * when it has one, else `trydocs()` run from a cache folder outside the repository. `outDir` and
 * `publicDir` stay in the repository (`dist/`, `public/`), as they would with its own config.
 */
export function createSiteSetup(
	rootOption: string | undefined,
	cwd: string,
	options: { outDir?: string; server?: AstroInlineConfig['server'] } = {},
): SiteSetup {
	const root = resolve(cwd, rootOption ?? '.');
	const ownConfig = findOwnConfig(root);
	assertDocsRoot(root, ownConfig);
	const outDir = resolve(root, options.outDir ?? 'dist');
	const server = options.server ?? {};
	if (ownConfig) {
		return { root, ownConfig, cacheDir: root, inline: { root, outDir, server } };
	}
	const cacheDir = getCacheDir(root);
	const configFile = prepareCacheDir(cacheDir, root);
	const inline: AstroInlineConfig = {
		root: cacheDir,
		configFile: 'astro.config.mjs',
		outDir,
		publicDir: join(root, 'public'),
		cacheDir: join(cacheDir, '.astro-cache'),
		server,
		vite: {
			cacheDir: join(cacheDir, '.vite'),
			// The repository, and this command's dependencies wherever the package manager put them.
			server: { fs: { allow: [root, searchForWorkspaceRoot(getOwnModules())] } },
			plugins: [createRepositoryPlugin(root, cacheDir, configFile)],
		},
	};
	return { root, ownConfig, cacheDir, inline };
}
