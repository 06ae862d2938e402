/**
 * Registers the `api:` page step on the Markdown processor the site already uses, as Starlight
 * does (`integrations/markdown-plugins.ts`): Sätteri (Astro's default) gets an mdast plugin,
 * unified gets a remark plugin. The site's processor is never replaced, and MDX follows it.
 */
import { isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isUnifiedProcessor } from '@astrojs/markdown-remark';
import { isSatteriProcessor } from '@astrojs/markdown-satteri';
import type { AstroConfig } from 'astro';
import { AstroError } from 'astro/errors';
import type { Root } from 'mdast';
import { type ApiPageOptions, createRemarkApiPage, readApiPage } from './remark-api-page.ts';

type MarkdownProcessor = AstroConfig['markdown']['processor'];

/**
 * Adds the `api:` page step to `processor` (the site's `markdown.processor`). An engine Trydocs
 * cannot extend stops the build with its name and the two that work.
 */
export function registerApiPageStep(processor: MarkdownProcessor, options: ApiPageOptions): void {
	if (isSatteriProcessor(processor)) {
		processor.options.mdastPlugins.push(createSatteriApiPage(options));
	} else if (isUnifiedProcessor(processor)) {
		processor.options.remarkPlugins.push(createRemarkApiPage(options));
	} else {
		throw new AstroError(
			`Trydocs cannot read \`api:\` pages with the Markdown processor \`${processor?.name ?? String(processor)}\` set in \`markdown.processor\` of astro.config.mjs.`,
			"Use Astro's default (Sätteri, or `satteri()` from `@astrojs/markdown-satteri`) or `unified()` from `@astrojs/markdown-remark`; Trydocs registers its step on either and changes nothing else.",
		);
	}
}

/** What the Sätteri step reads from the page being compiled. */
interface SatteriContext {
	fileURL: URL | undefined;
	source: string;
	data: { astro?: { frontmatter?: Record<string, unknown> } };
}

/**
 * The `api:` page step as a Sätteri mdast plugin: it reads the whole tree once, before other
 * visitors, and leaves the `Operation` in the page's frontmatter as the remark step does.
 */
export function createSatteriApiPage(options: ApiPageOptions) {
	return {
		name: 'trydocs-api-page',
		// Errors name the line of the element at fault.
		options: { position: true },
		before(root: Readonly<Root>, context: SatteriContext) {
			const frontmatter = context.data.astro?.frontmatter;
			if (!frontmatter || typeof frontmatter.api !== 'string') return;
			const path = context.fileURL ? fileURLToPath(context.fileURL) : 'page.mdx';
			frontmatter.trydocsOperation = readApiPage(root as Root, {
				file: options.root && isAbsolute(path) ? relative(options.root, path) : path,
				source: context.source,
				frontmatter,
				docsJson: options.docsJson,
			});
		},
	};
}
