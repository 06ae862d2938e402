/**
 * The site's pages, wherever they are: the `docs` content collection (the Astro layout,
 * `src/content/docs`) or the pages found beside docs.json (a Mintlify repository, see
 * utils/pages/find-pages.ts, imported through `virtual:trydocs/pages`). Routes read pages only here.
 */
import { getCollection, render } from 'astro:content';
import { pages as foundPages, layout } from 'virtual:trydocs/pages';
import type { Frontmatter } from '../../schemas/frontmatter.ts';

/** What rendering a page gives: its content and the frontmatter the remark steps added to. */
export interface RenderedPage {
	// biome-ignore lint/suspicious/noExplicitAny: an MDX or Markdown content component.
	Content: any;
	remarkPluginFrontmatter: Record<string, unknown>;
}

/** A page of the site. */
export interface DocsPage {
	/** Its path without extension, e.g. `guides/intro` (`index` for the home page). */
	id: string;
	/** Its path from the site root, for messages. */
	filePath: string;
	data: Frontmatter;
	render: () => Promise<RenderedPage>;
}

let pages: Promise<DocsPage[]> | undefined;

async function loadPages(): Promise<DocsPage[]> {
	if (layout === 'collection') {
		const entries = await getCollection('docs');
		return entries.map((entry: (typeof entries)[number]) => ({
			id: entry.id,
			filePath: entry.filePath ?? entry.id,
			data: entry.data as Frontmatter,
			render: async () => {
				const { Content, remarkPluginFrontmatter } = await render(entry);
				return { Content, remarkPluginFrontmatter: remarkPluginFrontmatter ?? {} };
			},
		}));
	}
	return foundPages.map((page) => ({
		id: page.id,
		filePath: page.filePath,
		data: page.data,
		render: async () => {
			const module = await page.load();
			return { Content: module.default, remarkPluginFrontmatter: module.frontmatter ?? {} };
		},
	}));
}

/** Every page of the site, read once per build. */
export function getPages(): Promise<DocsPage[]> {
	pages ??= loadPages();
	return pages;
}
