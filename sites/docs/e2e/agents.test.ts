import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
	listFieldNames,
	listLlmsLinks,
	listSidebarLinks,
	readBuilt,
	toMarkdownPath,
} from '@trydocs/test-utils/agents-output';
import { describe, expect, it } from 'vitest';

// The docs site as `pnpm test` builds it (before the tests run): its pages for agents, read
// from the built files and checked against its HTML pages.
const dist = fileURLToPath(new URL('../dist/client/', import.meta.url));
const read = (path: string) => readBuilt(dist, path);
const htmlOf = (href: string) => read(join(href, 'index.html'));

describe('docs site: the docs for agents', () => {
	const llms = read('llms.txt');
	const sidebar = listSidebarLinks(htmlOf('/'));

	it('llms.txt lists every page of the navigation, in its order, as .md links that exist', () => {
		expect(llms.startsWith('# Trydocs\n')).toBe(true);
		expect(sidebar.length).toBeGreaterThan(10);
		const links = listLlmsLinks(llms);
		expect(links).toEqual(sidebar.map(toMarkdownPath));
		for (const link of links) expect(existsSync(join(dist, link)), link).toBe(true);
		expect(read('.well-known/llms.txt')).toBe(llms);
	});

	it('the .md of a guide has its title, its sections and its code', () => {
		const html = htmlOf('/guides/docs-json/');
		const md = read('guides/docs-json.md');
		const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
		expect(md.startsWith(`# ${title}\n`)).toBe(true);
		// The page's typography (curly quotes) is the HTML's, not the source's.
		const headings = [...html.matchAll(/<h2[^>]*id="[^"]+"[^>]*>([^<]+)<\/h2>/g)].map((m) =>
			(m[1] as string).replaceAll('’', "'"),
		);
		expect(headings.length).toBeGreaterThan(1);
		for (const heading of headings) expect(md).toContain(`## ${heading}`);
		expect(md).toContain('```json title="docs.json"');
		// No component is left as a tag outside code.
		const prose = md.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
		expect(prose).not.toMatch(/<[A-Z][A-Za-z]*[\s>/]/);
	});

	it('honours <Visibility>: agents-only text is in the .md only, human-only text in the HTML only', () => {
		const html = htmlOf('/guides/agents/');
		const md = read('guides/agents.md');
		expect(md).toContain('This paragraph is only in the Markdown of the page');
		expect(html).not.toContain('This paragraph is only in the Markdown of the page');
		expect(html).toContain('The Markdown of this page has one more paragraph here');
		expect(md).not.toContain('The Markdown of this page has one more paragraph here');
	});

	it("every endpoint page's .md names every parameter and field its HTML shows, and its request example", () => {
		const endpoints = sidebar.filter((href) => href.startsWith('/api-reference/'));
		expect(endpoints.length).toBeGreaterThan(5);
		for (const href of endpoints) {
			const html = htmlOf(href);
			const md = read(toMarkdownPath(href));
			const names = listFieldNames(html);
			expect(names.length, href).toBeGreaterThan(0);
			for (const name of names) expect(md, `${href}: ${name}`).toContain(name);
			const method = /class="td-method td-method-(\w+)"/.exec(html)?.[1]?.toUpperCase();
			expect(md, href).toContain(`\`${method} http://localhost:4321/api/`);
			expect(md, href).toContain(`curl --request ${method}`);
		}
	});

	it('llms-full.txt holds every listed page with its source address and Markdown', () => {
		const full = read('llms-full.txt');
		for (const link of listLlmsLinks(llms)) {
			const md = read(link);
			const title = md.split('\n')[0] as string;
			const page = link.replace(/\.md$/, '/').replace(/\/index\/$/, '/');
			expect(full, link).toContain(`${title}\nSource: http://localhost:4321${page}`);
			expect(full, link).toContain(md.split('\n').slice(2, 6).join('\n'));
		}
		expect(read('.well-known/llms-full.txt')).toBe(full);
	});
});
