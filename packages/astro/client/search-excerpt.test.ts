import { describe, expect, it } from 'vitest';
import { createExcerpt, type ExcerptPart, isCodeWord } from './search-excerpt.ts';

/** The excerpt as text, matches in [brackets]. */
const read = (parts: ExcerptPart[]) =>
	parts.map((part) => (part.mark ? `[${part.text}]` : part.text)).join('');

/** The word positions of `word` in `content`, as Pagefind gives them. */
const locate = (content: string, word: string) =>
	content
		.split(/[\r\n\s]+/g)
		.flatMap((each, i) => (each.toLowerCase().startsWith(word.toLowerCase()) ? [i] : []));

describe('createExcerpt', () => {
	it('starts at the sentence of the match, not mid-phrase', () => {
		const content =
			'Builds run one at a time. Trigger a rebuild with the project API key and the build starts at once.';
		expect(read(createExcerpt(content, locate(content, 'rebuild'), 12))).toBe(
			'Trigger a [rebuild] with the project API key and the build starts …',
		);
	});

	it('prefers the sentence that reads as prose to a match inside a command', () => {
		const content = [
			'curl -X POST https://docs.example.com/api/projects/docs/rebuild -H "Authorization: Bearer $KEY" \\',
			'--data \'{"reason":"rebuild"}\'.',
			'Call rebuild from your CI when the content changes.',
		].join('\n');
		expect(read(createExcerpt(content, locate(content, 'rebuild'), 10))).toBe(
			'Call [rebuild] from your CI when the content changes.',
		);
	});

	it('prefers a heading that starts in words to a match inside a URL, though prose follows the URL', () => {
		// A section's heading, its command, then a sentence: Pagefind's content of a guide's step.
		const content = [
			'2. Call the rebuild endpoint',
			'curl -X POST "https://docs.example.com/api/projects/$ID/rebuild" -H "Authorization: Bearer $KEY"',
			'No payload, no content type. That is all a server needs from you.',
		].join('\n');
		// The heading's word and the URL's, as Pagefind locates them.
		expect(read(createExcerpt(content, [3, 8], 12))).toBe(
			'Call the [rebuild] endpoint curl -X POST ["https://docs.example.com/api/projects/$ID/rebuild"] -H "Authorization: Bearer $KEY" …',
		);
	});

	it('starts a few words before the match when its sentence starts far back, and says so', () => {
		const words = Array.from({ length: 40 }, (_, i) => `word${i}`);
		words[30] = 'needle';
		const content = words.join(' ');
		expect(read(createExcerpt(content, [30], 8))).toBe(
			'… word26 word27 word28 word29 [needle] word31 word32 word33 …',
		);
	});

	it('keeps Pagefind word positions when the content starts with white space', () => {
		const content = '\n  Send a request. The token stays in memory.';
		expect(read(createExcerpt(content, locate(content, 'token'), 6))).toBe(
			'The [token] stays in memory.',
		);
	});

	it('shows the first words when nothing matched in the page text (a title match)', () => {
		expect(read(createExcerpt('One two three four five', [], 3))).toBe('One two three …');
		expect(createExcerpt('   ', [])).toEqual([]);
	});
});

describe('isCodeWord', () => {
	it('tells flags, URLs, paths and JSON from words', () => {
		for (const word of ['--data', '-H', 'https://x.dev', '/api/v1', '{"a":1}', '$KEY', 'a=b']) {
			expect(isCodeWord(word), word).toBe(true);
		}
		for (const word of ['rebuild', 'token,', 'API', "reader's", 'e.g.']) {
			expect(isCodeWord(word), word).toBe(false);
		}
	});
});
