import { isAbsolute, relative, resolve } from 'node:path';
import { PAGES_FOLDER } from '@trydocs/openapi';
import type { AstroIntegrationLogger } from 'astro';
import type { Plugin } from 'vite';
import { getLiveProxyTargets } from '../registry.ts';
import {
	collectProxyTargets,
	type ProxyTargetSources,
	type ProxyTargets,
} from './proxy-targets.ts';

/**
 * In `astro dev`, keeps the proxy's allow list current without restarting the dev server: when
 * docs.json, a spec it or a page names, or a page under the pages folder is added, edited or
 * removed, the targets are collected again. The list goes to the package's registry, by site
 * root, where the Node runtime's `proxyAllow` reads it (`runtime/node.ts`): the routes run in
 * Vite's module runner, another module instance in the same process.
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
			const live = getLiveProxyTargets();
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
