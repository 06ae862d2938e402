/**
 * `astro dev` follows a docs repository without restarting: a page added, deleted or with new
 * frontmatter, an edited docs.json and an edited spec (or any file its `$ref`s name) each
 * invalidate the `virtual:trydocs/*` modules (and so everything that read them: the page list,
 * the navigation, the routes), then reload the open tab. A restart would recompile every module
 * and grow the server's memory.
 */
import { extname, resolve, sep } from 'node:path';
import {
	type EnvironmentModuleNode,
	isRunnableDevEnvironment,
	type Plugin,
	type ViteDevServer,
} from 'vite';
import { countDataEdit } from '../../utils/specs/data-edits.ts';
import { looksLikeSpec } from '../../utils/specs/find-specs.ts';

/** What the plugin follows, and how the integration reacts. */
export interface DevReloadOptions {
	/** The docs root: only its files are followed. */
	root: string;
	/** docs.json, absolute. */
	docsJsonPath: string;
	/** Reads docs.json again; false when it is invalid (the integration said why). */
	reloadDocsJson: () => boolean;
	/** True when the page list changed since the last call (a page added, deleted, retitled). */
	hasPagesChanged: () => boolean;
	/** The virtual modules to invalidate, e.g. `virtual:trydocs/config`. */
	modules: string[];
}

const PAGE = new Set(['.md', '.mdx']);
const DATA = new Set(['.json', '.yaml', '.yml']);

/**
 * True for the files a docs repository is written in: pages, docs.json and specs under the docs
 * root, outside `node_modules` and hidden folders (`.astro`, `.git`, where tools write their own
 * files, some only for an instant).
 */
export function isFollowed(file: string, prefix: string): boolean {
	if (!file.startsWith(prefix)) return false;
	const extension = extname(file).toLowerCase();
	if (!PAGE.has(extension) && !DATA.has(extension)) return false;
	return !file
		.slice(prefix.length)
		.split(sep)
		.some((part) => part === 'node_modules' || part.startsWith('.'));
}

/**
 * Reads the changed file through Vite's `read`, which waits out an editor's save that reaches
 * the watcher as an empty file. A file gone before it could be read (a tool's temporary file)
 * is no error: the update goes on as for a deleted file.
 */
async function settle(read: () => string | Promise<string>): Promise<void> {
	try {
		await read();
	} catch {
		// Gone already.
	}
}

/**
 * Invalidates the modules `ids` (as Vite names them: `\0virtual:...`, a file's path) and whatever
 * imported them, in every environment, and reloads the tab.
 */
export function invalidateModules(server: ViteDevServer, ids: string[]): void {
	const timestamp = Date.now();
	for (const environment of Object.values(server.environments)) {
		const seen = new Set<EnvironmentModuleNode>();
		for (const id of ids) {
			const module = environment.moduleGraph.getModuleById(id);
			if (module) environment.moduleGraph.invalidateModule(module, seen, timestamp, true);
		}
		if (!isRunnableDevEnvironment(environment)) continue;
		// The server's module runner keeps what it evaluated: drop those too, so the next request
		// runs the page list and the routes again (Astro then calls getStaticPaths again too).
		for (const module of seen) {
			const evaluated = module.id && environment.runner.evaluatedModules.getModuleById(module.id);
			if (evaluated) environment.runner.evaluatedModules.invalidateModule(evaluated);
		}
	}
	server.ws.send({ type: 'full-reload', path: '*' });
}

/**
 * The Vite plugin of `astro dev` that follows the docs without a restart. It reacts in Vite's own
 * update step (`hotUpdate`, first of the plugins), so the page list is current before any reload
 * reaches the tab: a second reload sent while the tab is reloading would be lost.
 */
export function createDevReloadPlugin(options: DevReloadOptions): Plugin {
	const prefix = options.root.endsWith(sep) ? options.root : options.root + sep;
	const docsJsonPath = resolve(options.docsJsonPath);
	// Vite asks each environment about the same change: it is handled once.
	let last: { file: string; timestamp: number } | undefined;
	return {
		name: 'vite-plugin-trydocs-dev-reload',
		apply: 'serve',
		hotUpdate: {
			order: 'pre',
			async handler({ type, file: path, timestamp, read, server }) {
				const file = resolve(path);
				if (!isFollowed(file, prefix)) return;
				if (last?.file === file && last.timestamp === timestamp) return;
				last = { file, timestamp };
				if (type !== 'delete') await settle(read);
				let changed = true;
				if (file === docsJsonPath) changed = options.reloadDocsJson();
				else if (PAGE.has(extname(file).toLowerCase())) changed = options.hasPagesChanged();
				// Any other JSON or YAML file is a spec (pretty or on one line), or a file that docs.json
				// or a spec reads (a `$ref`'d part, mint.json when there is no docs.json), or one gone:
				// docs.json is read again unless the file is a spec, and the tab reloads. A spec is read
				// again after such an edit (loadSpecCached).
				else {
					countDataEdit();
					if (type === 'delete' || !looksLikeSpec(file)) options.reloadDocsJson();
				}
				if (changed)
					invalidateModules(
						server,
						options.modules.map((id) => `\0${id}`),
					);
			},
		},
	};
}
