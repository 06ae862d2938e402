import { describe, expect, it } from 'vitest';
import { getBrandingFrom } from './branding.ts';

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
