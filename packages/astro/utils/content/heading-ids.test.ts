import { describe, expect, it } from 'vitest';
import { escapeHeadingIds } from './heading-ids.ts';

describe('escapeHeadingIds', () => {
	it('escapes the {#id} of heading lines, indented ones too, and nothing in fenced code', () => {
		const text = [
			'## Options {#config}',
			'  ### In a tab {#tab}',
			'Prose {#not-a-heading}',
			'~~~md',
			'## Sample {#sample}',
			'```',
			'## Still sample {#sample}',
			'~~~',
			'#### After {#after}  ',
		].join('\n');
		expect(escapeHeadingIds(text)?.split('\n')).toEqual([
			'## Options \\{#config\\}',
			'  ### In a tab \\{#tab\\}',
			'Prose {#not-a-heading}',
			'~~~md',
			'## Sample {#sample}',
			'```',
			'## Still sample {#sample}',
			'~~~',
			'#### After \\{#after\\}',
		]);
	});

	it('leaves a file without such a heading as it is', () => {
		expect(escapeHeadingIds('## Options\n\n{#weird}')).toBeUndefined();
	});
});
