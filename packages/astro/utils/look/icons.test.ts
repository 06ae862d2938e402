import { describe, expect, it } from 'vitest';
import { createSiteIconResolver, getIconLibrary, isIconImage } from './icons.ts';

const fontAwesome = createSiteIconResolver({});
const lucide = createSiteIconResolver({ icons: { library: 'lucide' } });
const tabler = createSiteIconResolver({ icons: { library: 'tabler' } });

function svgOf(result: ReturnType<typeof fontAwesome>): string {
	if (result.kind !== 'svg') throw new Error(`expected an SVG, got ${JSON.stringify(result)}`);
	return result.svg;
}

describe('icons', () => {
	it('draws Font Awesome names by default, as Mintlify does, never a dot', () => {
		expect(getIconLibrary({})).toBe('fontawesome');
		for (const name of [
			'code-branch',
			'circle-question',
			'network-wired',
			'sliders',
			'github',
			'x-twitter',
		]) {
			const svg = svgOf(fontAwesome(name));
			expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
			expect(svg).toContain('<path');
			expect(svg).not.toContain('<circle cx="12" cy="12" r="4"');
		}
	});

	it('draws the regular style by default and solid when asked, with brands found whatever the style', () => {
		expect(svgOf(fontAwesome('house'))).not.toBe(svgOf(fontAwesome('house', 'solid')));
		expect(fontAwesome('github', 'solid')).toMatchObject({ kind: 'svg', warning: undefined });
		expect(fontAwesome({ name: 'house', style: 'solid' })).toEqual(fontAwesome('house', 'solid'));
	});

	it('falls back from a Pro style to a free one with a warning naming both', () => {
		const result = fontAwesome('house', 'duotone');
		expect(result.kind).toBe('svg');
		expect(result).toMatchObject({ warning: expect.stringContaining('`iconType="duotone"`') });
		expect((result as { warning: string }).warning).toContain('Font Awesome Pro');
		expect(fontAwesome('server', 'regular')).toMatchObject({
			warning: expect.stringContaining('no free Font Awesome `regular` style'),
		});
	});

	it('takes Lucide and Tabler names when docs.json says so, and an icon naming its own library', () => {
		expect(svgOf(lucide('triangle-alert'))).toContain('stroke="currentColor"');
		expect(svgOf(tabler('brand-github'))).toContain('stroke="currentColor"');
		expect(fontAwesome({ name: 'triangle-alert', library: 'lucide' }).kind).toBe('svg');
		expect(lucide('circle-check').kind).toBe('svg');
	});

	it('warns about a name the library lacks, naming the library and the nearest names', () => {
		const result = fontAwesome('book-open-cover');
		expect(result.kind).toBe('missing');
		expect((result as { warning: string }).warning).toMatch(
			/`book-open-cover` is not in Font Awesome .*`icons.library`.*Nearest names: `book`/,
		);
		expect(lucide('no-such-icon-anywhere')).toMatchObject({
			kind: 'missing',
			warning: expect.stringMatching(/is not in Lucide, .*nor in Font Awesome or Tabler: nothing/),
		});
	});

	it('draws a name the site library lacks from a library that has it, with a warning naming both', () => {
		// A Lucide name on a Font Awesome site, Font Awesome names on Lucide and Tabler sites.
		const cases = [
			[fontAwesome('triangle-alert'), lucide('triangle-alert'), 'Font Awesome', 'Lucide'],
			[lucide('network-wired'), fontAwesome('network-wired'), 'Lucide', 'Font Awesome'],
			[tabler('github'), fontAwesome('github'), 'Tabler', 'Font Awesome'],
		] as const;
		for (const [result, own, site, other] of cases) {
			expect(svgOf(result)).toBe(svgOf(own));
			expect((result as { warning: string }).warning).toMatch(
				new RegExp(`is not in ${site}.*the site's icon library.*it is drawn from ${other}`),
			);
		}
		// An icon naming its own library is drawn from it without a word.
		expect(fontAwesome({ name: 'triangle-alert', library: 'lucide' })).toEqual({
			kind: 'svg',
			svg: svgOf(lucide('triangle-alert')),
		});
	});

	it('takes an address or a file of the repository as an image', () => {
		for (const src of [
			'https://example.com/icon.png',
			'/images/logo.svg',
			'./icon.svg',
			'icons/bolt.png',
		]) {
			expect(isIconImage(src)).toBe(true);
			expect(fontAwesome(src)).toEqual({ kind: 'image', src });
		}
		expect(isIconImage('rocket')).toBe(false);
	});
});
