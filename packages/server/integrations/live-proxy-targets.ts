import { isAbsolute, relative, resolve } from 'node:path';
import { PAGES_FOLDER } from '@trydocs/openapi';
import type { AstroIntegrationLogger } from 'astro';
import type { Plugin } from 'vite';
import {
	collectProxyTargets,
	type ProxyTargetSources,
	type ProxyTargets,
} from './proxy-targets.ts';

/**
 * Where `astro dev` keeps each site's current allow list (by site root). It lives on
 * `globalThis` because the integration and the routes are different module instances (the
 * routes run in Vite's module runner) in the same process.
 */
const LIVE_TARGETS = Symbol.for('trydocs.server.proxy-targets');

function getLiveTargets(): Map<string, string[]> {
	const holder = globalThis as typeof globalThis & { [LIVE_TARGETS]?: Map<string, string[]> };
	holder[LIVE_TARGETS] ??= new Map();
	return holder[LIVE_TARGETS];
}

/**
 * The source of `virtual:trydocs/server-config`. In dev, `proxy.allow` reads the live allow list
 * kept by `createLiveProxyTargetsPlugin`, so a page whose frontmatter gains a server is
 * reachable after a reload, without restarting the dev server. The getter is not enumerable, so
 * the runtime (keyed by the config's JSON) stays the same one when the list changes.
 */
export function createConfigSource(config: { root: string }, dev: boolean): string {
	const lines = [`export const config = ${JSON.stringify(config)};`];
	if (dev) {
		lines.push(
			`const live = globalThis[Symbol.for(${JSON.stringify(LIVE_TARGETS.description)})];`,
			'const declared = config.proxy.allow;',
			"Object.defineProperty(config.proxy, 'allow', {",
			'\tenumerable: false,',
			'\tget: () => live?.get(config.root) ?? declared,',
			'});',
		);
	}
	return lines.join('\n');
}

/**
 * In `astro dev`, keeps the proxy's allow list current without restarting the dev server: when
 * docs.json, a spec it or a page names, or a page under the pages folder is added, edited or
 * removed, the targets are collected again.
 */
export function createLiveProxyTargetsPlugin(
	sources: ProxyTargetSources,
	initial: ProxyTargets,
	log: AstroIntegrationLogger,
): Plugin {
	const pages = sources.pages ?? resolve(sources.root, PAGES_FOLDER);
	return {
		name: 'vite-plugin-trydocs-live-proxy-targets',
		apply: 'serve',
		configureServer(server) {
			const live = getLiveTargets();
			live.set(sources.root, initial.origins);
			const files = new Set(initial.files);
			// Files outside the site root (a spec in a sibling folder) are not watched by default.
			server.watcher.add([...files]);
			let timer: ReturnType<typeof setTimeout> | undefined;
			let running = Promise.resolve();

			const refresh = async () => {
				const next = await collectProxyTargets(sources);
				for (const file of next.files) {
					if (!files.has(file)) {
						files.add(file);
						server.watcher.add(file);
					}
				}
				const before = new Set(live.get(sources.root) ?? []);
				live.set(sources.root, next.origins);
				const added = next.origins.filter((origin) => !before.has(origin));
				const removed = [...before].filter((origin) => !next.origins.includes(origin));
				if (added.length > 0) {
					log.info(`The playground proxy now also forwards to ${added.join(', ')}.`);
				}
				if (removed.length > 0) {
					log.info(`The playground proxy no longer forwards to ${removed.join(', ')}.`);
				}
				for (const warning of next.warnings) log.warn(warning);
			};
			const onFile = (file: string) => {
				const path = relative(pages, file);
				const isPage = !path.startsWith('..') && !isAbsolute(path) && /\.mdx?$/i.test(file);
				if (!isPage && !files.has(file)) return;
				// An editor's save can fire several events: collect once they settle, one run at a time.
				clearTimeout(timer);
				timer = setTimeout(() => {
					running = running
						.then(refresh)
						.catch((error) => log.warn(`Could not update the proxy's allow list: ${error}`));
				}, 50);
			};
			server.watcher.on('add', onFile);
			server.watcher.on('change', onFile);
			server.watcher.on('unlink', onFile);
		},
	};
}
