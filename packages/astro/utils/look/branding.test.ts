import { describe, expect, it } from 'vitest';
import { createDefaultFavicon, getBrandingFrom } from './branding.ts';

describe('getBrandingFrom', () => {
	it('reads name, logo, favicon, colours, navbar and socials, with site paths under base', () => {
		const branding = getBrandingFrom(
			{
				name: 'Green API',
				logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://green.test' },
				favicon: '/favicon.svg',
				colors: { primary: '#15803d', light: '#4ade80', dark: 'red; background: url(x)' },
				navbar: {
					links: [{ label: 'Blog', href: 'https://blog.green.test' }, { label: 'No href' }],
					primary: { type: 'github', href: 'https://github.com/green' },
				},
				footer: { socials: { github: 'https://github.com/green', x: 'javascript:alert(1)' } },
			},
			'/docs',
		);
		expect(branding).toEqual({
			siteName: 'Green API',
			description: undefined,
			logo: {
				light: '/docs/logo/light.svg',
				dark: '/docs/logo/dark.svg',
				href: 'https://green.test',
			},
			favicon: { light: '/docs/favicon.svg', dark: '/docs/favicon.svg' },
			// Only hex colours reach the page's style attribute.
			colorStyle: '--td-color-primary: #15803d; --td-color-light: #4ade80',
			navbarLinks: [{ label: 'Blog', href: 'https://blog.green.test' }],
			primaryButton: { label: 'GitHub', href: 'https://github.com/green' },
			socials: [{ label: 'GitHub', href: 'https://github.com/green' }],
			theme: undefined,
			themeStrict: false,
		});
	});

	it('reads appearance: the default theme, and strict only with a theme to keep to', () => {
		expect(getBrandingFrom({ appearance: { default: 'dark' } }, '/')).toMatchObject({
			theme: 'dark',
			themeStrict: false,
		});
		expect(getBrandingFrom({ appearance: { default: 'light', strict: true } }, '/')).toMatchObject({
			theme: 'light',
			themeStrict: true,
		});
		expect(getBrandingFrom({ appearance: { default: 'system', strict: true } }, '/')).toMatchObject(
			{ theme: undefined, themeStrict: false },
		);
	});

	it('falls back to a plain name when docs.json has no branding', () => {
		const branding = getBrandingFrom({}, '/');
		expect(branding.siteName).toBe('Docs');
		expect(branding.logo).toBeUndefined();
		expect(branding.colorStyle).toBeUndefined();
	});
});

describe('createDefaultFavicon', () => {
	const decode = (uri: string) => {
		expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
		return decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
	};

	it("draws the name's first letter on the primary colour", () => {
		const svg = decode(createDefaultFavicon({ name: 'green API', colors: { primary: '#15803d' } }));
		expect(svg).toContain("fill='#15803d'");
		expect(svg).toMatch(/>G<\/text>/);
	});

	it('takes the theme colour and no letter when docs.json gives neither, and never markup from the name', () => {
		const svg = decode(createDefaultFavicon({ name: '<&>', colors: { primary: 'red' } }));
		expect(svg).toContain("fill='#4f46e5'");
		expect(svg).not.toContain('<text');
		expect(decode(createDefaultFavicon({ name: 'Ünïcode' }))).toMatch(/>Ü<\/text>/);
	});
});
