import type { Plugin } from 'vite';

/** A module's source, or a function giving its current source (read again after a reload). */
export type ModuleSource = string | (() => string);

/**
 * One Vite plugin that serves every `virtual:trydocs/*` module from one map of module ids to
 * source text, typed in `virtual.d.ts`. A source given as a function is read each time Vite
 * loads the module, so `astro dev` serves the current one after integrations/vite/dev-reload.ts
 * invalidates it.
 */
export function createVirtualModulesPlugin(modules: Record<string, ModuleSource>): Plugin {
	const resolved = new Map(Object.entries(modules).map(([id, code]) => [`\0${id}`, code]));
	return {
		name: 'vite-plugin-trydocs-virtual-modules',
		resolveId(id) {
			if (id in modules) return `\0${id}`;
		},
		load(id) {
			const source = resolved.get(id);
			return typeof source === 'function' ? source() : source;
		},
	};
}
