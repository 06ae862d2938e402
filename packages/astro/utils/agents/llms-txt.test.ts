import { describe, expect, it } from 'vitest';
import { summarize, writeLlmsFull, writeLlmsTxt } from './llms-txt.ts';

const entry = (n: number, description = 'A page about things.') => ({
	title: `Page ${n}`,
	url: `https://docs.example/p${n}.md`,
	description,
});

describe('writeLlmsTxt', () => {
	it("follows Mintlify's structure: title, quote, instructions, sections, specs, optional", () => {
		const text = writeLlmsTxt({
			title: 'Pets',
			description: 'Docs of the Pets API.',
			instructions: 'Cite the API version.\nPrefer curl.',
			sections: [{ heading: 'Get started', entries: [entry(1)] }],
			specs: [{ name: 'openapi', url: 'https://docs.example/openapi.json' }],
			optional: [{ title: 'Community', url: 'https://forum.example' }],
		});
		expect(text).toBe(
			[
				'# Pets',
				'> Docs of the Pets API.',
				'> ## Agent Instructions\n> Cite the API version.\n> Prefer curl.',
				'## Get started',
				'- [Page 1](https://docs.example/p1.md): A page about things.',
				'## OpenAPI Specs',
				'- [openapi](https://docs.example/openapi.json)',
				'## Optional',
				'- [Community](https://forum.example)',
			].join('\n\n') + '\n',
		);
	});

	it('keeps to the cap: shortens descriptions first, then drops entries with a note', () => {
		const long = 'x'.repeat(290);
		const sections = [
			{ heading: 'A', entries: Array.from({ length: 200 }, (_, i) => entry(i, long)) },
		];
		const shortened = writeLlmsTxt({ title: 'T', sections, specs: [], optional: [] }, 40_000);
		expect(shortened.length).toBeLessThanOrEqual(40_000);
		expect(shortened).toContain('- [Page 199]');
		// Shortened to 100 characters, not dropped.
		expect(shortened).toContain(`: ${'x'.repeat(99)}…`);
		expect(shortened).not.toContain('x'.repeat(120));
		const dropped = writeLlmsTxt({ title: 'T', sections, specs: [], optional: [] }, 5_000);
		expect(dropped.length).toBeLessThanOrEqual(5_000);
		expect(dropped).toContain('- [Page 0]');
		expect(dropped).not.toContain('- [Page 199]');
		expect(dropped).toMatch(/stops at 5,000 characters: \d+ pages are not listed \(A: \d+\)/);
	});

	it('summarizes a description: its first paragraph, at most 300 characters', () => {
		expect(summarize('One.\nStill one.\n\nTwo.')).toBe('One. Still one.');
		expect(summarize('y'.repeat(400))?.length).toBe(300);
		expect(summarize('  ')).toBeUndefined();
	});
});

describe('writeLlmsFull', () => {
	it('writes each page as its title, source, description and Markdown', () => {
		const text = writeLlmsFull({ title: 'Pets' }, [
			{ title: 'Intro', source: 'https://d/intro/', description: 'Hi.', markdown: '## A\n\nB' },
		]);
		expect(text).toBe('# Pets\n\n---\n\n# Intro\nSource: https://d/intro/\n\nHi.\n\n## A\n\nB\n');
	});
});
