import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { renderInlineMarkdown, renderMarkdown } from './markdown.ts';

const reference = (text: string) =>
	micromark(text, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });

// Plain sentences (the fast path) and every near miss that Markdown, GFM or escaping changes.
const texts = [
	'The number of results per page (max 100).',
	"The repository's name, without the owner; it's not case sensitive.",
	'Page number of the results to fetch. Default: 1',
	'Returns a list of pets, sorted by name, then id.',
	'Use www.example.com for tests',
	'See https://example.com/docs for more',
	'Write to support@example.com',
	'A *stressed* word and a `code` span',
	'snake_case_names stay as they are',
	'Fish & chips <b>bold</b>',
	'He said "hello"',
	'Trailing spaces  ',
	'Two  spaces inside',
	'A line\nand a lazy one',
	'[a]: https://example.com\n\nsee [a]',
	'see [a] with no definition',
	'> a quote\nlazy continuation',
	'| a | b |\n| - | - |\n| 1 | 2 |',
	'~~gone~~ and a note[^1]\n\n[^1]: the note',
	'1. first\n2. second',
	'- item',
	'# Heading',
	'    indented code',
	'Escaped \\* star',
	'Emoji :tada: and ünïcödé',
	'Tab\tinside',
	'Ends with a colon:',
];

describe('renderMarkdown', () => {
	it('gives exactly what micromark with GFM gives, plain sentences included', () => {
		for (const text of texts) expect(renderMarkdown(text), text).toBe(reference(text));
	});

	it('forgets a definition once its document is done', () => {
		expect(renderMarkdown('[x]: https://example.com/x\n\nsee [x]')).toContain('href=');
		expect(renderMarkdown('and now [x] alone')).toBe('<p>and now [x] alone</p>');
	});

	it('escapes raw HTML instead of passing it through', () => {
		expect(renderMarkdown('<script>alert(1)</script>')).not.toContain('<script>');
	});

	it('drops the paragraph for inline use', () => {
		expect(renderInlineMarkdown('Plain words.')).toBe('Plain words.');
		expect(renderInlineMarkdown('Some *words*.')).toBe('Some <em>words</em>.');
	});
});
