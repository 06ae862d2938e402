import { unified } from '@astrojs/markdown-remark';
import { satteri } from '@astrojs/markdown-satteri';
import type { AstroConfig } from 'astro';
import { describe, expect, it } from 'vitest';
import { DocsJsonSchema } from '../schemas/docs-json.ts';
import { registerApiPageStep } from './markdown-processor.ts';

const options = { docsJson: DocsJsonSchema.parse({}) };
type Processor = AstroConfig['markdown']['processor'];

describe("registerApiPageStep (on the site's own Markdown processor, never replacing it)", () => {
	it('adds an mdast plugin to Sätteri, after the ones the site gave it', () => {
		const site = { name: 'site-plugin' };
		const processor = satteri({ mdastPlugins: [site] });
		registerApiPageStep(processor as Processor, options);
		expect(processor.name).toBe('satteri');
		expect(
			processor.options.mdastPlugins.map((plugin) => (plugin as { name: string }).name),
		).toEqual(['site-plugin', 'trydocs-api-page']);
	});

	it('adds a remark plugin to unified, after the ones the site gave it', () => {
		const site = () => undefined;
		const processor = unified({ remarkPlugins: [site] });
		registerApiPageStep(processor as Processor, options);
		expect(processor.name).toBe('unified');
		expect(processor.options.remarkPlugins).toHaveLength(2);
		expect(processor.options.remarkPlugins[0]).toBe(site);
	});

	it('stops with the name of a processor it cannot extend, and the two that work', () => {
		const call = () => registerApiPageStep({ name: 'marked' } as Processor, options);
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
