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
	'Fish & chips <b class="x">bold</b>',
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

	it("gives back a description's balanced formatting tags, and nothing else", () => {
		// Stripe writes its descriptions in HTML.
		expect(renderMarkdown('<p>Retrieves a <code>Customer</code> object.</p>')).toBe(
			'<p>Retrieves a <code>Customer</code> object.</p>',
		);
		expect(renderMarkdown('See <a href="https://x.com/a?b=1&c=2">the guide</a>.')).toBe(
			'<p>See <a href="https://x.com/a?b=1&amp;c=2">the guide</a>.</p>',
		);
		expect(renderMarkdown('<ul>\n<li>one</li>\n</ul>')).toBe('<ul>\n<li>one</li>\n</ul>');
		// An attribute, a script link, an unbalanced list or a tag outside the list stay text.
		for (const unsafe of [
			'<b onclick="steal()">no</b>',
			'<a href="javascript:alert(1)">x</a>',
			'<ul><li>open',
			'<p>a</b></p>',
			'<img src=x onerror=alert(1)>',
			'<iframe>x</iframe>',
		]) {
			const html = renderMarkdown(unsafe);
			expect(html, unsafe).not.toMatch(/<(b|a|ul|li|img|iframe)[\s>]/);
		}
	});

	it('drops the paragraph for inline use', () => {
		expect(renderInlineMarkdown('Plain words.')).toBe('Plain words.');
		expect(renderInlineMarkdown('Some *words*.')).toBe('Some <em>words</em>.');
	});
});
