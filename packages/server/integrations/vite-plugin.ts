import type { Plugin } from 'vite';

/** Module ids of the server's virtual modules. */
export const CONFIG_MODULE = 'virtual:trydocs/server-config';
const STARTUP_MODULE = 'virtual:trydocs/server-startup';
const FAST_PATH_MODULE = 'virtual:trydocs/server-fast-path';

/** The line of `@astrojs/node`'s standalone server that creates its request listener. */
const STANDALONE_HANDLER =
	'const handler = createStandaloneHandler(app, resolvedOptions, headersMap);';

/**
 * Serves `virtual:trydocs/server-config` (the resolved options, no secrets) to the routes, and
 * on the Node adapter adds a startup import to its server entry, so the store opens, interrupted
 * builds are recovered and generated keys are printed when the server starts, not on the first
 * request. (Other adapters start the runtime on the first request.)
 */
export function createServerVitePlugin(
	configSource: string,
	runtimeFile: string,
	fastPathFile: string,
): Plugin {
	return {
		name: 'vite-plugin-trydocs-server',
		resolveId(id) {
			if (id === CONFIG_MODULE || id === STARTUP_MODULE || id === FAST_PATH_MODULE) {
				return `\0${id}`;
			}
		},
		load(id) {
			if (id === `\0${CONFIG_MODULE}`) return configSource;
			if (id === `\0${FAST_PATH_MODULE}`) {
				return [
					`import { config } from ${JSON.stringify(CONFIG_MODULE)};`,
					`import { wrapWithFastPath } from ${JSON.stringify(fastPathFile)};`,
					'export const wrap = (listener) => wrapWithFastPath(config, listener);',
				].join('\n');
			}
			if (id === `\0${STARTUP_MODULE}`) {
				return [
					`import { config } from ${JSON.stringify(CONFIG_MODULE)};`,
					`import { getNodeRuntime } from ${JSON.stringify(runtimeFile)};`,
					'getNodeRuntime(config).catch((error) => {',
					"\tconsole.error('[trydocs] The server runtime could not start; its endpoints answer 500 until it can.', error);",
					'});',
				].join('\n');
			}
		},
		transform(code, id) {
			if (/[\\/]@astrojs[\\/]node[\\/]dist[\\/]server\.js$/.test(id)) {
				return { code: `${code}\nimport ${JSON.stringify(STARTUP_MODULE)};\n`, map: null };
			}
			if (/[\\/]@astrojs[\\/]node[\\/]dist[\\/]standalone\.js$/.test(id)) {
				// If a later adapter version changes this line, the endpoints go through Astro:
				// slower, still correct.
				if (!code.includes(STANDALONE_HANDLER)) {
					this.warn(
						"@astrojs/node's standalone server has changed, so the interfaces' endpoints are served through Astro's pipeline instead of the faster direct path. Report it to Trydocs with your @astrojs/node version.",
					);
					return;
				}
				return {
					code: `import { wrap as __trydocsWrap } from ${JSON.stringify(FAST_PATH_MODULE)};\n${code.replace(
						STANDALONE_HANDLER,
						'const handler = __trydocsWrap(createStandaloneHandler(app, resolvedOptions, headersMap));',
					)}`,
					map: null,
				};
			}
		},
	};
}
