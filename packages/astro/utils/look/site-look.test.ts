import { describe, expect, it } from 'vitest';
import { checkSiteLook, getSiteLook } from './site-look.ts';

describe('getSiteLook', () => {
	it('loads a Google Fonts family by name, and a font file as @font-face', () => {
		const google = getSiteLook({ fonts: { family: 'IBM Plex Sans', weight: 500 } }, '/');
		expect(google.stylesheets).toEqual([
			'https://fonts.googleapis.com/css2?family=IBM+Plex+Sans:wght@400;500;600;700&display=swap',
		]);
		expect(google.css).toContain(':root:root { font-family: "IBM Plex Sans", system-ui');
		const file = getSiteLook(
			{ fonts: { family: 'Own', source: '/fonts/own.woff', format: 'woff' } },
			'/docs/',
		);
		expect(file.stylesheets).toEqual([]);
		expect(file.css).toContain('src: url("/docs/fonts/own.woff") format("woff")');
	});

	it('reads the banner and the background colours, and leaves out what is not a colour', () => {
		const look = getSiteLook(
			{
				banner: { content: 'New **API**', type: 'warning', color: '#123456' },
				background: { color: { light: '#fff', dark: 'red; }' } },
			},
			'/',
		);
		expect(look.banner).toMatchObject({
			html: 'New <strong>API</strong>',
			type: 'warning',
			dismissible: false,
			color: { light: '#123456', dark: '#123456' },
		});
		expect(look.css).toBe(':root:root { --td-bg: light-dark(#fff, #fff); }');
	});
});

describe('checkSiteLook', () => {
	it('names each docs.json key it cannot draw, with the fix', () => {
		const problems = checkSiteLook({
			banner: { dismissible: true },
			fonts: { weight: 400 },
			background: { color: { light: 'white' }, decoration: 'stars' },
		});
		expect(problems.map((problem) => problem.key)).toEqual([
			'banner.content',
			'fonts.family',
			'background.color',
			'background.decoration',
		]);
		expect(problems[3]).toMatchObject({
			file: 'docs.json',
			message: '`background.decoration` is "stars": it is not drawn.',
			hint: 'Use `gradient`, `grid` or `windows`.',
		});
		expect(checkSiteLook({ banner: { content: 'Hi' } })).toEqual([]);
	});

	it("checks each language's own banner under its key path", () => {
		const problems = checkSiteLook({
			navigation: {
				tabs: [{ tab: 'Docs', languages: [{ language: 'en' }, { language: 'fr', banner: {} }] }],
			},
		});
		expect(problems.map((problem) => [problem.key, problem.hint])).toEqual([
			[
				'navigation.tabs[0].languages[1].banner.content',
				'Give `navigation.tabs[0].languages[1].banner.content`, a line of Markdown.',
			],
		]);
	});
});
