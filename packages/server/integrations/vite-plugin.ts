import type { Plugin } from 'vite';
import type { ServerConfig } from '../handlers/config.ts';

/** Module ids of the server's virtual modules. */
export const CONFIG_MODULE = 'virtual:trydocs/server-config';
export const RUNTIME_MODULE = 'virtual:trydocs/server-runtime';

/** Which runtime builds the handlers' deps: picked from the site's adapter. */
export interface RuntimeChoice {
	/** The runtime module (`runtime/node.ts` or `runtime/workers.ts`), an absolute path. */
	file: string;
	/** Its export that takes the configuration and gives the deps. */
	getDeps: string;
}

/**
 * Serves `virtual:trydocs/server-config` (the resolved options as plain data, no secrets) and
 * `virtual:trydocs/server-runtime` (`getDeps()`, from the runtime the adapter picked) to the
 * routes. `getConfig` is read when the module is loaded: the site's routes are known by then.
 * Nothing else of the site or its adapter is touched.
 */
export function createServerVitePlugin(
	getConfig: () => ServerConfig,
	runtime: RuntimeChoice,
): Plugin {
	return {
		name: 'vite-plugin-trydocs-server',
		resolveId(id) {
			if (id === CONFIG_MODULE || id === RUNTIME_MODULE) return `\0${id}`;
		},
		load(id) {
			if (id === `\0${CONFIG_MODULE}`)
				return `export const config = ${JSON.stringify(getConfig())};`;
			if (id === `\0${RUNTIME_MODULE}`) {
				return [
					`import { config } from ${JSON.stringify(CONFIG_MODULE)};`,
					`import { ${runtime.getDeps} as getRuntimeDeps } from ${JSON.stringify(runtime.file)};`,
					'export const getDeps = () => getRuntimeDeps(config);',
				].join('\n');
			}
		},
	};
}
