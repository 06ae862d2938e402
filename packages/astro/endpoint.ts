/**
 * `@trydocs/astro/endpoint`: what another Astro host needs to draw Trydocs' endpoint pages in a
 * frame of its own (`@trydocs/starlight` draws them inside Starlight's). The pages themselves are
 * the components `@trydocs/astro/components/Endpoint.astro` (an operation: the bar, the fields,
 * the examples, the Try it button) and `@trydocs/astro/components/Webhook.astro`, styled by
 * `@trydocs/astro/endpoint.css` (and the Try it button by `@trydocs/playground/try-it.css`) from
 * the `--td-*` custom properties the host defines. A host whose pages share one route links both
 * on its endpoint pages only: `@trydocs/astro/endpoint-styles` gives their addresses.
 */
import type { Plugin } from 'vite';
import { findProxyUrl } from './integrations/hooks/server-links.ts';
import { createLazyChunksPlugin } from './integrations/vite/lazy-chunks.ts';
import { createIslandChunkPlugin } from './integrations/vite/shell-chunks.ts';

/** The hook name a host's integration answers with its specs' sources, for the proxy's allow list. */
export { SPECS_HOOK } from '@trydocs/playground/constants';
export { readApiPageFile } from './integrations/markdown/api-page-file.ts';
export { type EndpointHeading, listEndpointHeadings } from './utils/endpoint/headings.ts';
export { renderMarkdown } from './utils/endpoint/markdown.ts';
export type { EndpointSettings } from './utils/endpoint/types.ts';
export { setEndpointLanguage } from './utils/i18n/strings.ts';
export { getOperationName } from './utils/navigation/navigation-operations.ts';
export { getTocEntries, type TocEntry } from './utils/pages/toc.ts';
export { findProxyUrl };

/** The packages an endpoint page runs from, which ship TypeScript source for Vite to compile. */
const SOURCE_PACKAGES = ['@trydocs/astro', '@trydocs/openapi', '@trydocs/playground'];

/**
 * The Vite settings an endpoint page needs: the module that gives its script the URL of the Try it
 * island (`virtual:trydocs/island-chunk`), the playground's on-demand modules loaded without the
 * bundler's preload helper (so a page sends no JavaScript of them before a click), and our
 * packages compiled for the server. Add them with `updateConfig({ vite })` in `astro:config:setup`.
 */
export function createEndpointViteConfig(): {
	ssr: { noExternal: string[] };
	plugins: Plugin[];
} {
	return {
		ssr: { noExternal: SOURCE_PACKAGES },
		plugins: [createIslandChunkPlugin(), createLazyChunksPlugin()],
	};
}
