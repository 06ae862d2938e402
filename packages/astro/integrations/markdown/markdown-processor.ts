/**
 * Registers Trydocs' Markdown steps on the processor the site already uses, as Starlight
 * registers its own: Sätteri (Astro's default) gets an mdast plugin, unified gets remark
 * plugins. The site's processor is never replaced.
 *
 * Mintlify's components (`<Note>`, `<Tabs>`, ...) are imported into MDX files by a remark step,
 * which Sätteri cannot run. On a Sätteri site, the `@astrojs/mdx` that Trydocs adds itself (when
 * the site has none) compiles MDX with unified and that step; `.md` files stay with Sätteri. A
 * site with its own `mdx()` on Sätteri gets a clear error naming the component and what to do.
 */
import { isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isUnifiedProcessor, unified } from '@astrojs/markdown-remark';
import { isSatteriProcessor } from '@astrojs/markdown-satteri';
import type { AstroConfig } from 'astro';
import { AstroError } from 'astro/errors';
import type { Root } from 'mdast';
import {
	createRemarkHeadingIds,
	createSatteriHeadingIds,
} from '../../utils/content/heading-ids.ts';
import { MINTLIFY_COMPONENTS } from './mintlify/components.ts';
import { type ApiPageOptions, createRemarkApiPage, readApiPage } from './remark-api-page.ts';
import { createRemarkImages, createSatteriImages, type ImagesOptions } from './remark-images.ts';
import { createRemarkLegacyComponents } from './remark-legacy-components.ts';
import {
	createRemarkMintlifyComponents,
	type MintlifyComponentsOptions,
} from './remark-mintlify-components.ts';
import {
	createRemarkSnippetIslands,
	type SnippetIslandsOptions,
} from './remark-snippet-islands.ts';
import { createRemarkSnippetProps } from './remark-snippet-props.ts';
import { createRemarkTableLabels, createSatteriTableLabels } from './remark-table-labels.ts';

type MarkdownProcessor = AstroConfig['markdown']['processor'];

/** What the steps need from the site. */
export type MarkdownStepsOptions = ApiPageOptions &
	MintlifyComponentsOptions &
	ImagesOptions &
	SnippetIslandsOptions;

/**
 * Trydocs' remark steps, in order: the `api:` page; the legacy `<Snippet file>` and `<Link>`
 * (before the components step, which would unwrap them as unknown); Mintlify's components;
 * images; snippet variables; React snippets that keep state, made islands; custom heading IDs.
 */
export function createRemarkSteps(options: MarkdownStepsOptions) {
	return [
		createRemarkApiPage(options),
		createRemarkLegacyComponents(options),
		createRemarkMintlifyComponents(options),
		createRemarkImages(options),
		createRemarkSnippetProps(),
		createRemarkSnippetIslands(options),
		createRemarkTableLabels(),
		createRemarkHeadingIds(),
	];
}

/**
 * Adds the `api:` page step and the Mintlify components step to `processor` (the site's
 * `markdown.processor`). Returns the processor for the `mdx()` Trydocs adds when the site has
 * none: `undefined` (MDX follows the site's processor) when that processor runs both steps.
 * An engine Trydocs cannot extend stops the build with its name and the two that work.
 */
export function registerMarkdownSteps(
	processor: MarkdownProcessor,
	options: MarkdownStepsOptions,
): { mdxProcessor?: ReturnType<typeof unified> } {
	if (isUnifiedProcessor(processor)) {
		processor.options.remarkPlugins.push(...createRemarkSteps(options));
		return {};
	}
	if (isSatteriProcessor(processor)) {
		processor.options.mdastPlugins.push(
			createSatteriApiPage(options),
			createSatteriComponentsCheck(options),
			createSatteriImages(options),
		);
		// `.md` pages stay with Sätteri: they take the table labels and `{#id}` headings there.
		processor.options.hastPlugins.push(createSatteriTableLabels(), createSatteriHeadingIds());
		return {
			mdxProcessor: unified({
				remarkPlugins: createRemarkSteps(options),
			}),
		};
	}
	throw new AstroError(
		`Trydocs cannot read \`api:\` pages with the Markdown processor \`${processor?.name ?? String(processor)}\` set in \`markdown.processor\` of astro.config.mjs.`,
		"Use Astro's default (Sätteri, or `satteri()` from `@astrojs/markdown-satteri`) or `unified()` from `@astrojs/markdown-remark`; Trydocs registers its step on either and changes nothing else.",
	);
}

/** Components the page route passes to every page itself (`routes/page.astro`). */
const PASSED_BY_ROUTE = new Set(['ParamField', 'ResponseField', 'Expandable']);

type TreeNode = { type: string; name?: string | null; value?: string; children?: TreeNode[] };

/**
 * On MDX compiled by Sätteri (a site's own `mdx()`), a Mintlify component the file does not
 * import cannot be imported for it: this stops the build with the file, the line, the component
 * and the two ways out, instead of Astro's "Expected component to be defined" at render time.
 */
export function createSatteriComponentsCheck(options: MintlifyComponentsOptions) {
	return {
		name: 'trydocs-mintlify-components-check',
		options: { position: true },
		before(root: Readonly<Root>, context: SatteriContext) {
			const tree = root as unknown as TreeNode;
			const esm = (tree.children ?? [])
				.filter((node) => node.type === 'mdxjsEsm')
				.map((node) => node.value ?? '')
				.join('\n');
			const find = (node: TreeNode): (TreeNode & { position?: Root['position'] }) | undefined => {
				if (
					(node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
					node.name &&
					MINTLIFY_COMPONENTS[node.name] &&
					!PASSED_BY_ROUTE.has(node.name) &&
					!new RegExp(`\\b${node.name}\\b`).test(esm)
				) {
					return node;
				}
				for (const child of node.children ?? []) {
					const found = find(child);
					if (found) return found;
				}
				return undefined;
			};
			const found = find(tree);
			if (!found) return;
			const path = context.fileURL ? fileURLToPath(context.fileURL) : 'page.mdx';
			const file = options.root && isAbsolute(path) ? relative(options.root, path) : path;
			const line = found.position?.start.line;
			throw new AstroError(
				`\`${file}${line ? `:${line}` : ''}\` uses Mintlify's \`<${found.name}>\`, which Trydocs imports into MDX with a remark step, and this site's \`mdx()\` compiles MDX with Sätteri, which runs no remark steps.`,
				'Remove `mdx()` from `integrations` (Trydocs then adds it and compiles MDX with that step), or set `markdown: { processor: unified() }` (from `@astrojs/markdown-remark`) in astro.config.mjs.',
			);
		},
	};
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
