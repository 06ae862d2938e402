import { describe, expect, it } from 'vitest';
import { parseDocsJson } from '../docs-json/load-docs-json.ts';
import {
	listNavigationPages,
	type NavigationSources,
	type NavOperation,
	type NavPage,
	resolveNavigation,
} from './navigation.ts';
import { getPageNavigation, toLanguageTag } from './page-navigation.ts';
import type { NavigationProblem } from './types.ts';

function page(slug: string, extra: Partial<NavPage> = {}): NavPage {
	return { slug, title: slug, href: slug === 'index' ? '/' : `/${slug}/`, ...extra };
}

const OPERATIONS: NavOperation[] = [
	{
		specFile: '/site/users.json',
		method: 'GET',
		path: '/users',
		summary: 'List users',
		tags: ['Users'],
	},
	{
		specFile: '/site/users.json',
		method: 'POST',
		path: '/users',
		summary: 'Create a user',
		tags: ['Users'],
	},
	{ specFile: '/site/users.json', method: 'GET', path: '/health', summary: 'Health', tags: [] },
	{
		specFile: '/site/users.json',
		method: 'DELETE',
		path: '/users/{id}',
		summary: 'Gone',
		tags: ['Users'],
		hidden: true,
	},
];

function sources(pages: NavPage[], extra: Partial<NavigationSources> = {}): NavigationSources {
	return {
		pages: new Map(pages.map((p) => [p.slug, p])),
		operationPages: new Map(),
		resolveSpec: (source) => `/site/${source.replace(/^\/+/, '')}`,
		defaultSpecs: ['/site/users.json'],
		loadOperations: async (file) => OPERATIONS.filter((op) => op.specFile === file),
		...extra,
	};
}

describe('navigation: divisions, groups and pages', () => {
	const pages = ['index', 'quickstart', 'guides/a', 'guides/b', 'secret', 'api/intro'].map((s) =>
		page(s, s === 'secret' ? { hidden: true } : {}),
	);
	const config = parseDocsJson({
		navigation: {
			global: { anchors: [{ anchor: 'Blog', href: 'https://blog.example.com' }] },
			tabs: [
				{
					tab: 'Guides',
					groups: [
						{ group: 'Start', pages: ['index', '/quickstart/', 'secret'] },
						{
							group: 'More',
							tag: 'NEW',
							pages: [{ group: 'Deep', expanded: true, root: 'guides/a', pages: ['guides/b'] }],
						},
					],
				},
				{ tab: 'API', openapi: 'users.json', pages: ['api/intro', 'GET /users'] },
				{ tab: 'Hidden', hidden: true, pages: ['missing/page'] },
				{ tab: 'Status', href: 'https://status.example.com' },
			],
		},
	}).navigation;

	it('keeps the order of docs.json, with nested groups, roots and tags', async () => {
		const { navigation } = await resolveNavigation(config, sources(pages));
		expect(navigation.divisions.map((d) => [d.kind, d.label, d.href])).toEqual([
			['tab', 'Guides', '/'],
			['tab', 'API', '/api/intro/'],
			['tab', 'Status', 'https://status.example.com'],
		]);
		expect(navigation.order.map((p) => p.slug)).toEqual([
			'index',
			'quickstart',
			'guides/a',
			'guides/b',
			'api/intro',
			'api-reference/users/list-users',
		]);
		expect(navigation.globalLinks.map((d) => d.label)).toEqual(['Blog']);
	});

	it('leaves out hidden pages and names the listed pages that have no file', async () => {
		const warnings: NavigationProblem[] = [];
		const { navigation } = await resolveNavigation(
			config,
			sources(pages, { warn: (problem) => warnings.push(problem) }),
		);
		expect(listNavigationPages(navigation).map((p) => p.slug)).not.toContain('secret');
		expect(warnings).toEqual([
			{
				key: expect.stringMatching(/^navigation\.tabs\[\d\]\..*pages\[\d\]$/),
				message: 'The entry `missing/page` names a page with no file: left out of the navigation.',
				hint: expect.stringContaining(
					'Add `missing/page.mdx`, or fix the path; the closest pages: ',
				),
			},
		]);
	});

	it('gives a page its tabs, its sidebar, and previous/next links', async () => {
		const { navigation } = await resolveNavigation(config, sources(pages));
		const view = getPageNavigation(navigation, 'guides/b');
		expect(view.levels[0]?.map((tab) => [tab.label, tab.current])).toEqual([
			['Guides', true],
			['API', false],
			['Status', false],
		]);
		const more = view.sidebar[1];
		expect(more).toMatchObject({ type: 'group', label: 'More', tag: 'NEW', open: true });
		expect(more?.type === 'group' && more.items[0]).toMatchObject({
			label: 'Deep',
			href: '/guides/a/',
			open: true,
		});
		expect(view.previous?.slug).toBe('guides/a');
		expect(view.next?.slug).toBe('api/intro');
		// A hidden page shows the first tab's sidebar.
		expect(getPageNavigation(navigation, 'secret').levels[0]?.[0]?.current).toBe(true);
	});
});

describe('navigation: languages', () => {
	it("gives a language's pages its own banner, navbar and footer, and the others none", async () => {
		const banner = { content: 'Version française', dismissible: true };
		const navbar = { links: [{ label: 'Aide', href: '/fr/aide' }] };
		const config = parseDocsJson({
			navigation: {
				tabs: [
					{
						tab: 'Docs',
						languages: [
							{ language: 'en', groups: [{ group: 'Start', pages: ['index'] }] },
							{ language: 'fr', banner, navbar, groups: [{ group: 'Début', pages: ['fr/start'] }] },
						],
					},
				],
			},
		}).navigation;
		const { navigation } = await resolveNavigation(
			config,
			sources([page('index'), page('fr/start')], { defaultSpecs: [] }),
		);
		expect(getPageNavigation(navigation, 'fr/start').languageSettings).toEqual({ banner, navbar });
		expect(getPageNavigation(navigation, 'index').languageSettings).toBeUndefined();
		expect(getPageNavigation(navigation, 'fr/start').language).toBe('fr');
		expect(getPageNavigation(navigation, 'index').language).toBe('en');
	});

	it('switches version and language to the same page there when it exists, else to its first page', async () => {
		const config = parseDocsJson({
			navigation: {
				languages: [
					{
						language: 'en',
						versions: [
							{ version: 'v2', groups: [{ group: 'Start', pages: ['index', 'auth', 'v2-only'] }] },
							{ version: 'v1', groups: [{ group: 'Start', pages: ['v1/index', 'v1/auth'] }] },
						],
					},
					{
						language: 'fr',
						versions: [
							{ version: 'v2', groups: [{ group: 'Début', pages: ['fr/index', 'fr/auth'] }] },
							{ version: 'v1', groups: [{ group: 'Début', pages: ['fr/v1/index'] }] },
						],
					},
					{ language: 'ja', groups: [{ group: '開始', pages: ['docs/ja/auth', 'docs/ja/index'] }] },
				],
			},
		}).navigation;
		// A folder's own page has the folder's slug (`fr/index.mdx` is `fr`).
		const slugs = ['index', 'auth', 'v2-only', 'v1', 'v1/auth', 'fr', 'fr/auth'];
		const { navigation } = await resolveNavigation(
			config,
			sources(
				[...slugs, 'fr/v1', 'docs/ja/auth', 'docs/ja'].map((s) => page(s)),
				{
					defaultSpecs: [],
				},
			),
		);
		const options = (slug: string, kind: 'version' | 'language') =>
			getPageNavigation(navigation, slug)
				.switchers.find((switcher) => switcher.kind === kind)
				?.options.map((option) => [option.label, option.href, option.current]);
		expect(options('auth', 'language')).toEqual([
			['English', '/auth/', true],
			['Français', '/fr/auth/', false],
			['日本語', '/docs/ja/auth/', false],
		]);
		// No French v2-only page: the French option leads to French v2's first page.
		expect(options('v2-only', 'language')?.[1]).toEqual(['Français', '/fr/', false]);
		expect(options('fr/auth', 'version')).toEqual([
			['v2', '/fr/auth/', true],
			['v1', '/fr/v1/', false],
		]);
		expect(options('v1/auth', 'version')).toEqual([
			['v2', '/auth/', false],
			['v1', '/v1/auth/', true],
		]);
		expect(options('fr', 'language')?.[0]).toEqual(['English', '/', false]);
		expect(options('index', 'language')?.[2]).toEqual(['日本語', '/docs/ja/', false]);
		expect(options('fr/v1', 'version')?.[0]).toEqual(['v2', '/fr/', false]);
		// Versions and languages are switchers, not tabs.
		expect(getPageNavigation(navigation, 'auth').levels.flat()).toEqual([]);
	});

	it("names each page's language as <html lang> takes it, Mintlify's own codes included", () => {
		expect(
			['en', 'fr', 'pt-BR', 'zh-Hans', 'cn', 'jp', 'ua', 'not a code'].map(toLanguageTag),
		).toEqual(['en', 'fr', 'pt-BR', 'zh-Hans', 'zh-Hans', 'ja', 'uk', undefined]);
	});
});

describe('navigation: openapi on an element', () => {
	it('generates a page per operation into a group, grouped by tag, without x-hidden ones', async () => {
		const config = parseDocsJson({
			navigation: {
				groups: [{ group: 'API', openapi: { source: '/users.json', directory: 'ref' } }],
			},
		}).navigation;
		const { navigation, generated } = await resolveNavigation(config, sources([]));
		expect(generated.map((p) => [p.slug, p.title, p.method])).toEqual([
			['ref/users/list-users', 'List users', 'GET'],
			['ref/users/create-a-user', 'Create a user', 'POST'],
			['ref/health', 'Health', 'GET'],
			['ref/users/gone', 'Gone', 'DELETE'],
		]);
		const group = navigation.children[0];
		expect(
			group?.type === 'group' &&
				group.children.map((n) => (n.type === 'group' ? n.label : n.page.slug)),
		).toEqual(['ref/health', 'Users']);
	});

	it("writes an untagged webhook's page with no tag in its URL (Mintlify's rule), listed under Webhooks", async () => {
		const hook: NavOperation = {
			specFile: '/site/hooks.json',
			method: 'POST',
			path: 'checkout.expired',
			summary: 'checkout_expired',
			tags: [],
			webhook: true,
		};
		const config = parseDocsJson({
			navigation: {
				groups: [
					{ group: 'All', openapi: { source: '/hooks.json', directory: 'ref' } },
					{
						group: 'Events',
						openapi: { source: '/hooks.json', directory: 'api-reference/2026-04' },
						pages: ['webhook checkout.expired'],
					},
				],
			},
		}).navigation;
		const { navigation, generated } = await resolveNavigation(
			config,
			sources([], { loadOperations: async () => [hook] }),
		);
		expect(generated.map((p) => [p.slug, p.tag])).toEqual([
			['ref/checkout_expired', 'Webhooks'],
			['api-reference/2026-04/checkout_expired', 'Webhooks'],
		]);
		expect(navigation.order.map((p) => p.slug)).toContain('api-reference/2026-04/checkout_expired');
	});

	it('links a hand-written page for the same operation instead of generating one', async () => {
		const written = page('users/list', { title: 'All users', method: 'GET' });
		const config = parseDocsJson({
			navigation: { tabs: [{ tab: 'API', openapi: 'users.json' }] },
		}).navigation;
		const { navigation, generated } = await resolveNavigation(
			config,
			sources([written], { operationPages: new Map([['GET /users', written]]) }),
		);
		expect(generated.map((p) => p.slug)).not.toContain('api-reference/users/list-users');
		expect(navigation.order.map((p) => p.slug)).toContain('users/list');
	});
});

describe('navigation: openapi as { source, directory } on every kind of element', () => {
	const DIVISIONS = [
		['tabs', 'tab'],
		['anchors', 'anchor'],
		['dropdowns', 'dropdown'],
		['products', 'product'],
		['versions', 'version'],
		['languages', 'language'],
		['menu', 'item'],
	] as const;

	it("generates the spec's pages into the directory a tab, anchor, dropdown, product, version, language or menu item names", async () => {
		for (const [list, kind] of DIVISIONS) {
			const config = parseDocsJson({
				navigation: {
					[list]: [{ [kind]: 'API', openapi: { source: 'users.json', directory: '/rest/' } }],
				},
			}).navigation;
			const problems: NavigationProblem[] = [];
			const { generated } = await resolveNavigation(
				config,
				sources([], { warn: (problem) => problems.push(problem) }),
			);
			expect([kind, generated.map((p) => p.slug)]).toEqual([
				kind,
				['rest/users/list-users', 'rest/users/create-a-user', 'rest/health', 'rest/users/gone'],
			]);
			expect(problems).toEqual([]);
		}
	});

	it('gives an operation a page in each directory that lists it, as Mintlify does', async () => {
		// Stagehand's docs.json lists the same spec's operations under one directory per language.
		const config = parseDocsJson({
			navigation: {
				tabs: [
					{
						tab: 'Python',
						openapi: { source: 'users.json', directory: 'python' },
						pages: ['GET /users'],
					},
					{
						tab: 'Go',
						groups: [
							{
								group: 'API',
								openapi: { source: 'users.json', directory: 'go' },
								pages: ['GET /users', 'GET /users'],
							},
						],
					},
				],
			},
		}).navigation;
		const { navigation, generated } = await resolveNavigation(config, sources([]));
		expect(generated.map((p) => p.slug)).toEqual([
			'python/users/list-users',
			'go/users/list-users',
		]);
		expect(navigation.divisions.map((d) => [d.label, d.href])).toEqual([
			['Python', '/python/users/list-users/'],
			['Go', '/go/users/list-users/'],
		]);
	});
});

describe('docs.json: navigation errors name the key', () => {
	it('reports a wrong value in a used key', () => {
		expect(() =>
			parseDocsJson({
				navigation: { tabs: [{ tab: 'A', groups: [{ group: 'G', pages: ['a', 3] }] }] },
			}),
		).toThrow(/`navigation\.tabs\[0\]\.groups\[0\]\.pages\[1\]` is `3`/);
		expect(() =>
			parseDocsJson({ navigation: { groups: [{ group: 'G', hidden: 'yes' }] } }),
		).toThrow(/`navigation\.groups\[0\]\.hidden` is `"yes"`; expected a boolean/);
		expect(() => parseDocsJson({ colors: { primary: 'green' } })).toThrow(
			/`colors\.primary` is `"green"`/,
		);
	});

	it('ignores keys it does not use', () => {
		const config = parseDocsJson({
			navigation: {
				tabs: [
					{
						tab: 'A',
						boost: 2,
						searchable: true,
						groups: [{ group: 'G', directory: 'card', pages: ['a'] }],
					},
				],
			},
			contextual: { options: ['copy'] },
		});
		expect(config.navigation?.tabs?.[0]?.tab).toBe('A');
	});
});
