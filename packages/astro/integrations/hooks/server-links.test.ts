import { MCP_HOOK, ROUTES_HOOK } from '@trydocs/playground/constants';
import type { AstroConfig } from 'astro';
import { describe, expect, it } from 'vitest';
import { DocsJsonSchema } from '../../schemas/docs-json.ts';
import { getMcpLink, getProxyUrl, toMachineName } from './server-links.ts';

/** A site's config as far as these steps read it, with a `trydocsServer()` of given hooks. */
function siteConfig(site: Partial<AstroConfig>, hooks: Record<string, unknown> = {}): AstroConfig {
	return {
		base: '/',
		trailingSlash: 'ignore',
		integrations: [
			{ name: 'other', hooks: {} },
			{ name: '@trydocs/server', hooks },
		],
		...site,
	} as AstroConfig;
}

describe('server links', () => {
	it("posts to the server's proxy where the site mounts it, under base and trailingSlash", () => {
		expect(getProxyUrl(siteConfig({}))).toBe('/api/playground/proxy');
		const config = siteConfig(
			{ base: '/docs', trailingSlash: 'always' },
			{ [ROUTES_HOOK]: () => ({ playground: '/play' }) },
		);
		expect(getProxyUrl(config)).toBe('/docs/play/proxy/');
	});

	it("offers the MCP server only with the site's address and while docs.json keeps it on", () => {
		const hooks = { [MCP_HOOK]: () => '/mcp' };
		const docsJson = DocsJsonSchema.parse({ name: 'Pets API' });
		expect(
			getMcpLink(siteConfig({ site: 'https://pets.example', base: '/docs/' }, hooks), docsJson),
		).toEqual({
			url: 'https://pets.example/docs/mcp',
			name: 'pets-api',
		});
		expect(getMcpLink(siteConfig({}, hooks), docsJson)).toBeNull();
		expect(getMcpLink(siteConfig({ site: 'https://pets.example' }), docsJson)).toBeNull();
		const off = DocsJsonSchema.parse({ agents: { mcp: false } });
		expect(getMcpLink(siteConfig({ site: 'https://pets.example' }, hooks), off)).toBeNull();
	});

	it('makes a machine name of any site name', () => {
		expect(toMachineName('Ünïcode -- Docs!')).toBe('n-code-docs');
		expect(toMachineName('***')).toBe('docs');
	});
});
