import type { Plugin } from 'vite';

/**
 * One Vite plugin that serves every `virtual:trydocs/*` module from one map of module ids to
 * source text, typed in `virtual.d.ts`.
 */
export function createVirtualModulesPlugin(modules: Record<string, string>): Plugin {
	const resolved = new Map(Object.entries(modules).map(([id, code]) => [`\0${id}`, code]));
	return {
		name: 'vite-plugin-trydocs-virtual-modules',
		resolveId(id) {
			if (id in modules) return `\0${id}`;
		},
		load(id) {
			return resolved.get(id);
		},
	};
}
