import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { createRemarkTableLabels } from './remark-table-labels.ts';

/** `markdown` as Astro renders it with the step. */
async function render(markdown: string): Promise<string> {
	const processor = await createMarkdownProcessor({
		remarkPlugins: [createRemarkTableLabels()],
		syntaxHighlight: false,
	});
	return (await processor.render(markdown)).code;
}

describe('table labels (a table of three columns or more stacks on a phone)', () => {
	it("gives each cell after the first its column's heading, code and links as text", async () => {
		const html = await render(
			[
				'| Option | `Default` | [Meaning](/guides/x) |',
				'| --- | --- | --- |',
				'| `rateLimit` | `60` | Requests a minute. |',
				'| `dataDir` | | Where the database lives. |',
			].join('\n'),
		);
		expect(html).toContain('<td><code>rateLimit</code></td>');
		expect(html).toContain('<td data-label="Default"><code>60</code></td>');
		expect(html).toContain('<td data-label="Meaning">Requests a minute.</td>');
		expect(html).toContain('<td data-label="Meaning">Where the database lives.</td>');
		expect(html).not.toContain('<th data-label');
	});

	it('leaves a table of two columns as it is: it fits a phone', async () => {
		const html = await render(
			['| Mode | What it does |', '| --- | --- |', '| `modal` | Opens. |'].join('\n'),
		);
		expect(html).not.toContain('data-label');
	});
});
