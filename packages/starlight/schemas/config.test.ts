import { describe, expect, it } from 'vitest';
import { parseStarlightTrydocsConfig, parseStarlightTrydocsOptions } from './config.ts';

describe('the options, as starlight-openapi takes them', () => {
	it("applies starlight-openapi's defaults", () => {
		const [spec] = parseStarlightTrydocsConfig([
			{ base: '/api/petstore/', schema: './petstore.yaml' },
		]);
		expect(spec).toEqual({
			base: 'api/petstore',
			schema: './petstore.yaml',
			sidebar: {
				collapsed: true,
				label: undefined,
				operations: { badges: false, labels: 'summary', sort: 'document' },
				tags: { sort: 'document' },
			},
		});
	});

	it('reads its older keys (`label`, `collapsed`, `sidebarMethodBadges`) and accepts `snippets`', () => {
		const [spec] = parseStarlightTrydocsConfig([
			{
				base: 'api',
				schema: 'openapi.json',
				label: 'Pets',
				collapsed: false,
				sidebarMethodBadges: true,
				snippets: { languages: ['shell'] },
			},
		]);
		expect(spec?.sidebar).toMatchObject({
			label: 'Pets',
			collapsed: false,
			operations: { badges: true },
		});
		expect(spec).not.toHaveProperty('snippets');
	});

	it('names every wrong key in one error, with how to write the options', () => {
		let error: (Error & { hint?: string }) | undefined;
		try {
			parseStarlightTrydocsConfig([{ base: '/', schema: '' }, { base: 'b' }]);
		} catch (caught) {
			error = caught as Error & { hint?: string };
		}
		expect(error?.message).toContain('Invalid `@trydocs/starlight` options');
		expect(error?.message).toContain('`0.base` must name a path, such as `api/petstore`');
		expect(error?.message).toContain('`0.schema`');
		expect(error?.message).toContain('`1.schema`');
		expect(error?.hint).toContain('starlightTrydocs([{ base: "api", schema: "./openapi.yaml" }])');
	});

	it('refuses an empty list', () => {
		expect(() => parseStarlightTrydocsConfig([])).toThrow('needs at least one spec');
	});

	it("takes the playground's persistVariables as its second argument, off by default", () => {
		expect(parseStarlightTrydocsOptions(undefined)).toEqual({
			playground: { persistVariables: false },
			mdx: {},
		});
		expect(parseStarlightTrydocsOptions({ playground: { persistVariables: true } })).toEqual({
			playground: { persistVariables: true },
			mdx: {},
		});
		let error: (Error & { hint?: string }) | undefined;
		try {
			parseStarlightTrydocsOptions({ playground: { persistVariable: true } });
		} catch (caught) {
			error = caught as Error & { hint?: string };
		}
		expect(error?.message).toContain('the second argument of `starlightTrydocs()`');
		expect(error?.message).toContain('`playground`');
		expect(error?.message).toContain('persistVariable');
		expect(error?.hint).toContain('{ playground: { persistVariables: true }');
	});

	it("takes the api: pages' defaults as docs.json's api.mdx, and says which value is wrong", () => {
		const mdx = { server: 'https://api.example.com', auth: { method: 'key', name: 'X-Key' } };
		expect(parseStarlightTrydocsOptions({ mdx }).mdx).toEqual(mdx);
		let error: (Error & { hint?: string }) | undefined;
		try {
			parseStarlightTrydocsOptions({ mdx: { auth: { method: 'key' } } });
		} catch (caught) {
			error = caught as Error & { hint?: string };
		}
		expect(error?.message).toContain('`mdx.auth.name` is required when `method` is `key`');
		expect(error?.hint).toContain("mdx: { server: 'https://api.example.com'");
	});
});
