import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertMdxToMarkdown } from './mdx-to-markdown.ts';

const convert = (source: string) => convertMdxToMarkdown({ source });

describe('convertMdxToMarkdown', () => {
	it('drops frontmatter, imports and expressions, keeps the Markdown', () => {
		const md = convert(
			[
				'---',
				'title: Hello',
				'---',
				"import { X } from '/snippets/x.jsx';",
				'',
				'{/* a comment */}',
				'',
				'## Install',
				'',
				'Run `npm i`.',
			].join('\n'),
		);
		expect(md).toBe('## Install\n\nRun `npm i`.');
	});

	it('keeps agents content and leaves human-only content out', () => {
		const md = convert(
			[
				'<Visibility for="humans">',
				'  Click **Get started**.',
				'</Visibility>',
				'',
				'<Visibility for="agents">',
				'  Call `POST /v1/accounts`.',
				'</Visibility>',
			].join('\n'),
		);
		expect(md).toContain('Call `POST /v1/accounts`.');
		expect(md).not.toContain('Get started');
	});

	it('writes callouts as quotes, cards as links and fields with their type', () => {
		const md = convert(
			[
				'<Warning>Keys are secret.</Warning>',
				'',
				'<CardGroup cols={2}>',
				'  <Card title="Quickstart" href="/quickstart" icon="rocket">Start here.</Card>',
				'</CardGroup>',
				'',
				'<ParamField body="name" type="string" required>',
				"  The pet's name.",
				'</ParamField>',
				'',
				'<Accordion title="Why?">Because.</Accordion>',
				'',
				'<Icon icon="star" />',
			].join('\n'),
		);
		expect(md).toContain('> **Warning:**\n>\n> Keys are secret.');
		expect(md).toContain('**[Quickstart](/quickstart)**\n\nStart here.');
		expect(md).toContain("`name` (string, required)\n\nThe pet's name.");
		expect(md).toContain('**Why?**\n\nBecause.');
		expect(md).not.toContain('Icon');
		expect(md).not.toContain('<');
	});

	it('keeps code blocks of a CodeGroup as fenced code', () => {
		const md = convert(
			['<CodeGroup>', '```bash curl', 'curl https://x', '```', '</CodeGroup>'].join('\n'),
		);
		expect(md).toBe('```bash curl\ncurl https://x\n```');
	});

	it('writes an imported MDX snippet in place', () => {
		const root = mkdtempSync(join(tmpdir(), 'trydocs-md-'));
		mkdirSync(join(root, 'snippets'));
		writeFileSync(join(root, 'snippets/help.mdx'), '<Tip>Ask in the forum.</Tip>\n');
		const md = convertMdxToMarkdown({
			source: "import Help from '/snippets/help.mdx';\n\nBefore.\n\n<Help />\n",
			file: join(root, 'page.mdx'),
			root,
		});
		expect(md).toBe('Before.\n\n> **Tip:**\n>\n> Ask in the forum.');
	});

	it('reads a page MDX cannot parse as plain Markdown instead of failing', () => {
		const md = convert('Use a <br> and 1 < 2 here.\n\n## Next');
		expect(md).toContain('## Next');
		expect(md).toContain('1 < 2');
	});
});
