import { describe, expect, it } from 'vitest';
import { getContextualItems, getSpecAddress } from './contextual.ts';

const page = {
	markdownUrl: 'https://docs.example/guides/intro.md',
	markdownPath: '/guides/intro.md',
	path: '/guides/intro/',
	hasMarkdown: true,
};

describe('getContextualItems', () => {
	it("uses Mintlify's defaults without docs.json `contextual` (the MCP ones need an MCP server)", () => {
		const { items, problems } = getContextualItems(undefined, page);
		expect(items.map((item) => item.id)).toEqual([
			'copy',
			'view',
			'chatgpt',
			'claude',
			'perplexity',
		]);
		expect(problems).toEqual([]);
	});

	it('adds the MCP entries when the site serves an MCP server: copy its URL or install command, connect Cursor and VS Code', () => {
		const mcp = { url: 'https://docs.example/mcp', name: 'pets' };
		const { items, problems } = getContextualItems(undefined, { ...page, mcp });
		expect(items.map((item) => item.label)).toEqual([
			'Copy page',
			'View as Markdown',
			'Open in ChatGPT',
			'Open in Claude',
			'Open in Perplexity',
			'Copy MCP server URL',
			'Connect to Cursor',
			'Connect to VS Code',
		]);
		expect(problems).toEqual([]);
		expect(items[5]).toMatchObject({ value: 'https://docs.example/mcp', external: false });
		const cursor = new URL(items[6]?.href ?? '');
		expect(cursor.protocol).toBe('cursor:');
		expect(cursor.searchParams.get('name')).toBe('pets');
		expect(JSON.parse(atob(cursor.searchParams.get('config') ?? ''))).toEqual({
			url: 'https://docs.example/mcp',
		});
		expect(items[7]?.href).toBe(
			`vscode:mcp/install?${encodeURIComponent('{"name":"pets","type":"http","url":"https://docs.example/mcp"}')}`,
		);
		const install = getContextualItems(['add-mcp', 'devin-mcp'], { ...page, mcp });
		expect(install.items).toEqual([
			expect.objectContaining({ value: 'npx add-mcp https://docs.example/mcp' }),
		]);
		expect(install.problems).toEqual([
			{
				index: 1,
				message: '`devin-mcp` needs a Devin account link, which Trydocs does not provide',
			},
		]);
	});

	it('opens AI chats with a prompt naming the page’s Markdown, and views it', () => {
		const { items } = getContextualItems(['view', 'claude'], page);
		expect(items[0]).toMatchObject({
			label: 'View as Markdown',
			href: page.markdownPath,
			external: false,
		});
		const url = new URL(items[1]?.href ?? '');
		expect(url.origin + url.pathname).toBe('https://claude.ai/new');
		expect(url.searchParams.get('q')).toBe(
			'Read https://docs.example/guides/intro.md so I can ask questions about it.',
		);
	});

	it('builds custom links, filling $path now and leaving $page to the script', () => {
		const { items } = getContextualItems(
			[
				{ title: 'Feature request', description: 'Ask', href: 'https://github.com/x/discussions' },
				{
					title: 'Share',
					href: {
						base: 'https://x.com/intent/tweet',
						query: [{ key: 'text', value: 'See $path' }],
					},
				},
				{
					title: 'Ask',
					href: { base: 'https://chat.example/', query: [{ key: 'q', value: '$page' }] },
				},
			],
			page,
		);
		expect(items[0]).toMatchObject({
			id: 'custom',
			label: 'Feature request',
			href: 'https://github.com/x/discussions',
			external: true,
		});
		expect(items[1]?.href).toBe('https://x.com/intent/tweet?text=See%20%2Fguides%2Fintro%2F');
		expect(items[2]).toMatchObject({
			href: undefined,
			template: 'https://chat.example/?q=%24page',
		});
	});

	it('names each option it cannot use, by index, and keeps the others', () => {
		const { items, problems } = getContextualItems(
			['copy', 'assistant', 'bogus', 42, { href: 'https://x' }, 'cursor'],
			page,
		);
		expect(items.map((item) => item.id)).toEqual(['copy']);
		expect(problems).toEqual([
			{
				index: 1,
				message: '`assistant` needs Mintlify’s assistant, which Trydocs does not provide',
			},
			{ index: 2, message: '`bogus` is not an option of the contextual menu' },
			{ index: 3, message: 'is neither an option name nor a custom option' },
			{ index: 4, message: 'a custom option needs a `title`' },
		]);
	});

	it("offers the spec's download on an endpoint page only, as Mintlify's `download-spec`", () => {
		const onGuide = getContextualItems(['copy', 'download-spec'], page);
		expect(onGuide.items.map((item) => item.id)).toEqual(['copy']);
		expect(onGuide.problems).toEqual([]);
		const onEndpoint = getContextualItems(['copy', 'download-spec'], {
			...page,
			spec: '/docs/api/openapi.yaml',
		});
		expect(onEndpoint.items[1]).toMatchObject({
			id: 'download-spec',
			label: 'Download OpenAPI spec',
			href: '/docs/api/openapi.yaml',
			download: 'openapi.yaml',
			external: false,
		});
	});

	it("gives a spec's address: its URL, or its path under the base when the site serves the file", () => {
		const served = ['/api/openapi.yaml'];
		expect(getSpecAddress('/repo/api/openapi.yaml', '/repo', served, '/docs/')).toBe(
			'/docs/api/openapi.yaml',
		);
		expect(getSpecAddress('/repo/other.yaml', '/repo', served, '/')).toBeUndefined();
		expect(getSpecAddress('/elsewhere/api/openapi.yaml', '/repo', served, '/')).toBeUndefined();
		expect(getSpecAddress('https://api.example/openapi.json', '/repo', [], '/')).toBe(
			'https://api.example/openapi.json',
		);
		expect(getSpecAddress(undefined, '/repo', served, '/')).toBeUndefined();
	});

	it('leaves out the Markdown options when the site has no .md files', () => {
		const { items, problems } = getContextualItems(['copy', 'chatgpt'], {
			...page,
			hasMarkdown: false,
		});
		expect(items).toEqual([]);
		expect(problems.map((problem) => problem.index)).toEqual([0, 1]);
	});
});
