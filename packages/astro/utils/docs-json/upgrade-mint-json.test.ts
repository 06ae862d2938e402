import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsJson, parseDocsJson } from './load-docs-json.ts';
import { upgradeMintJson } from './upgrade-mint-json.ts';

describe('mint.json read as docs.json', () => {
	it('is read when the site has no docs.json, and a bad value names mint.json', () => {
		const site = mkdtempSync(join(tmpdir(), 'trydocs-mint-'));
		writeFileSync(
			join(site, 'mint.json'),
			JSON.stringify({ name: 'Old docs', navigation: [{ group: 'Start', pages: ['intro'] }] }),
		);
		const docs = loadDocsJson(join(site, 'docs.json'));
		expect(docs.name).toBe('Old docs');
		expect(docs.navigation?.groups).toEqual([{ group: 'Start', pages: ['intro'] }]);
		writeFileSync(join(site, 'mint.json'), JSON.stringify({ name: 3 }));
		expect(() => loadDocsJson(join(site, 'docs.json'))).toThrow(/mint\.json/);
	});

	it('splits the navigation among the tabs whose url prefixes their pages', () => {
		const docs = upgradeMintJson({
			name: 'Acme',
			primaryTab: { name: 'Guides' },
			tabs: [
				{ name: 'API', url: 'api-reference' },
				{ name: 'Blog', url: 'https://blog.acme.example' },
			],
			anchors: [{ name: 'GitHub', icon: 'github', url: 'https://github.com/acme' }],
			navigation: [
				{ group: 'Start', pages: ['introduction', { group: 'More', pages: ['more/a'] }] },
				{ group: 'Endpoints', pages: [{ group: 'Users', pages: ['api-reference/users/get'] }] },
			],
		});
		expect(docs.navigation).toEqual({
			tabs: [
				{
					tab: 'Guides',
					groups: [
						{ group: 'Start', pages: ['introduction', { group: 'More', pages: ['more/a'] }] },
					],
				},
				{
					tab: 'API',
					groups: [
						{ group: 'Endpoints', pages: [{ group: 'Users', pages: ['api-reference/users/get'] }] },
					],
				},
			],
			global: { anchors: [{ anchor: 'GitHub', href: 'https://github.com/acme', icon: 'github' }] },
		});
		// The result is a valid docs.json.
		expect(parseDocsJson(docs).navigation?.tabs?.map((tab) => tab.tab)).toEqual(['Guides', 'API']);
	});

	it('makes anchors that are folders into anchors holding their groups when there are no tabs', () => {
		const docs = upgradeMintJson({
			topAnchor: { name: 'Docs', icon: 'book' },
			anchors: [{ name: 'SDK', icon: 'code', url: 'sdk' }],
			navigation: [
				{ group: 'Intro', pages: ['index'] },
				{ group: 'Python', pages: ['sdk/python'] },
			],
		});
		expect(docs.navigation).toEqual({
			anchors: [
				{ anchor: 'Docs', icon: 'book', groups: [{ group: 'Intro', pages: ['index'] }] },
				{ anchor: 'SDK', icon: 'code', groups: [{ group: 'Python', pages: ['sdk/python'] }] },
			],
		});
	});

	it('puts each group in its version, and a group with none in every version', () => {
		const docs = upgradeMintJson({
			versions: ['v2', 'v1'],
			navigation: [
				{ group: 'New', pages: ['v2/start'], version: 'v2' },
				{ group: 'Old', pages: ['v1/start'], version: 'v1' },
				{ group: 'Always', pages: ['faq'] },
			],
		});
		expect(docs.navigation).toEqual({
			versions: [
				{
					version: 'v2',
					groups: [
						{ group: 'New', pages: ['v2/start'] },
						{ group: 'Always', pages: ['faq'] },
					],
				},
				{
					version: 'v1',
					groups: [
						{ group: 'Old', pages: ['v1/start'] },
						{ group: 'Always', pages: ['faq'] },
					],
				},
			],
		});
	});

	it('renames the header, footer, colour, appearance and API keys', () => {
		const docs = parseDocsJson(
			upgradeMintJson({
				$schema: 'https://mintlify.com/schema.json',
				colors: { primary: '#112233', anchors: { from: '#000000', to: '#ffffff' } },
				topbarLinks: [{ name: 'Support', url: 'https://acme.example/support' }],
				topbarCtaButton: { type: 'github', url: 'https://github.com/acme/acme' },
				footerSocials: { x: 'https://x.com/acme' },
				modeToggle: { default: 'dark', isHidden: true },
				openapi: 'openapi.json',
				api: {
					baseUrl: 'https://api.acme.example',
					auth: { method: 'bearer' },
					playground: { mode: 'simple' },
				},
				navigation: [],
			}),
		);
		expect(docs.colors).toEqual({ primary: '#112233' });
		expect(docs.navbar).toEqual({
			links: [{ label: 'Support', href: 'https://acme.example/support' }],
			primary: { type: 'github', href: 'https://github.com/acme/acme' },
		});
		expect(docs.footer?.socials).toEqual({ x: 'https://x.com/acme' });
		expect(docs.appearance).toEqual({ default: 'dark', strict: true });
		expect(docs.api.openapi).toBe('openapi.json');
		expect(docs.api.mdx.server).toBe('https://api.acme.example');
		expect(docs.api.mdx.auth?.method).toBe('bearer');
		expect(docs.api.playground.display).toBe('simple');
	});
});
