import { describe, expect, it } from 'vitest';
import { formatHref } from './href.ts';

describe('formatHref (links under the site base, trailing slash as configured)', () => {
	it('puts page paths under the base', () => {
		expect(formatHref('/', '/', 'ignore')).toBe('/');
		expect(formatHref('/pets/get/', '/docs', 'ignore')).toBe('/docs/pets/get/');
		expect(formatHref('/', '/docs/', 'always')).toBe('/docs/');
		expect(formatHref('/pets/get', '/docs', 'always')).toBe('/docs/pets/get/');
	});

	it('drops the trailing slash when the site never has one', () => {
		expect(formatHref('/pets/get/', '/docs', 'never')).toBe('/docs/pets/get');
		expect(formatHref('/', '/docs', 'never')).toBe('/docs');
		expect(formatHref('/', '/', 'never')).toBe('/');
	});

	it('leaves absolute URLs and fragments alone', () => {
		expect(formatHref('https://example.com/x/', '/docs', 'never')).toBe('https://example.com/x/');
		expect(formatHref('#top', '/docs', 'always')).toBe('#top');
	});
});
