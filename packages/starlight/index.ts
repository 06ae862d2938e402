import { randomBytes } from 'node:crypto';
import type { StarlightPlugin } from '@astrojs/starlight/types';
import { setupReference } from './integrations/setup-reference.ts';
import {
	parseStarlightTrydocsConfig,
	parseStarlightTrydocsOptions,
	type StarlightTrydocsUserConfig,
	type StarlightTrydocsUserOptions,
} from './schemas/config.ts';
import { createSidebarPlaceholder } from './utils/sidebar.ts';
import type { SidebarGroupConfig } from './utils/types.ts';

export type {
	StarlightTrydocsConfig,
	StarlightTrydocsUserConfig,
	StarlightTrydocsUserOptions,
} from './schemas/config.ts';

/** The placeholder of the shared group, which every spec without `sidebar.group` goes into. */
const DEFAULT_GROUP = createSidebarPlaceholder(Symbol('TrydocsStarlightSidebarGroups'));

/**
 * Where the reference goes in Starlight's `sidebar`: `sidebar: [...openAPISidebarGroups]`. The
 * plugin replaces it with one group per spec (the name is starlight-openapi's, so a site moving
 * from it changes only the import).
 */
export const openAPISidebarGroups: SidebarGroupConfig[] = [DEFAULT_GROUP];

/**
 * A placeholder of its own for one spec: pass it as the spec's `sidebar.group` and place it in
 * Starlight's `sidebar` where that spec's group goes.
 */
export function createOpenAPISidebarGroup(): SidebarGroupConfig {
	return createSidebarPlaceholder(Symbol(randomBytes(24).toString('base64url')));
}

/**
 * The Trydocs plugin for Starlight: a page per operation and webhook of each spec, inside
 * Starlight's own frame (header, sidebar, table of contents, search, themes, locales), with
 * Trydocs' endpoint content and its Try it playground. Configured as starlight-openapi is: one
 * entry per spec, `{ base, schema, sidebar: { label, collapsed, group } }`. The second argument
 * takes what docs.json's `api` gives Trydocs' shell: `{ playground: { persistVariables } }`.
 */
export default function starlightTrydocs(
	userConfig: StarlightTrydocsUserConfig,
	userOptions?: StarlightTrydocsUserOptions,
): StarlightPlugin {
	// Options are validated once, here, where they enter.
	const options = parseStarlightTrydocsConfig(userConfig);
	const pluginOptions = parseStarlightTrydocsOptions(userOptions);
	return {
		name: '@trydocs/starlight',
		hooks: {
			'config:setup': async (params) => {
				// `astro preview` and `astro sync` serve or type what a build made: nothing to read.
				if (params.command !== 'build' && params.command !== 'dev') return;
				await setupReference(params, options, pluginOptions, DEFAULT_GROUP.label);
			},
		},
	};
}
