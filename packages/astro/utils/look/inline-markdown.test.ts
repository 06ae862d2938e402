import { describe, expect, it } from 'vitest';
import { renderBasicMarkdown } from './inline-markdown.ts';

describe('renderBasicMarkdown', () => {
	it('draws links, bold, italic and code as Mintlify does in a banner', () => {
		expect(
			renderBasicMarkdown('**New:** read the [changelog](/changelog) for *v2* and `npm i`'),
		).toBe(
			'<strong>New:</strong> read the <a href="/changelog">changelog</a> for <em>v2</em> and <code>npm i</code>',
		);
		expect(renderBasicMarkdown('Generate **clear**, *concise* documentation.')).toBe(
			'Generate <strong>clear</strong>, <em>concise</em> documentation.',
		);
		expect(renderBasicMarkdown('See <a href="https://example.com">the site</a>')).toBe(
			'See <a href="https://example.com">the site</a>',
		);
	});

	it('shows any other markup as text and never links a script', () => {
		expect(renderBasicMarkdown('<img src=x onerror=alert(1)> & co')).toBe(
			'&lt;img src=x onerror=alert(1)&gt; &amp; co',
		);
		expect(renderBasicMarkdown('[click](javascript:alert(1))')).not.toContain('href');
		expect(renderBasicMarkdown('`**not bold**`')).toBe('<code>**not bold**</code>');
		expect(renderBasicMarkdown('snake_case_name stays')).toBe('snake_case_name stays');
	});
});
