import { unified } from '@astrojs/markdown-remark';
import { satteri } from '@astrojs/markdown-satteri';
import type { AstroConfig } from 'astro';
import { mdxToJs } from 'satteri';
import { describe, expect, it } from 'vitest';
import { DocsJsonSchema } from '../../schemas/docs-json.ts';
import { createSatteriComponentsCheck, registerMarkdownSteps } from './markdown-processor.ts';

const options = { docsJson: DocsJsonSchema.parse({}), root: '/site', staticImages: true };
type Processor = AstroConfig['markdown']['processor'];

describe("registerMarkdownSteps (on the site's own Markdown processor, never replacing it)", () => {
	it('adds mdast plugins to Sätteri, after the ones the site gave it, and MDX gets unified', () => {
		const site = { name: 'site-plugin' };
		const processor = satteri({ mdastPlugins: [site] });
		const { mdxProcessor } = registerMarkdownSteps(processor as Processor, options);
		expect(processor.name).toBe('satteri');
		expect(
			processor.options.mdastPlugins.map((plugin) => (plugin as { name: string }).name),
		).toEqual([
			'site-plugin',
			'trydocs-api-page',
			'trydocs-mintlify-components-check',
			'trydocs-images',
		]);
		// Only for the `mdx()` Trydocs adds itself: the api step, legacy components, Mintlify's components, images, snippet variables, snippet islands, table labels, heading IDs.
		expect(mdxProcessor?.name).toBe('unified');
		expect(mdxProcessor?.options.remarkPlugins).toHaveLength(8);
	});

	it('adds remark plugins to unified, after the ones the site gave it; MDX follows it', () => {
		const site = () => undefined;
		const processor = unified({ remarkPlugins: [site] });
		const { mdxProcessor } = registerMarkdownSteps(processor as Processor, options);
		expect(processor.name).toBe('unified');
		expect(processor.options.remarkPlugins).toHaveLength(9);
		expect(processor.options.remarkPlugins[0]).toBe(site);
		expect(mdxProcessor).toBeUndefined();
	});

	it('stops with the name of a processor it cannot extend, and the two that work', () => {
		const call = () => registerMarkdownSteps({ name: 'marked' } as Processor, options);
		expect(call).toThrow(
			'Trydocs cannot read `api:` pages with the Markdown processor `marked` set in `markdown.processor` of astro.config.mjs.',
		);
		try {
			call();
		} catch (error) {
			expect((error as { hint?: string }).hint).toContain(
				'`unified()` from `@astrojs/markdown-remark`',
			);
		}
	});
});

describe("createSatteriComponentsCheck (a site's own mdx() on Sätteri)", () => {
	const compile = (source: string) =>
		mdxToJs(source, {
			mdastPlugins: [createSatteriComponentsCheck({})],
			fileURL: new URL('file:///site/src/content/docs/page.mdx'),
		} as Parameters<typeof mdxToJs>[1]);

	it('names the file, the line, the component and the two ways out', () => {
		expect(() => compile('# Hi\n\n<Note>Careful.</Note>\n')).toThrow(
			"`/site/src/content/docs/page.mdx:3` uses Mintlify's `<Note>`",
		);
	});

	it('lets through components the file imports and those the page route passes', () => {
		expect(() =>
			compile('import Note from \'./note.astro\';\n\n<Note>Hi</Note>\n\n<ParamField body="a" />\n'),
		).not.toThrow();
	});
});
